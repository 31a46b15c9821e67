import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// The pins an item asks for, as their values alone or as whole specs.
  ///
  /// A pass refreshes every pin (`refreshAllPins()`, a translating view's frame as its
  /// superview sets it, a guide's insets in its view's layout step): almost always the pins
  /// exist and only their values may have moved, so the list is first built with values only
  /// (no expression, no name: nothing allocated, issue 30), and with whole specs only when the
  /// pins are made or one of them is refused. The pin makers (`translatingPins`,
  /// `systemGuidePins`, `safeAreaPins`) add their pins through ``add(_:_:value:name:priority:)``,
  /// whose expression and name are evaluated only when specs are built.
  struct PinList {
    /// Whether expressions and names are built, not only values.
    let buildsSpecs: Bool
    /// What tells the pins' expressions apart where their values do not (`setPins`).
    var shape = 0
    /// The pins' values in order.
    var values = PinValues()
    /// The pins, when `buildsSpecs`.
    var specs: [PinSpec] = []

    /// Adds a pin: `expression relation value`, required unless `priority` says otherwise.
    mutating func add(
      _ expression: @autoclosure () -> LinearExpression, _ relation: ArrangementConstraints.Relation = .equal,
      value: Double, name: @autoclosure () -> String, priority: Float = 1000
    ) {
      values.append(value)
      if buildsSpecs {
        specs.append(
          PinSpec(expression: expression(), relation: relation, value: value, name: name(), priority: priority))
      }
    }
  }

  /// Up to six pin values stored inline (the most any item has: a readable content guide's),
  /// so that comparing a refresh's values with a record's allocates nothing.
  ///
  /// A seventh value marks the list as overflowed: it then matches no record's values, so the
  /// pins are rebuilt from whole specs (correct, only slower).
  struct PinValues {
    /// How many values were appended.
    private(set) var count = 0
    private var value0 = 0.0
    private var value1 = 0.0
    private var value2 = 0.0
    private var value3 = 0.0
    private var value4 = 0.0
    private var value5 = 0.0

    /// The value at `index` (0 ..< min(count, 6)).
    subscript(index: Int) -> Double {
      switch index {
      case 0: value0
      case 1: value1
      case 2: value2
      case 3: value3
      case 4: value4
      default: value5
      }
    }

    /// Appends a value; past six, only the count grows (the list then matches nothing).
    mutating func append(_ value: Double) {
      switch count {
      case 0: value0 = value
      case 1: value1 = value
      case 2: value2 = value
      case 3: value3 = value
      case 4: value4 = value
      case 5: value5 = value
      default: break
      }
      count += 1
    }

    /// Whether these are exactly `values` (same count, each value identical).
    func matches(_ values: [Double]) -> Bool {
      guard count <= 6, count == values.count else { return false }
      for index in 0..<count where self[index] != values[index] { return false }
      return true
    }
  }
}
