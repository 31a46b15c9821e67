extension Benchmark {
  /// Every benchmark, in report order.
  static var all: [Benchmark] {
    solveBenchmarks + controllerBenchmarks + [matrixBenchmark] + regionBenchmarks
      + [overflowBenchmark]
  }
}
