import Foundation

/// One problem the screen audit found with one view: which view, where, and what it overlaps
/// by how much.
///
/// Findings are values: compare them, put them in sets, print them. The description is one
/// line: the view path, its frame in window coordinates, and the problem.
///
/// ```swift
/// for finding in ScreenAudit().findings(in: simulator.window) { print(finding) }
/// // PlayerScreen › toolbar › queueButton [392, 24, 44, 44]: overlaps active occlusion camera by 36.333 × 37 at [399.667, 29.333, 36.333, 37]
/// ```
///
/// Degenerate input: a view with a non-finite frame is reported as
/// ``Problem/nonFiniteFrame`` and checked for nothing else.
public struct ScreenAuditFinding: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the view.
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// The view overlaps an active division (the fold band, margins included) by `overlap`,
    /// in window coordinates.
    case overlapsDivision(ReservedRegion.ID, overlap: CGRect)
    /// The view overlaps an active occlusion (a camera, the bar strip) by `overlap`.
    case overlapsOcclusion(ReservedRegion.ID, overlap: CGRect)
    /// The view reaches outside the display's safe area by these amounts on each edge.
    case outsideSafeArea(EdgeInsets)
    /// The view reaches outside the window by these amounts on each edge.
    case outsideWindow(EdgeInsets)
    /// The view is not bigger than `LengthTolerance.standard` in at least one dimension.
    case zeroSized
    /// The view's frame in window coordinates has a NaN or infinite component.
    case nonFiniteFrame
    /// Constraints position the view but leave its frame undetermined; these are the
    /// constraints on it (identifiers, else descriptions).
    case ambiguousLayout(constraints: [String])
    /// An active constraint on the view is not enforced (it contradicts required ones): its
    /// identifier, else its description.
    case brokenConstraint(String)
    /// A label's text does not fit: truncated or cut by its bounds (`reason`), or the label is
    /// cut by the screen; at the label's text size (DT6).
    case textClipped(text: String, category: ContentSizeCategory, reason: String)
    /// A text control whose size does not follow the text size (`reason`: a fixed font, the
    /// flag off), at its text size (DT6).
    case fixedTextSize(category: ContentSizeCategory, reason: String)
    /// An enabled control whose frame is smaller than 44 × 44 pt (DT6).
    case smallHitRegion(CGSize)
    /// Text whose contrast with its resolved background is below the `required` ratio (DT6):
    /// the ratio, the colours (hex) and the text size.
    case lowContrast(ratio: CGFloat, required: CGFloat, text: String, background: String, category: ContentSizeCategory)

    /// `overlaps active division fold by 40 × 44 at [455.5, 100, 40, 44]`.
    public var description: String {
      switch self {
      case .overlapsDivision(let id, let overlap):
        return "overlaps active division \(id) by \(LengthFormat.size(overlap.size)) at \(LengthFormat.rect(overlap))"
      case .overlapsOcclusion(let id, let overlap):
        return "overlaps active occlusion \(id) by \(LengthFormat.size(overlap.size)) at \(LengthFormat.rect(overlap))"
      case .outsideSafeArea(let amounts):
        return "outside the safe area by \(Self.describe(amounts))"
      case .outsideWindow(let amounts):
        return "outside the window by \(Self.describe(amounts))"
      case .zeroSized:
        return "zero-sized"
      case .nonFiniteFrame:
        return "non-finite frame"
      case .ambiguousLayout(let constraints):
        return "ambiguous layout (constraints: \(constraints.isEmpty ? "none" : constraints.joined(separator: ", ")))"
      case .brokenConstraint(let name):
        return "broken constraint \(name) (unsatisfiable, not enforced)"
      case .textClipped(let text, let category, let reason):
        return "text \"\(text)\" clipped at \(category): \(reason)"
      case .fixedTextSize(let category, let reason):
        return "text does not follow Dynamic Type at \(category): \(reason)"
      case .smallHitRegion(let size):
        return "hit region \(LengthFormat.size(size)) is smaller than 44 × 44"
      case .lowContrast(let ratio, let required, let text, let background, let category):
        return
          "text contrast \(Self.ratio(ratio)) is below \(Self.ratio(required)) (\(text) on \(background)) at \(category)"
      }
    }

    /// `2.85 : 1`: two decimals, trailing zeros dropped.
    static func ratio(_ value: CGFloat) -> String {
      let rounded = (value * 100).rounded() / 100
      return "\(LengthFormat.string(rounded)) : 1"
    }

    /// `84 on the right, 34 at the bottom`.
    static func describe(_ amounts: EdgeInsets) -> String {
      var parts: [String] = []
      if amounts.top > 0 { parts.append("\(LengthFormat.string(amounts.top)) at the top") }
      if amounts.left > 0 { parts.append("\(LengthFormat.string(amounts.left)) on the left") }
      if amounts.bottom > 0 { parts.append("\(LengthFormat.string(amounts.bottom)) at the bottom") }
      if amounts.right > 0 { parts.append("\(LengthFormat.string(amounts.right)) on the right") }
      return parts.joined(separator: ", ")
    }
  }

  /// The view's names from the window down: identifiers, else controller or view type names.
  public let path: [String]
  /// The view's rectangle in window coordinates.
  public let frame: CGRect
  /// What is wrong.
  public let problem: Problem

  /// Creates a finding (the audit makes them; tests compare with them).
  ///
  /// ```swift
  /// let expected = ScreenAuditFinding(path: ["PlayerScreen", "queueButton"],
  ///                                   frame: CGRect(x: 0, y: 0, width: 0, height: 44),
  ///                                   problem: .zeroSized)
  /// ```
  public init(path: [String], frame: CGRect, problem: Problem) {
    self.path = path
    self.frame = frame
    self.problem = problem
  }

  /// `PlayerScreen › toolbar › queueButton`.
  public var pathDescription: String { path.joined(separator: " › ") }

  /// `PlayerScreen › toolbar › queueButton [392, 24, 44, 44]: overlaps active occlusion camera by …`.
  public var description: String {
    "\(pathDescription) \(LengthFormat.rect(frame)): \(problem)"
  }
}
