import ArrangementKit
import Foundation
import Testing

/// L11 for self-sizing content: a stack of fixed-size views with margins, and a cell whose
/// content is a stack pinned to its `layoutMarginsGuide`, fitted compressed, expanded and to a
/// required width with `.fittingSizeLevel` vertically, detached and inside a window. Every
/// expected size is derived by hand from the constraints (the comments show the sums).
@MainActor
@Suite("L11: fitting self-sizing content")
struct SelfSizingFittingTests {
  enum Content: String, CaseIterable, Sendable {
    /// A vertical stack (spacing 8, margins 10/12/14/16 relative): a 40 high view at least 100
    /// wide, a 20 high one at most 500 wide, and a spacer at least 30 high.
    case stack
    /// A cell (margins 8/20/8/20) whose content is a vertical stack (spacing 4, margins 6/0/6/0
    /// relative) pinned to its layoutMarginsGuide: a 22 high title at least 120 wide and a 60
    /// high body.
    case cell
  }

  enum Fitting: String, CaseIterable, Sendable {
    case compressed, expanded, width320
  }

  struct Case: Sendable, CustomStringConvertible {
    let content: Content
    let fitting: Fitting
    let inWindow: Bool
    let expected: CGSize
    var description: String { "\(content) \(fitting)\(inWindow ? " in a window" : " detached")" }
  }

  nonisolated static let expected: [Content: [Fitting: CGSize]] = [
    .stack: [
      // Width: 12 + 100 (the ≥ 100 view, filled across) + 16. Height: 10 + 40 + 8 + 20 + 8 + 30 + 14.
      .compressed: CGSize(width: 128, height: 130),
      // Width: 12 + 500 (the ≤ 500 view) + 16. Height: the spacer grows to the 10 000 asked for.
      .expanded: CGSize(width: 528, height: 10_000),
      // Width as required; height as compressed.
      .width320: CGSize(width: 320, height: 130),
    ],
    .cell: [
      // Width: 20 + 120 (the title's minimum) + 20. Height: 8 + 6 + 22 + 4 + 60 + 6 + 8.
      .compressed: CGSize(width: 160, height: 114),
      // Width: as asked (nothing bounds it). Height: every length is required, so 114 again.
      .expanded: CGSize(width: 10_000, height: 114),
      .width320: CGSize(width: 320, height: 114),
    ],
  ]

  nonisolated static let cases: [Case] = Content.allCases.flatMap { content in
    Fitting.allCases.flatMap { fitting in
      [false, true].map {
        Case(content: content, fitting: fitting, inWindow: $0, expected: expected[content]![fitting]!)
      }
    }
  }

  /// A view of fixed height (required), optionally bounded across.
  static func bar(height: CGFloat, minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, atLeast: Bool = false) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      atLeast
        ? view.heightAnchor.constraint(greaterThanOrEqualToConstant: height)
        : view.heightAnchor.constraint(equalToConstant: height)
    ]
    if let minWidth { constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth)) }
    if let maxWidth { constraints.append(view.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth)) }
    LayoutConstraint.activate(constraints)
    return view
  }

  static func make(_ content: Content) -> View {
    switch content {
    case .stack:
      let stack = StackView(arrangedSubviews: [
        bar(height: 40, minWidth: 100), bar(height: 20, maxWidth: 500), bar(height: 30, atLeast: true),
      ])
      stack.axis = .vertical
      stack.spacing = 8
      stack.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
      stack.isLayoutMarginsRelativeArrangement = true
      stack.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      return stack
    case .cell:
      let cell = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      cell.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
      let stack = StackView(arrangedSubviews: [bar(height: 22, minWidth: 120), bar(height: 60)])
      stack.axis = .vertical
      stack.spacing = 4
      stack.layoutMargins = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
      stack.isLayoutMarginsRelativeArrangement = true
      stack.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(stack)
      pinEdges(of: stack, to: cell.layoutMarginsGuide)
      return cell
    }
  }

  @Test("L11: compressed, expanded and width-constrained fitting of stacks with margins", arguments: cases)
  func fitting(_ row: Case) {
    let view = Self.make(row.content)
    var fixture: AutoLayoutFixture?
    if row.inWindow {
      let window = AutoLayoutFixture()
      window.container.addSubview(view)
      window.layout()
      fixture = window
    }
    let frame = view.frame
    let size: CGSize
    switch row.fitting {
    case .compressed: size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    case .expanded: size = view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
    case .width320:
      size = view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(size.isClose(to: row.expected), "\(row): \(size)")
    // Fitting leaves the frame alone.
    #expect(view.frame.size.isClose(to: frame.size))
    _ = fixture
  }

  @Test("L11: a required width the content cannot take loses to the content's required constraints")
  func contentWinsOverTarget() {
    // The stack's ≥ 100 view needs 128 across; a required 90 cannot be had.
    let view = Self.make(.stack)
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 90, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    )
    #expect(size.isClose(to: CGSize(width: 128, height: 130)), "\(size)")
    // Just inside the content's range the target holds: 129 = 128 + 1.
    let inside = view.systemLayoutSizeFitting(
      CGSize(width: 129, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(inside.isClose(to: CGSize(width: 129, height: 130)), "\(inside)")
  }
}
