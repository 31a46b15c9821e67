import ArrangementKit
import Foundation
import Testing

/// A view that leaves its superview takes the constraints inside its subtree with it and loses
/// those to views outside, as UIKit's `removeFromSuperview()` and a move to another superview do.
@MainActor
@Suite("Constraints across a moved subtree (L1)")
struct SubtreeMoveConstraintTests {
  /// The hierarchy: container ⊃ card ⊃ row ⊃ item, and a sibling of the card in the container.
  @MainActor
  struct Tree {
    let fixture: AutoLayoutFixture
    let card: View
    let row: View
    let item: View
    let sibling: View
    /// Constraints named by where their holder lies: the card's superview (card to container),
    /// the card (row to card), the row (item to row), the container (item to sibling).
    let cardToContainer: LayoutConstraint
    let rowToCard: LayoutConstraint
    let itemToRow: LayoutConstraint
    let itemToSibling: LayoutConstraint

    init() {
      fixture = AutoLayoutFixture()
      card = fixture.constrainedView()
      sibling = fixture.constrainedView()
      row = fixture.constrainedView(in: card)
      item = fixture.constrainedView(in: row)
      cardToContainer = card.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 5)
      rowToCard = row.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
      itemToRow = item.topAnchor.constraint(equalTo: row.topAnchor, constant: 3)
      itemToSibling = item.widthAnchor.constraint(equalTo: sibling.widthAnchor)
      LayoutConstraint.activate([cardToContainer, rowToCard, itemToRow, itemToSibling])
      fixture.layout()
    }
  }

  enum Move: CaseIterable, CustomStringConvertible {
    case removeCard, moveCardIntoSibling, removeRow
    var description: String {
      switch self {
      case .removeCard: "the card removed"
      case .moveCardIntoSibling: "the card moved into its sibling"
      case .removeRow: "the row removed"
      }
    }
  }

  @Test(
    "L1: a moved subtree keeps the constraints held inside it and loses those to views outside",
    arguments: Move.allCases)
  func movedSubtree(move: Move) {
    let tree = Tree()
    let all = [tree.cardToContainer, tree.rowToCard, tree.itemToRow, tree.itemToSibling]
    #expect(all.filter { $0.isActive }.count == 4)
    switch move {
    case .removeCard: tree.card.removeFromSuperview()
    case .moveCardIntoSibling: tree.sibling.addSubview(tree.card)
    case .removeRow: tree.row.removeFromSuperview()
    }
    // Held by the card's superview, relating the card to it: outside once the card moves,
    // untouched when only the row does.
    #expect(tree.cardToContainer.isActive == (move == .removeRow), "\(move)")
    // Held by the card, relating the row to it: inside when the card moves, outside when the row does.
    #expect(tree.rowToCard.isActive == (move != .removeRow), "\(move)")
    // Held by the row: inside every moved subtree.
    #expect(tree.itemToRow.isActive, "\(move)")
    // Held by the container, to the sibling: outside the moved subtree, even when the card
    // moves into that sibling (a constraint is not re-activated by a new common ancestor).
    #expect(tree.itemToSibling.isActive == false, "\(move)")
  }
}
