#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic nanoseconds, read with `clock_gettime` (about 20 ns per read through the vDSO;
/// reads happen once per batch, never per operation).
@inline(__always)
func nowNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// Where benchmark results go so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var blackHoleSink: Double = 0

/// Consumes a value computed from the benchmark's results. Never inlined, writes a global.
@inline(never)
func blackHole(_ value: Double) {
  blackHoleSink += value
}
