import Foundation

// Step 3 — resolve sizes (S4, S5).
//
// Each present view's range along the split axis becomes three lengths: a minimum (0 when
// unspecified), an optional preferred length and a maximum (unbounded when unspecified).
// Every fix made to the numbers on the way is one diagnostic.

extension ArrangementSolver {
  /// A view's range along the split axis, resolved to lengths.
  struct ResolvedRange {
    var minimum: CGFloat
    /// `nil` means "no preference".
    var preferred: CGFloat?
    /// `.infinity` means unbounded.
    var maximum: CGFloat

    /// Whether `fixInconsistent` would change nothing: minimum ≤ maximum, minimum ≤ `L`, and
    /// the preferred length (if any) within the range. One test instead of three.
    @inline(__always)
    func isConsistent(containerLength: CGFloat) -> Bool {
      guard minimum <= maximum && minimum <= containerLength else { return false }
      guard let preferred else { return true }
      return preferred >= minimum && preferred <= maximum
    }

    var text: String {
      "minimum \(length: minimum), preferred \(preferred.map(LengthFormat.string) ?? "none"), maximum \(maximum.isFinite ? LengthFormat.string(maximum) : "none")"
    }
  }

  /// A placement's sanitized layout priority (non-finite becomes 0 with a diagnostic).
  @_transparent
  static func priority(
    _ value: CGFloat, of placement: ViewPlacement, _ diagnostics: inout DiagnosticList
  ) -> CGFloat {
    if _fastPath(value.isFinite) { return value }
    diagnostics.append(.init(kind: .nonFiniteLayoutPriority, subject: .placement(placement), value: value))
    return 0
  }

  /// The present view that survives a collapse: higher priority, a tie goes to the primary (S8).
  @inline(__always)
  static func survivor(primary: CGFloat, secondary: CGFloat) -> ViewPlacement {
    secondary > primary ? .secondary : .primary
  }

  /// The intrinsic length along `axis`, if the content has a usable one (> 0).
  @inline(__always)
  static func intrinsicLength(
    _ content: ArrangementContext.PlacementContent, _ placement: ViewPlacement, axis: Axis,
    _ diagnostics: inout DiagnosticList
  ) -> CGFloat? {
    guard let size = content.intrinsicContentSize else { return nil }
    let value = axis == .vertical ? size.height : size.width
    if _fastPath(value.isPositiveFinite) { return value }
    if !value.isFinite {
      diagnostics.append(.init(kind: .invalidIntrinsicSize, subject: .placement(placement), value: value))
    }
    return nil
  }

  /// One range member as a length, or `nil` when unspecified (S4), after S5's value fixes.
  ///
  /// A usable number (finite and not negative; a fraction at most 1) is resolved here; only
  /// an unusable one goes to `fixedLength(of:subject:containerLength:_:)`.
  @_transparent
  static func length(
    of dimension: SplitArrangement.Dimension, member: ArrangementDiagnostic.RangeMember,
    intrinsic: CGFloat?, containerLength: CGFloat,
    subject: ArrangementDiagnostic.Subject, _ diagnostics: inout DiagnosticList
  ) -> CGFloat? {
    switch dimension {
    case .automatic:
      return member == .preferred ? intrinsic : nil
    case .intrinsic:
      return intrinsic
    case .absolute(let value):
      if _fastPath(value.isUsableLength) { return value }
    case .fractional(let fraction):
      if _fastPath(fraction >= 0 && fraction <= 1) { return fraction * containerLength }
    }
    return fixedLength(of: dimension, subject: subject, containerLength: containerLength, &diagnostics)
  }

  /// An unusable absolute or fractional member after S5's fix, with its diagnostic:
  /// non-finite → unspecified, negative → 0, a fraction above 1 → 1.
  @inline(never)
  static func fixedLength(
    of dimension: SplitArrangement.Dimension, subject: ArrangementDiagnostic.Subject,
    containerLength: CGFloat, _ diagnostics: inout DiagnosticList
  ) -> CGFloat? {
    switch dimension {
    case .automatic, .intrinsic:
      return nil  // not reached: these have no number to fix
    case .absolute(let value):
      if !value.isFinite {
        diagnostics.append(.init(kind: .nonFiniteValue, subject: subject, value: value))
        return nil
      }
      diagnostics.append(.init(kind: .negativeValue, subject: subject, value: value, replacement: 0))
      return 0
    case .fractional(var fraction):
      if !fraction.isFinite {
        diagnostics.append(.init(kind: .nonFiniteValue, subject: subject, value: fraction))
        return nil
      }
      if fraction < 0 {
        diagnostics.append(.init(kind: .negativeValue, subject: subject, value: fraction, replacement: 0))
        fraction = 0
      } else {
        diagnostics.append(.init(kind: .fractionAboveOne, subject: subject, value: fraction, replacement: 1))
        fraction = 1
      }
      return fraction * containerLength
    }
  }

  /// Step 3: one view's range along `axis`, resolved against the container length `L` (S4, S5).
  @_transparent
  static func resolveRange<Trace: SolverTrace>(
    _ range: SplitArrangement.DimensionRange, _ placement: ViewPlacement,
    content: ArrangementContext.PlacementContent, axis: Axis, containerLength: CGFloat,
    _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> ResolvedRange {
    let intrinsic = intrinsicLength(content, placement, axis: axis, &diagnostics)
    // Three direct calls rather than a local function capturing `diagnostics`: the capture
    // kept the optimizer from inlining them.
    let minimum = length(
      of: range.minimum, member: .minimum, intrinsic: intrinsic, containerLength: containerLength,
      subject: .dimension(placement, axis, .minimum), &diagnostics)
    let preferred = length(
      of: range.preferred, member: .preferred, intrinsic: intrinsic,
      containerLength: containerLength, subject: .dimension(placement, axis, .preferred),
      &diagnostics)
    let maximum = length(
      of: range.maximum, member: .maximum, intrinsic: intrinsic, containerLength: containerLength,
      subject: .dimension(placement, axis, .maximum), &diagnostics)
    var resolved = ResolvedRange(
      minimum: minimum ?? 0, preferred: preferred, maximum: maximum ?? .infinity)

    if _slowPath(!resolved.isConsistent(containerLength: containerLength)) {
      fixInconsistent(&resolved, placement, axis: axis, containerLength: containerLength, &diagnostics)
    }
    trace.step(
      "\(placement) \(axis == .vertical ? "height" : "width") (\(range)) resolves to \(resolved.text) of L \(length: containerLength) (S4)"
    )
    return resolved
  }

  /// S5's fixes of an inconsistent range, in order, one diagnostic each: a minimum above the
  /// maximum raises the maximum, a minimum above `L` becomes `L`, a preferred length outside
  /// the range is clamped into it.
  @inline(__always)
  static func fixInconsistent(
    _ resolved: inout ResolvedRange, _ placement: ViewPlacement, axis: Axis,
    containerLength: CGFloat, _ diagnostics: inout DiagnosticList
  ) {
    if resolved.minimum > resolved.maximum {
      diagnostics.append(
        .init(
          kind: .minimumAboveMaximum, subject: .dimension(placement, axis, .maximum),
          value: resolved.maximum, replacement: resolved.minimum))
      resolved.maximum = resolved.minimum
    }
    if resolved.minimum > containerLength {
      diagnostics.append(
        .init(
          kind: .minimumAboveLength, subject: .dimension(placement, axis, .minimum),
          value: resolved.minimum, replacement: containerLength))
      resolved.minimum = containerLength
    }
    if let preferred = resolved.preferred {
      let clamped = preferred.atLeast(resolved.minimum).atMost(resolved.maximum)
      if clamped != preferred {
        diagnostics.append(
          .init(
            kind: .preferredClamped, subject: .dimension(placement, axis, .preferred),
            value: preferred, replacement: clamped))
        resolved.preferred = clamped
      }
    }
  }
}
