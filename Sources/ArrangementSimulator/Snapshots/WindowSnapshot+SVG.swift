import Foundation

extension WindowSnapshot {
  /// The window as an SVG document at half scale: the display, the safe area (dashed), the
  /// fold band (hatched when active, a dashed crease when not), occlusions (red when active,
  /// dashed grey when not), and every visible view as a labelled box, deeper views drawn
  /// above their superviews. A view with a background colour is filled with it (resolved with
  /// its traits, its alpha as the fill opacity); a label's lines are drawn in the text model's
  /// boxes on their baselines; an image view's image is a framed, crossed placeholder (W7). Elements carry classes (`display`, `safe-area`, `division
  /// active`, `occlusion inactive`, `view`) and each view box its path as a `data-path`.
  ///
  /// ```swift
  /// assertSnapshot(of: WindowSnapshot(simulator).svg, as: .svg, named: "book-landscape")
  /// ```
  public var svg: String {
    let scale: CGFloat = 0.5
    let margin: CGFloat = 20
    let captionHeight: CGFloat = 24
    func n(_ value: CGFloat) -> String { SVGRenderer.n(value) }
    func box(_ rect: CGRect) -> String? {
      guard rect.hasFiniteComponents, rect.width > 0, rect.height > 0 else { return nil }
      return
        "x=\"\(n((rect.minX - bounds.minX) * scale))\" y=\"\(n((rect.minY - bounds.minY) * scale))\" width=\"\(n(rect.width * scale))\" height=\"\(n(rect.height * scale))\""
    }
    var body: [String] = [
      "<text class=\"title\" x=\"\(n(margin))\" y=\"\(n(margin + 12))\" font-size=\"14\" font-weight=\"600\" fill=\"#18181b\">\(SVGRenderer.escape(title))</text>",
      "<g transform=\"translate(\(n(margin)), \(n(margin + captionHeight)))\">",
    ]
    let displayFrame = CGRect(origin: bounds.origin, size: bounds.size)
    if let attributes = box(displayFrame) {
      body.append(
        "<rect class=\"display\" \(attributes) rx=\"8\" fill=\"#fafafa\" stroke=\"#18181b\" stroke-width=\"2\"/>")
    }
    let insets = safeAreaInsets
    let safe = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    if let attributes = box(safe) {
      body.append(
        "<rect class=\"safe-area\" \(attributes) fill=\"none\" stroke=\"#16a34a\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>"
      )
    }
    for node in nodes where !node.isHidden {
      guard let attributes = box(node.frame) else { continue }
      let shade = min(node.depth, 6)
      var fill =
        "fill=\"\(["#dbeafe", "#bfdbfe", "#93c5fd", "#e0e7ff", "#c7d2fe", "#a5b4fc", "#818cf8"][shade])\" fill-opacity=\"0.6\""
      if let background = node.content.background {
        fill = "fill=\"\(Self.rgb(background))\" fill-opacity=\"\(n(Self.clamped(background.alpha)))\""
      }
      let label = SVGRenderer.escape(node.title)
      let x = n((node.frame.minX - bounds.minX) * scale + 3)
      let y = n((node.frame.minY - bounds.minY) * scale + 11)
      var element =
        "<g class=\"view\" data-path=\"\(SVGRenderer.escape(node.path.joined(separator: " › ")))\"><rect \(attributes) \(fill) stroke=\"#1e3a8a\" stroke-width=\"1\"/>"
      if node.content.texts.isEmpty {
        element += "<text x=\"\(x)\" y=\"\(y)\" font-size=\"9\" fill=\"#1e3a8a\">\(label)</text>"
      }
      for text in node.content.texts {
        // The line at the model's box, on its baseline, in the label's resolved colour.
        if let lineBox = box(text.frame) {
          element += "<rect class=\"text-box\" \(lineBox) fill=\"none\" stroke=\"#a1a1aa\" stroke-width=\"0.5\"/>"
        }
        element +=
          "<text class=\"label-text\" x=\"\(n((text.frame.minX - bounds.minX) * scale))\" y=\"\(n((text.baseline - bounds.minY) * scale))\" font-size=\"\(n(text.pointSize * scale))\" fill=\"\(Self.rgb(text.color))\" fill-opacity=\"\(n(Self.clamped(text.color.alpha)))\">\(SVGRenderer.escape(text.text))</text>"
      }
      if let image = node.content.imageFrame, let imageBox = box(image) {
        let x0 = n((image.minX - bounds.minX) * scale)
        let y0 = n((image.minY - bounds.minY) * scale)
        let x1 = n((image.maxX - bounds.minX) * scale)
        let y1 = n((image.maxY - bounds.minY) * scale)
        element +=
          "<g class=\"image\"><rect \(imageBox) fill=\"none\" stroke=\"#52525b\" stroke-dasharray=\"2 2\"/><line x1=\"\(x0)\" y1=\"\(y0)\" x2=\"\(x1)\" y2=\"\(y1)\" stroke=\"#a1a1aa\"/><line x1=\"\(x0)\" y1=\"\(y1)\" x2=\"\(x1)\" y2=\"\(y0)\" stroke=\"#a1a1aa\"/></g>"
      }
      body.append(element + "</g>")
    }
    for region in reservedRegions {
      guard let attributes = box(region.frame) else { continue }
      if region.kind == .division {
        body.append(
          region.isActive
            ? "<rect class=\"division active\" \(attributes) fill=\"url(#fold-hatch)\" fill-opacity=\"0.8\"/>"
            : "<rect class=\"division inactive\" \(attributes) fill=\"none\" stroke=\"#71717a\" stroke-dasharray=\"4 4\"/>"
        )
      } else {
        body.append(
          region.isActive
            ? "<rect class=\"occlusion active\" \(attributes) fill=\"#dc2626\" fill-opacity=\"0.45\" stroke=\"#991b1b\"/>"
            : "<rect class=\"occlusion inactive\" \(attributes) fill=\"none\" stroke=\"#a1a1aa\" stroke-dasharray=\"3 3\"/>"
        )
      }
    }
    body.append("</g>")
    let width = max(bounds.width.isFinite ? bounds.width * scale : 0, CGFloat(title.count) * 8) + 2 * margin
    let height = (bounds.height.isFinite ? bounds.height * scale : 0) + 2 * margin + captionHeight
    return SVGRenderer.wrap(width: width, height: height, title: title, body: body)
  }

  /// `#RRGGBB` of a colour's components (clamped to 0…1).
  static func rgb(_ components: Color.Components) -> String {
    var opaque = components
    opaque.alpha = 1
    return opaque.hexString
  }

  /// A component clamped to 0…1 (NaN: 0).
  static func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
}
