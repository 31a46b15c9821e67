import CAllocationCounter

/// Proves the malloc interposer sees allocations made from Swift before any number is reported.
enum AllocationCounterCheck {
  /// `nil` when the counter works; otherwise what went wrong.
  static func run() -> String? {
    guard allocation_counter_self_test() == 1 else {
      return "a malloc/free pair in C was not counted (glibc only)"
    }
    // An Array built in Swift: its buffer comes from swift_allocObject → malloc in libswiftCore.
    let count = Int(blackHoleSink.isNaN ? 1 : 3) + CommandLine.arguments.count
    allocation_counter_reset()
    allocation_counter_set_enabled(1)
    let array = makeArray(count)
    allocation_counter_set_enabled(0)
    blackHole(Double(array.count))
    let seen = allocation_counter_allocations()
    allocation_counter_reset()
    if seen < 1 { return "an Array of \(count) Ints allocated from Swift was not counted" }
    return nil
  }

  @inline(never)
  static func makeArray(_ count: Int) -> [Int] {
    Array(repeating: 7, count: count)
  }
}
