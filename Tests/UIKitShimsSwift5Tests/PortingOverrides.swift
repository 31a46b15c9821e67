// Views that override the platform's open properties, as client code does. This file must
// compile unchanged against UIKit and against ArrangementUIKitShims.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// Counts frame changes and hides itself when it gets too narrow, as a player bar does.
final class PortingCountingView: UIView {
  private(set) var frameChanges = 0
  private(set) var hiddenChanges = 0
  private(set) var boundsReads = 0

  override var frame: CGRect {
    didSet { frameChanges += 1 }
  }

  override var bounds: CGRect {
    get {
      boundsReads += 1
      return super.bounds
    }
    set { super.bounds = newValue }
  }

  override var isHidden: Bool {
    didSet { hiddenChanges += 1 }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    isHidden = bounds.width < 100
  }
}

/// A card that keeps fixed margins, the way cells and cards override `layoutMargins`.
final class PortingInsetCardView: UIView {
  var cardMargins = UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24)

  override var layoutMargins: UIEdgeInsets {
    get { cardMargins }
    set { super.layoutMargins = newValue }
  }

  override var insetsLayoutMarginsFromSafeArea: Bool {
    get { false }
    set { super.insetsLayoutMarginsFromSafeArea = newValue }
  }
}

/// Hosts a counting view as its root view, the way `loadView` overrides do.
final class PortingCountingViewController: UIViewController {
  override func loadView() {
    view = PortingCountingView()
  }

  var countingView: PortingCountingView? { viewIfLoaded as? PortingCountingView }
}
