import Foundation

// Text and JSON reports.

extension Measurement {
  /// `12.3` — nanoseconds with one decimal.
  static func format(_ value: Double) -> String { String(format: "%.1f", value) }

  /// Allocations per operation: `0`, or with two decimals when fractional.
  static func formatAllocations(_ value: Double) -> String {
    value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }
}

enum Report {
  /// Kiwi 1.5.1's time on this machine for the constraint benchmarks (issue 21), nanoseconds.
  static let kiwiNanoseconds: [String: Double] = [
    "constraints.enaml.build": 670_000, "constraints.enaml.resize": 2_390,
  ]

  /// Median time of a `constraints.*` benchmark over Kiwi's time on this machine.
  static func kiwiRatio(_ m: Measurement) -> Double? {
    kiwiNanoseconds[m.name].map { m.medianNanoseconds / $0 }
  }

  /// Median time of a `solve.*` benchmark over the baseline's, when both were measured.
  static func baselineRatio(_ m: Measurement, in measurements: [Measurement]) -> Double? {
    guard m.name.hasPrefix("solve."),
      let baseline = measurements.first(where: { $0.name == Benchmark.baselineName }),
      baseline.medianNanoseconds > 0
    else { return nil }
    return m.medianNanoseconds / baseline.medianNanoseconds
  }

  /// A fixed-width table, one benchmark per line.
  static func text(_ measurements: [Measurement]) -> String {
    var lines: [String] = []
    let nameWidth = max(24, (measurements.map(\.name.count).max() ?? 0) + 2)
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return left ? text + padding : padding + text
    }
    lines.append(
      pad("benchmark", nameWidth, left: true) + pad("median ns", 11) + pad("min ns", 12)
        + pad("max ns", 12) + pad("allocs/op", 11) + pad("ns/solve", 10) + pad("× baseline", 12)
        + "  batch × samples")
    for m in measurements {
      let perSolve =
        m.solvesPerOperation > 1
        ? Measurement.format(m.medianNanoseconds / Double(m.solvesPerOperation)) : "-"
      lines.append(
        pad(m.name, nameWidth, left: true) + pad(Measurement.format(m.medianNanoseconds), 11)
          + pad(Measurement.format(m.minimumNanoseconds), 12)
          + pad(Measurement.format(m.maximumNanoseconds), 12)
          + pad(Measurement.formatAllocations(m.allocations), 11) + pad(perSolve, 10)
          + pad(
            baselineRatio(m, in: measurements).map(Measurement.format)
              ?? kiwiRatio(m).map { String(format: "%.2f Kiwi", $0) } ?? "-", 12)
          + "  \(m.iterationsPerSample) × \(m.samples)")
    }
    lines.append("")
    for m in measurements { lines.append("\(m.name): \(m.summary)") }
    return lines.joined(separator: "\n")
  }

  /// One JSON object keyed by benchmark name, in run order:
  /// `{ "solve.split": { "median_ns": 12.3, "min_ns": …, "max_ns": …, "allocations": 0,
  /// "baseline_ratio": 4.1 }, … }` (`baseline_ratio` for `solve.*` when the baseline ran;
  /// `kiwi_ratio` for `constraints.*`: the median over Kiwi's time on this machine).
  static func json(_ measurements: [Measurement]) -> String {
    let entries = measurements.map { m in
      "  \"\(m.name)\": { \"median_ns\": \(Measurement.format(m.medianNanoseconds)), "
        + "\"min_ns\": \(Measurement.format(m.minimumNanoseconds)), "
        + "\"max_ns\": \(Measurement.format(m.maximumNanoseconds)), "
        + "\"allocations\": \(Measurement.formatAllocations(m.allocations))"
        + (baselineRatio(m, in: measurements).map { ", \"baseline_ratio\": \(String(format: "%.2f", $0))" } ?? "")
        + (kiwiRatio(m).map { ", \"kiwi_ratio\": \(String(format: "%.2f", $0))" } ?? "")
        + " }"
    }
    return "{\n" + entries.joined(separator: ",\n") + "\n}"
  }
}
