extension ArrangementController {
  /// The layout of the last solve, without running a pending layout (`nil` before the first).
  ///
  /// For observers that must not change what they observe — the simulator reads it after each
  /// layout pass to collect diagnostics; ``currentLayout`` would run a pending layout there and
  /// change the order of the appearance callbacks.
  ///
  /// ```swift
  /// arrangement.latestLayout?.diagnostics
  /// ```
  package var latestLayout: ArrangementLayout? { storedLayout }
}
