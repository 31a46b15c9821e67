import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation

/// A screen whose `content` is pinned to the safe-area layout guide (B2's client), with a
/// settable vertical bar preference.
@MainActor
final class PinnedScreen: ViewController {
  let content = View()
  var behavior: VerticalBarBehavior = .automatic
  private(set) var safeAreaChanges = 0
  override var preferredVerticalBarBehavior: VerticalBarBehavior { behavior }

  convenience init(_ behavior: VerticalBarBehavior, title: String? = nil) {
    self.init()
    self.behavior = behavior
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    let guide = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }

  /// The content's frame in window coordinates.
  var contentFrame: CGRect { content.convert(content.bounds, to: nil) }
}

/// A simulator in `pose` whose root is `root`, laid out.
@MainActor
func barSimulator(_ posture: Posture, _ orientation: Orientation, on device: Device = .iPhoneDuo, root: ViewController)
  -> DeviceSimulator
{
  let simulator = DeviceSimulator(device: device, posture: posture, orientation: orientation)
  simulator.window.rootViewController = root
  simulator.window.layoutIfNeeded()
  return simulator
}

/// A rectangle in window coordinates of `view`'s bounds.
@MainActor
func windowFrame(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }
