import Foundation

/// Something the solver fixed or ignored in its input, reported as a value (E2).
///
/// The solver never prints, logs or traps on input data: every sanitized number (S5, D7),
/// ignored region (D5, D6), exceeded maximum (S7) or conflicting edge preference (O3) becomes
/// one diagnostic in ``ArrangementLayout/diagnostics``. A diagnostic is a small plain value;
/// its ``description`` is built only when asked for.
///
/// ```swift
/// let layout = SplitArrangement.split.layout(in: context)
/// for diagnostic in layout.diagnostics { print(diagnostic) }
/// // primary width minimum: -20 is negative; used 0 (S5)
/// ```
public struct ArrangementDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What was fixed or ignored.
  public enum Kind: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A non-finite length became unspecified (S5).
    case nonFiniteValue
    /// A negative length became 0 (S5).
    case negativeValue
    /// A fraction above 1 became 1 (S5).
    case fractionAboveOne
    /// A minimum above the maximum raised the maximum (S5).
    case minimumAboveMaximum
    /// A minimum above the container's length became that length (S5).
    case minimumAboveLength
    /// A preferred length outside [minimum, maximum] was clamped (S5).
    case preferredClamped
    /// A non-finite layout priority became 0.
    case nonFiniteLayoutPriority
    /// A non-finite bounds component became 0, or a negative bounds size became 0.
    case invalidBounds
    /// A non-finite or non-positive display scale turned snapping off.
    case invalidDisplayScale
    /// A non-finite or negative intrinsic length counted as none.
    case invalidIntrinsicSize
    /// A region with a non-finite or empty frame was ignored (D7).
    case invalidRegionFrame
    /// A division that does not touch the container was ignored (D5).
    case divisionOutsideContainer
    /// A division that does not cover the container's full cross length was ignored (D5).
    case divisionNotSpanning
    /// A separating division farther from the centre than another was ignored (D6).
    case divisionNotNearestCentre
    /// The leftover length went to a view beyond its maximum (S7).
    case maximumExceeded
    /// Both overlay views asked for the same side; the primary's preference won (O3).
    case conflictingEdges

    /// The id of the behavior rule behind this kind.
    public var rule: String {
      switch self {
      case .nonFiniteValue, .negativeValue, .fractionAboveOne, .minimumAboveMaximum,
        .minimumAboveLength, .preferredClamped, .nonFiniteLayoutPriority, .invalidBounds,
        .invalidDisplayScale, .invalidIntrinsicSize:
        return "S5"
      case .invalidRegionFrame: return "D7"
      case .divisionOutsideContainer, .divisionNotSpanning: return "D5"
      case .divisionNotNearestCentre: return "D6"
      case .maximumExceeded: return "S7"
      case .conflictingEdges: return "O3"
      }
    }

    /// The case name.
    public var description: String { name }

    var name: String {
      switch self {
      case .nonFiniteValue: return "nonFiniteValue"
      case .negativeValue: return "negativeValue"
      case .fractionAboveOne: return "fractionAboveOne"
      case .minimumAboveMaximum: return "minimumAboveMaximum"
      case .minimumAboveLength: return "minimumAboveLength"
      case .preferredClamped: return "preferredClamped"
      case .nonFiniteLayoutPriority: return "nonFiniteLayoutPriority"
      case .invalidBounds: return "invalidBounds"
      case .invalidDisplayScale: return "invalidDisplayScale"
      case .invalidIntrinsicSize: return "invalidIntrinsicSize"
      case .invalidRegionFrame: return "invalidRegionFrame"
      case .divisionOutsideContainer: return "divisionOutsideContainer"
      case .divisionNotSpanning: return "divisionNotSpanning"
      case .divisionNotNearestCentre: return "divisionNotNearestCentre"
      case .maximumExceeded: return "maximumExceeded"
      case .conflictingEdges: return "conflictingEdges"
      }
    }
  }

  /// A member of a ``SplitArrangement/DimensionRange``.
  public enum RangeMember: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `minimum`.
    case minimum
    /// `preferred`.
    case preferred
    /// `maximum`.
    case maximum

    /// The member's name.
    public var description: String {
      switch self {
      case .minimum: return "minimum"
      case .preferred: return "preferred"
      case .maximum: return "maximum"
      }
    }
  }

  /// The input a diagnostic is about.
  public enum Subject: Hashable, Sendable, CustomStringConvertible {
    /// The context as a whole (bounds, display scale).
    case context
    /// A placement (its priority, intrinsic size or edges).
    case placement(ViewPlacement)
    /// One range member of a placement's width (`axis == .horizontal`) or height.
    case dimension(ViewPlacement, Axis, RangeMember)
    /// A reserved region, by its index in the context's list.
    case region(Int)

    /// `primary width minimum`, `region 0`, `context`.
    public var description: String {
      switch self {
      case .context: return "context"
      case .placement(let placement): return placement.description
      case .dimension(let placement, let axis, let member):
        return "\(placement) \(axis == .horizontal ? "width" : "height") \(member)"
      case .region(let index): return "region \(index)"
      }
    }
  }

  /// What was fixed or ignored.
  public let kind: Kind
  /// Which input.
  public let subject: Subject
  /// The value as given (or the measured value that drove the decision).
  public let value: CGFloat
  /// The value used instead (or the limit that was crossed).
  public let replacement: CGFloat

  /// Creates a diagnostic.
  @inlinable
  public init(kind: Kind, subject: Subject, value: CGFloat = 0, replacement: CGFloat = 0) {
    self.kind = kind
    self.subject = subject
    self.value = value
    self.replacement = replacement
  }

  /// Compares bit patterns, so a diagnostic about a NaN equals itself (E3: the same inputs
  /// give equal layouts) and `-0` differs from `0`.
  public static func == (lhs: ArrangementDiagnostic, rhs: ArrangementDiagnostic) -> Bool {
    lhs.kind == rhs.kind && lhs.subject == rhs.subject
      && Double(lhs.value).bitPattern == Double(rhs.value).bitPattern
      && Double(lhs.replacement).bitPattern == Double(rhs.replacement).bitPattern
  }

  /// Hashes the kind, the subject and the bit patterns of both numbers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(subject)
    hasher.combine(Double(value).bitPattern)
    hasher.combine(Double(replacement).bitPattern)
  }

  /// The id of the behavior rule that made the fix, e.g. `S5`.
  public var rule: String { kind.rule }

  /// A sentence naming the input, the problem and the fix, ending with the rule id.
  public var description: String {
    let v = LengthFormat.string(value)
    let r = LengthFormat.string(replacement)
    let text: String
    switch kind {
    case .nonFiniteValue: text = "\(subject): \(v) is not finite; treated as unspecified"
    case .negativeValue: text = "\(subject): \(v) is negative; used 0"
    case .fractionAboveOne: text = "\(subject): fraction \(v) is above 1; used 1"
    case .minimumAboveMaximum: text = "\(subject): maximum \(v) is below the minimum; raised to \(r)"
    case .minimumAboveLength: text = "\(subject): \(v) is above the container length; used \(r)"
    case .preferredClamped: text = "\(subject): \(v) is outside [minimum, maximum]; clamped to \(r)"
    case .nonFiniteLayoutPriority: text = "\(subject) layoutPriority: \(v) is not finite; used 0"
    case .invalidBounds: text = "bounds: \(v) is not usable; used \(r)"
    case .invalidDisplayScale: text = "display scale \(v) is not positive and finite; frames are not snapped"
    case .invalidIntrinsicSize: text = "\(subject) intrinsic size: \(v) is not usable; treated as none"
    case .invalidRegionFrame: text = "\(subject): frame is not finite or empty; ignored"
    case .divisionOutsideContainer: text = "\(subject): division lies outside the container; ignored"
    case .divisionNotSpanning:
      text = "\(subject): division covers \(v) of the cross length \(r); it does not separate and is ignored"
    case .divisionNotNearestCentre:
      text = "\(subject): another separating division is nearer the centre; ignored"
    case .maximumExceeded: text = "\(subject): length \(v) exceeds its maximum \(r) to fill the container"
    case .conflictingEdges: text = "\(subject): both views ask for the same side; the primary's preference wins"
    }
    return text + " (\(kind.rule))"
  }
}
