import ArrangementKit
import Foundation

/// A visible window with a plain container view filling it: the usual start of an Auto Layout test.
@MainActor
struct AutoLayoutFixture {
  let window: Window
  let container: View

  init(width: CGFloat = 400, height: CGFloat = 800, scale: CGFloat = 1, direction: LayoutDirection = .leftToRight) {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: scale,
      traits: TraitCollection(layoutDirection: direction, displayScale: scale))
    window = Window(display: display)
    window.makeKeyAndVisible()
    container = View(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(container)
  }

  /// A view positioned by constraints, added to `superview` (the container by default).
  func constrainedView(in superview: View? = nil, _ name: String = "") -> View {
    let view = View()
    view.accessibilityIdentifier = name.isEmpty ? nil : name
    view.translatesAutoresizingMaskIntoConstraints = false
    (superview ?? container).addSubview(view)
    return view
  }

  /// A view 10 high pinned to `guide`'s leading, trailing and top edges, added to `superview`
  /// (the container by default): what follows a guide's margins.
  func viewAlongTop(of guide: LayoutGuide, in superview: View? = nil) -> View {
    let content = constrainedView(in: superview)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    return content
  }

  func layout() { window.layoutIfNeeded() }
}

/// Pins `view`'s four edges to `guide`'s (a margins, safe-area or content guide).
@MainActor
func pinEdges(of view: View, to guide: LayoutGuide) {
  LayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    view.topAnchor.constraint(equalTo: guide.topAnchor),
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
}

/// A view with a fixed intrinsic content size.
@MainActor
final class IntrinsicView: View {
  var size: CGSize
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { size }
}

extension CGFloat {
  /// Whether two computed lengths agree within the standard tolerance.
  func isClose(to other: CGFloat) -> Bool { LengthTolerance.isEqual(self, other) }
}

extension CGSize {
  /// Whether two computed sizes agree within the standard tolerance.
  func isClose(to other: CGSize) -> Bool {
    LengthTolerance.isEqual(width, other.width) && LengthTolerance.isEqual(height, other.height)
  }
}

extension CGRect {
  /// Whether two computed rectangles agree within the standard tolerance.
  func isClose(to other: CGRect) -> Bool { LengthTolerance.isEqual(self, other) }
}

extension EdgeInsets {
  /// Whether two computed insets agree within the standard tolerance on every side.
  func isClose(to other: EdgeInsets) -> Bool {
    top.isClose(to: other.top) && left.isClose(to: other.left) && bottom.isClose(to: other.bottom)
      && right.isClose(to: other.right)
  }
}

/// Pins `view` 50 wide and 10 high to the top of `superview`, its leading edge 10 from
/// `superview`'s: 10 from the left left to right, 10 from the right (at 340 in a 400-wide
/// superview) right to left (L5).
@MainActor
func pinLeadingItem(_ view: View, in superview: View) {
  LayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
    view.widthAnchor.constraint(equalToConstant: 50),
    view.topAnchor.constraint(equalTo: superview.topAnchor),
    view.heightAnchor.constraint(equalToConstant: 10),
  ])
}
