import Foundation

/// The diagnostics of one layout, stored inline so that solving does not allocate.
///
/// Up to ``inlineCapacity`` diagnostics live inside the value; more spill into an array (the
/// only time solving allocates, and only for pathological input such as dozens of ignored
/// regions).
@usableFromInline
struct DiagnosticList: Hashable, Sendable {
  @usableFromInline static let inlineCapacity = 8

  @usableFromInline
  typealias Storage = (
    ArrangementDiagnostic, ArrangementDiagnostic, ArrangementDiagnostic, ArrangementDiagnostic,
    ArrangementDiagnostic, ArrangementDiagnostic, ArrangementDiagnostic, ArrangementDiagnostic
  )

  @usableFromInline var storage: Storage
  @usableFromInline var inlineCount: Int = 0
  @usableFromInline var overflow: [ArrangementDiagnostic] = []

  @inlinable
  init() {
    let blank = ArrangementDiagnostic(kind: .nonFiniteValue, subject: .context)
    storage = (blank, blank, blank, blank, blank, blank, blank, blank)
  }

  init(_ diagnostics: [ArrangementDiagnostic]) {
    self.init()
    for diagnostic in diagnostics { append(diagnostic) }
  }

  @inlinable
  var count: Int { inlineCount + overflow.count }

  @inlinable
  var isEmpty: Bool { inlineCount == 0 }

  @inlinable
  mutating func append(_ diagnostic: ArrangementDiagnostic) {
    if inlineCount < Self.inlineCapacity {
      withUnsafeMutableBytes(of: &storage) { raw in
        raw.bindMemory(to: ArrangementDiagnostic.self)[inlineCount] = diagnostic
      }
      inlineCount += 1
    } else {
      overflow.append(diagnostic)
    }
  }

  @inlinable
  subscript(index: Int) -> ArrangementDiagnostic {
    if index < inlineCount {
      return withUnsafeBytes(of: storage) { raw in
        raw.bindMemory(to: ArrangementDiagnostic.self)[index]
      }
    }
    return overflow[index - inlineCount]
  }

  var array: [ArrangementDiagnostic] {
    var result: [ArrangementDiagnostic] = []
    result.reserveCapacity(count)
    for index in 0..<count { result.append(self[index]) }
    return result
  }

  @usableFromInline
  static func == (lhs: DiagnosticList, rhs: DiagnosticList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
    return true
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for index in 0..<count { hasher.combine(self[index]) }
  }
}
