/// One column of the simplex tableau: a variable of the caller's, or one the solver made.
///
/// The solver's own symbols are the standard ones of the Cassowary family: a *slack* turns an
/// inequality into an equality (`slack ≥ 0`), an *error* measures how far an optional
/// constraint is from holding (`error ≥ 0`, counted in the objective), a *dummy* marks a
/// required equality (held at 0, never chosen to enter the basis). Symbols compare by `id`,
/// which is also their column order inside a row.
struct Symbol: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// What the symbol stands for.
  enum Kind: UInt8, Sendable {
    /// A caller's variable: unrestricted in sign.
    case external
    /// An inequality's slack: never negative.
    case slack
    /// An optional constraint's error: never negative, costs in the objective.
    case error
    /// A required equality's marker: always 0.
    case dummy
  }

  /// The column number; unique among the symbols alive in one solver (ids are reused once a
  /// symbol has left the tableau).
  var id: Int32
  /// What it stands for.
  var kind: Kind

  /// No symbol.
  static let none = Symbol(id: -1, kind: .dummy)

  /// Whether this is a real symbol rather than ``none``.
  var exists: Bool { id >= 0 }

  /// Whether the symbol may never be negative (slacks, errors and dummies).
  var isRestricted: Bool { kind != .external }

  /// Whether the simplex may choose the symbol to enter the basis (slacks and errors).
  var isPivotable: Bool { kind == .slack || kind == .error }

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
  static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// `x3`, `s4`, `e5` or `d6`.
  var description: String {
    let letter: String
    switch kind {
    case .external: letter = "x"
    case .slack: letter = "s"
    case .error: letter = "e"
    case .dummy: letter = "d"
    }
    return "\(letter)\(id)"
  }
}
