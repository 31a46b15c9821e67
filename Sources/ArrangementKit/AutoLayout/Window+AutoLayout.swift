import Foundation

extension Window {
  /// The "Unable to simultaneously satisfy constraints" reports of this window's engine, in
  /// order, each as printed to standard error (L3). Beyond the platform: for tests and audits.
  ///
  /// ```swift
  /// window.layoutConstraintDiagnostics.count   // 1 after one conflict
  /// ```
  public var layoutConstraintDiagnostics: [String] { autoLayout?.engine?.diagnostics ?? [] }

  /// The active constraints of this window that are not enforced because they contradict
  /// required ones (L3), in the order they broke. Beyond the platform: for tests and audits.
  ///
  /// ```swift
  /// window.brokenLayoutConstraints.map(\.identifier)
  /// ```
  public var brokenLayoutConstraints: [LayoutConstraint] { autoLayout?.engine?.broken ?? [] }

  /// How many times this window's layout passes read a changed solution (L10).
  @_spi(Testing) public var layoutEngineSolveCount: Int { autoLayout?.engine?.solveCount ?? 0 }
}
