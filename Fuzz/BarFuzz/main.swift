import ArrangementKit
import ArrangementSimulator
import Foundation

// libFuzzer target for the Kit's bars (issue 29, B1–B9): decodes the bytes into a device and
// pose, a controller tree (a navigation controller, a tab bar controller around two of them, or
// a navigation controller around a two-pane arrangement) and a sequence of operations on it —
// pushes and pops, hiding and showing the navigation bar and the toolbar, items (titles,
// images, system items, menus, custom views, spaces with hostile widths, more than fit), titles,
// large titles, badges, tab switches, hidesBottomBarWhenPushed, the vertical bar's behaviour,
// additional safe-area insets, performing items, posture and orientation changes — and aborts
// when a check of BarFuzzChecks fails after a layout pass: every shown bar item on-screen and
// finite (B9), the top controller's safe area starting at or below a shown navigation bar (B2).
// Traps and sanitizer reports are findings too. The same invariants as the reliability suite's
// RandomWorld+Bars, driven by the fuzzer instead of a seeded generator. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func barFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  // libFuzzer calls on the main thread; the Kit is main-actor isolated. The bytes are copied
  // (a Sendable array) so the isolated closure owns what it reads.
  let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    bytes.withUnsafeBytes { buffer in
      var reader = FuzzReader(buffer)
      let run = BarFuzzRun(&reader)
      run.execute(&reader)
      if !run.violations.isEmpty {
        var report = "BarFuzz: invariant violated\n--- operations\n" + run.log.joined(separator: "\n")
        report += "\n--- violations\n" + run.violations.joined(separator: "\n") + "\n"
        FileHandle.standardError.write(report.data(using: .utf8)!)
        abort()
      }
    }
  }
  return 0
}
