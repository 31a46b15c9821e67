// View-level code written as for UIKit: the responder chain, autoresizing, subview order,
// hierarchy callbacks, performWithoutAnimation, the window scene and the hinge status. This
// file must compile unchanged against UIKit and against ArrangementUIKitShims: do not use any
// name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A view that records what the hierarchy tells it.
class HierarchyLoggingView: UIView {
  var events: [String] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    events.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    events.append("didMoveToSuperview")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    events.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    events.append("didMoveToWindow")
  }
}

extension UIView {
  /// The controller that owns this view, found the way apps find it: up the responder chain.
  var owningViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

/// A screen that pins an arrangement to its bounds and floats a badge over it.
class PinnedArrangementViewController: UIViewController {
  let arrangement = UIArrangementViewController()
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  let shade = UIView()
  let tracker = HierarchyLoggingView()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(arrangement)
    arrangement.view.frame = view.bounds
    arrangement.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(arrangement.view)
    arrangement.didMove(toParent: self)

    badge.frame = CGRect(x: view.bounds.width - 54, y: 10, width: 44, height: 44)
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    view.insertSubview(badge, aboveSubview: arrangement.view)
    view.insertSubview(shade, belowSubview: badge)
    view.sendSubviewToBack(shade)
    view.bringSubviewToFront(badge)
    badge.addSubview(tracker)
  }

  /// Shows details without the animation the caller asks for.
  func showDetailsImmediately(_ details: UIViewController) {
    UIView.performWithoutAnimation {
      arrangement.setViewController(details, for: .secondary, animated: true)
    }
  }

  /// What the window's scene says about the screen.
  var sceneSummary: String {
    guard let scene = view.window?.windowScene else { return "no scene" }
    let regular = scene.traitCollection.horizontalSizeClass == .regular
    return "scale \(scene.screen.scale), \(regular ? "regular" : "compact") width"
  }
}

/// Reads the hinge's status the way journal apps store it: as the SDK's raw value.
func storedHingeStatus(_ interaction: UIHingeInteraction, _ update: UIHingeInteraction.Update) -> Int {
  update.hinge?.status.rawValue ?? 0
}

/// A view with its own initializer, written as UIKit requires (`init?(coder:)` included).
class BadgeView: UIView {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
  }

  override init(frame: CGRect) {
    count = 0
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
