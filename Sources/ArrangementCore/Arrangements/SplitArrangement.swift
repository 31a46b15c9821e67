import Foundation

/// Two views side by side (horizontal split) or stacked (vertical split).
///
/// Mirrors the platform's split arrangement. The split follows the container's shape and size
/// classes (S1–S3), sizes the views from their ranges and priorities (S4–S7), and puts one
/// view on each side of a fold (S9). When the views cannot both be shown it shows a single
/// view (S8).
///
/// ```swift
/// var split = SplitArrangement().axes(.horizontal)
/// var player = split.viewProperties(for: .primary)
/// player.width = .init(minimum: .absolute(280), preferred: .fractional(0.45))
/// split.setViewProperties(player, for: .primary)
/// ```
///
/// Degenerate input: every non-finite, negative or inconsistent number is sanitized with a
/// diagnostic (S5); nothing traps.
public struct SplitArrangement: TwoPaneArrangement, Hashable, CustomStringConvertible {
  /// The axes the split may use; empty means both. Default `.both`.
  public var axes: Axis
  /// The primary's settings.
  public var primary: ViewProperties {
    get { properties.primary }
    set { properties = Properties(primary: newValue, secondary: properties.secondary) }
  }
  /// The secondary's settings.
  public var secondary: ViewProperties {
    get { properties.secondary }
    set { properties = Properties(primary: properties.primary, secondary: newValue) }
  }

  /// Both views' settings, out of line and immutable (issue 14).
  ///
  /// Solving reads each setting through this one reference, at the point it is used; held
  /// inline, the 208 bytes of settings were loaded all at once when the solver first touched a
  /// view's properties and kept in memory until used (`solve.split` 772 → 751 instructions,
  /// `controller.relayout` 2,858 → 2,814; Docs/Performance.md). Copying a split copies one
  /// reference; equal boxes compare equal without reading them. Setting `primary` or
  /// `secondary` stores a new box (one allocation per mutation; solving never allocates).
  final class Properties: Sendable {
    let primary: ViewProperties
    let secondary: ViewProperties
    init(primary: ViewProperties, secondary: ViewProperties) {
      self.primary = primary
      self.secondary = secondary
    }
  }

  /// The settings of both views (see ``Properties``).
  private var properties: Properties

  /// A split along both axes with default view properties.
  public init() {
    axes = .both
    properties = Properties(primary: ViewProperties(), secondary: ViewProperties())
  }

  /// Equal axes and view properties.
  public static func == (lhs: SplitArrangement, rhs: SplitArrangement) -> Bool {
    lhs.axes == rhs.axes
      && (lhs.properties === rhs.properties
        || (lhs.primary == rhs.primary && lhs.secondary == rhs.secondary))
  }

  /// Hashes the axes and both views' properties.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(axes)
    hasher.combine(primary)
    hasher.combine(secondary)
  }

  /// All dimensions automatic, priority 0.
  public var defaultViewProperties: ViewProperties { ViewProperties() }

  /// Solves the split (see <doc:HowTheSolverWorks>).
  @inline(__always)
  public func layout(in context: ArrangementContext) -> ArrangementLayout {
    var trace = SilentTrace()
    return ArrangementSolver.solve(split: self, in: context, trace: &trace)
  }

  /// Solves the split and lists every decision (E1).
  public func explainLayout(in context: ArrangementContext) -> ArrangementExplanation {
    var trace = RecordingTrace()
    let layout = ArrangementSolver.solve(split: self, in: context, trace: &trace)
    return ArrangementExplanation(layout: layout, steps: trace.steps)
  }

  /// `split axes [horizontal]; primary …; secondary …`.
  public var description: String {
    "split axes \(axes.listDescription); primary \(primary); secondary \(secondary)"
  }
}

extension SplitArrangement {
  /// One length setting of a view: a range member along the split axis (S4).
  ///
  /// ```swift
  /// let column: SplitArrangement.Dimension = .absolute(340)
  /// let share: SplitArrangement.Dimension = .fractional(0.4)
  /// ```
  ///
  /// Degenerate input: non-finite values become unspecified, negative ones 0, fractions above
  /// 1 become 1 (S5).
  public enum Dimension: Hashable, Sendable, CustomStringConvertible {
    /// The documented default: as a preference the intrinsic length, otherwise unspecified.
    case automatic
    /// The view's intrinsic length along the axis, or unspecified when it has none.
    case intrinsic
    /// A length in points.
    case absolute(CGFloat)
    /// A share of the container's length along the split axis (0…1).
    case fractional(CGFloat)

    /// `automatic`, `intrinsic`, `330` or `40%`.
    public var description: String {
      switch self {
      case .automatic: return "automatic"
      case .intrinsic: return "intrinsic"
      case .absolute(let value): return LengthFormat.string(value)
      case .fractional(let value): return LengthFormat.string(value * 100) + "%"
      }
    }
  }

  /// The minimum, preferred and maximum length of a view along one axis.
  ///
  /// ```swift
  /// let header = SplitArrangement.DimensionRange(
  ///   minimum: .absolute(340), preferred: .fractional(0.4), maximum: .absolute(420))
  /// ```
  public struct DimensionRange: Hashable, Sendable, CustomStringConvertible {
    /// The shortest the view may be; automatic means 0.
    public var minimum: Dimension
    /// The length the view asks for; automatic means its intrinsic length, if any.
    public var preferred: Dimension
    /// The longest the view may be; automatic means unbounded.
    public var maximum: Dimension

    /// A range with every member automatic.
    public init() {
      minimum = .automatic
      preferred = .automatic
      maximum = .automatic
    }

    /// A range; each member defaults to automatic.
    public init(
      minimum: Dimension = .automatic, preferred: Dimension = .automatic,
      maximum: Dimension = .automatic
    ) {
      self.minimum = minimum
      self.preferred = preferred
      self.maximum = maximum
    }

    /// `min 280, preferred 330, max 440`.
    public var description: String { "min \(minimum), preferred \(preferred), max \(maximum)" }
  }

  /// The per-view settings of a split.
  ///
  /// ```swift
  /// var list = SplitArrangement.ViewProperties()
  /// list.width.minimum = .absolute(360)
  /// list.layoutPriority = 1
  /// ```
  public struct ViewProperties: Hashable, Sendable, CustomStringConvertible {
    /// The range used by a horizontal split.
    public var width: DimensionRange
    /// The range used by a vertical split.
    public var height: DimensionRange
    /// Which view is sized first and survives a collapse; higher wins, a tie goes to the
    /// primary (S7, S8). Default 0.
    public var layoutPriority: CGFloat

    /// Automatic ranges, priority 0.
    public init(
      width: DimensionRange = DimensionRange(), height: DimensionRange = DimensionRange(),
      layoutPriority: CGFloat = 0
    ) {
      self.width = width
      self.height = height
      self.layoutPriority = layoutPriority
    }

    /// The range along an axis: `width` for horizontal, `height` for vertical.
    @inlinable
    public func range(along axis: Axis) -> DimensionRange {
      axis == .vertical ? height : width
    }

    /// `width (…), height (…), priority 0`.
    public var description: String {
      "width (\(width)), height (\(height)), priority \(LengthFormat.string(layoutPriority))"
    }
  }
}
