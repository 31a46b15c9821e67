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
      }
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
