import ArrangementKit
import Foundation

/// Half an em per character, lines 1.25 em: widths and heights that follow the font size, so a
/// test derives every expected size by hand (DT1, DT2). At scale 1 sizes round up to points.
struct HalfEmMeasurer: TextMeasurer {
  func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * font.pointSize / 2 }
  func lineHeight(of font: Font) -> CGFloat { font.pointSize * 1.25 }
}

/// A view that lays its label out by hand, frame-based: the label's intrinsic size, at the top
/// left (DT1's "frame-based layout"), so nothing but the label's own re-measuring and its
/// superview's `layoutSubviews` can change the frame.
@MainActor
final class FrameLayoutHost: View {
  let label: Label
  init(label: Label) {
    self.label = label
    super.init(frame: .zero)
    addSubview(label)
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
  }
}

/// The two ways a screen lays a label out (DT1: "in Auto Layout and in frame-based layout").
enum TextLayoutSystem: String, CaseIterable, CustomStringConvertible, Sendable {
  case autoLayout, frames
  var description: String { rawValue }
}

/// A window (400 × 400 at scale 1, measured by ``HalfEmMeasurer``) whose root controller's view
/// holds one label, placed by Auto Layout (pinned top and leading, its width at most the
/// view's) or by a ``FrameLayoutHost``.
@MainActor
final class LabelScreen {
  let window: Window
  let controller = ViewController()
  let label = Label()
  /// Objects a row made that must live as long as the screen (another window).
  private var kept: [AnyObject] = []

  func keep(_ object: AnyObject) { kept.append(object) }

  init(_ system: TextLayoutSystem, measurer: (any TextMeasurer)? = HalfEmMeasurer()) {
    window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
    window.textMeasurer = measurer
    label.text = "Reading"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let root = controller.view!
    switch system {
    case .autoLayout:
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: root.topAnchor),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
      ])
    case .frames:
      let host = FrameLayoutHost(label: label)
      host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
      root.addSubview(host)
    }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// The label's size after the next pass of the window it is in now.
  var laidOutSize: CGSize {
    let current = label.window ?? window
    current.layoutIfNeeded()
    return label.frame.size
  }
}

/// ``HalfEmMeasurer`` that counts its calls, so a test can tell that nothing was measured.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
  private(set) var calls = 0
  func width(of text: Substring, font: Font) -> CGFloat {
    calls += 1
    return HalfEmMeasurer().width(of: text, font: font)
  }
  func lineHeight(of font: Font) -> CGFloat { HalfEmMeasurer().lineHeight(of: font) }
}
