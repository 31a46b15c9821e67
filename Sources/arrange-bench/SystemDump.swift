import ArrangementConstraints
import ArrangementKit
import Foundation

// `arrange-bench --dump-system NAME` (issue 30): the constraint system of a screen benchmark's
// window in the text format of shared/bench/enaml-like.txt — variables, constraints with their
// priorities, the resize as edit variables, and the solution before and after it — checked to
// read back to the same frames before it is written.

@MainActor
enum SystemDump {
  /// The scenes that can be dumped: every `autolayout.screen.*` benchmark, and the grid and
  /// nesting of the build benchmarks (a trailing `.build` is ignored).
  static func makeScene(_ name: String) -> (window: Window, last: View)? {
    var parts = name.split(separator: ".").map(String.init)
    if parts.first == "autolayout" { parts.removeFirst() }
    if parts.last == "build" { parts.removeLast() }
    guard parts.count >= 2, let size = Int(parts[1]), size > 0, size <= 10_000 else { return nil }
    switch (parts[0], parts.count == 3 ? parts[2] : nil) {
    case ("screen", nil):
      let scene = AutoLayoutScene.make(rows: size)
      return (scene.window, scene.lastRow)
    case ("screen", "labels"):
      let scene = AutoLayoutScene.make(rows: size, content: .controls)
      return (scene.window, scene.lastRow)
    case ("grid", nil): return AutoLayoutShapes.makeGrid(rows: size)
    case ("nested", nil): return AutoLayoutShapes.makeNested(depth: size)
    default: return nil
    }
  }

  /// Writes the system of `name` to standard output; exits 1 when it does not read back to the
  /// window's frames, 2 for an unknown name.
  static func run(_ name: String) -> Never {
    guard let (window, _) = makeScene(name) else {
      fail(
        "--dump-system: no scene `\(name)` (autolayout.screen.N[.labels], autolayout.grid.N, autolayout.nested.N)", 2)
    }
    window.frame = ControllerScene.frames[0]
    window.layoutIfNeeded()
    guard let before = window.layoutSystemSnapshot() else { fail("--dump-system: `\(name)` has no constraints", 1) }
    window.frame = ControllerScene.frames[1]
    window.layoutIfNeeded()
    guard let after = window.layoutSystemSnapshot() else { fail("--dump-system: `\(name)` lost its engine", 1) }
    do {
      var system = try before.constraintSystem(resizingTo: after)
      let sizes = ControllerScene.frames.map { "\(Int($0.width))×\(Int($0.height))" }
      system.comments = [
        "\(name): the window's constraint system, written by `arrange-bench --dump-system \(name)`.",
        "\(system.variableNames.count) variables, \(system.lines.count) constraints in the order the engine added them.",
        "Strengths: Kiwi's names where a priority is one of 100, 250, 300, 500, 750, required; else the priority.",
        "The resize (window \(sizes[0]) → \(sizes[1])) moves the constants of the constraints over edit0…: "
          + "each is an edit variable at 999; the two solve lines give the solution before and after.",
      ]
      let text = system.text
      let read = try ConstraintSystem.parse(text)
      for (solution, snapshot) in [before, after].enumerated() {
        if let problem = snapshot.mismatch(solving: read, solution: solution) {
          fail("--dump-system \(name): solve \(solution + 1) read back differs: \(problem)", 1)
        }
      }
      FileHandle.standardOutput.write(Data(text.utf8))
      exit(0)
    } catch {
      fail("--dump-system \(name): \(error)", 1)
    }
  }

  static func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data("arrange-bench: \(message)\n".utf8))
    exit(status)
  }
}
