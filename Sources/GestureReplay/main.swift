// gesture-replay: replays recorded touch traces through GestureCore.
// Argument parsing and printing only; the work is in GestureTesting (Trace, TraceReplay,
// RecognizerSet). See README.md next to this file.

import Foundation
import GestureCore
import GestureTesting

let usage = """
  usage: gesture-replay velocity [--estimator lsq2|impulse] [--preset NAME] [--horizon SECONDS]
                                 [--samples N] [--gap SECONDS] [--stillness SECONDS] TRACE
         gesture-replay recognize [--config FILE] TRACE
         gesture-replay config
         gesture-replay help

    velocity   one JSON line per ended touch: {"id": 1, "t": 0.25, "vx": 812.4, "vy": -3.1}
    recognize  one JSON line per recognizer state change:
               {"t": 0.41, "recognizer": "doubleTap", "state": "recognized", "x": 100, "y": 200}
    config     prints the default recognizer configuration, a template for --config

  TRACE is a JSON Lines trace file, or - for standard input. Malformed trace lines and samples
  the engine rejects or corrects are reported on standard error as "line N: ...".
  Exit status: 0 done; 1 done, but the trace had malformed lines; 2 bad arguments, unreadable
  file or invalid configuration.
  """

/// Writes a line to standard error.
func warn(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Reports a usage or input error and exits with status 2.
func fail(_ message: String, showUsage: Bool = false) -> Never {
  warn("gesture-replay: \(message)")
  if showUsage { warn(usage) }
  exit(2)
}

/// Splits `--name=value` and `--name value` options from positional arguments.
struct Arguments {
  var options: [(name: String, value: String)] = []
  var positional: [String] = []

  init(_ arguments: ArraySlice<String>, valued: Set<String>) {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positional.append(contentsOf: arguments[index...])
        break
      }
      guard argument.hasPrefix("--") else {
        positional.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard valued.contains(name) else {
        fail("unknown option --\(name)", showUsage: true)
      }
      if value == nil {
        guard index < arguments.endIndex else { fail("--\(name) needs a value") }
        value = arguments[index]
        index += 1
      }
      options.append((name, value!))
    }
  }

  /// The single positional argument: the trace path.
  func tracePath() -> String {
    guard positional.count == 1 else {
      fail(
        positional.isEmpty ? "missing TRACE" : "expected one TRACE, got \(positional.count) arguments",
        showUsage: true)
    }
    return positional[0]
  }
}

func seconds(_ text: String, option: String) -> Double {
  if text == "infinity" || text == "inf" { return .infinity }
  guard let value = Double(text), value.isFinite, value >= 0 else {
    fail("--\(option) expects a number of seconds (0 or more) or infinity, got '\(text)'")
  }
  return value
}

func readTrace(_ path: String) -> Trace {
  if path == "-" {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return Trace.parse(String(decoding: data, as: UTF8.self))
  }
  do {
    return try Trace.read(contentsOfFile: path)
  } catch {
    fail("\(error)")
  }
}

/// Prints the trace's problems and the replay's notices on standard error, by line, then the
/// output lines on standard output; exits 1 if the trace had malformed lines.
func finish(trace: Trace, notices: [ReplayNotice], lines: [String]) -> Never {
  var messages: [(line: Int, text: String)] = trace.problems.map { ($0.line, $0.description) }
  messages += notices.map { ($0.line, $0.description) }
  messages.sort { $0.line < $1.line }  // stable: a line's problem cannot also have a notice
  for message in messages { warn(message.text) }
  if !lines.isEmpty {
    FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
  exit(trace.problems.isEmpty ? 0 : 1)
}

func runVelocity(_ arguments: ArraySlice<String>) -> Never {
  let parsed = Arguments(
    arguments, valued: ["estimator", "preset", "horizon", "samples", "gap", "stillness"])
  var configuration = VelocityTracker.Configuration.default
  // The preset first, whatever the order on the command line; the other options adjust it.
  for option in parsed.options where option.name == "preset" {
    guard let preset = TraceReplay.velocityPreset(named: option.value) else {
      fail(
        "unknown --preset '\(option.value)'; expected one of: "
          + TraceReplay.velocityPresetNames.joined(separator: ", "))
    }
    configuration = preset
  }
  for option in parsed.options {
    switch option.name {
    case "estimator":
      guard let estimator = TraceReplay.estimator(named: option.value) else {
        fail("unknown --estimator '\(option.value)'; expected lsq1...lsq8 or impulse")
      }
      configuration.estimator = estimator
    case "horizon":
      configuration.horizon = seconds(option.value, option: "horizon")
    case "samples":
      guard let count = Int(option.value), (1...1024).contains(count) else {
        fail("--samples expects an integer in 1...1024, got '\(option.value)'")
      }
      configuration.maximumSamples = count
    case "gap":
      configuration.restartGap = seconds(option.value, option: "gap")
    case "stillness":
      configuration.stillnessTimeout = seconds(option.value, option: "stillness")
    default:
      break  // preset, handled above
    }
  }
  let trace = readTrace(parsed.tracePath())
  let result = TraceReplay.velocities(in: trace, configuration: configuration)
  finish(trace: trace, notices: result.notices, lines: result.output.map(\.jsonLine))
}

func runRecognize(_ arguments: ArraySlice<String>) -> Never {
  let parsed = Arguments(arguments, valued: ["config"])
  var set = RecognizerSet.standard
  for option in parsed.options where option.name == "config" {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: option.value, isDirectory: &isDirectory) else {
      fail("cannot read configuration \(option.value): no such file")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: option.value) else {
      fail("cannot read configuration \(option.value): \(isDirectory.boolValue ? "it is a directory" : "permission denied")")
    }
    let text = String(decoding: data, as: UTF8.self)
    do {
      set = try RecognizerSet.parse(text)
    } catch {
      fail("invalid configuration \(option.value): \(error)")
    }
  }
  let trace = readTrace(parsed.tracePath())
  let result = TraceReplay.recognize(trace, with: set)
  finish(trace: trace, notices: result.notices, lines: result.output.map(\.jsonLine))
}

// ProcessInfo rather than CommandLine: the iOS SDK declares `CommandLine.arguments` as shared
// mutable state, which Swift 6 refuses.
let arguments = ProcessInfo.processInfo.arguments.dropFirst()
switch arguments.first {
case "velocity":
  runVelocity(arguments.dropFirst())
case "recognize":
  runRecognize(arguments.dropFirst())
case "config":
  if arguments.count > 1 { fail("config takes no arguments", showUsage: true) }
  print(RecognizerSet.standard.configurationText)
case "help", "--help", "-h":
  print(usage)
case nil:
  fail("missing command", showUsage: true)
case let command?:
  fail("unknown command '\(command)'", showUsage: true)
}
