import Foundation

// `arrange`: thin dispatch over the commands in Commands/ (see Docs/CommandLine.md).
exit(ArrangeTool.run(Array(CommandLine.arguments.dropFirst())))
