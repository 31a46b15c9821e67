import Foundation

/// A view that shows an image (W5): the object model's `UIImageView`.
///
/// Its ``intrinsicContentSize`` is its image's size (no image: no intrinsic size), and
/// ``init(image:)`` sizes its frame to the image, as on the platform. ``View/contentMode``
/// says how the image sits in the bounds (snapshots draw it as a framed placeholder there).
///
/// ```swift
/// let icon = ImageView(image: Image(systemName: "star.fill"))
/// icon.frame.size                // 20.4 × 20.4
/// icon.intrinsicContentSize      // 20.4 × 20.4
/// ```
///
/// Degenerate input: a `nil` image has no intrinsic size (``View/noIntrinsicMetric`` both ways).
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown; setting it changes the intrinsic size (the frame stays).
  ///
  /// ```swift
  /// artwork.image = Image(named: "cover")
  /// ```
  open var image: Image? {
    didSet {
      guard image != oldValue else { return }
      invalidateIntrinsicContentSize()
      superview?.setNeedsLayout()
    }
  }

  /// The image shown while highlighted, if any.
  open var highlightedImage: Image?

  /// Whether ``highlightedImage`` is shown; informational.
  open var isHighlighted = false

  /// Creates an image view with no image.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates an image view showing `image`, its frame the image's size at the origin.
  ///
  /// ```swift
  /// let cover = ImageView(image: Image(named: "cover"))
  /// ```
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view with an image and a highlighted image.
  public convenience init(image: Image?, highlightedImage: Image?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image's size (the platform's image view fits its image).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// Where the image is drawn in the bounds, per ``View/contentMode`` (for snapshots).
  package var imageFrame: CGRect? {
    guard let image else { return nil }
    let box = bounds
    let size = image.size
    switch contentMode {
    case .scaleToFill, .redraw: return box
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return box }
      let ratios = (box.width / size.width, box.height / size.height)
      let factor = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      let fitted = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    default:
      let x: CGFloat
      let y: CGFloat
      switch contentMode {
      case .left, .topLeft, .bottomLeft: x = box.minX
      case .right, .topRight, .bottomRight: x = box.maxX - size.width
      default: x = box.midX - size.width / 2
      }
      switch contentMode {
      case .top, .topLeft, .topRight: y = box.minY
      case .bottom, .bottomLeft, .bottomRight: y = box.maxY - size.height
      default: y = box.midY - size.height / 2
      }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
