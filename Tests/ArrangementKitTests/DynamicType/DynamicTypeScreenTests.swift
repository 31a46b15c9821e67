import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A reading screen as an app writes it: a vertical stack of text-style labels in a scroll
/// view, pinned to its content guide, the stack as wide as the scroll view.
@MainActor
final class ReadingScreen: ViewController {
  let scrollView = ScrollView()
  let stack = StackView()
  let heading = Label()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    heading.text = "Chapter one"
    heading.font = .preferredFont(forTextStyle: .title2)
    heading.adjustsFontForContentSizeCategory = true
    stack.addArrangedSubview(heading)
    for _ in 0..<8 {
      let line = Label()
      line.text = "Body"
      line.font = .preferredFont(forTextStyle: .body)
      line.adjustsFontForContentSizeCategory = true
      stack.addArrangedSubview(line)
    }
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
  }
}

/// The system font model's line height at @3x: `size × 2444 / 2048`, rounded up to a third.
private func line(_ size: CGFloat) -> CGFloat { (size * 2444 / 2048 * 3 - LengthTolerance.standard).rounded(.up) / 3 }

/// A ``ReadingScreen`` installed and laid out on the closed iPhone Duo.
@MainActor
private func installedReadingScreen() -> (DeviceSimulator, ReadingScreen) {
  let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
  let screen = ReadingScreen()
  simulator.window.rootViewController = screen
  simulator.window.layoutIfNeeded()
  return (simulator, screen)
}

@MainActor
@Suite("DT1: a screen follows the simulator's text size")
struct DynamicTypeScreenTests {
  @Test("DT1: the simulator's text size re-measures every label; the stack and the scroll content follow")
  func simulatorCategory() {
    let (simulator, screen) = installedReadingScreen()
    // title2 22 pt, body 17 pt at large (the HIG table); lines of the system font model.
    #expect(LengthTolerance.isEqual(screen.heading.frame.height, line(22)))  // 26.333
    #expect(LengthTolerance.isEqual(screen.scrollView.contentSize.height, line(22) + 8 * line(17)))
    simulator.preferredContentSizeCategory = .extraExtraLarge
    // 26 and 21 pt at xxL.
    #expect(LengthTolerance.isEqual(screen.heading.frame.height, line(26)))  // 31.333
    #expect(LengthTolerance.isEqual(screen.scrollView.contentSize.height, line(26) + 8 * line(21)))
    simulator.preferredContentSizeCategory = .large
    #expect(LengthTolerance.isEqual(screen.scrollView.contentSize.height, line(22) + 8 * line(17)))
  }

  @Test("DT1: systemLayoutSizeFitting follows the text size")
  func fitting() {
    let (simulator, screen) = installedReadingScreen()
    let before = screen.stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    simulator.preferredContentSizeCategory = .accessibilityMedium
    let after = screen.stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(LengthTolerance.isEqual(before.height, line(22) + 8 * line(17)))
    #expect(LengthTolerance.isEqual(after.height, line(34) + 8 * line(28)))
  }

  @Test("DT2: installing a measurer re-measures one-line labels too")
  func measurerReachesOneLineLabels() {
    let (simulator, screen) = installedReadingScreen()
    simulator.window.textMeasurer = TenPointMeasurer()
    simulator.window.layoutIfNeeded()
    #expect(screen.heading.frame.height == 20)
    #expect(LengthTolerance.isEqual(screen.scrollView.contentSize.height, 9 * 20))
  }
}

@MainActor
@Suite("DT1: a wrapping label grows with its text")
struct WrappingLabelGrowthTests {
  @Test("DT1: a multi-line label that wraps to its own width widens when its text grows (W3's second pass)")
  func widens() {
    let screen = LabelScreen(.autoLayout)
    let stack = StackView()
    stack.axis = .vertical
    stack.alignment = .leading
    stack.translatesAutoresizingMaskIntoConstraints = false
    let badge = Label()
    badge.text = "NEW"
    badge.numberOfLines = 0
    badge.font = .preferredFont(forTextStyle: .caption2)
    badge.adjustsFontForContentSizeCategory = true
    stack.addArrangedSubview(badge)
    let root = screen.controller.view!
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    screen.window.layoutIfNeeded()
    // caption2 11 pt: 3 × 5.5 = 16.5 → 17 by 13.75 → 14.
    #expect(badge.frame.size == CGSize(width: 17, height: 14))
    screen.window.display.traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    // 41 pt: 61.5 → 62 by 51.25 → 52, on one line: not wrapped to its old 17 pt.
    #expect(badge.frame.size == CGSize(width: 62, height: 52))
    screen.window.display.traits.preferredContentSizeCategory = .large
    #expect(badge.frame.size == CGSize(width: 17, height: 14))
  }
}
