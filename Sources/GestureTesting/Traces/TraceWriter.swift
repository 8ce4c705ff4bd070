import GestureCore

/// Formats touch samples as trace lines, the inverse of ``Trace/parse(_:)``: what a recorder
/// writes.
///
/// ```swift
/// TraceWriter.line(for: TouchSample(id: TouchID(1), phase: .began, location: Point(x: 120.5, y: 300), timestamp: 0.016))
/// // {"t": 0.016, "id": 1, "phase": "began", "x": 120.5, "y": 300}
/// ```
///
/// Numbers are written in their shortest exact form, so reading the line back gives the
/// same sample exactly (negative zero reads back as zero). A NaN or infinite time or coordinate has no trace form; it is
/// written `null`, which the reader reports as a problem.
public enum TraceWriter {
  /// One trace line for a sample, without a line break.
  public static func line(for sample: TouchSample) -> String {
    ReplayFormatting.line([
      "t": ReplayFormatting.number(sample.timestamp), "id": String(sample.id.rawValue),
      "phase": "\"\(sample.phase.name)\"", "x": ReplayFormatting.number(sample.location.x),
      "y": ReplayFormatting.number(sample.location.y),
    ])
  }

  /// A comment line (`# ` and the text); line breaks in the text become spaces.
  public static func comment(_ text: String) -> String {
    var line = "# "
    for character in text {
      line.append(character == "\n" || character == "\r" || character == "\r\n" ? " " : character)
    }
    return line
  }

  /// A whole trace: one line per sample, each ending in `\n`.
  public static func text(for samples: [TouchSample]) -> String {
    var text = ""
    for sample in samples {
      text += line(for: sample)
      text += "\n"
    }
    return text
  }
}
