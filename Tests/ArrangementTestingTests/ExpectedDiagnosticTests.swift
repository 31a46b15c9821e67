import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Synchronization
import Testing

/// Broken constraints as test issues (L3) and the one way a test says it causes a diagnostic on
/// purpose (`DeviceSimulator.expectDiagnostic(_:during:)`, issue 28).
@Suite("Expected diagnostics and broken constraints as test issues")
@MainActor
struct ExpectedDiagnosticTests {
  /// A screen with a badge whose two required widths contradict: `badge.wide` (200), activated
  /// after `badge.width` (100), is broken (L3).
  static func brokenScreen() -> ViewController {
    let root = ViewController()
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(badge)
    let width = badge.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "badge.width"
    let wide = badge.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "badge.wide"
    LayoutConstraint.activate([
      width, badge.heightAnchor.constraint(equalToConstant: 20),
      badge.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.view.topAnchor), wide,
    ])
    return root
  }

  /// An arrangement whose primary minimum width is -40: a bad-input layout diagnostic (S5).
  static func negativeMinimum() -> ArrangementController { LinuxTestingTests.badArrangement() }

  @Test("L3: a broken constraint in a screen test is a recorded issue naming the constraints' identifiers")
  func brokenConstraintRecorded() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    withKnownIssue {
      simulator.window.rootViewController = Self.brokenScreen()
      simulator.window.layoutIfNeeded()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("unsatisfiable constraints, iPhone Duo flat landscape: 'badge.width', 'badge.wide'")
          && $0.rawValue.contains("Unable to simultaneously satisfy constraints")
      }
    }
    #expect(simulator.window.brokenLayoutConstraints.map(\.identifier) == ["badge.wide"])
    // The same report is not new after another pass: no second issue.
    simulator.pose = Pose(.book, .landscape)
    #expect(simulator.window.layoutConstraintDiagnostics.count == 1)
  }

  @Test("L3: a test that expects the broken constraint says so in one line and passes")
  func brokenConstraintExpected() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    simulator.expectDiagnostic(.unsatisfiableConstraints(naming: "badge.wide")) {
      simulator.window.rootViewController = Self.brokenScreen()
    }
    #expect(simulator.window.brokenLayoutConstraints.map(\.identifier) == ["badge.wide"])
  }

  @Test("expectDiagnostic: an expected bad-input diagnostic is collected, not recorded")
  func badInputExpected() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    simulator.expectDiagnostic(.negativeValue) {
      simulator.window.rootViewController = Self.negativeMinimum()
    }
    #expect(simulator.layoutDiagnostics.map(\.kind) == [.negativeValue])
    #expect(simulator.layoutDiagnostics.first?.description.contains("-40") == true)
  }

  @Test("expectDiagnostic: an expectation no diagnostic meets is a recorded issue at the call")
  func missingDiagnosticRecorded() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    withKnownIssue {
      simulator.expectDiagnostic(.layout(.fractionAboveOne), .unsatisfiableConstraints) {
        simulator.window.rootViewController = ViewController()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("expected diagnostic was not reported") }
        && issue.sourceLocation?.fileName == "ExpectedDiagnosticTests.swift"
    }
    #expect(simulator.layoutDiagnostics.isEmpty)
  }

  @Test("expectDiagnostic: a diagnostic other than the expected one is still recorded")
  func otherDiagnosticRecorded() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let recorded = Mutex<[String]>([])
    withKnownIssue {
      simulator.expectDiagnostic(.fractionAboveOne) {
        simulator.window.rootViewController = Self.negativeMinimum()
      }
    } matching: { issue in
      recorded.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    let comments = recorded.withLock { $0 }
    // The negative minimum is recorded; the fraction that never came is too.
    #expect(comments.contains { $0.hasPrefix("layout diagnostic, iPhone Duo flat landscape") && $0.contains("-40") })
    #expect(
      comments.contains { $0.hasPrefix("expected diagnostic was not reported") && $0.contains("fractionAboveOne") })
    #expect(comments.count == 2)
  }

  @Test("expectDiagnostic: nested calls meet the innermost expectation first; the body's result comes back")
  func nested() throws {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let arrangement = try simulator.expectDiagnostic(.unsatisfiableConstraints) {
      let inner = simulator.expectDiagnostic(.negativeValue) {
        let arrangement = Self.negativeMinimum()
        simulator.window.rootViewController = arrangement
        return arrangement
      }
      let root = try #require(inner.viewController(for: .primary))
      let broken = Self.brokenScreen()
      root.addChild(broken)
      root.view.addSubview(broken.view)
      broken.didMove(toParent: root)
      return inner
    }
    #expect(simulator.window.rootViewController === arrangement)
    #expect(simulator.window.brokenLayoutConstraints.map(\.identifier) == ["badge.wide"])
  }

  @Test(
    "L3: the identifiers of an unsatisfiable-constraints report, in order, once each",
    arguments: [
      (
        "    \"<LayoutConstraint:0x1 'a' View:0x2.width == 100   (active)>\",\n    \"<LayoutConstraint:0x3 'b' View:0x2.width == 200   (active)>\"\n<LayoutConstraint:0x3 'b' View:0x2.width == 200   (active)>",
        ["a", "b"]
      ),
      (
        "    \"<LayoutConstraint:0x1 View:0x2.width == 100   (active)>\",\n    \"<SystemLayoutConstraint View:0x2 h=--& minX   (active)>\"",
        []
      ),
      ("    \"<ProportionalConstraint:0x1 'it''s' View:0x2.width == 100   (active)>\"", ["it"]),
    ])
  func identifiers(message: String, expected: [String]) {
    #expect(DeviceSimulator.constraintIdentifiers(in: message) == expected)
  }
}
