/// Reading the text format of ``ConstraintSystem``.
extension ConstraintSystem {
  /// Parses a system (see ``ConstraintSystem`` for the format).
  ///
  /// ```swift
  /// let system = try ConstraintSystem.parse("# variables: x\nx - 4 >= 0 | required\n")
  /// ```
  ///
  /// Degenerate input: a malformed line throws ``ParseError`` naming its number.
  package static func parse(_ text: String) throws(ParseError) -> ConstraintSystem {
    var system = ConstraintSystem()
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = trimmed(raw)
      if line.hasPrefix("# variables:") {
        system.variableNames = line.dropFirst("# variables:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("# solve ") {
        system.solutions.append(try solution(line.dropFirst("# solve ".count), line: number + 1))
      } else if line.hasPrefix("# edit ") {
        let parts = line.dropFirst("# edit ".count).split(separator: "|")
        guard parts.count == 2, let priority = strength(trimmed(parts[1])) else {
          throw ParseError(description: "line \(number + 1): expected `# edit NAME | STRENGTH`")
        }
        system.edits.append(Edit(name: trimmed(parts[0]), priority: priority))
      } else if !line.isEmpty && !line.hasPrefix("#") {
        system.lines.append(try constraint(line, line: number + 1))
      }
    }
    if system.edits.isEmpty, let first = system.solutions.first {
      // enaml-like.txt: the suggested names are the edits, at Kiwi's `strong`.
      system.edits = first.edits.map { Edit(name: $0.name, priority: 750) }
    }
    return system
  }

  static func trimmed(_ text: Substring) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        .reversed())
  }

  /// A strength name or a priority number (0 < p ≤ 1000).
  static func strength(_ text: String) -> Priority? {
    if let named = namedPriorities.first(where: { $0.name == text }) { return named.priority }
    guard let value = Float(text), Priority(value).isValid else { return nil }
    return Priority(value)
  }

  /// `width=400 height=600: left=0 height=600 …`.
  static func solution(_ text: Substring, line: Int) throws(ParseError) -> Solution {
    let halves = text.split(separator: ":", maxSplits: 1)
    func pairs(_ part: Substring) throws(ParseError) -> [(name: String, value: Double)] {
      var values: [(name: String, value: Double)] = []
      for pair in part.split(separator: " ") {
        let sides = pair.split(separator: "=")
        guard sides.count == 2, let value = Double(sides[1]) else {
          throw ParseError(description: "line \(line): bad value `\(pair)`")
        }
        values.append((String(sides[0]), value))
      }
      return values
    }
    guard halves.count == 2 else { throw ParseError(description: "line \(line): a solve line needs `edit=… …: …`") }
    var values: [String: Double] = [:]
    for pair in try pairs(halves[1]) { values[pair.name] = pair.value }
    return Solution(edits: try pairs(halves[0]), values: values)
  }

  /// `fl1top + 0.5*fl1height - lb1top >= 0 | strong`.
  static func constraint(_ text: String, line: Int) throws(ParseError) -> Line {
    let parts = text.split(separator: "|")
    guard parts.count == 2, let priority = strength(trimmed(parts[1])) else {
      throw ParseError(description: "line \(line): expected `expression relation 0 | strength`")
    }
    var tokens = parts[0].split(separator: " ").map(String.init)
    guard tokens.count >= 3, tokens.removeLast() == "0" else {
      throw ParseError(description: "line \(line): the right side must be 0")
    }
    let relations: [String: Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
    guard let relation = relations[tokens.removeLast()] else {
      throw ParseError(description: "line \(line): no relation")
    }
    var result = Line(terms: [], constant: 0, relation: relation, priority: priority)
    var sign = 1.0
    for token in tokens {
      if token == "+" || token == "-" {
        sign = token == "+" ? 1 : -1
        continue
      }
      var body = Substring(token)
      var factor = sign
      if body.hasPrefix("-") {
        factor = -factor
        body = body.dropFirst()
      }
      if let number = Double(body) {
        result.constant += factor * number
      } else {
        let pieces = body.split(separator: "*")
        let coefficient = pieces.count == 2 ? Double(pieces[0]) : 1
        guard let coefficient, let name = pieces.last, pieces.count <= 2 else {
          throw ParseError(description: "line \(line): bad term `\(token)`")
        }
        result.terms.append((String(name), factor * coefficient))
      }
      sign = 1
    }
    return result
  }
}
