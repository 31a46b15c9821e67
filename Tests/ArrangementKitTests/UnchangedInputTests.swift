@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// An arrangement controller that counts its layout passes.
@MainActor
final class PassCountingArrangement: ArrangementController {
  var passes = 0
  override func viewWillLayoutSubviews() { passes += 1 }
}

/// An input of the arrangement controller set again to the value it has.
struct UnchangedInputCase: Sendable, CustomStringConvertible {
  let description: String
  let apply: @MainActor @Sendable (PassCountingArrangement, ViewController) -> Void

  static let all: [UnchangedInputCase] = [
    UnchangedInputCase(description: "a child's preferredContentSize") { _, child in
      child.preferredContentSize = child.preferredContentSize
    },
    UnchangedInputCase(description: "a child's preferredContentSize, built anew") { _, child in
      child.preferredContentSize = CGSize(width: 320, height: 480)
    },
    UnchangedInputCase(description: "the arrangement (C4)") { arrangement, _ in
      arrangement.updateArrangement(SplitArrangement().axes(.horizontal), animated: true)
    },
    UnchangedInputCase(description: "the slot's controller (C1)") { arrangement, child in
      arrangement.setViewController(child, for: .primary, animated: true)
    },
    UnchangedInputCase(description: "the view's frame") { arrangement, _ in
      arrangement.view.frame = arrangement.view.frame
    },
  ]
}

@MainActor
@Suite("Setting an input to its current value (C5)")
struct UnchangedInputTests {
  @Test("C5: setting an input to its current value marks nothing: no pass, no solve", arguments: UnchangedInputCase.all)
  func unchangedInputMarksNothing(_ testCase: UnchangedInputCase) {
    let arrangement = PassCountingArrangement()
    arrangement.view.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
    let child = ViewController()
    child.preferredContentSize = CGSize(width: 320, height: 480)
    arrangement.setViewController(child, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    let (passes, solves) = (arrangement.passes, arrangement.solveCount)
    testCase.apply(arrangement, child)
    #expect(!arrangement.view.needsLayout)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.passes == passes)
    #expect(arrangement.solveCount == solves)
  }

  @Test("C5: a preferredContentSize that changes marks the layout; one pass solves once")
  func changedPreferredSizeMarks() {
    let arrangement = PassCountingArrangement()
    arrangement.view.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
    let child = ViewController()
    arrangement.setViewController(child, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.view.layoutIfNeeded()
    let (passes, solves) = (arrangement.passes, arrangement.solveCount)
    child.preferredContentSize = CGSize(width: 320, height: 480)
    child.preferredContentSize = CGSize(width: 321, height: 480)
    #expect(arrangement.view.needsLayout)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.passes == passes + 1)
    #expect(arrangement.solveCount == solves + 1)
  }
}
