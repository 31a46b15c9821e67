import Foundation

extension WindowSnapshot {
  /// A line of text drawn in a snapshot (W7): where the text model put it.
  public struct TextBox: Sendable, Hashable, CustomStringConvertible {
    /// The line's text (truncation marks included).
    public let text: String
    /// The line's box in window coordinates.
    public let frame: CGRect
    /// The baseline's y in window coordinates.
    public let baseline: CGFloat
    /// The font's point size.
    public let pointSize: CGFloat
    /// The text colour, resolved with the view's traits.
    public let color: Color.Components

    /// `"Play" [12, 7, 40, 20]`.
    public var description: String { "\"\(text)\" \(LengthFormat.rect(frame))" }
  }

  /// What a control shows, for the snapshot (W7): its detail text, background, text and image.
  public struct Content: Sendable, Hashable {
    /// `"Play"` for a label, `"Play" selected` for a button, `20.4 × 20.4` for an image view.
    public let detail: String?
    /// The background colour resolved with the view's traits, when it has one (alpha included).
    public let background: Color.Components?
    /// The lines of a label.
    public let texts: [TextBox]
    /// Where an image view draws its image, in window coordinates.
    public let imageFrame: CGRect?

    /// Nothing to show.
    public static let none = Content(detail: nil, background: nil, texts: [], imageFrame: nil)

    /// What `view`, whose bounds are at `frame` in the window, shows.
    @MainActor
    init(_ view: View, frame: CGRect) {
      let traits = view.traitCollection
      let origin = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
      func toWindow(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: origin.x, dy: origin.y) }
      var background = view.backgroundColor.map { $0.resolvedColor(with: traits).components }
      var detail: String?
      var texts: [TextBox] = []
      var imageFrame: CGRect?
      switch view {
      case let label as Label:
        detail = label.text.map { "\"\($0)\"" + (label.isEnabled ? "" : " disabled") }
        let font = label.effectiveFont
        let color = label.textColor.resolvedColor(with: traits).components
        for line in label.textLineFrames {
          let box = toWindow(line.frame)
          texts.append(
            TextBox(
              text: line.text, frame: box, baseline: box.minY + font.ascender, pointSize: font.pointSize, color: color))
        }
      case let button as Button:
        var parts: [String] = []
        if let title = button.currentTitle { parts.append("\"\(title)\"") }
        if let subtitle = button.configuration?.subtitle { parts.append("\"\(subtitle)\"") }
        if button.state != .normal { parts.append("\(button.state)") }
        detail = parts.isEmpty ? nil : parts.joined(separator: " ")
        if background == nil { background = button.styleBackgroundColor?.resolvedColor(with: traits).components }
      case let imageView as ImageView:
        if let image = imageView.image {
          detail = LengthFormat.size(image.size)
          imageFrame = imageView.imageFrame.map(toWindow)
        }
      case let scrollView as ScrollView:
        detail =
          "content \(LengthFormat.size(scrollView.contentSize)) at \(LengthFormat.string(scrollView.contentOffset.x)), \(LengthFormat.string(scrollView.contentOffset.y))"
      default:
        break
      }
      self.detail = detail
      self.background = background
      self.texts = texts
      self.imageFrame = imageFrame
    }

    init(detail: String?, background: Color.Components?, texts: [TextBox], imageFrame: CGRect?) {
      self.detail = detail
      self.background = background
      self.texts = texts
      self.imageFrame = imageFrame
    }
  }
}
