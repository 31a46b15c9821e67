// The library's own names that the object model also uses: a SwiftUI-shaped `View` protocol,
// `EdgeInsets`, `Window` and `Color`, public, next to public UIKit code using the platform's
// names. Inside this module the library's names win; in a test target that imports this module
// and the shims they win too (PlatformClientLibraryTests).
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// The library's declarative layer, shaped like SwiftUI's.
public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  /// None: `Never` ends the chain of bodies.
  public var body: Never { fatalError("Never has no body") }
}

/// A leaf of the declarative layer.
public struct Text: View {
  /// What it shows.
  public let string: String
  /// A leaf showing `string`.
  public init(_ string: String) { self.string = string }
  /// None: a leaf.
  public var body: Never { fatalError("Text is a leaf") }
}

/// The library's insets, in leading/trailing terms.
public struct EdgeInsets: Hashable, Sendable {
  /// The four sides.
  public var top, leading, bottom, trailing: CGFloat
  /// Insets of the four sides.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// The platform's insets for a left-to-right layout, inlinable.
  @inlinable
  public var platformInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// The library's document window (not a screen).
public final class Window {
  /// The window's title.
  public let title: String
  /// A window titled `title`.
  public init(title: String) { self.title = title }
}

/// The library's colour value.
public struct Color: Hashable, Sendable {
  /// The colour's name in the library's palette.
  public var name: String
  /// The colour named `name`.
  public init(name: String) { self.name = name }
}

/// A UIKit view that uses the library's names and the platform's.
public final class BadgeView: UIView {
  /// The library's insets.
  public var padding = EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
  /// The library's colour.
  public var tint = Color(name: "badge")
  /// The library's declarative content.
  public var label = Text("new")

  /// The platform's safe area, through the platform's name.
  public var platformInsets: UIEdgeInsets { safeAreaInsets }

  /// The size the badge asks for: its padding around a 20 × 12 label.
  public override var intrinsicContentSize: CGSize {
    CGSize(width: padding.leading + 20 + padding.trailing, height: padding.top + 12 + padding.bottom)
  }
}
