import CAllocationCounter

/// One named benchmark: a body that runs `iterations` operations and returns a checksum of
/// their results (the harness consumes it with ``blackHole(_:)``).
@MainActor
struct Benchmark {
  /// The name in the report, e.g. `solve.split`.
  let name: String
  /// A one-line description for the text report.
  let summary: String
  /// How many solver calls one operation makes (16 for `matrix.duo`), for the per-solve column.
  let solvesPerOperation: Int
  /// Runs `iterations` operations; the result is a checksum of what they computed.
  let body: @MainActor (_ iterations: Int) -> Double

  init(
    _ name: String, _ summary: String, solvesPerOperation: Int = 1,
    body: @escaping @MainActor (_ iterations: Int) -> Double
  ) {
    self.name = name
    self.summary = summary
    self.solvesPerOperation = solvesPerOperation
    self.body = body
  }
}

/// The result of measuring one benchmark.
struct Measurement {
  let name: String
  let summary: String
  let solvesPerOperation: Int
  let medianNanoseconds: Double
  let minimumNanoseconds: Double
  let maximumNanoseconds: Double
  /// Heap allocations (malloc-family calls) per operation.
  let allocations: Double
  let iterationsPerSample: Int
  let samples: Int
}

/// How long and how often to measure.
struct MeasurementPlan {
  /// Time spent running the body before measuring (page faults, caches, branch predictors).
  var warmUpNanoseconds: UInt64
  /// The shortest a timed batch may be; the batch size doubles until a batch takes this long.
  var minimumBatchNanoseconds: UInt64
  /// Timed batches; median / min / max are taken over their per-operation times.
  var samples: Int

  /// Short batches and many of them: on a machine shared with other work, a batch that is
  /// interrupted (preempted, migrated) is an outlier the median ignores; long batches would
  /// almost all be interrupted.
  static let full = MeasurementPlan(
    warmUpNanoseconds: 100_000_000, minimumBatchNanoseconds: 250_000, samples: 201)
  static let quick = MeasurementPlan(
    warmUpNanoseconds: 1_000_000, minimumBatchNanoseconds: 100_000, samples: 5)
}

extension Benchmark {
  /// Warms up, sizes the batch, times `plan.samples` batches, then counts allocations over one
  /// more batch (counting is off while timing).
  func measure(_ plan: MeasurementPlan) -> Measurement {
    // Warm-up, which also sizes the batch.
    var iterations = 1
    var warmUpStart = nowNanoseconds()
    while true {
      let start = nowNanoseconds()
      blackHole(body(iterations))
      let elapsed = nowNanoseconds() - start
      if elapsed >= plan.minimumBatchNanoseconds {
        if start - warmUpStart >= plan.warmUpNanoseconds { break }
      } else {
        iterations *= 2
        warmUpStart = start
      }
    }

    var perOperation: [Double] = []
    perOperation.reserveCapacity(plan.samples)
    for _ in 0..<plan.samples {
      let start = nowNanoseconds()
      let checksum = body(iterations)
      let elapsed = nowNanoseconds() - start
      blackHole(checksum)
      perOperation.append(Double(elapsed) / Double(iterations))
    }
    perOperation.sort()

    allocation_counter_reset()
    allocation_counter_set_enabled(1)
    let checksum = body(iterations)
    allocation_counter_set_enabled(0)
    blackHole(checksum)
    let allocations = Double(allocation_counter_allocations()) / Double(iterations)

    return Measurement(
      name: name, summary: summary, solvesPerOperation: solvesPerOperation,
      medianNanoseconds: perOperation[perOperation.count / 2],
      minimumNanoseconds: perOperation[0],
      maximumNanoseconds: perOperation[perOperation.count - 1],
      allocations: allocations, iterationsPerSample: iterations, samples: plan.samples)
  }
}
