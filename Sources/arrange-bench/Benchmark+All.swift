extension Benchmark {
  /// Every benchmark, in report order.
  static var all: [Benchmark] {
    [baselineBenchmark] + solveBenchmarks + controllerBenchmarks + nestedControllerBenchmarks + [matrixBenchmark]
      + regionBenchmarks
      + autoLayoutBenchmarks + autoLayoutShapeBenchmarks
      + [overflowBenchmark] + constraintBenchmarks
  }
}
