import Foundation
import Synchronization

/// An image, reduced to its size (W5): the object model's `UIImage`.
///
/// Nothing is decoded or drawn. A system symbol (``init(systemName:)``) is a square whose side
/// is 1.2 × its configuration's point size × its scale (small 0.8, medium 1, large 1.2); the
/// default configuration is the body text style's 17 pt, medium, so `Image(systemName: "star")`
/// is 20.4 × 20.4. Known symbol names are a built-in list of common SF Symbols (see
/// ``knownSymbolBaseNames``) with their usual variants (`.fill`, `.circle`, `.circle.fill`,
/// `.square`, `.square.fill`, `.slash`, …); any other name gives `nil`, as an unknown name does
/// on the platform. A named image (``init(named:)``) exists only when a test registered its
/// name and size with ``register(named:size:)``.
///
/// ```swift
/// Image(systemName: "play.fill")?.size                                        // 20.4 × 20.4
/// Image(systemName: "play.fill", withConfiguration: Image.SymbolConfiguration(pointSize: 30))?.size   // 36 × 36
/// Image.register(named: "artwork", size: CGSize(width: 300, height: 300))
/// Image(named: "artwork")?.size                                               // 300 × 300
/// Image(named: "missing")                                                     // nil
/// ```
///
/// Degenerate input: registering a negative or non-finite size registers zero in that
/// dimension.
public final class Image: Sendable, Hashable, CustomStringConvertible {
  /// The size in points.
  public let size: CGSize
  /// The symbol or registered name.
  public let name: String
  /// Whether it is a system symbol.
  public let isSymbolImage: Bool
  /// The symbol configuration, for symbols.
  public let symbolConfiguration: SymbolConfiguration?

  private init(name: String, size: CGSize, symbolConfiguration: SymbolConfiguration?) {
    self.name = name
    self.size = size
    self.isSymbolImage = symbolConfiguration != nil
    self.symbolConfiguration = symbolConfiguration
  }

  /// A system symbol at the default configuration (17 pt, medium), or `nil` for an unknown name.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol at a configuration, or `nil` for an unknown name.
  ///
  /// ```swift
  /// Image(systemName: "gear", withConfiguration: Image.SymbolConfiguration(textStyle: .largeTitle))?.size   // 40.8 × 40.8
  /// ```
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    guard Image.isKnownSymbol(name) else { return nil }
    let configuration = configuration ?? SymbolConfiguration()
    let side = configuration.side
    self.init(name: name, size: CGSize(width: side, height: side), symbolConfiguration: configuration)
  }

  /// A registered image, or `nil` when no test registered `name`.
  public convenience init?(named name: String) {
    guard let size = Image.registry.size(named: name) else { return nil }
    self.init(name: name, size: size, symbolConfiguration: nil)
  }

  /// A registered image; the bundle and traits are ignored (no asset catalogs).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
    self.init(named: name)
  }

  /// Registers an image name with a size for ``init(named:)`` (beyond the platform: tests
  /// stand in for an asset catalog). Registering a name again replaces its size.
  ///
  /// The registry is the one process-wide state of ArrangementKit (api.md fixes a static
  /// registration): names are shared by every test in the process, so give each test's images
  /// distinct names. It is guarded by a lock and only ever maps names to sizes.
  ///
  /// ```swift
  /// Image.register(named: "cover-\(#function)", size: CGSize(width: 120, height: 90))
  /// ```
  public static func register(named name: String, size: CGSize) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    registry.register(name, size: CGSize(width: clean(size.width), height: clean(size.height)))
  }

  /// The same symbol at another configuration; a named image is returned unchanged.
  ///
  /// ```swift
  /// Image(systemName: "star")!.withConfiguration(Image.SymbolConfiguration(scale: .large)).size   // 24.48 × 24.48
  /// ```
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard isSymbolImage else { return self }
    return Image(
      name: name, size: CGSize(width: configuration.side, height: configuration.side),
      symbolConfiguration: configuration)
  }

  /// Name, kind and size compare.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage && lhs.size == rhs.size
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
    hasher.combine(size.width)
    hasher.combine(size.height)
  }

  /// `symbol play.fill 20.4 × 20.4`, `image artwork 300 × 300`.
  public var description: String {
    "\(isSymbolImage ? "symbol" : "image") \(name) \(LengthFormat.size(size))"
  }

  /// The registered names and sizes.
  private static let registry = ImageRegistry()
}

/// Names registered by tests with their sizes, behind a lock.
private final class ImageRegistry: Sendable {
  private let sizes = Mutex<[String: CGSize]>([:])
  func register(_ name: String, size: CGSize) { sizes.withLock { $0[name] = size } }
  func size(named name: String) -> CGSize? { sizes.withLock { $0[name] } }
}

extension Image {
  /// How big a symbol is drawn: the platform's `UIImage.SymbolConfiguration`, reduced to a
  /// point size, weight and scale.
  ///
  /// ```swift
  /// let large = Image.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
  /// ```
  ///
  /// Degenerate input: a NaN, infinite or negative point size is read as 17.
  public struct SymbolConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// A symbol's size relative to its point size.
    public enum Scale: Int, Sendable, Hashable, CustomStringConvertible {
      /// The default: medium.
      case `default` = -1
      /// As the point size's text, unscaled.
      case unspecified = 0
      /// Smaller: 0.8.
      case small = 1
      /// Medium: 1.
      case medium = 2
      /// Larger: 1.2.
      case large = 3

      /// The factor on the side.
      var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .large: 1.2
        case .default, .unspecified, .medium: 1
        }
      }

      /// The case name.
      public var description: String {
        switch self {
        case .default: "default"
        case .unspecified: "unspecified"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        }
      }
    }

    /// The point size the symbol matches.
    public let pointSize: CGFloat
    /// The weight (informational).
    public let weight: Font.Weight
    /// The scale.
    public let scale: Scale

    /// The default: 17 pt (body), regular, medium.
    public init() { self.init(pointSize: 17, weight: .regular, scale: .default) }
    /// A point size, regular, medium.
    public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .regular, scale: .default) }
    /// A point size and weight, medium.
    public init(pointSize: CGFloat, weight: Font.Weight) {
      self.init(pointSize: pointSize, weight: weight, scale: .default)
    }
    /// A point size, weight and scale.
    public init(pointSize: CGFloat, weight: Font.Weight, scale: Scale) {
      self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : 17
      self.weight = weight
      self.scale = scale
    }
    /// 17 pt at a scale.
    public init(scale: Scale) { self.init(pointSize: 17, weight: .regular, scale: scale) }
    /// 17 pt at a weight.
    public init(weight: Font.Weight) { self.init(pointSize: 17, weight: weight, scale: .default) }
    /// A text style's Large size (``Font/TextStyle``).
    public init(textStyle: Font.TextStyle) {
      self.init(pointSize: textStyle.pointSize(for: .large), weight: textStyle.weight, scale: .default)
    }
    /// A text style's size at a scale.
    public init(textStyle: Font.TextStyle, scale: Scale) {
      self.init(pointSize: textStyle.pointSize(for: .large), weight: textStyle.weight, scale: scale)
    }
    /// The font's size and weight.
    public init(font: Font) { self.init(pointSize: font.pointSize, weight: font.weight, scale: .default) }

    /// The side of the square symbol: 1.2 × point size × scale factor.
    var side: CGFloat { 1.2 * pointSize * scale.factor }

    /// `17 pt regular medium`.
    public var description: String { "\(LengthFormat.string(pointSize)) pt \(weight) \(scale)" }
  }
}
