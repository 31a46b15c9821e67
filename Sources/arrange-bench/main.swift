import CAllocationCounter
import Foundation

// arrange-bench — the performance benchmark of swift-arrangement (Docs/Performance.md).
//
//   swift run -c release arrange-bench            full run, text table
//   swift run -c release arrange-bench --json     full run, one JSON object
//   swift run -c release arrange-bench --quick    a few iterations only (CI: builds and runs)
//   swift run -c release arrange-bench solve.split matrix.duo   only the named benchmarks
//                                                                (a trailing `.` prefix-matches)

let usage = """
  usage: arrange-bench [--quick] [--json] [--list] [--profile N] [--digest [N]] [--dump-system NAME] [NAME…]

  Measures the arrangement solver and controller in this build (use -c release).
  Reports median / min / max nanoseconds per operation and heap allocations per operation.

    --quick   a few iterations only: proves the benchmark builds and runs; times are noise
    --json    print one JSON object: { "solve.split": { "median_ns": …, "min_ns": …,
              "max_ns": …, "allocations": … }, … }
    --list    list the benchmark names and exit
    --profile N   run each chosen benchmark N times without measuring (for callgrind / perf)
    --digest [N]  fingerprint the solver's behavior over N seeded random inputs (default
              200000); equal digests before and after an optimization = identical results
    --dump-system NAME  write the constraint system of a screen benchmark's window
              (autolayout.screen.N, .1000.labels; also autolayout.grid.N, .nested.N) in
              the text format of shared/bench/enaml-like.txt, with one resize as edits,
              after checking that it reads back to the window's frames
    NAME…     run only these benchmarks; `solve.` runs every name starting with `solve.`
            (choosing any `solve.` benchmark also runs `baseline.split`, for the ratios)
  """

var quick = false
var json = false
var list = false
var selected: [String] = []
var profileIterations: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--profile":
    guard let count = arguments.popFirst().flatMap({ Int($0) }), count > 0 else {
      FileHandle.standardError.write(Data("arrange-bench: --profile needs a positive count\n".utf8))
      exit(2)
    }
    profileIterations = count
  case "--digest":
    let count = arguments.first.flatMap { Int($0) }
    if count != nil { arguments.removeFirst() }
    let result = BehaviorDigest.run(count: count ?? 200_000)
    print(
      String(
        format: "digest %016llx over %d inputs, %d layout/explain mismatches",
        result.digest, count ?? 200_000, result.mismatches))
    print("decisions per rule: \(result.coverage)")
    exit(result.mismatches == 0 ? 0 : 1)
  case "--dump-system":
    guard let name = arguments.popFirst() else {
      FileHandle.standardError.write(Data("arrange-bench: --dump-system needs a benchmark name\n".utf8))
      exit(2)
    }
    SystemDump.run(name)
  case "--quick": quick = true
  case "--json": json = true
  case "--list": list = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    if argument.hasPrefix("-") {
      FileHandle.standardError.write(Data("arrange-bench: unknown option \(argument)\n\(usage)\n".utf8))
      exit(2)
    }
    selected.append(argument)
  }
}

let all = Benchmark.all
if list {
  for benchmark in all { print("\(benchmark.name)\t\(benchmark.summary)") }
  exit(0)
}
// Solve benchmarks report their ratio to the baseline, which is then timed in the same run
// (not when profiling: `--profile` runs exactly what is named).
let chosen =
  selected.isEmpty
  ? all
  : all.filter { benchmark in
    selected.contains { $0 == benchmark.name || ($0.hasSuffix(".") && benchmark.name.hasPrefix($0)) }
      || (benchmark.name == Benchmark.baselineName && profileIterations == nil
        && selected.contains { $0.hasPrefix("solve.") })
  }
if chosen.isEmpty {
  FileHandle.standardError.write(Data("arrange-bench: no benchmark matches \(selected)\n".utf8))
  exit(2)
}

// The allocation column is only a measurement if the counter sees allocations.
if let problem = AllocationCounterCheck.run() {
  FileHandle.standardError.write(Data("arrange-bench: allocation counter not working: \(problem)\n".utf8))
  exit(1)
}

// The ratios are only a measurement if the baseline computes what the solver does.
if let problem = BaselineSplit.check() {
  FileHandle.standardError.write(Data("arrange-bench: baseline not equivalent: \(problem)\n".utf8))
  exit(1)
}

#if DEBUG
  FileHandle.standardError.write(
    Data("arrange-bench: warning: debug build; measure with `swift run -c release arrange-bench`\n".utf8))
#endif

if let profileIterations {
  for benchmark in chosen { blackHole(benchmark.body(profileIterations)) }
  exit(0)
}

let plan = quick ? MeasurementPlan.quick : MeasurementPlan.full
var measurements: [Measurement] = []
for benchmark in chosen {
  measurements.append(benchmark.measure(plan))
}
print(json ? Report.json(measurements) : Report.text(measurements))
