import GestureCore
import Testing

@testable import GestureTesting

@Suite struct TraceParserTests {
  @Test func validLinesCommentsAndBlankLines() {
    let text = """
      # a comment
      {"t": 0.016, "id": 1, "phase": "began", "x": 120.5, "y": 300}

        # an indented comment
      {"y": -4, "x": 1e2, "phase": "moved", "id": -3, "t": 1, "force": 0.5}
      \t
      {"t": 0.5, "id": 9007199254740991, "phase": "stationary", "x": 0, "y": 0}
      {"t":0.6,"id":2,"phase":"ended","x":1,"y":2}
      {"t": 0.7, "id": 2, "phase": "cancelled", "x": 1, "y": 2}
      """
    let trace = Trace.parse(text)
    #expect(trace.problems == [])
    #expect(
      trace.samples == [
        TraceSample(line: 2, sample: TouchSample(id: TouchID(1), phase: .began, location: Point(x: 120.5, y: 300), timestamp: 0.016)),
        TraceSample(line: 5, sample: TouchSample(id: TouchID(-3), phase: .moved, location: Point(x: 100, y: -4), timestamp: 1)),
        TraceSample(line: 7, sample: TouchSample(id: TouchID(9_007_199_254_740_991), phase: .stationary, location: .zero, timestamp: 0.5)),
        TraceSample(line: 8, sample: TouchSample(id: TouchID(2), phase: .ended, location: Point(x: 1, y: 2), timestamp: 0.6)),
        TraceSample(line: 9, sample: TouchSample(id: TouchID(2), phase: .cancelled, location: Point(x: 1, y: 2), timestamp: 0.7)),
      ])
    #expect(trace.touchSamples.count == 5)
  }

  @Test func lineEndingsAndByteOrderMark() {
    let line = #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2}"#
    let trace = Trace.parse("\u{FEFF}" + line + "\r\n# c\r\n\r\n" + line + "\r\n" + line)
    #expect(trace.problems == [])
    #expect(trace.samples.map(\.line) == [1, 4, 5])
    #expect(Trace.parse("").samples.isEmpty)
    #expect(Trace.parse("\n\n\n").problems.isEmpty)
  }

  @Test func theEngineDecidesAboutSenselessSamples() {
    // Backwards time, unknown ids and duplicate begans are well-formed: not reader problems.
    let trace = Trace.parse(
      """
      {"t": 1, "id": 1, "phase": "moved", "x": 0, "y": 0}
      {"t": 0, "id": 1, "phase": "began", "x": 0, "y": 0}
      {"t": 0, "id": 1, "phase": "began", "x": 0, "y": 0}
      """)
    #expect(trace.problems == [])
    #expect(trace.samples.count == 3)
  }

  /// Each malformed line, and the problem reported for it.
  /// Lines at the edges of the format, and every prefix of a valid line: seven samples read,
  /// every other line a problem (as with the hand-written parser this reader replaced).
  @Test func assortedLinesAndPrefixes() throws {
    var lines = [
      #"{"t": 0.016, "id": 1, "phase": "began", "x": 120.5, "y": 300}"#,
      #"{"y":-4,"x":1e2,"phase":"moved","id":-3,"t":1}"#,
      #"  {  "t" : 1.5e-3 , "id" : 0 , "phase" : "stationary" , "x" : -0 , "y" : 0.0 }  "#,
      #"{"t": 0, "id": 1, "phase": "cancelled", "x": 1, "y": 2, "force": 0.5}"#,
      #"{"t": 0, "id": 1, "phase": "ended", "x": 1, "y": 2, "extra": {"a": [1]}}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "t": 3}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2,}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1}"#,
      #"{"t": 0, "id": 1e300, "phase": "moved", "x": 1, "y": 2}"#,
      #"{"t": 0, "id": 9007199254740993, "phase": "moved", "x": 1, "y": 2}"#,
      #"{"t": 0, "id": 2.0, "phase": "moved", "x": 1, "y": 2}"#,
      #"{"t": 1e999, "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2} x"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 01, "y": 2}"#,
      #"{"t": 0, "id": 1, "phase": "movedd", "x": 1, "y": 2}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": true}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": -}"#,
      #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2.}"#,
      #"{"t": 0, "i\d": 1, "phase": "moved", "x": 1, "y": 2}"#,
    ]
    // Every prefix of a valid line, too: all malformed.
    let valid = lines[0]
    for length in 0..<valid.count { lines.append(String(valid.prefix(length))) }
    let text = lines.joined(separator: "\n")
    let trace = Trace.parse(text)
    #expect(trace.samples.count == 7)
    #expect(trace.samples.count + trace.problems.count == lines.count - 1)  // the empty prefix
  }

  /// Zeros written with an exponent are zeros (Foundation's decoder refused some, such as `0e5`).
  @Test func zerosWithAnExponent() {
    let trace = Trace.parse(#"{"t": 0.00e1, "id": 0E5, "phase": "moved", "x": 0e5, "y": -0e-3}"#)
    #expect(trace.problems == [])
    #expect(trace.touchSamples == [TouchSample(id: TouchID(0), phase: .moved, location: .zero, timestamp: 0)])
  }

  @Test func problemDescriptionNamesTheLine() {
    #expect(TraceProblem(line: 7, message: #"missing "x""#).description == #"line 7: missing "x""#)
  }

  @Test func readsFiles() throws {
    let trace = try Trace.read(contentsOfFile: TraceFixtures.path("double-tap.jsonl"))
    #expect(trace.samples.count == 6)
    #expect(trace.problems.isEmpty)
    #expect {
      try Trace.read(contentsOfFile: TraceFixtures.path("no-such-trace.jsonl"))
    } throws: { error in
      (error as? TraceReadError)?.reason == "no such file"
    }
    #expect {
      try Trace.read(contentsOfFile: TraceFixtures.directory)
    } throws: { error in
      (error as? TraceReadError)?.description == "cannot read \(TraceFixtures.directory): it is a directory"
    }
  }

  @Test func writerWritesTheFormat() {
    let sample = TouchSample(id: TouchID(1), phase: .began, location: Point(x: 120.5, y: 300), timestamp: 0.016)
    #expect(TraceWriter.line(for: sample) == #"{"t": 0.016, "id": 1, "phase": "began", "x": 120.5, "y": 300}"#)
    #expect(TraceWriter.comment("two\nlines") == "# two lines")
  }

  @Test func writerRoundTripsExactly() {
    let samples = [
      TouchSample(id: TouchID(3), phase: .moved, location: Point(x: 1.0 / 3.0, y: -2e-7), timestamp: 12345.678901234567),
      TouchSample(id: TouchID(-1), phase: .stationary, location: Point(x: 1e300, y: 0.1 + 0.2), timestamp: 0),
      TouchSample(id: TouchID(4), phase: .cancelled, location: Point(x: 5, y: 6), timestamp: 1e-9),
    ]
    let trace = Trace.parse(TraceWriter.comment("recorded") + "\n" + TraceWriter.text(for: samples))
    #expect(trace.problems == [])
    #expect(trace.touchSamples == samples)
  }

  @Test func nonFiniteValuesAreWrittenAsNullAndReportedOnRead() {
    let sample = TouchSample(id: TouchID(1), phase: .ended, location: Point(x: .nan, y: 1), timestamp: 1)
    let line = TraceWriter.line(for: sample)
    #expect(line == #"{"t": 1, "id": 1, "phase": "ended", "x": null, "y": 1}"#)
    #expect(Trace.parse(line).problems == [TraceProblem(line: 1, message: #""x" must be a number, found null"#)])
  }
}
