import Foundation

/// A colour, fixed or resolved from the traits (W1): the object model's `UIColor`.
///
/// A fixed colour has red, green, blue and alpha components (sRGB, 0…1; values beyond the
/// range are kept, as the platform's extended-range colours are). A dynamic colour
/// (``init(dynamicProvider:)``, the system colours such as ``systemBlue`` and ``label``)
/// is resolved with ``resolvedColor(with:)`` from a trait collection's
/// ``TraitCollection/userInterfaceStyle``. Colours are immutable values in a class, as on the
/// platform: share them freely.
///
/// ```swift
/// let accent = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
/// let card = Color { traits in traits.userInterfaceStyle == .dark ? .black : .white }
/// card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .black   // true
/// Color.systemBlue.resolvedColor(with: TraitCollection()).components.green         // 122 / 255
/// ```
///
/// Degenerate input: a NaN component is read as 0 and a non-finite one as 0 or 1 (its sign);
/// the colour keeps a note of it (``inputDiagnostic``), which a view reports when it is
/// given the colour. Comparing colours: fixed ones are equal when their components are;
/// dynamic ones when they are the same object or the same named system colour.
public final class Color: Sendable, Hashable, CustomStringConvertible {
  /// The four components of a fixed colour.
  public struct Components: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: CGFloat
    /// Green, 0…1.
    public var green: CGFloat
    /// Blue, 0…1.
    public var blue: CGFloat
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: CGFloat

    /// Creates components as given.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// `#007AFF` or, when not opaque, `#3C3C4399` (components clamped to 0…1 and rounded).
    public var hexString: String {
      func byte(_ value: CGFloat) -> String {
        let clamped = min(max(value.isNaN ? 0 : value, 0), 1)
        let number = Int((clamped * 255).rounded())
        return String(number, radix: 16, uppercase: true).leftPadded(to: 2)
      }
      let rgb = "#" + byte(red) + byte(green) + byte(blue)
      return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// The ``hexString``.
    public var description: String { hexString }
  }

  enum Kind: Sendable {
    case fixed(Components)
    case dynamic(name: String?, provider: @Sendable (TraitCollection) -> Color)
  }

  let kind: Kind
  /// What was sanitized when the colour was made, if anything (`nil` for good input).
  ///
  /// ```swift
  /// Color(white: .nan, alpha: 1).inputDiagnostic   // "Color: white nan is not finite; 0 used"
  /// ```
  public let inputDiagnostic: String?

  init(kind: Kind, inputDiagnostic: String? = nil) {
    self.kind = kind
    self.inputDiagnostic = inputDiagnostic
  }

  /// A fixed colour from its sRGB components.
  ///
  /// ```swift
  /// let orange = Color(red: 1, green: 0.584, blue: 0, alpha: 1)
  /// ```
  ///
  /// Degenerate input: NaN is read as 0, ±infinity as 1 or 0 (with ``inputDiagnostic``).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    var notes: [String] = []
    let values = [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)].map { name, value in
      Color.sanitized(value, name: name, notes: &notes)
    }
    self.init(
      kind: .fixed(Components(red: values[0], green: values[1], blue: values[2], alpha: values[3])),
      inputDiagnostic: notes.isEmpty ? nil : "Color: " + notes.joined(separator: ", "))
  }

  /// A fixed grey: `white` for red, green and blue.
  ///
  /// ```swift
  /// Color(white: 0.5, alpha: 1).components.red   // 0.5
  /// ```
  ///
  /// Degenerate input: as ``init(red:green:blue:alpha:)``.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    var notes: [String] = []
    let grey = Color.sanitized(white, name: "white", notes: &notes)
    let opacity = Color.sanitized(alpha, name: "alpha", notes: &notes)
    self.init(
      kind: .fixed(Components(red: grey, green: grey, blue: grey, alpha: opacity)),
      inputDiagnostic: notes.isEmpty ? nil : "Color: " + notes.joined(separator: ", "))
  }

  /// A colour chosen by the traits each time it is resolved (the platform's dynamic colours).
  ///
  /// The provider gets the traits of the view that uses the colour; it may return another
  /// dynamic colour, which is resolved with the same traits.
  ///
  /// ```swift
  /// let border = Color { $0.userInterfaceStyle == .dark ? .systemGray3 : .systemGray5 }
  /// ```
  ///
  /// Degenerate input: a provider that returns its own colour would never finish; resolving
  /// stops after 16 nested dynamic colours and gives clear.
  public convenience init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
    self.init(kind: .dynamic(name: nil, provider: dynamicProvider))
  }

  /// A named dynamic colour with a light and a dark value (the system colours).
  convenience init(named name: String, light: Components, dark: Components) {
    let lightColor = Color(kind: .fixed(light))
    let darkColor = Color(kind: .fixed(dark))
    self.init(
      kind: .dynamic(name: name, provider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor }))
  }

  /// The fixed colour for `traitCollection`: a fixed colour is itself; a dynamic one asks its
  /// provider (`.unspecified` style resolves as light).
  ///
  /// ```swift
  /// Color.systemBackground.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .black   // true
  /// ```
  public func resolvedColor(with traitCollection: TraitCollection) -> Color {
    var color = self
    for _ in 0..<16 {
      guard case .dynamic(_, let provider) = color.kind else { return color }
      color = provider(traitCollection)
    }
    return .clear
  }

  /// The components after resolving with default (light) traits.
  ///
  /// Beyond the platform (which offers `getRed(_:green:blue:alpha:)` with pointers).
  ///
  /// ```swift
  /// Color.red.components   // #FF0000
  /// ```
  public var components: Components {
    if case .fixed(let components) = resolvedColor(with: TraitCollection()).kind { return components }
    return Components(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// This colour with another opacity; a dynamic colour stays dynamic (each resolution gets
  /// the new alpha).
  ///
  /// ```swift
  /// Color.black.withAlphaComponent(0.5).components.alpha   // 0.5
  /// ```
  ///
  /// Degenerate input: a non-finite alpha is sanitized as in ``init(red:green:blue:alpha:)``.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    var notes: [String] = []
    let opacity = Color.sanitized(alpha, name: "alpha", notes: &notes)
    let note = notes.isEmpty ? nil : "Color: " + notes.joined(separator: ", ")
    switch kind {
    case .fixed(var components):
      components.alpha = opacity
      return Color(kind: .fixed(components), inputDiagnostic: note)
    case .dynamic:
      return Color(
        kind: .dynamic(
          name: nil,
          provider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(opacity) }),
        inputDiagnostic: note)
    }
  }

  /// The opacity of the light resolution (0…1).
  var alphaComponent: CGFloat { components.alpha }

  /// Fixed colours compare components; dynamic ones identity or system-colour name.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    if lhs === rhs { return true }
    switch (lhs.kind, rhs.kind) {
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.dynamic(let a?, _), .dynamic(let b?, _)): return a == b
    default: return false
    }
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .fixed(let components): hasher.combine(components)
    case .dynamic(let name?, _): hasher.combine(name)
    case .dynamic(nil, _): hasher.combine(ObjectIdentifier(self))
    }
  }

  /// `#FF3B30`, `systemBlue` for a system colour, `dynamic` for one of your own.
  public var description: String {
    switch kind {
    case .fixed(let components): components.hexString
    case .dynamic(let name?, _): name
    case .dynamic(nil, _): "dynamic"
    }
  }

  private static func sanitized(_ value: CGFloat, name: String, notes: inout [String]) -> CGFloat {
    if value.isFinite { return value }
    let replacement: CGFloat = value.isNaN ? 0 : (value > 0 ? 1 : 0)
    notes.append("\(name) \(value) is not finite; \(LengthFormat.string(replacement)) used")
    return replacement
  }
}

extension String {
  /// The string with leading zeros up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
