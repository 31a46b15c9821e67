import Foundation

/// Checks the invariants every layout must satisfy, whatever the input (S12, S13, O1–O6, E2).
///
/// ``check(_:_:style:)`` returns one sentence per violation (an empty array means the layout
/// is sound). It reads the fold independently of the solver (``FoldReference``) and checks:
/// - an entry for every present placement and none for an absent one;
/// - no NaN or infinity in any frame;
/// - hidden views: frame `.zero`, `splitAxis` neither, `zIndex` 0 (S13);
/// - at least one view shown when any is present (S8, O1, O5);
/// - shown frames inside the container, never overlapping each other (layered overlays
///   excepted), never on the separating band (S12);
/// - without a fold: a split's shown views tile the container exactly, a lone view or an
///   overlaid view fills it (S8, S12, O1); with one: every shown view fills one whole segment,
///   two shown views fill different segments (S8, S9, O2, O4, O5);
/// - states: split views share one split axis, the fold's axis with a fold, the container's
///   natural axis for a lone survivor (S1, S13); overlays report no axis and `zIndex` 1 only
///   for a primary layered over a shown secondary (O6).
///
/// ```swift
/// let problems = LayoutInvariants.check(split.layout(in: context), context, style: .split)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// Degenerate input: contexts with non-finite or negative bounds are checked against the
/// sanitized bounds (non-finite components 0, negative sizes 0).
public enum LayoutInvariants {
  /// Which arrangement produced the layout.
  public enum Style: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A `SplitArrangement`.
    case split
    /// An `OverlayArrangement`.
    case overlay

    /// `split` or `overlay`.
    public var description: String { rawValue }
  }

  /// Every invariant violation of `layout` solved in `context`; empty when sound.
  ///
  /// - Parameters:
  ///   - layout: the layout to check, as an arrangement returned it.
  ///   - context: the context it was solved in.
  ///   - style: the arrangement's kind; `nil` infers it from the states (a shown split view
  ///     always reports a split axis).
  /// - Returns: one sentence per violation; empty when the layout is sound.
  public static func check(
    _ layout: ArrangementLayout, _ context: ArrangementContext, style: Style? = nil
  ) -> [String] {
    var problems: [String] = []
    let folds = FoldReference(context)
    let container = folds.container
    let tol = LengthTolerance.standard
    var shown: [(ViewPlacement, ArrangementLayout.PlacementLayout)] = []

    for placement in ViewPlacement.allCases {
      let entry = layout[placement]
      if context[placement] == nil {
        if entry != nil { problems.append("\(placement) is absent but has a layout") }
        continue
      }
      guard let entry else {
        problems.append("\(placement) is present but has no layout")
        continue
      }
      let f = entry.frame
      if ![f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite) {
        problems.append("\(placement) frame \(LengthFormat.rect(f)) is not finite")
        continue
      }
      if entry.state.isHidden {
        if f != .zero { problems.append("\(placement) is hidden with frame \(LengthFormat.rect(f)) (S13)") }
        if entry.state.splitAxis != .neither {
          problems.append("\(placement) is hidden with splitAxis \(entry.state.splitAxis) (S13)")
        }
        if entry.state.zIndex != 0 { problems.append("\(placement) is hidden with zIndex \(entry.state.zIndex) (S13)") }
      } else {
        shown.append((placement, entry))
      }
    }
    let presentCount = ViewPlacement.allCases.filter { context[$0] != nil }.count
    if presentCount > 0 && shown.isEmpty { problems.append("no view is shown although \(presentCount) present") }
    guard problems.isEmpty else { return problems }

    let resolvedStyle = style ?? (shown.contains { $0.1.state.splitAxis != .neither } ? .split : .overlay)

    for (placement, entry) in shown {
      let f = entry.frame
      if f.minX < container.minX - tol || f.maxX > container.maxX + tol || f.minY < container.minY - tol
        || f.maxY > container.maxY + tol || f.width < -tol || f.height < -tol
      {
        problems.append(
          "\(placement) frame \(LengthFormat.rect(f)) leaves the container \(LengthFormat.rect(container)) (S12)")
      }
      if let fold = folds.fold, overlap(f, fold.band) > tol {
        problems.append(
          "\(placement) frame \(LengthFormat.rect(f)) lies on the fold \(LengthFormat.rect(fold.band)) (S12)")
      }
    }
    let bothShown = shown.count == 2
    let layered = resolvedStyle == .overlay && folds.fold == nil
    if bothShown && !layered {
      let a = shown[0].1.frame
      let b = shown[1].1.frame
      if overlap(a, b) > tol {
        problems.append("shown frames \(LengthFormat.rect(a)) and \(LengthFormat.rect(b)) overlap (S12)")
      }
    }

    if let fold = folds.fold {
      var used: [Int] = []
      for (placement, entry) in shown {
        if let index = fold.segments.firstIndex(where: { LengthTolerance.isEqual($0, entry.frame) }) {
          used.append(index)
        } else {
          problems.append(
            "\(placement) frame \(LengthFormat.rect(entry.frame)) does not fill a segment of the fold \(LengthFormat.rect(fold.band)) (S8, S9, O2)"
          )
        }
      }
      if used.count == 2 && used[0] == used[1] { problems.append("both views fill the same segment (S9, O2)") }
    } else if resolvedStyle == .overlay || !bothShown {
      for (placement, entry) in shown where !LengthTolerance.isEqual(entry.frame, container) {
        problems.append(
          "\(placement) frame \(LengthFormat.rect(entry.frame)) does not fill the container \(LengthFormat.rect(container)) (S8, O1, O5)"
        )
      }
    } else {
      problems += tiling(shown[0].1.frame, shown[1].1.frame, container)
    }

    problems += states(shown, style: resolvedStyle, folds: folds)
    return problems
  }

  /// The area-free overlap of two rectangles: the shorter of the two overlapping extents
  /// (0 when they only touch or are apart).
  static func overlap(_ a: CGRect, _ b: CGRect) -> CGFloat {
    let x = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let y = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return max(0, min(x, y))
  }

  /// Two frames tile `container` exactly: side by side or stacked, sharing one edge (S12).
  static func tiling(_ a: CGRect, _ b: CGRect, _ box: CGRect) -> [String] {
    let eq = { (u: CGFloat, v: CGFloat) in LengthTolerance.isEqual(u, v) }
    let sideBySide =
      eq(a.minY, box.minY) && eq(b.minY, box.minY) && eq(a.height, box.height) && eq(b.height, box.height)
      && ((eq(a.minX, box.minX) && eq(a.maxX, b.minX) && eq(b.maxX, box.maxX))
        || (eq(b.minX, box.minX) && eq(b.maxX, a.minX) && eq(a.maxX, box.maxX)))
    let stacked =
      eq(a.minX, box.minX) && eq(b.minX, box.minX) && eq(a.width, box.width) && eq(b.width, box.width)
      && ((eq(a.minY, box.minY) && eq(a.maxY, b.minY) && eq(b.maxY, box.maxY))
        || (eq(b.minY, box.minY) && eq(b.maxY, a.minY) && eq(a.maxY, box.maxY)))
    var problems: [String] = []
    if !(sideBySide || stacked) {
      problems.append(
        "\(LengthFormat.rect(a)) and \(LengthFormat.rect(b)) do not tile the container \(LengthFormat.rect(box)) (S12)")
    }
    let alongA = sideBySide ? a.width : a.height
    let alongB = sideBySide ? b.width : b.height
    if alongA <= LengthTolerance.standard || alongB <= LengthTolerance.standard {
      problems.append("a shown split view has no length: \(LengthFormat.rect(a)), \(LengthFormat.rect(b)) (S7)")
    }
    return problems
  }

  /// The state invariants of S1, S13 and O6.
  static func states(
    _ shown: [(ViewPlacement, ArrangementLayout.PlacementLayout)], style: Style, folds: FoldReference
  ) -> [String] {
    var problems: [String] = []
    switch style {
    case .overlay:
      let bothLayered = shown.count == 2 && folds.fold == nil
      for (placement, entry) in shown {
        if entry.state.splitAxis != .neither {
          problems.append("overlay \(placement) has splitAxis \(entry.state.splitAxis) (O6)")
        }
        let z = placement == .primary && bothLayered ? 1 : 0
        if entry.state.zIndex != z {
          problems.append("overlay \(placement) has zIndex \(entry.state.zIndex), expected \(z) (O6)")
        }
      }
    case .split:
      let box = folds.container
      let natural: Axis =
        folds.fold?.axis
        ?? (LengthTolerance.isGreater(box.height, box.width) ? .vertical : .horizontal)
      for (placement, entry) in shown {
        if entry.state.zIndex != 0 { problems.append("split \(placement) has zIndex \(entry.state.zIndex) (S13)") }
        if entry.state.splitAxis != .horizontal && entry.state.splitAxis != .vertical {
          problems.append("split \(placement) has splitAxis \(entry.state.splitAxis) (S13)")
        } else if entry.state.splitAxis != natural {
          problems.append(
            "split \(placement) has splitAxis \(entry.state.splitAxis), natural axis is \(natural) (S1, S13)")
        }
      }
      if shown.count == 2 {
        let axis = shown[0].1.state.splitAxis
        if shown[1].1.state.splitAxis != axis { problems.append("split views report different axes (S13)") }
        if folds.fold == nil {
          let a = shown[0].1.frame
          let b = shown[1].1.frame
          let sideBySide = LengthTolerance.isEqual(a.height, b.height) && !LengthTolerance.isEqual(a.minX, b.minX)
          if (axis == .horizontal) != sideBySide
            && !(LengthTolerance.isZero(box.width) || LengthTolerance.isZero(box.height))
          {
            problems.append("split axis \(axis) does not match the frames (S13)")
          }
        }
      }
    }
    return problems
  }
}
