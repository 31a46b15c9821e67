import Foundation
import Testing

/// A scenario file the reader must reject, and what the message must name.
struct MalformedInputCase: CustomTestStringConvertible, Sendable {
  let label: String
  let contents: Data
  /// Fragments the error must contain (file, scenario, field path, problem).
  let expected: [String]

  init(_ label: String, _ text: String, expect expected: [String]) {
    self.label = label
    self.contents = Data(text.utf8)
    self.expected = expected
  }

  init(_ label: String, bytes: [UInt8], expect expected: [String]) {
    self.label = label
    self.contents = Data(bytes)
    self.expected = expected
  }

  init(_ label: String, _ text: String, _ expected: [String]) {
    self.init(label, text, expect: expected)
  }

  init(_ label: String, bytes: [UInt8], _ expected: [String]) {
    self.init(label, bytes: bytes, expect: expected)
  }

  var testDescription: String { label }

  static let valid = #"{"bounds": [0, 0, 1200, 800]}"#

  /// A one-scenario file named "bad" with the given context and arrangement JSON.
  static func scenario(_ context: String = valid, _ arrangement: String = #"{"style": "split"}"#, extra: String = "")
    -> String
  {
    #"[{"name": "ok", "context": {"bounds": [0, 0, 10, 10]}, "arrangement": {"style": "split"}}, "#
      + #"{"name": "bad", "context": \#(context), "arrangement": \#(arrangement)\#(extra)}]"#
  }

  static let all: [MalformedInputCase] = [
    .init(
      "invalid JSON (missing comma)", #"[{"name": "a" "context": {}}]"#,
      expect: ["bad.json", "invalid JSON", "line 1, column 15"]),
    .init("trailing comma", #"[{"name": "a"},]"#, expect: ["bad.json", "invalid JSON", "expected a value"]),
    .init("empty file", "", expect: ["bad.json", "empty"]),
    .init("whitespace only", "  \n ", expect: ["bad.json", "empty"]),
    .init("invalid UTF-8", bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], expect: ["bad.json", "UTF-8"]),
    .init(
      "too-deep nesting", String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
      expect: ["bad.json", "nesting deeper than 64"]),
    .init("top-level scalar", "42", expect: ["bad.json", "expected '{' or '['"]),
    .init("array of non-objects", "[1]", expect: ["bad.json: scenario 1", "expected an object, got a number"]),
    .init("duplicate member", #"{"name": "a", "name": "b"}"#, expect: ["bad.json", "duplicate member \"name\""]),
    .init(
      "unknown style", scenario(valid, #"{"style": "grid"}"#),
      expect: ["bad.json: scenario 2 \"bad\"", "arrangement.style", "unknown style \"grid\""]),
    .init(
      "missing style", scenario(valid, #"{"axes": ["horizontal"]}"#),
      expect: ["scenario 2 \"bad\"", "arrangement.style", "missing"]),
    .init(
      "unknown dimension", scenario(valid, #"{"style": "split", "primary": {"width": {"minimum": "big"}}}"#),
      expect: ["scenario 2 \"bad\"", "arrangement.primary.width.minimum", "unknown dimension \"big\""]),
    .init(
      "unknown dimension key",
      scenario(valid, #"{"style": "split", "primary": {"width": {"preferred": {"percent": 4}}}}"#),
      expect: ["arrangement.primary.width.preferred", "unknown dimension \"percent\""]),
    .init(
      "dimension of wrong type", scenario(valid, #"{"style": "split", "secondary": {"height": {"maximum": 300}}}"#),
      expect: ["arrangement.secondary.height.maximum", "expected a dimension, got a number"]),
    .init(
      "absolute given a string",
      scenario(valid, #"{"style": "split", "primary": {"width": {"minimum": {"absolute": "280"}}}}"#),
      expect: ["arrangement.primary.width.minimum.absolute", "expected a number, got a string"]),
    .init(
      "unknown region kind",
      scenario(#"{"bounds": [0, 0, 10, 10], "regions": [{"kind": "hinge", "frame": [0, 0, 1, 10]}]}"#),
      expect: ["context.regions[0].kind", "unknown region kind \"hinge\""]),
    .init(
      "region without frame", scenario(#"{"bounds": [0, 0, 10, 10], "regions": [{"kind": "division"}]}"#),
      expect: ["context.regions[0].frame", "missing"]),
    .init(
      "unknown size class", scenario(#"{"bounds": [0, 0, 10, 10], "sizeClasses": ["regular", "huge"]}"#),
      expect: ["context.sizeClasses[1]", "unknown size class \"huge\""]),
    .init(
      "size classes of wrong length", scenario(#"{"bounds": [0, 0, 10, 10], "sizeClasses": ["regular"]}"#),
      expect: ["context.sizeClasses", "expected 2 elements"]),
    .init(
      "unknown layout direction", scenario(#"{"bounds": [0, 0, 10, 10], "layoutDirection": "upward"}"#),
      expect: ["context.layoutDirection", "unknown layout direction \"upward\""]),
    .init(
      "missing bounds without device", scenario(#"{"sizeClasses": ["regular", "regular"]}"#),
      expect: ["scenario 2 \"bad\"", "context.bounds", "missing"]),
    .init(
      "bounds with three numbers", scenario(#"{"bounds": [0, 0, 10]}"#),
      expect: ["context.bounds", "expected 4 elements [x, y, width, height], got 3"]),
    .init(
      "bounds as a string", scenario(#"{"bounds": "0 0 10 10"}"#),
      expect: ["context.bounds", "expected [x, y, width, height], got a string"]),
    .init(
      "non-finite bounds (1e999)", scenario(#"{"bounds": [0, 0, 1e999, 10]}"#),
      expect: ["context.bounds[2]", "not finite"]),
    .init(
      "non-finite display scale", scenario(#"{"bounds": [0, 0, 10, 10], "displayScale": -1e400}"#),
      expect: ["context.displayScale", "not finite"]),
    .init(
      "non-finite layout priority", scenario(valid, #"{"style": "split", "primary": {"layoutPriority": 1e309}}"#),
      expect: ["arrangement.primary.layoutPriority", "not finite"]),
    .init(
      "unknown device profile",
      scenario(#"{"device": {"profile": "pixel-fold", "posture": "book", "orientation": "landscape"}}"#),
      expect: ["context.device.profile", "unknown device profile \"pixel-fold\"", "iphone-duo"]),
    .init(
      "unknown posture",
      scenario(#"{"device": {"profile": "iphone-duo", "posture": "tent", "orientation": "landscape"}}"#),
      expect: ["context.device.posture", "unknown posture \"tent\""]),
    .init(
      "device without orientation", scenario(#"{"device": {"profile": "iphone-duo", "posture": "book"}}"#),
      expect: ["context.device.orientation", "missing"]),
    .init(
      "unknown axis", scenario(valid, #"{"style": "split", "axes": ["diagonal"]}"#),
      expect: ["arrangement.axes[0]", "unknown axis \"diagonal\""]),
    .init(
      "unknown edge", scenario(valid, #"{"style": "overlay", "primary": {"edge": ["left"]}}"#),
      expect: ["arrangement.primary.edge[0]", "unknown edge \"left\""]),
    .init(
      "split property on an overlay", scenario(valid, #"{"style": "overlay", "primary": {"width": {}}}"#),
      expect: ["arrangement.primary.width", "unknown field for overlay view properties"]),
    .init(
      "unknown context field", scenario(#"{"bounds": [0, 0, 10, 10], "safeArea": [0, 0, 0, 0]}"#),
      expect: ["context.safeArea", "unknown field"]),
    .init(
      "placement content with an unknown field",
      scenario(#"{"bounds": [0, 0, 10, 10], "secondary": {"absent": true}}"#),
      expect: ["context.secondary.absent", "unknown field for a placement's content", "intrinsicSize"]),
    .init(
      "intrinsic size of wrong type", scenario(#"{"bounds": [0, 0, 10, 10], "primary": {"intrinsicSize": 300}}"#),
      expect: ["context.primary.intrinsicSize", "expected [width, height], got a number"]),
    .init(
      "hidden given a string",
      scenario(valid, #"{"style": "split"}"#, extra: #", "expect": {"primary": {"hidden": "no"}}"#),
      expect: ["expect.primary.hidden", "expected true or false, got a string"]),
    .init(
      "unknown split axis in expect",
      scenario(valid, #"{"style": "split"}"#, extra: #", "expect": {"primary": {"splitAxis": "both"}}"#),
      expect: ["expect.primary.splitAxis", "unknown split axis \"both\""]),
    .init(
      "fractional zIndex",
      scenario(valid, #"{"style": "split"}"#, extra: #", "expect": {"secondary": {"zIndex": 0.5}}"#),
      expect: ["expect.secondary.zIndex", "expected an integer"]),
    .init(
      "name of wrong type", #"{"name": 3, "context": {"bounds": [0, 0, 1, 1]}, "arrangement": {"style": "split"}}"#,
      expect: ["scenario 1", "name", "expected a string, got a number"]),
  ]
}
