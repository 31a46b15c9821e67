import Foundation

/// Why a scenario file cannot be used: the file, the scenario, the field and the problem.
///
/// `arrange solve` prints it on standard error and exits with status 2.
///
/// ```swift
/// do { _ = try ScenarioReader.read(data, file: "examples.json") }
/// catch { print(error) }
/// // examples.json: scenario 3 "big": arrangement.primary.width.minimum: unknown dimension "big" (…)
/// ```
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based scenario number, when the problem is inside a scenario.
  public var scenarioNumber: Int?
  /// The scenario's name, when it has a readable one.
  public var scenarioName: String?
  /// The field path, e.g. `arrangement.primary.width.minimum` or `context.regions[0].kind`;
  /// empty for problems with the file itself.
  public var path: String
  /// What is wrong, naming the offending value and what was expected.
  public var message: String

  /// Creates an error.
  package init(
    file: String, scenarioNumber: Int? = nil, scenarioName: String? = nil, path: String = "", message: String
  ) {
    self.file = file
    self.scenarioNumber = scenarioNumber
    self.scenarioName = scenarioName
    self.path = path
    self.message = message
  }

  /// `file: scenario N "name": path: message`, leaving out the parts that do not apply.
  public var description: String {
    var text = "\(file): "
    if let scenarioNumber {
      text += "scenario \(scenarioNumber)"
      if let scenarioName { text += " \(JSONWriter.quote(scenarioName))" }
      text += ": "
    }
    if !path.isEmpty { text += "\(path): " }
    return text + message
  }
}

/// A problem at a field path, before the file and scenario are known.
package struct FieldError: Error {
  package var path: String
  package var message: String

  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}
