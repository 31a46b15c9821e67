import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A subclass that overrides only `init(frame:)`, as platform views do.
@MainActor
private final class Dial: View {
  var madeBy = ""
  override init(frame: CGRect) {
    super.init(frame: frame)
    madeBy = "init(frame:)"
  }
}

@MainActor
@Suite("V6: view basics")
struct ViewBasicsTests {
  @Test("V6: init() on a subclass that overrides init(frame:) calls init(frame: .zero)")
  func inheritedInit() {
    let dial = Dial()
    #expect(dial.madeBy == "init(frame:)")
    #expect(dial.frame == .zero)
    #expect(View().frame == .zero)
  }

  @Test("V6: defaults as on the platform")
  func defaults() {
    let view = View()
    #expect(view.tag == 0)
    #expect(view.isUserInteractionEnabled)
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test("V6: center is the frame's midpoint in the superview; setting it moves the frame, keeping the size")
  func center() {
    let badge = View(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
    #expect(badge.center == CGPoint(x: 30, y: 30))
    badge.center = CGPoint(x: 100, y: 50)
    #expect(badge.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
    // The bounds origin does not move the center (it is in the superview's coordinates).
    badge.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(badge.center == CGPoint(x: 100, y: 50))
  }

  @Test("V6: viewWithTag finds this view first, then depth first in subview order; nil when none")
  func viewWithTag() {
    let root = View()
    let first = View()
    let nested = View()
    let second = View()
    root.addSubview(first)
    first.addSubview(nested)
    root.addSubview(second)
    nested.tag = 7
    second.tag = 7
    #expect(root.viewWithTag(7) === nested)
    #expect(second.viewWithTag(7) === second)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(42) == nil)
  }

  @Test("V6: effectiveUserInterfaceLayoutDirection follows the traits, overrides included")
  func layoutDirection() {
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .book, orientation: .landscape, layoutDirection: .rightToLeft)
    let root = ViewController()
    simulator.window.rootViewController = root
    let label = View()
    root.view.addSubview(label)
    #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    root.traitOverrides.layoutDirection = .leftToRight
    #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test("V6: the accessibility and interaction properties store what they are given")
  func stored() {
    let view = View()
    view.isUserInteractionEnabled = false
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Play"
    view.tag = -3
    #expect(!view.isUserInteractionEnabled && view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Play" && view.tag == -3)
  }
}
