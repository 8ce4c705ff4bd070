import Foundation
import GestureCore
@_spi(Tooling) import GestureTesting
import Testing

/// The fuzzer's findings and a deterministic mini-fuzz, through the same driver as
/// `scripts/fuzz` (``FuzzDriver``) with every invariant on, so `swift test` exercises it
/// without libFuzzer.
@Suite struct FuzzReplayTests {
  /// `fuzz/` at the package root, from this file's location.
  static let fuzzDirectory: String = {
    var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)  // Tests/GestureCoreTests/Reliability/FuzzReplayTests.swift
    return components.joined(separator: "/") + "/fuzz"
  }()

  /// The files of a directory under `fuzz/`, sorted, without hidden files and notes.
  static func files(in directory: String) -> [String] {
    let path = fuzzDirectory + "/" + directory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map {
      path + "/" + $0
    }
  }

  /// Every saved finding replays clean: each file in `fuzz/regressions/` is the minimal
  /// input of a crash or broken invariant the fuzzer found (its README says what each was).
  @Test func everyRegressionReplaysClean() throws {
    let paths = Self.files(in: "regressions")
    #expect(!paths.isEmpty)
    for path in paths {
      #expect(try Self.replay(path) == [], "\(path)")
    }
  }

  /// Writes a stream that broke an invariant to `.build/fuzz/`, for `FUZZ_EXPLAIN` and
  /// `scripts/fuzz --minimize`; returns its path.
  static func save(_ bytes: [UInt8], as name: String) -> String {
    let directory = fuzzDirectory.dropLast("fuzz".count) + ".build/fuzz"
    try? FileManager.default.createDirectory(atPath: String(directory), withIntermediateDirectories: true)
    let path = directory + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  /// The violations of a saved input, replayed with every invariant on.
  static func replay(_ path: String) throws -> [Invariants.Violation] {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    return FuzzDriver.run(bytes).violations
  }

  /// Two fingers near 1e300 overflowed the recognizers' centroid to ±inf and the translation
  /// to NaN; the arena now refuses coordinates beyond ±1e15 (`locationOutOfRange`).
  @Test func centroidOverflowHugeCoordinates() throws {
    #expect(try Self.replay(Self.fuzzDirectory + "/regressions/centroid-overflow-huge-coordinates") == [])
  }

  /// A finite container 1.8e308 pt wide made the floating view lay out at x = inf; the store
  /// now ignores containers beyond ±1e15 pt.
  @Test func dragSnapInfiniteFrame() throws {
    #expect(try Self.replay(Self.fuzzDirectory + "/regressions/dragsnap-infinite-frame") == [])
  }

  /// The seed corpus (the shipped traces and hand-made streams) replays clean and is not
  /// empty.
  @Test func everySeedReplaysClean() throws {
    let seeds = Self.files(in: "corpus")
    #expect(seeds.count >= 7)
    for path in seeds {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let driver = FuzzDriver.run(bytes)
      #expect(driver.violations == [], "\(path)")
    }
  }

  /// 20 000 seeded random streams of 60 steps: fingers, bad input and host calls.
  @Test func seededRandomStreamsKeepEveryInvariant() {
    var generator = FuzzGenerator(seed: 0x4655_5A5A)
    var steps = 0
    var failures = 0
    for stream in 0..<20_000 where failures < 5 {
      let bytes = generator.stream(steps: 60)
      let driver = FuzzDriver.run(bytes)
      steps += driver.steps
      guard let violation = driver.violations.first else { continue }
      Issue.record("stream \(stream): \(violation); saved in \(Self.save(bytes, as: "seeded-\(stream)"))")
      failures += 1
    }
    // Most streams play all their steps (a stream stops at its first violation).
    #expect(steps >= 20_000 * 55)
  }

  /// One long-lived host over many streams (no reset between them), as the soak run does.
  @Test func oneHostOverManyStreamsKeepsEveryInvariant() {
    var generator = FuzzGenerator(seed: 0x534F_414B)
    let driver = FuzzDriver(header: 0b0110_0101)
    for _ in 0..<200 {
      let bytes = generator.stream(steps: 200)
      bytes.withUnsafeBufferPointer { driver.play($0, from: 1) }
      driver.play(.checkpoint)
      if !driver.isClean { break }
    }
    #expect(driver.violations == [])
    #expect(driver.steps >= 200 * 200)
  }

  /// Row actions (kind 13, arguments 8–14: complete, delete, the four moves, add item below)
  /// sent while a gesture is part-way (a swipe, a pinch, a lift on row 0) and after it was
  /// cancelled and came to rest keep every invariant, and those the store allows go through.
  @Test func rowActionsAmidGesturesKeepEveryInvariant() {
    let driver = FuzzDriver(header: 0b0110_0000)  // 5 rows: index 0b011 of the row counts.
    driver.list.recordsEffects = true
    for gesture in 0..<4 {
      driver.play(.listStore(1, UInt8(gesture), 30, 0))  // Part-way on row 0, finger down.
      for action in 8...14 { driver.play(.listStore(13, UInt8(action), 0, 2)) }  // On row 2.
      driver.play(.listStore(13, 0, 0, 0))  // Cancel.
      driver.play(.advance(by: 1))  // The springs home come to rest.
      for action in 8...14 { driver.play(.listStore(13, UInt8(action), 0, 1)) }  // On row 1.
      driver.play(.listStore(12, 0, 0, 0))  // The app answers.
    }
    driver.play(.checkpoint)
    #expect(driver.violations == [])
    let effects = driver.list.effects
    #expect(effects.contains { if case .insert = $0 { true } else { false } })
    #expect(effects.contains { if case .move = $0 { true } else { false } })
    #expect(effects.contains { if case .complete = $0 { true } else { false } })
  }

  /// Deletes the app defers (kind 9, bit 32), answered both ways (bit 1: keeps the row), late
  /// (0.25 s, or 2 s with bit 128), twice (bit 64), early (kind 12) and amid data changes,
  /// keep every invariant: no item lost or duplicated, nothing half-way once touches end.
  @Test(arguments: [0b0010_0000, 0b0010_0001, 0b0110_0000, 0b1110_0001, 0b1010_0100] as [UInt8])
  func deferredDeletesKeepEveryInvariant(habits: UInt8) {
    let driver = FuzzDriver(header: 0b0110_0000)  // 5 rows: index 0b011 of the row counts.
    driver.list.recordsEffects = true
    driver.play(.listStore(9, habits, 0, 0))
    driver.play(.listStore(13, 6, 0, 1))  // Delete row 1 (`.commit`): deferred.
    driver.play(.listStore(13, 9, 0, 2))  // The row action delete on row 2: deferred.
    driver.play(.listStore(0, 0, 50, 30))  // A swipe event on row 0 meanwhile.
    driver.play(.listStore(5, 0, 60, 0))  // The app inserts an item at the top.
    driver.play(.advance(by: 0.1))
    driver.play(.listStore(13, 6, 0, 0))  // Delete row 0.
    driver.play(.listStore(12, 0, 0, 0))  // The app answers now, deferred deletes included.
    driver.play(.listStore(13, 6, 0, 3))  // Another, left to its late answer.
    driver.play(.advance(by: 3))
    driver.play(.checkpoint)
    #expect(driver.violations == [])
    let effects = driver.list.effects
    #expect(effects.filter { if case .delete = $0 { true } else { false } }.count >= 3)
    #expect(!driver.list.app.isAnswering)
    #expect(driver.list.store.rows.map(\.id) == driver.list.app.items)
  }

  /// Prints what a finding does, step by step: `FUZZ_EXPLAIN=fuzz/regressions/FILE swift test
  /// --filter explain` (does nothing otherwise).
  @Test func explain() throws {
    guard let path = ProcessInfo.processInfo.environment["FUZZ_EXPLAIN"] else { return }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let driver = FuzzDriver(header: bytes.first ?? 0)
    driver.log = { print($0) }
    bytes.withUnsafeBufferPointer { driver.play($0, from: 1) }
    if driver.isClean { driver.play(.checkpoint) }
    print("violations: \(driver.violations)")
  }

  /// A stream decodes to the steps it was encoded from.
  @Test func encodingRoundTrips() {
    var generator = FuzzGenerator(seed: 1)
    var steps: [FuzzStep] = []
    for _ in 0..<2000 { steps.append(generator.step()) }
    let bytes = steps.flatMap { $0.encoded() }
    var decoded: [FuzzStep] = []
    bytes.withUnsafeBufferPointer { buffer in
      var input = FuzzInput(buffer)
      while let step = input.next() { decoded.append(step) }
    }
    #expect(decoded.count == steps.count)
    // NaN is never equal to itself: compare the encodings.
    #expect(decoded.map { $0.encoded() } == steps.map { $0.encoded() })
  }
}
