import Foundation

/// The result of solving an arrangement: a frame and a state for every present placement.
///
/// Frames are in the container's coordinate space. An absent placement (no view assigned)
/// has no entry: the subscript returns `nil`. A hidden placement has frame `.zero` and
/// ``ViewState/hidden`` (S13).
///
/// ```swift
/// let layout = SplitArrangement().layout(in: context)
/// if let primary = layout[.primary], !primary.state.isHidden {
///   print(primary.frame)
/// }
/// print(layout.diagnostics)   // what the solver had to fix in its input (E2)
/// ```
public struct ArrangementLayout: Hashable, Sendable, CustomStringConvertible {
  /// One placement's frame and state.
  public struct PlacementLayout: Hashable, Sendable, CustomStringConvertible {
    /// Where the view goes, in the container's coordinates; `.zero` when hidden.
    public let frame: CGRect
    /// Shown or hidden, split axis, layer.
    public let state: ViewState

    /// Creates a placement layout.
    @inlinable
    public init(frame: CGRect, state: ViewState) {
      self.frame = frame
      self.state = state
    }

    /// The layout of a hidden view: frame `.zero`, ``ViewState/hidden``.
    public static let hidden = PlacementLayout(frame: .zero, state: .hidden)

    /// `[0, 0, 455.5, 669] shown, splitAxis horizontal, zIndex 0`.
    public var description: String {
      state.isHidden ? "hidden" : "\(LengthFormat.rect(frame)) \(state)"
    }
  }

  /// The primary's layout; `nil` when absent.
  @inlinable public var primary: PlacementLayout? { primaryLayout }
  /// The secondary's layout; `nil` when absent.
  @inlinable public var secondary: PlacementLayout? { secondaryLayout }
  // Stored under names of their own, assignable only inside the module, so that
  // `replace(with:)` can be inlined into the object model (see there).
  @usableFromInline var primaryLayout: PlacementLayout?
  @usableFromInline var secondaryLayout: PlacementLayout?
  @usableFromInline var diagnosticList: DiagnosticList

  /// Creates a layout; custom ``Arrangement`` conformances return one from `layout(in:)`.
  ///
  /// ```swift
  /// let sideBySide = ArrangementLayout(
  ///   primary: .init(frame: CGRect(x: 0, y: 0, width: 400, height: 600),
  ///                  state: ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0)),
  ///   secondary: .hidden)
  /// ```
  ///
  /// Pass `nil` for an absent placement. Frames are stored as given, without checks.
  public init(
    primary: PlacementLayout?, secondary: PlacementLayout?,
    diagnostics: [ArrangementDiagnostic] = []
  ) {
    self.primaryLayout = primary
    self.secondaryLayout = secondary
    self.diagnosticList = DiagnosticList(diagnostics)
  }

  init(primary: PlacementLayout?, secondary: PlacementLayout?, diagnosticList: DiagnosticList) {
    self.primaryLayout = primary
    self.secondaryLayout = secondary
    self.diagnosticList = diagnosticList
  }

  /// A placement's layout; `nil` when the placement is absent.
  @inlinable
  public subscript(placement: ViewPlacement) -> PlacementLayout? {
    placement == .primary ? primary : secondary
  }

  /// What the solver fixed or ignored in its input, in the order it met them (E2).
  public var diagnostics: [ArrangementDiagnostic] { diagnosticList.array }

  /// The number of diagnostics, without building the array.
  @inlinable
  public var diagnosticCount: Int { diagnosticList.count }

  /// One line per placement, then the diagnostics.
  public var description: String {
    var lines: [String] = []
    for placement in ViewPlacement.allCases {
      lines.append("\(placement): " + (self[placement].map { $0.description } ?? "absent"))
    }
    for diagnostic in diagnostics { lines.append("diagnostic: \(diagnostic)") }
    return lines.joined(separator: "\n")
  }
}

extension ArrangementLayout {
  /// Replaces this layout with `other`: the same as `self = other`, stored part by part.
  ///
  /// The arrangement controller keeps its latest solve in place and replaces it on every
  /// solve. Assigning the whole 328-byte value copies the old one out first (to release it
  /// after the store) and then the new one in: two `memcpy` calls past glibc's 256-byte fast
  /// path. Part by part, only the spill array (`nil` unless more than eight diagnostics) is
  /// released; the rest is plain data stored over the old. Inlined into the caller, the store
  /// stays a static access to the controller's field (called out of line, every access to it
  /// became exclusivity-checked). `controller.relayout` 2,603 → 2,501 instructions
  /// (Docs/Performance.md).
  ///
  /// ```swift
  /// solved.layout.replace(with: consume layout)
  /// ```
  ///
  /// Any layouts, degenerate or not: afterwards `self == other` and `other`'s diagnostics,
  /// inline or spilled, are this layout's.
  @inlinable
  package mutating func replace(with other: consuming ArrangementLayout) {
    primaryLayout = other.primaryLayout
    secondaryLayout = other.secondaryLayout
    diagnosticList.replace(with: other.diagnosticList)
  }
}
