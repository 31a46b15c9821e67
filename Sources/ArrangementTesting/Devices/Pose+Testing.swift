import ArrangementSimulator
import Testing

extension Pose: CustomTestStringConvertible {
  /// The pose's description, shown as the test argument's name.
  ///
  /// ```swift
  /// @Test(arguments: Device.iPhoneDuo.poses)   // listed as "closed portrait", "book landscape", …
  /// func fits(pose: Pose) {}
  /// ```
  ///
  /// Degenerate input: none; every pose has a description.
  public var testDescription: String { description }
}
