/// Where the example traces shipped in `traces/` are, from this file's location.
enum TraceFixtures {
  /// The `traces` directory at the package root.
  static let directory: String = {
    var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // Tests/GestureTestingTests/TraceFixtures.swift
    return components.joined(separator: "/") + "/traces"
  }()

  /// The path of a file in `traces/`.
  static func path(_ name: String) -> String { directory + "/" + name }
}

import Foundation

extension TraceFixtures {
  /// The text of a file in `traces/`.
  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }
}
