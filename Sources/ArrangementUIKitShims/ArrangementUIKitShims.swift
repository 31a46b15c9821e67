// ArrangementUIKitShims: the platform's names for this package's types, for code that is
// written once for UIKit and compiled on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ArrangementUIKitShims
//     #endif
//
// Importing the shims imports ArrangementKit, ArrangementCore and Foundation too, as
// `import UIKit` does on the platform, so `CGRect`, `CGFloat` and friends are in scope.

@_exported import ArrangementKit
@_exported import Foundation
