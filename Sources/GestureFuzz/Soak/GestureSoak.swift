// The memory-flatness run (`scripts/fuzz --soak`): millions of events through one
// long-lived host (the standard arena and every interaction, invariants on), built in
// release without sanitizers, printing the resident set size as it goes. Linux only: it
// reads /proc/self/status.
import Foundation
@_spi(Tooling) import GestureTesting

@main
struct GestureSoak {
  static func main() {
    let arguments = CommandLine.arguments
    if arguments.count > 2, arguments[1] == "--find" {
      return find(streams: Int(arguments[2]) ?? 1000, output: arguments.count > 3 ? arguments[3] : "found")
    }
    let events = arguments.count > 1 ? Int(arguments[1]) ?? 10_000_000 : 10_000_000
    var generator = FuzzGenerator(seed: 0x534F_414B)
    let driver = FuzzDriver(header: 0b1010_0101)
    let streamLength = 1000
    var reports = Set([0, events / 4, events / 2, 3 * events / 4])
    let start = Date()
    var startRSS = 0
    var violations = 0
    print("soak: \(events) events through one host, invariants on")
    while driver.steps < events {
      if let report = reports.first(where: { driver.steps >= $0 }) {
        reports.remove(report)
        let rss = memory("VmRSS")
        if report == 0 { startRSS = rss }
        print("soak: \(driver.steps) events, RSS \(rss) kB")
      }
      let bytes = generator.stream(steps: streamLength)
      bytes.withUnsafeBufferPointer { driver.play($0, from: 1) }
      if driver.isClean { driver.play(.checkpoint) }
      if !driver.isClean {
        // Counted, and the run goes on: the figure here is memory, the findings are the
        // fuzzer's (a stream stops at its first violation).
        if violations == 0 {
          print("soak: invariant broken after \(driver.steps) events: \(driver.violations[0])")
        }
        violations += 1
        driver.clearViolations()
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let endRSS = memory("VmRSS")
    print("soak: \(driver.steps) events, RSS \(endRSS) kB")
    print(
      "soak: done in \(String(format: "%.1f", seconds)) s "
        + "(\(Int(Double(driver.steps) / seconds)) events/s); RSS start \(startRSS) kB, "
        + "end \(endRSS) kB, growth \(endRSS - startRSS) kB; peak (VmHWM) \(memory("VmHWM")) kB; "
        + "\(violations) streams broke an invariant")
    if violations > 0 { exit(1) }
  }

  /// Plays fresh hosts over long random streams (5000 steps each) until one breaks an
  /// invariant, and writes that stream to `output`: an input for `scripts/fuzz --minimize`.
  static func find(streams: Int, output: String) {
    for seed in 0..<streams {
      var generator = FuzzGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
      let bytes = generator.stream(steps: 5000)
      let driver = FuzzDriver.run(bytes)
      if let violation = driver.violations.first {
        _ = FileManager.default.createFile(atPath: output, contents: Data(bytes))
        print("soak: stream \(seed) broke after \(driver.steps) steps: \(violation); saved to \(output)")
        exit(1)
      }
    }
    print("soak: \(streams) streams of 5000 steps, no violation")
  }

  /// A field of /proc/self/status, in kB (0 where there is none).
  static func memory(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
  }
}
