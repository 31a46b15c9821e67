import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("V6: alpha, trait registration on views, connected scenes")
struct ViewBasicsLeftoverTests {
  struct AlphaCase: CustomStringConvertible, Sendable {
    let set: CGFloat
    let expected: CGFloat
    let diagnoses: Bool
    var description: String { "\(set) → \(expected)" }
  }

  nonisolated static let alphaCases = [
    AlphaCase(set: 0.25, expected: 0.25, diagnoses: false),
    AlphaCase(set: 0, expected: 0, diagnoses: false),
    AlphaCase(set: 1, expected: 1, diagnoses: false),
    // Both sides of each clamp boundary.
    AlphaCase(set: -0.000_001, expected: 0, diagnoses: false),
    AlphaCase(set: 1.000_001, expected: 1, diagnoses: false),
    AlphaCase(set: 0.999_999, expected: 0.999_999, diagnoses: false),
    AlphaCase(set: -.infinity, expected: 0, diagnoses: false),
    AlphaCase(set: .infinity, expected: 1, diagnoses: false),
    AlphaCase(set: .nan, expected: 1, diagnoses: true),
  ]

  @Test("V6: alpha is 1 by default, clamped into 0…1, and NaN becomes 1 with a diagnostic", arguments: alphaCases)
  func alpha(_ test: AlphaCase) {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let view = View()
    #expect(view.alpha == 1)
    view.alpha = 0.5  // NaN must not keep a previous value either
    window.addSubview(view)
    view.alpha = test.set
    #expect(view.alpha == test.expected)
    #expect(window.inputDiagnostics.count == (test.diagnoses ? 1 : 0), "\(window.inputDiagnostics)")
    if test.diagnoses { #expect(window.inputDiagnostics.first?.contains("alpha") == true) }
  }

  @Test("V6: a NaN alpha set outside a window is reported when the view enters one")
  func alphaDiagnosticOutsideWindow() {
    let view = View()
    view.alpha = .nan
    #expect(view.alpha == 1)
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
    window.addSubview(view)
    #expect(window.inputDiagnostics.count == 1)
  }

  @Test("V6: alpha is open, as on the platform: a subclass overrides it")
  func alphaIsOpen() {
    final class Faded: View {
      override var alpha: CGFloat {
        get { super.alpha / 2 }
        set { super.alpha = newValue }
      }
    }
    let view = Faded()
    view.alpha = 0.8
    #expect(LengthTolerance.isEqual(view.alpha, 0.4))
  }

  @Test("T2, V6: a view's handler runs once per change of a registered trait, with the previous traits")
  func viewTraitRegistration() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let root = ViewController()
    simulator.window.rootViewController = root
    let badge = View()
    root.view.addSubview(badge)
    var directions: [(previous: LayoutDirection, now: LayoutDirection)] = []
    var sizeClassCalls = 0
    let registration = badge.registerForTraitChanges([TraitLayoutDirection.self]) { (view: View, previous) in
      directions.append((previous.layoutDirection, view.traitCollection.layoutDirection))
    }
    badge.registerForTraitChanges([TraitVerticalSizeClass.self]) { badge, _ in
      _ = badge.bounds  // the untyped shape: `badge` is a View
      sizeClassCalls += 1
    }
    root.traitOverrides.layoutDirection = .rightToLeft
    #expect(directions.count == 1)
    #expect(directions.first?.previous == .leftToRight && directions.first?.now == .rightToLeft)
    #expect(sizeClassCalls == 0, "a trait it did not register for")
    root.traitOverrides.layoutDirection = .rightToLeft  // no change: no call
    #expect(directions.count == 1)
    badge.unregisterForTraitChanges(registration)
    root.traitOverrides.layoutDirection = .leftToRight
    #expect(directions.count == 1, "unregistered")
  }

  @Test("T2, V6: a view moved under other traits tells its handler")
  func viewTraitRegistrationOnMove() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let left = ViewController()
    let right = ViewController()
    right.traitOverrides.horizontalSizeClass = .compact
    let tabs = TabBarController()
    tabs.viewControllers = [left, right]
    simulator.window.rootViewController = tabs
    _ = right.view
    let badge = View()
    left.view.addSubview(badge)
    var calls = 0
    badge.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (_: View, _) in calls += 1 }
    right.view.addSubview(badge)
    #expect(calls == 1)
    #expect(badge.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("V6: Application.shared.connectedScenes holds the scenes of live windows")
  func connectedScenes() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let scene = simulator.window.windowScene
    #expect(scene != nil)
    #expect(Application.shared.connectedScenes.contains { $0 === scene })
    // A display no other test uses, to tell its scene apart.
    let bounds = CGRect(x: 0, y: 0, width: 17.25, height: 10)
    var other: Window? = Window(display: Display(bounds: bounds))
    weak var otherScene = other?.windowScene
    #expect(otherScene != nil)
    #expect(Application.shared.connectedScenes.contains { $0 === otherScene })
    other = nil
    #expect(otherScene == nil, "the application does not keep a scene alive")
    #expect(!Application.shared.connectedScenes.contains { $0.screen.bounds == bounds })
  }
}
