import ArrangementCore  // LengthTolerance: the test compares with the package's tolerance helper
import ArrangementUIKitShims
import Foundation
import Testing

/// `CGRect.inset(by:)` with `UIEdgeInsets`, the platform's geometry helper.
@Suite("UIKit geometry shims")
struct UIKitGeometryShimsTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let rect: CGRect
    let insets: UIEdgeInsets
    let expected: CGRect
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "zero insets keep the rectangle",
      rect: CGRect(x: 0, y: 0, width: 951, height: 669), insets: .zero,
      expected: CGRect(x: 0, y: 0, width: 951, height: 669)),
    Case(
      name: "inner landscape safe area",
      rect: CGRect(x: 0, y: 0, width: 951, height: 669),
      insets: UIEdgeInsets(top: 24, left: 0, bottom: 34, right: 84),
      expected: CGRect(x: 0, y: 24, width: 867, height: 611)),
    Case(
      name: "a fold's margins shrink its half",
      rect: CGRect(x: 495.5, y: 0, width: 455.5, height: 669),
      insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
      expected: CGRect(x: 515.5, y: 0, width: 415.5, height: 669)),
    Case(
      name: "negative insets grow the rectangle",
      rect: CGRect(x: 10, y: 10, width: 100, height: 100),
      insets: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5),
      expected: CGRect(x: 5, y: 5, width: 110, height: 110)),
    Case(
      name: "insets exactly as wide as the rectangle leave zero width",
      rect: CGRect(x: 0, y: 0, width: 40, height: 10),
      insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
      expected: CGRect(x: 20, y: 0, width: 0, height: 10)),
    Case(
      name: "oversized insets give a negative width, unstandardized, as on the platform",
      rect: CGRect(x: 0, y: 0, width: 40, height: 10),
      insets: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30),
      expected: CGRect(x: 30, y: 0, width: -20, height: 10)),
  ]

  @Test("CGRect.inset(by:) moves the origin by top/left and shrinks by both sides", arguments: cases)
  func insetByEdgeInsets(_ testCase: Case) {
    let result = testCase.rect.inset(by: testCase.insets)
    #expect(LengthTolerance.isEqual(result.origin.x, testCase.expected.origin.x))
    #expect(LengthTolerance.isEqual(result.origin.y, testCase.expected.origin.y))
    #expect(LengthTolerance.isEqual(result.size.width, testCase.expected.size.width))
    #expect(LengthTolerance.isEqual(result.size.height, testCase.expected.size.height))
  }
}
