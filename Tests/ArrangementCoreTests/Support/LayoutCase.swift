import ArrangementCore
import ArrangementTesting
import Foundation
import Testing

/// The arrangement a table case solves.
enum Subject: Sendable, CustomStringConvertible {
  case split(SplitArrangement)
  case overlay(OverlayArrangement)

  func layout(in context: ArrangementContext) -> ArrangementLayout {
    switch self {
    case .split(let split): return split.layout(in: context)
    case .overlay(let overlay): return overlay.layout(in: context)
    }
  }

  func explain(in context: ArrangementContext) -> ArrangementExplanation {
    switch self {
    case .split(let split): return split.explainLayout(in: context)
    case .overlay(let overlay): return overlay.explainLayout(in: context)
    }
  }

  var transposed: Subject {
    switch self {
    case .split(let split): return .split(LayoutSymmetry.transposed(split))
    case .overlay(let overlay): return .overlay(LayoutSymmetry.transposed(overlay))
    }
  }

  /// The arrangement itself, for ``LayoutInvariants/check(_:_:arrangement:)``.
  var arrangement: any Arrangement {
    switch self {
    case .split(let split): return split
    case .overlay(let overlay): return overlay
    }
  }

  var description: String {
    switch self {
    case .split(let split): return split.description
    case .overlay(let overlay): return overlay.description
    }
  }
}

/// What a table case expects for one placement.
enum Want: Sendable, CustomStringConvertible {
  case absent
  case hidden
  case shown(CGRect, Axis, Int)

  var layout: ArrangementLayout.PlacementLayout? {
    switch self {
    case .absent: return nil
    case .hidden: return .hidden
    case .shown(let frame, let axis, let z):
      return .init(frame: frame, state: ViewState(isHidden: false, splitAxis: axis, zIndex: z))
    }
  }

  var description: String { layout.map { $0.description } ?? "absent" }
}

/// Which symmetric reruns a case gets.
struct Variants: OptionSet, Sendable {
  let rawValue: Int
  static let mirrored = Variants(rawValue: 1)
  static let transposed = Variants(rawValue: 2)
  static let all: Variants = [.mirrored, .transposed]
  static let none: Variants = []
}

/// One row of a rule table: an input and its expected layout, computed by hand from
/// behavior.md. ``verify()`` solves it, then reruns it mirrored (right-to-left) and
/// transposed where the rule mirrors, deriving the mirrored expectation from the hand-written
/// one.
struct LayoutCase: Sendable, CustomTestStringConvertible {
  var name: String
  var context: ArrangementContext
  var subject: Subject
  var primary: Want
  var secondary: Want
  var variants: Variants = .all
  /// The diagnostic kinds expected (in any order); `nil` does not check them.
  var diagnostics: [ArrangementDiagnostic.Kind]? = nil

  var testDescription: String { name }

  var expected: ArrangementLayout {
    ArrangementLayout(primary: primary.layout, secondary: secondary.layout)
  }

  /// Solves the case and its variants; records an issue naming the variant on any mismatch.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    check("as written", context, subject, expected, sourceLocation: sourceLocation)
    if let diagnostics {
      let got = subject.layout(in: context).diagnostics.map(\.kind)
      #expect(
        got.map(\.rawValue).sorted() == diagnostics.map(\.rawValue).sorted(),
        "\(name): diagnostics \(got), expected \(diagnostics)", sourceLocation: sourceLocation)
    }
    let mirroredContext = LayoutSymmetry.mirrored(context)
    if variants.contains(.mirrored) {
      check(
        "mirrored (\(mirroredContext.layoutDirection))", mirroredContext, subject,
        LayoutSymmetry.mirrored(expected, in: context), sourceLocation: sourceLocation)
    }
    if variants.contains(.transposed) {
      let ltr = context.layoutDirection == .leftToRight ? context : mirroredContext
      let ltrExpected =
        context.layoutDirection == .leftToRight ? expected : LayoutSymmetry.mirrored(expected, in: context)
      check(
        "transposed", LayoutSymmetry.transposed(ltr), subject.transposed,
        LayoutSymmetry.transposed(ltrExpected), sourceLocation: sourceLocation)
    }
  }

  private func check(
    _ variant: String, _ context: ArrangementContext, _ subject: Subject, _ expected: ArrangementLayout,
    sourceLocation: SourceLocation
  ) {
    let layout = subject.layout(in: context)
    let differences = LayoutSymmetry.differences(layout, expected)
    #expect(
      differences.isEmpty,
      "\(name) [\(variant)]: \(differences.joined(separator: "; "))\ncontext: \(context)\n\(subject)",
      sourceLocation: sourceLocation)
    let problems = LayoutInvariants.check(layout, context, arrangement: subject.arrangement)
    #expect(problems.isEmpty, "\(name) [\(variant)] invariants: \(problems)", sourceLocation: sourceLocation)
  }
}

// MARK: - Shorthand for tables

// One-letter axis names keep the rule tables readable.
// swift-format-ignore: AlwaysUseLowerCamelCase
let H = Axis.horizontal
// swift-format-ignore: AlwaysUseLowerCamelCase
let V = Axis.vertical
// swift-format-ignore: AlwaysUseLowerCamelCase
let N = Axis.neither

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// A context with origin-zero bounds `w × h`.
func box(
  _ w: CGFloat, _ h: CGFloat,
  _ classes: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.unspecified, .unspecified),
  rtl: Bool = false, scale: CGFloat? = nil, regions: [ReservedRegion] = [],
  primary: ArrangementContext.PlacementContent? = .init(), secondary: ArrangementContext.PlacementContent? = .init()
) -> ArrangementContext {
  ArrangementContext(
    bounds: rect(0, 0, w, h), horizontalSizeClass: classes.0, verticalSizeClass: classes.1,
    layoutDirection: rtl ? .rightToLeft : .leftToRight, displayScale: scale, reservedRegions: regions,
    primary: primary, secondary: secondary)
}

/// A present view with an intrinsic size.
func intrinsic(_ w: CGFloat, _ h: CGFloat) -> ArrangementContext.PlacementContent {
  .init(intrinsicContentSize: CGSize(width: w, height: h))
}

/// An active division band running top to bottom (horizontal separation) at `x`.
func foldX(_ x: CGFloat, _ width: CGFloat, height: CGFloat, y: CGFloat = 0, active: Bool = true) -> ReservedRegion {
  ReservedRegion(
    id: "fold", kind: .division, frame: rect(x, y, width, height),
    margins: EdgeInsets(left: width / 2, right: width / 2), isActive: active)
}

/// An active division band running across (vertical separation) at `y`.
func foldY(_ y: CGFloat, _ height: CGFloat, width: CGFloat, x: CGFloat = 0, active: Bool = true) -> ReservedRegion {
  ReservedRegion(
    id: "fold", kind: .division, frame: rect(x, y, width, height),
    margins: EdgeInsets(top: height / 2, bottom: height / 2), isActive: active)
}

typealias Dim = SplitArrangement.Dimension
typealias Range = SplitArrangement.DimensionRange

func range(_ minimum: Dim = .automatic, _ preferred: Dim = .automatic, _ maximum: Dim = .automatic) -> Range {
  Range(minimum: minimum, preferred: preferred, maximum: maximum)
}

/// A split with the given width ranges and priorities.
func split(
  _ primary: Range = Range(), _ secondary: Range = Range(), axes: Axis = .both,
  priorities: (CGFloat, CGFloat) = (0, 0)
) -> Subject {
  var arrangement = SplitArrangement().axes(axes)
  arrangement.setViewProperties(.init(width: primary, layoutPriority: priorities.0), for: .primary)
  arrangement.setViewProperties(.init(width: secondary, layoutPriority: priorities.1), for: .secondary)
  return .split(arrangement)
}

/// A split with the given height ranges (for vertical splits).
func splitHeights(
  _ primary: Range = Range(), _ secondary: Range = Range(), axes: Axis = .both,
  priorities: (CGFloat, CGFloat) = (0, 0)
) -> Subject {
  var arrangement = SplitArrangement().axes(axes)
  arrangement.setViewProperties(.init(height: primary, layoutPriority: priorities.0), for: .primary)
  arrangement.setViewProperties(.init(height: secondary, layoutPriority: priorities.1), for: .secondary)
  return .split(arrangement)
}

/// An overlay with the given edge preferences.
func overlay(_ primary: DirectionalRectEdge = [], _ secondary: DirectionalRectEdge = [], axes: Axis = .both) -> Subject
{
  var arrangement = OverlayArrangement().axes(axes)
  arrangement.setViewProperties(.init(edge: primary), for: .primary)
  arrangement.setViewProperties(.init(edge: secondary), for: .secondary)
  return .overlay(arrangement)
}
