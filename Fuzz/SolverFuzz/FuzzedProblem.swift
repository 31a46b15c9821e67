import ArrangementCore
import Foundation

/// One solver input decoded from the fuzzer's bytes: a context and a split or an overlay.
struct FuzzedProblem {
  enum Style {
    case split(SplitArrangement)
    case overlay(OverlayArrangement)
  }

  var context: ArrangementContext
  var style: Style

  /// The arrangement, for ``LayoutInvariants/check(_:_:arrangement:)``.
  var arrangement: any Arrangement {
    switch style {
    case .split(let split): return split
    case .overlay(let overlay): return overlay
    }
  }

  func layout() -> ArrangementLayout {
    switch style {
    case .split(let split): return split.layout(in: context)
    case .overlay(let overlay): return overlay.layout(in: context)
    }
  }

  func explainLayout() -> ArrangementExplanation {
    switch style {
    case .split(let split): return split.explainLayout(in: context)
    case .overlay(let overlay): return overlay.explainLayout(in: context)
    }
  }

  /// Decodes any byte string into a problem (see ``FuzzReader``).
  init(_ reader: inout FuzzReader) {
    let header = reader.byte()
    let bounds = CGRect(
      x: reader.length(), y: reader.length(), width: reader.length(), height: reader.length())
    let sizeClasses: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
    var context = ArrangementContext(
      bounds: bounds,
      horizontalSizeClass: sizeClasses[reader.choice(3)],
      verticalSizeClass: sizeClasses[reader.choice(3)],
      layoutDirection: header & 2 == 0 ? .leftToRight : .rightToLeft)
    switch reader.choice(4) {
    case 0: context.displayScale = nil
    case 1: context.displayScale = reader.length()
    default: context.displayScale = CGFloat(1 + reader.choice(3))
    }
    let regionCount = reader.choice(5)
    for index in 0..<regionCount {
      context.reservedRegions.append(Self.region(&reader, bounds: bounds, index: index))
    }
    context.primary = Self.content(&reader)
    context.secondary = Self.content(&reader)
    self.context = context

    let axes: [Axis] = [.neither, .horizontal, .vertical, .both]
    if header & 1 == 0 {
      var split = SplitArrangement().axes(axes[reader.choice(4)])
      for placement in ViewPlacement.allCases {
        var properties = SplitArrangement.ViewProperties()
        properties.width = Self.range(&reader)
        properties.height = Self.range(&reader)
        properties.layoutPriority = reader.choice(2) == 0 ? CGFloat(reader.choice(3)) : reader.length()
        split.setViewProperties(properties, for: placement)
      }
      style = .split(split)
    } else {
      var overlay = OverlayArrangement().axes(axes[reader.choice(4)])
      for placement in ViewPlacement.allCases {
        overlay.setViewProperties(
          .init(edge: DirectionalRectEdge(rawValue: DirectionalRectEdge.RawValue(reader.byte() & 15))),
          for: placement)
      }
      style = .overlay(overlay)
    }
  }

  /// A region whose frame is either arbitrary or built around the bounds (a band running top
  /// to bottom or across, or covering everything), nudged by up to 2 pt so that D2's 1 pt
  /// coverage tolerance and D4's edge cases are reached.
  static func region(_ reader: inout FuzzReader, bounds: CGRect, index: Int) -> ReservedRegion {
    let flags = reader.byte()
    let frame: CGRect
    switch flags >> 2 & 3 {
    case 0:
      frame = CGRect(x: reader.length(), y: reader.length(), width: reader.length(), height: reader.length())
    case 1:
      frame = CGRect(
        x: bounds.origin.x + reader.length(), y: bounds.origin.y + reader.nudge(),
        width: reader.length(), height: bounds.size.height + reader.nudge())
    case 2:
      frame = CGRect(
        x: bounds.origin.x + reader.nudge(), y: bounds.origin.y + reader.length(),
        width: bounds.size.width + reader.nudge(), height: reader.length())
    default:
      frame = bounds.insetBy(dx: reader.nudge(), dy: reader.nudge())
    }
    let margins = flags & 16 == 0
      ? EdgeInsets()
      : EdgeInsets(top: reader.length(), left: reader.length(), bottom: reader.length(), right: reader.length())
    return ReservedRegion(
      id: ReservedRegion.ID("r\(index)"), kind: flags & 1 == 0 ? .division : .occlusion,
      frame: frame, margins: margins, isActive: flags & 2 == 0)
  }

  /// A present placement (with or without an intrinsic size) or an absent one.
  static func content(_ reader: inout FuzzReader) -> ArrangementContext.PlacementContent? {
    switch reader.choice(4) {
    case 0: return nil
    case 1: return .init(intrinsicContentSize: CGSize(width: reader.length(), height: reader.length()))
    default: return .init()
    }
  }

  static func range(_ reader: inout FuzzReader) -> SplitArrangement.DimensionRange {
    .init(minimum: dimension(&reader), preferred: dimension(&reader), maximum: dimension(&reader))
  }

  static func dimension(_ reader: inout FuzzReader) -> SplitArrangement.Dimension {
    switch reader.choice(4) {
    case 0: return .automatic
    case 1: return .intrinsic
    case 2: return .absolute(reader.length())
    default: return .fractional(reader.length())
    }
  }

  /// Every input with full precision, for reproducing a finding as a test.
  var dump: String {
    func n(_ value: CGFloat) -> String { "\(Double(value))" }
    func r(_ rect: CGRect) -> String {
      "CGRect(x: \(n(rect.origin.x)), y: \(n(rect.origin.y)), width: \(n(rect.size.width)), height: \(n(rect.size.height)))"
    }
    var lines = [
      "bounds: \(r(context.bounds))",
      "sizeClasses: \(context.horizontalSizeClass) × \(context.verticalSizeClass), \(context.layoutDirection), displayScale: \(context.displayScale.map(n) ?? "nil")",
    ]
    for region in context.reservedRegions {
      lines.append("region: \(region.kind) \(region.isActive ? "active" : "inactive") \(r(region.frame))")
    }
    for placement in ViewPlacement.allCases {
      let content = context[placement]
      lines.append(
        "\(placement): " + (content.map { c in c.intrinsicContentSize.map { "intrinsic \(n($0.width)) × \(n($0.height))" } ?? "present" } ?? "absent"))
    }
    switch style {
    case .split(let split):
      lines.append("split axes \(split.axes.listDescription)")
      for placement in ViewPlacement.allCases {
        let p = split.viewProperties(for: placement)
        lines.append("  \(placement): width \(Self.dump(p.width)); height \(Self.dump(p.height)); priority \(n(p.layoutPriority))")
      }
    case .overlay(let overlay):
      lines.append("overlay axes \(overlay.axes.listDescription); primary edge \(overlay.primary.edge); secondary edge \(overlay.secondary.edge)")
    }
    return lines.joined(separator: "\n")
  }

  static func dump(_ range: SplitArrangement.DimensionRange) -> String {
    func d(_ dimension: SplitArrangement.Dimension) -> String {
      switch dimension {
      case .automatic: return ".automatic"
      case .intrinsic: return ".intrinsic"
      case .absolute(let v): return ".absolute(\(Double(v)))"
      case .fractional(let v): return ".fractional(\(Double(v)))"
      }
    }
    return "min \(d(range.minimum)) pref \(d(range.preferred)) max \(d(range.maximum))"
  }
}
