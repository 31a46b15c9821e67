import Foundation

/// A diagnostic a test says it causes on purpose, for
/// `DeviceSimulator.expectDiagnostic(_:during:)`.
///
/// Three families: a layout diagnostic of a kind (``layout(_:)``; the simulator's
/// ``DeviceSimulator/layoutDiagnostics``), an unsatisfiable-constraints report (L3,
/// ``unsatisfiableConstraints`` or ``unsatisfiableConstraints(naming:)``; the window's
/// `layoutConstraintDiagnostics`), and input a view sanitized (``inputSanitized(containing:)``;
/// the window's `inputDiagnostics`).
///
/// ```swift
/// simulator.expectDiagnostic(.unsatisfiableConstraints(naming: "title.width")) {
///   tooWide.isActive = true
/// }
/// ```
///
/// Degenerate input: an empty identifier or text matches any report of its family.
public struct ExpectedDiagnostic: Hashable, Sendable, CustomStringConvertible {
  enum Subject: Hashable, Sendable {
    case layout(ArrangementDiagnostic.Kind)
    case unsatisfiableConstraints(identifier: String)
    case inputSanitized(containing: String)
  }

  let subject: Subject

  /// A layout diagnostic of `kind` (a NaN or negative length, a fraction above 1 …).
  ///
  /// ```swift
  /// simulator.expectDiagnostic(.layout(.negativeValue)) { simulator.window.rootViewController = screen }
  /// ```
  public static func layout(_ kind: ArrangementDiagnostic.Kind) -> ExpectedDiagnostic {
    ExpectedDiagnostic(subject: .layout(kind))
  }

  /// An "Unable to simultaneously satisfy constraints" report (L3), whatever it lists.
  ///
  /// ```swift
  /// simulator.expectDiagnostic(.unsatisfiableConstraints) { conflicting.isActive = true }
  /// ```
  public static let unsatisfiableConstraints = ExpectedDiagnostic(subject: .unsatisfiableConstraints(identifier: ""))

  /// An unsatisfiable-constraints report (L3) that lists a constraint with `identifier`.
  ///
  /// ```swift
  /// simulator.expectDiagnostic(.unsatisfiableConstraints(naming: "badge.width")) { width.isActive = true }
  /// ```
  public static func unsatisfiableConstraints(naming identifier: String) -> ExpectedDiagnostic {
    ExpectedDiagnostic(subject: .unsatisfiableConstraints(identifier: identifier))
  }

  /// Input a view of the window sanitized (a NaN font size, a negative content size …), whose
  /// message contains `text`.
  ///
  /// ```swift
  /// simulator.expectDiagnostic(.inputSanitized(containing: "font size")) { label.font = .systemFont(ofSize: .nan) }
  /// ```
  public static func inputSanitized(containing text: String) -> ExpectedDiagnostic {
    ExpectedDiagnostic(subject: .inputSanitized(containing: text))
  }

  /// `layout diagnostic negativeValue`, `unsatisfiable constraints naming 'badge.width'`,
  /// `input sanitized containing "font size"`.
  public var description: String {
    switch subject {
    case .layout(let kind): return "layout diagnostic \(kind)"
    case .unsatisfiableConstraints(let identifier):
      return identifier.isEmpty ? "unsatisfiable constraints" : "unsatisfiable constraints naming '\(identifier)'"
    case .inputSanitized(let text): return "input sanitized containing \"\(text)\""
    }
  }

  /// Whether a layout diagnostic of `kind` is this one.
  func matches(layout kind: ArrangementDiagnostic.Kind) -> Bool { subject == .layout(kind) }

  /// Whether an unsatisfiable-constraints report listing `identifiers` is this one.
  func matches(constraintIdentifiers identifiers: [String]) -> Bool {
    guard case .unsatisfiableConstraints(let identifier) = subject else { return false }
    return identifier.isEmpty || identifiers.contains(identifier)
  }

  /// Whether the input diagnostic `message` is this one.
  func matches(inputMessage message: String) -> Bool {
    guard case .inputSanitized(let text) = subject else { return false }
    return text.isEmpty || message.contains(text)
  }
}

/// The expectations of one `DeviceSimulator.expectDiagnostic(_:during:)`
/// call and which of them a diagnostic met.
final class DiagnosticExpectationScope {
  let expected: [ExpectedDiagnostic]
  var met: [Bool]

  init(_ expected: [ExpectedDiagnostic]) {
    self.expected = expected
    met = Array(repeating: false, count: expected.count)
  }
}
