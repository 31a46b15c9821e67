import ArrangementConstraints

/// A small constraint system solved exactly by enumeration, the differential tests' oracle.
///
/// Every variable is boxed in `-bound … bound` by required constraints, so the feasible region
/// is a polytope and the lexicographic optimum is reached at a vertex of the arrangement of
/// all constraint boundaries. The reference intersects every `n` of the boundaries with exact
/// fractions, keeps the points that satisfy the required constraints, and orders them by their
/// error vector (one total per priority, highest first). Its answers are exact: whether the
/// required constraints can hold, the optimal error vector, and which variables take more
/// than one value over the optimal vertices (the ambiguous ones: the optimal set is the hull of
/// those vertices).
struct ReferenceSystem {
  /// One constraint: `Σ coefficients[i] × x[i] + constant  relation  0`.
  struct Row: Hashable {
    var coefficients: [Int]
    var constant: Int
    var relation: Relation
    var priority: Float  // 1000 = required
  }

  let variableCount: Int
  var rows: [Row]

  /// The boundary of every row (and of the box) as `(a, b)` with `a · x + b = 0`.
  private var planes: [([Int], Int)] {
    var planes = rows.map { ($0.coefficients, $0.constant) }
    for index in 0..<variableCount {
      var unit = [Int](repeating: 0, count: variableCount)
      unit[index] = 1
      planes.append((unit, -ReferenceSystem.bound))
      planes.append((unit, ReferenceSystem.bound))
    }
    return planes
  }

  /// The box every variable lives in.
  static let bound = 60

  /// The value of a row's expression at `point`.
  static func value(_ row: Row, at point: [Rational]) -> Rational {
    var sum = Rational(row.constant)
    for (coefficient, x) in zip(row.coefficients, point) { sum = sum + Rational(coefficient) * x }
    return sum
  }

  /// How far `point` is from satisfying `row` (0 when it holds).
  static func error(_ row: Row, at point: [Rational]) -> Rational {
    let value = value(row, at: point)
    switch row.relation {
    case .equal: return value.magnitude
    case .lessThanOrEqual: return value < .zero ? .zero : value
    case .greaterThanOrEqual: return value < .zero ? value.magnitude : .zero
    }
  }

  /// Every vertex of the arrangement that satisfies the required rows (and the box).
  func feasibleVertices() -> [[Rational]] {
    let planes = self.planes
    var vertices: Set<[Rational]> = []
    var chosen: [Int] = []
    func visit(_ start: Int) {
      if chosen.count == variableCount {
        if let point = Self.intersect(chosen.map { planes[$0] }, count: variableCount), isFeasible(point) {
          vertices.insert(point)
        }
        return
      }
      guard start < planes.count else { return }
      for index in start..<planes.count {
        chosen.append(index)
        visit(index + 1)
        chosen.removeLast()
      }
    }
    visit(0)
    return vertices.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Whether `point` satisfies every required row and the box.
  func isFeasible(_ point: [Rational]) -> Bool {
    for x in point where Rational(ReferenceSystem.bound) < x.magnitude { return false }
    return rows.allSatisfy { $0.priority < 1000 || Self.error($0, at: point).isZero }
  }

  /// Whether the required rows can hold together.
  var isSatisfiable: Bool { !feasibleVertices().isEmpty }

  /// The optional priorities in use, highest first.
  var levels: [Float] { Set(rows.map(\.priority).filter { $0 < 1000 }).sorted(by: >) }

  /// The error totals of `point`, one per level.
  func errorVector(_ point: [Rational]) -> [Rational] {
    levels.map { level in
      rows.filter { $0.priority == level }.reduce(Rational.zero) { $0 + Self.error($1, at: point) }
    }
  }

  /// The optimal error vector and the vertices that reach it.
  func optimum() -> (errors: [Rational], vertices: [[Rational]])? {
    let vertices = feasibleVertices()
    guard !vertices.isEmpty else { return nil }
    let scored = vertices.map { ($0, errorVector($0)) }
    let best = scored.map(\.1).min { $0.lexicographicallyPrecedes($1) }!
    return (best, scored.filter { $0.1 == best }.map(\.0))
  }

  /// Which variables take more than one value over the optimal vertices.
  func ambiguousVariables() -> [Bool] {
    guard let optimum = optimum() else { return [] }
    return (0..<variableCount).map { index in Set(optimum.vertices.map { $0[index] }).count > 1 }
  }

  /// The single point where `planes` meet, or nil when they do not meet in one point
  /// (Gaussian elimination with exact fractions).
  static func intersect(_ planes: [([Int], Int)], count: Int) -> [Rational]? {
    var matrix = planes.map { plane in plane.0.map { Rational($0) } + [Rational(-plane.1)] }
    for column in 0..<count {
      guard let pivot = (column..<count).first(where: { !matrix[$0][column].isZero }) else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<count where row != column && !matrix[row][column].isZero {
        let factor = matrix[row][column] / matrix[column][column]
        for entry in column...count { matrix[row][entry] = matrix[row][entry] - factor * matrix[column][entry] }
      }
    }
    return (0..<count).map { matrix[$0][count] / matrix[$0][$0] }
  }
}
