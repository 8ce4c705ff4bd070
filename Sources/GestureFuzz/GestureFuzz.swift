// The libFuzzer entry point. Built by `scripts/fuzz` with `-sanitize=fuzzer,address` over
// GestureCore, GestureTesting and this file (not a package target: SwiftPM cannot add the
// fuzzer runtime to one target only).
@_spi(Tooling) import GestureTesting

#if canImport(Glibc)
  import Glibc
#endif

/// How many steps every input played, in total: the "events" figure `scripts/fuzz` prints.
nonisolated(unsafe) private var totalSteps = 0

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  atexit {
    print("gesture-fuzz: \(totalSteps) events")
  }
  return 0
}

/// Plays one input through the standard arena and every interaction, with the invariants
/// checked after every step; a broken invariant traps, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  let driver = FuzzDriver.run(bytes)
  totalSteps += driver.steps
  if let violation = driver.violations.first {
    fatalError("invariant broken after step \(driver.steps): \(violation)")
  }
  return 0
}
