extension Benchmark {
  /// Every benchmark, in report order.
  static var all: [Benchmark] {
    [baselineBenchmark] + solveBenchmarks + controllerBenchmarks + [matrixBenchmark] + regionBenchmarks
      + autoLayoutBenchmarks
      + [overflowBenchmark] + constraintBenchmarks
  }
}
