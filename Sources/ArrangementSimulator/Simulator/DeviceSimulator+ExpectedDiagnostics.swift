import Foundation

extension DeviceSimulator {
  /// Runs `body`, which causes `expected` on purpose: those diagnostics are not recorded as test
  /// issues, and an expectation no diagnostic meets is.
  ///
  /// By default every new bad-input layout diagnostic and every unsatisfiable-constraints report
  /// (L3) is recorded as a test issue (``recordsLayoutDiagnostics``), and with ``screenAudit``
  /// set every input a view sanitized. A test that checks such a diagnostic says so in one line:
  /// inside `body`, each diagnostic that meets one of `expected` is collected as usual
  /// (``layoutDiagnostics``, the window's `layoutConstraintDiagnostics`) but not recorded;
  /// any other is recorded as before. When `body` returns (or throws) the window is laid out
  /// (`layoutIfNeeded()`), so that what `body` changed is reported, and each expectation that no
  /// diagnostic of this call met is recorded as an issue at the caller's line ("expected
  /// diagnostic … was not reported"). Calls nest; a diagnostic meets the innermost call's
  /// expectations first.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
  /// simulator.expectDiagnostic(.negativeValue) {
  ///   simulator.window.rootViewController = arrangementWithNegativeMinimum
  /// }
  /// #expect(simulator.layoutDiagnostics.map(\.kind) == [.negativeValue])
  /// ```
  ///
  /// Degenerate input: with no expectation, `body` runs with nothing expected (every diagnostic is
  /// recorded as usual). A diagnostic the simulator reported before the call is not new, so it
  /// does not meet an expectation. Without ArrangementTesting in the process nothing is recorded
  /// either way.
  @discardableResult
  public func expectDiagnostic<Result>(
    _ expected: ExpectedDiagnostic..., fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column, during body: () throws -> Result
  ) rethrows -> Result {
    let location = TestIssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try expecting(expected, at: location, body)
  }

  /// `expectDiagnostic(_:during:)` for layout diagnostics, by kind.
  ///
  /// ```swift
  /// simulator.expectDiagnostic(.nonFiniteValue, .fractionAboveOne) { screen.split = badSplit }
  /// ```
  ///
  /// Degenerate input: as the general form.
  @discardableResult
  public func expectDiagnostic<Result>(
    _ kinds: ArrangementDiagnostic.Kind..., fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, during body: () throws -> Result
  ) rethrows -> Result {
    let location = TestIssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try expecting(kinds.map(ExpectedDiagnostic.layout), at: location, body)
  }

  private func expecting<Result>(
    _ expected: [ExpectedDiagnostic], at location: TestIssueLocation, _ body: () throws -> Result
  ) rethrows -> Result {
    let scope = DiagnosticExpectationScope(expected)
    expectationScopes.append(scope)
    let inputCount = window.inputDiagnostics.count
    defer {
      window.layoutIfNeeded()
      collectDiagnosticsAfterLayoutPass()
      collectConstraintDiagnostics()
      // Input diagnostics are recorded only under an audit, but expected either way.
      for message in window.inputDiagnostics.dropFirst(inputCount) {
        _ = meetExpectation { $0.matches(inputMessage: message) }
      }
      expectationScopes.removeAll { $0 === scope }
      for (index, expectation) in expected.enumerated() where !scope.met[index] {
        TestIssueReporter.report(
          "expected diagnostic was not reported, \(device.name) \(pose): \(expectation)", at: location)
      }
    }
    return try body()
  }

  /// Marks the expectations of the innermost open call that `matches` accepts as met; whether
  /// there was one (then the diagnostic is not recorded).
  func meetExpectation(_ matches: (ExpectedDiagnostic) -> Bool) -> Bool {
    for scope in expectationScopes.reversed() {
      var met = false
      for index in scope.expected.indices where matches(scope.expected[index]) {
        scope.met[index] = true
        met = true
      }
      if met { return true }
    }
    return false
  }

  /// Records each unsatisfiable-constraints report of the window's engine not seen before (L3),
  /// naming the identifiers of the constraints it lists, unless an expectation meets it.
  func collectConstraintDiagnostics() {
    let reports = window.layoutConstraintDiagnostics
    if collectedConstraintDiagnosticCount > reports.count { collectedConstraintDiagnosticCount = 0 }
    for message in reports.dropFirst(collectedConstraintDiagnosticCount) {
      let identifiers = Self.constraintIdentifiers(in: message)
      if meetExpectation({ $0.matches(constraintIdentifiers: identifiers) }) { continue }
      guard storedRecordsLayoutDiagnostics else { continue }
      let named =
        identifiers.isEmpty
        ? "no identifiers (set `identifier` on the constraints to name them)"
        : identifiers.map { "'\($0)'" }.joined(separator: ", ")
      TestIssueReporter.report(
        "unsatisfiable constraints, \(device.name) \(pose): \(named)\n\(message)", at: creationLocation)
    }
    collectedConstraintDiagnosticCount = reports.count
  }

  /// The identifiers of the constraints an unsatisfiable-constraints report lists, in order,
  /// each once: what UIKit's description shows in quotes (`<LayoutConstraint:0x… 'badge.width' …>`).
  ///
  /// ```swift
  /// DeviceSimulator.constraintIdentifiers(in: window.layoutConstraintDiagnostics[0])   // ["badge.width"]
  /// ```
  package static func constraintIdentifiers(in message: String) -> [String] {
    var identifiers: [String] = []
    for line in message.split(separator: "\n") {
      guard let open = line.range(of: ":0x"), let quote = line[open.upperBound...].firstIndex(of: "'") else {
        continue
      }
      let start = line.index(after: quote)
      guard let end = line[start...].firstIndex(of: "'") else { continue }
      let identifier = String(line[start..<end])
      if !identifiers.contains(identifier) { identifiers.append(identifier) }
    }
    return identifiers
  }
}
