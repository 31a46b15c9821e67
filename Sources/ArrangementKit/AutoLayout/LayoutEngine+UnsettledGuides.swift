import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// Notes that a system guide's pins moved in this round of a pass.
  @inline(__always)
  func noteGuideMoved(_ record: ItemRecord) {
    // Marked with the round, not searched for: a subtree entering the window notes each of its
    // guides, and the search (with a main-actor closure per element) made that quadratic.
    guard record.movedInGuideRound != guideRound else { return }
    record.movedInGuideRound = guideRound
    guidesMovedThisRound.append(record)
  }

  /// Reports a pass that ran out of rounds while system guides still moved (L3): a guide's
  /// insets follow its view's frame, the frame follows constraints to the guide, and the two
  /// did not meet in `rounds` rounds (a layout feedback loop: a view that constraints make
  /// larger the further it reaches past the safe area, whose margins guide then moves again).
  ///
  /// The views then take the frames of the last solution (`applySolutionToPositionedViews()`),
  /// so the constraints between them hold; a guide's `layoutFrame` follows its view's insets,
  /// so a constraint to it may not hold there. The message lists the constraints to each such
  /// guide and the guide's own pins, once per distinct list.
  func reportUnsettledGuides(rounds: Int) {
    var listed: [String] = []
    for record in guidesMovedLastRound {
      guard case .guide(let guide)? = record.item else { continue }
      for tag in owners.keys.sorted() {
        switch owners[tag] {
        case .constraint(let constraint)?:
          if constraint.firstLayoutItem?.object === guide || constraint.secondLayoutItem?.object === guide {
            listed.append(constraint.description)
          }
        case .pin(let owner, _)? where owner === record:
          listed.append(describe(tag: tag))
        default: break
        }
      }
    }
    guard !listed.isEmpty else { return }
    let message = """
      [LayoutConstraints] The layout did not settle in \(rounds) rounds: the insets of a system \
      guide still follow the frame its constraints give its view, which moves them again (a layout \
      feedback loop). The views take the frames of the last solution; the guide's layoutFrame \
      follows its view's insets, so the constraints to it may not hold there.
      (
      \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
      )
      """
    guard reportsConflicts, reportedConflicts.insert(message).inserted else { return }
    diagnostics.append(message)
    LayoutDiagnostics.emit(message)
  }

  /// Gives every view the engine positions the frame of the solution as it stands, without
  /// the guides following (the end of a pass that did not settle): constraints between views
  /// hold in their frames. The views stay marked, so the next pass goes on from there.
  func applySolutionToPositionedViews() {
    forEachViewOffTheSolution { view, _, frame in view.frame = frame }
  }
}
