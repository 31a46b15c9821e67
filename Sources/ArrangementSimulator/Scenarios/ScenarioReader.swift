import Foundation

/// Reads scenario files (vectors.md) into ``Scenario`` values, strictly.
///
/// A file holds one scenario object or an array of them. Every field is validated: unknown
/// members, wrong types, unknown names (style, dimension, kind, size class, axis, edge, device,
/// posture, orientation), missing required fields and non-finite numbers (`1e999`) are errors
/// naming the file, the scenario and the field path. Nothing traps.
///
/// ```swift
/// let scenarios = try ScenarioReader.read(Data(json.utf8), file: "mine.json")
/// ```
///
/// Degenerate input: an empty array gives no scenarios; empty files, invalid UTF-8 and
/// nesting deeper than `JSONParser.maximumDepth` (64) are errors.
public enum ScenarioReader {
  /// Reads the file at `url`; errors name it by `displayName` (default: the path as given).
  public static func read(contentsOf url: URL, displayName: String? = nil) throws(ScenarioError) -> [Scenario] {
    let name = displayName ?? url.relativePath
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ScenarioError(file: name, message: "cannot read the file (\(Self.reason(error)))")
    }
    return try read(data, file: name)
  }

  /// Reads scenarios from JSON data; `file` names the source in errors.
  public static func read(_ data: Data, file: String) throws(ScenarioError) -> [Scenario] {
    let root: JSONValue
    do {
      root = try JSONParser.parse(data)
    } catch {
      throw ScenarioError(file: file, message: "invalid JSON: \(error)")
    }
    let elements: [JSONValue]
    switch root {
    case .object: elements = [root]
    case .array(let array): elements = array
    default:
      throw ScenarioError(
        file: file, message: "expected a scenario object or an array of them, got \(root.kindDescription)")
    }
    var scenarios: [Scenario] = []
    for (offset, element) in elements.enumerated() {
      let number = offset + 1
      let name: String? = {
        if case .string(let text)? = element["name"] { return text }
        return nil
      }()
      do {
        scenarios.append(try ScenarioDecoding.scenario(element, number: number, file: file))
      } catch {
        throw ScenarioError(
          file: file, scenarioNumber: number, scenarioName: name, path: error.path, message: error.message)
      }
    }
    return scenarios
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError: return "no such file"
    case NSFileReadNoPermissionError: return "permission denied"
    default: return nsError.localizedDescription
    }
  }
}
