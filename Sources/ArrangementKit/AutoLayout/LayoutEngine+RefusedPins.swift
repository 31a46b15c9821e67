import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// A pin shift the solver refused (L3, L6): the record's pin keeps its old value meanwhile.
  struct RefusedPin {
    var record: ItemRecord
    var spec: PinSpec
    var conflict: Conflict
  }

  /// Notes a refused shift of one of the record's pins, replacing an earlier one of that pin.
  ///
  /// Pins are refreshed one record at a time — a translating view's frame as its superview
  /// sets it, its guides' insets in its own layout step, every pin when the window's pass
  /// starts — so a new value can contradict another pin that is itself stale and about to
  /// follow (a view's new width against its safe-area guide's insets from its old width). Such
  /// a shift is tried again once the others are refreshed, and only a pin that still
  /// contradicts them when the round of the pass ends is reported.
  func refusePin(_ record: ItemRecord, _ spec: PinSpec, _ conflict: Conflict) {
    refusedPins.removeAll { $0.record === record && $0.spec.name == spec.name }
    refusedPins.append(RefusedPin(record: record, spec: spec, conflict: conflict))
  }

  /// Tries the refused shifts again, oldest record first, as long as that lets more of them
  /// take effect; those still refused stay noted.
  func retryRefusedPins() {
    while !refusedPins.isEmpty {
      let pending = refusedPins
      refusedPins = []
      var retried: [ItemRecord] = []
      for entry in pending where !retried.contains(where: { $0 === entry.record }) {
        retried.append(entry.record)
        refreshPins(of: entry.record)
      }
      if refusedPins.count >= pending.count { return }
    }
  }

  /// Tries the refused shifts again and reports those that still contradict the constraints
  /// (L3): their pins keep their old values until a later refresh fits.
  func settleRefusedPins() {
    retryRefusedPins()
    let unresolved = refusedPins
    refusedPins = []
    for entry in unresolved { reportPinConflict(entry.conflict, entry.record, entry.spec) }
  }

  /// Whether the end of a round of a pass has anything to do here (`finishRound()`).
  var hasRoundEndWork: Bool { !insetGuideRecords.isEmpty || !refusedPins.isEmpty }

  /// The end of a round of a pass, at the view it started from: the system guides follow
  /// insets changed outside their view's layout step (M2), then refused pin shifts are settled.
  func finishRound() {
    followInsetGuides()
    settleRefusedPins()
    swap(&guidesMovedLastRound, &guidesMovedThisRound)
    guidesMovedThisRound.removeAll(keepingCapacity: true)
    guideRound &+= 1
  }
}
