// ReadingRoom: a reading screen audited for accessibility at three text sizes in every pose.
//
// The first page has the faults the accessibility audit (DT6) looks for: a title in a fixed
// font, grey body text on white, a "NEW" badge squeezed into 16 pt, a 32 pt "Next" button whose
// title is the system blue (4.02 : 1 on white). At large text the badge still fits; at larger
// sizes it does not. The fixed page uses text styles that adjust, the label colour, no fixed
// text heights and a 44 pt button: no findings at any size, in any pose.
//
// Run: swift run ReadingRoom
import ArrangementKit
import ArrangementSimulator
import Foundation

final class PageViewController: ViewController {
  let fixed: Bool
  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }

  func label(_ id: String, _ text: String, style: Font.TextStyle) -> Label {
    let label = Label()
    label.accessibilityIdentifier = id
    label.text = text
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    return label
  }

  override func viewDidLoad() {
    let scroll = ScrollView()
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .leading
    let title = label("title", "Chapter 3: The Fold", style: .title1)
    let badge = label("badge", "NEW", style: .caption2)
    let body = label("body", "Two pages, one hinge: a page on each side of the fold.", style: .body)
    let next = Button(configuration: .plain())
    next.configuration?.title = "Next"
    next.accessibilityIdentifier = "next"
    var constraints: [LayoutConstraint] = []
    if fixed {
      next.configuration?.baseForegroundColor = .label  // the system blue is 4.02 : 1 on white
      constraints += [
        next.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
        next.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ]
    } else {
      title.font = .systemFont(ofSize: 28, weight: .bold)  // fault: a fixed font
      body.textColor = Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)  // fault: 2.85 : 1 on white
      constraints += [
        badge.heightAnchor.constraint(equalToConstant: 16),  // fault: a fixed text height
        next.widthAnchor.constraint(equalToConstant: 32),  // fault: a 32 × 32 hit region
        next.heightAnchor.constraint(equalToConstant: 32),
      ]
    }
    for view in [scroll, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(scroll)
    scroll.addSubview(stack)
    for item in [title, badge, body, next] as [View] { stack.addArrangedSubview(item) }
    // Below required: a pane not laid out yet is 0 wide, narrower than the 44 pt button.
    let width = stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32)
    width.priority = LayoutPriority(999)
    let guide = view.safeAreaLayoutGuide
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate(
      constraints + [
        scroll.topAnchor.constraint(equalTo: guide.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        width,
      ])
  }
}

let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
let audit = ScreenAudit(checks: .accessibility)
let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))

print("ReadingRoom — the accessibility audit (DT6) at three text sizes, iPhone Duo")
print("")
print("The first page, closed portrait:")
simulator.window.rootViewController = PageViewController(fixed: false)
for size in sizes {
  simulator.preferredContentSizeCategory = size
  let findings = audit.findings(in: simulator.window)
  print("  text \(size): \(findings.count) finding(s)")
  for finding in findings { print("    \(finding.pathDescription): \(finding.problem)") }
}

print("")
print("The fixed page, every pose at every size:")
simulator.window.rootViewController = PageViewController(fixed: true)
for pose in Device.iPhoneDuo.poses(contentSizeCategories: sizes) {
  simulator.pose = pose
  let findings = audit.findings(in: simulator.window)
  print("  \(pose): " + (findings.isEmpty ? "no findings" : "\(findings.count) finding(s)"))
  for finding in findings { print("    \(finding)") }
}

print("")
simulator.pose = Pose(.closed, .portrait).with(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
print(WindowSnapshot(simulator).text, terminator: "")
