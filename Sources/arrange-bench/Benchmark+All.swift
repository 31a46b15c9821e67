extension Benchmark {
  /// Every benchmark, in report order.
  static var all: [Benchmark] {
    solveBenchmarks + [matrixBenchmark] + regionBenchmarks
  }
}
