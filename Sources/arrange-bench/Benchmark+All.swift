extension Benchmark {
  /// Every benchmark, in report order.
  static var all: [Benchmark] {
    [baselineBenchmark] + solveBenchmarks + controllerBenchmarks + navigationBenchmarks + nestedControllerBenchmarks
      + [matrixBenchmark]
      + regionBenchmarks
      + autoLayoutBenchmarks + autoLayoutShapeBenchmarks + dynamicTypeBenchmarks
      + [overflowBenchmark] + constraintBenchmarks
  }
}
