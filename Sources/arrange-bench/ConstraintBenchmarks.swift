import ArrangementConstraints

// The constraint engine's benchmarks: Kiwi's enaml-like system (Docs/Performance.md). Kiwi
// 1.5.1 on this machine: 0.67 ms per build, 2.39 µs per resize.

/// The resize benchmark's solver, kept between batches.
private final class EnamlResizeState {
  var enaml: EnamlSolver
  let sizes: [(width: Double, height: Double)]
  var next = 0

  init(_ system: EnamlSystem) {
    enaml = EnamlSolver(system)
    sizes = system.solutions.map { ($0.width, $0.height) }
    enaml.check(system)
  }
}

extension Benchmark {
  @MainActor
  static var constraintBenchmarks: [Benchmark] {
    let system = EnamlSystem.load()
    let resize = EnamlResizeState(system)
    var template = ConstraintSolver()
    let variables = system.variableNames.map { template.makeVariable(named: $0) }
    let constraints = EnamlSolver.constraints(system, variables)
    return [
      Benchmark(
        "constraints.enaml.build",
        "Kiwi's enaml-like form: 37 variables, 2 edits, 111 constraints added to a new solver"
      ) { iterations in
        var sum = 0.0
        for _ in 0..<iterations {
          let enaml = EnamlSolver(system, constraints: constraints)
          sum += Double(enaml.solver.constraintCount)
        }
        return sum
      },
      Benchmark(
        "constraints.enaml.resize",
        "suggest width and height (the file's six sizes in turn), read all 37 variables"
      ) { iterations in
        var sum = 0.0
        for _ in 0..<iterations {
          let size = resize.sizes[resize.next]
          resize.next = resize.next == resize.sizes.count - 1 ? 0 : resize.next + 1
          sum += resize.enaml.resize(width: size.width, height: size.height)
        }
        return sum
      },
    ]
  }
}
