import Foundation

// Exact (bitwise-value) comparisons for the layout path. Foundation's `==` on CGRect, CGSize
// and CGPoint is not inlinable on Linux and costs a call each; these are. They decide "did
// this value change", not "are these lengths equal" (that is LengthTolerance's job).

extension CGRect {
  func isIdentical(to other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}

extension CGSize {
  func isIdentical(to other: CGSize) -> Bool {
    width == other.width && height == other.height
  }
}

extension CGPoint {
  func isIdentical(to other: CGPoint) -> Bool {
    x == other.x && y == other.y
  }
}
