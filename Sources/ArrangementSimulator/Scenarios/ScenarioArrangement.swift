import Foundation

/// The arrangement of a scenario: any two-pane arrangement a scenario file can spell, with its
/// settings.
///
/// It wraps an `any TwoPaneArrangement` (``base``) whose type knows its JSON `style` name, how
/// its per-view settings read and write, and how it transposes; everything else — solving,
/// explaining, describing, the invariant checks — goes through the arrangement itself. The
/// shipped styles are `split` (``split(_:)``) and `overlay` (``overlay(_:)``).
///
/// ```swift
/// let arrangement = ScenarioArrangement.split(SplitArrangement().axes(.horizontal))
/// let layout = arrangement.layout(in: context)
/// let split = arrangement.base as? SplitArrangement   // the arrangement inside
/// ```
///
/// Degenerate input: two values are equal when they hold the same type with equal settings; a
/// split and an overlay are never equal.
public struct ScenarioArrangement: Sendable, Hashable, CustomStringConvertible {
  /// The arrangement with its style's scenario support.
  package var styled: any ScenarioStyle

  /// Wraps one of the styles a scenario file can spell.
  package init(_ arrangement: some ScenarioStyle) {
    styled = arrangement
  }

  /// The arrangement inside: a `SplitArrangement` or an `OverlayArrangement`.
  ///
  /// ```swift
  /// if let overlay = scenario.arrangement.base as? OverlayArrangement { print(overlay.primary.edge) }
  /// ```
  public var base: any TwoPaneArrangement { styled }

  /// The styles a scenario file can spell, in the order the JSON reader and `arrange`'s
  /// overview list them. A new style adds its type here and its ``ScenarioStyle`` conformance
  /// in its own file.
  package static let styles: [any ScenarioStyle.Type] = [SplitArrangement.self, OverlayArrangement.self]

  /// `split` or `overlay`, as the JSON spells it.
  public var style: String { type(of: styled).styleName }

  /// The allowed axes.
  public var axes: Axis { styled.axes }

  /// Solves the arrangement.
  public func layout(in context: ArrangementContext) -> ArrangementLayout { styled.layout(in: context) }

  /// Solves the arrangement and lists the decisions (E1).
  public func explainLayout(in context: ArrangementContext) -> ArrangementExplanation {
    styled.explainLayout(in: context)
  }

  /// The same arrangement with width and height settings (and axes, edges) swapped.
  package var transposed: ScenarioArrangement { ScenarioArrangement(styled.transposed) }

  /// The arrangement's own description.
  public var description: String { styled.description }

  /// Equal when both hold the same type with equal settings.
  public static func == (lhs: ScenarioArrangement, rhs: ScenarioArrangement) -> Bool {
    lhs.styled.isEqual(to: rhs.styled)
  }

  /// Hashes the style and the settings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    styled.hash(into: &hasher)
  }
}

/// What a two-pane arrangement needs to be carried by a scenario: its JSON `style` name, its
/// per-view settings in JSON, and its transpose.
///
/// `SplitArrangement` and `OverlayArrangement` conform, each in its own file; a third style
/// conforms in its file and joins ``ScenarioArrangement/styles``.
///
/// ```swift
/// SplitArrangement.styleName   // "split"
/// ```
package protocol ScenarioStyle: TwoPaneArrangement, Hashable, CustomStringConvertible {
  /// The JSON `style` value: `split`, `overlay`.
  static var styleName: String { get }
  /// The arrangement with default settings.
  init()
  /// The JSON members of one placement's settings that differ from the default; empty for
  /// default settings (the placement is then left out of the file).
  func jsonMembers(for placement: ViewPlacement) -> [(key: String, value: JSONValue)]
  /// Reads one placement's settings, rejecting unknown members with a path.
  static func viewProperties(fromJSON value: JSONValue, at path: String) throws(FieldError) -> ViewProperties
  /// The arrangement with axes swapped and each view's horizontal and vertical settings swapped.
  var transposed: Self { get }
}
