import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// Makes a system guide's pins follow its view's insets (and, for a safe-area guide, which
  /// sides a band covers).
  ///
  /// A safe-area guide's insets are numbers until they alternate: a view whose size the
  /// constraints to its guide decide, covered by a band on some side, was solved with the inset
  /// its size had before, which moved the size, which moved the inset back (16 → 30 → 16 …, a
  /// pass that never settled: seeds 1000007236, 1000007633). From the first time its values
  /// come back to the ones before the last change, the guide's covered sides take the owner's
  /// size as a term instead (`safeAreaPinSpecs`). Not from the start: a layout that settles
  /// with numbers can alternate between the two shapes when its solution lies where the band
  /// just covers the view (seeds 1592596345, 1592599514 when every guide did).
  func setGuidePins(of record: ItemRecord, _ guide: LayoutGuide, owner: ItemRecord) {
    if guide.systemKind == .safeArea, let view = guide.owningView {
      var (specs, shape) = safeAreaPinSpecs(
        view, record, owner: owner, name: guide.identifier, followingCoveredSides: record.followsCoveredSides)
      let values = specs.map(\.value)
      if !record.followsCoveredSides, values != record.pinValues, values == record.earlierPinValues {
        record.followsCoveredSides = true
        (specs, shape) = safeAreaPinSpecs(
          view, record, owner: owner, name: guide.identifier, followingCoveredSides: true)
      }
      if values != record.pinValues { record.earlierPinValues = record.pinValues }
      setPins(of: record, to: specs, shape: shape)
    } else {
      setPins(of: record, to: pinSpecs(forSystemGuide: guide, record, owner: owner))
    }
  }

  /// A safe-area guide's pins (M1), and their shape: which sides a band covers, when
  /// `followingCoveredSides`. A side that a band covers entirely has the owner's size as its
  /// inset (plus the additional inset of its controller); there the pins take the owner's size
  /// as a term, not as a number. The pins' names say which sides are covered.
  func safeAreaPinSpecs(
    _ view: View, _ record: ItemRecord, owner: ItemRecord, name: String, followingCoveredSides: Bool
  ) -> (specs: [PinSpec], shape: Int) {
    let region = view.safeRegion()
    let insets = region?.insets ?? .zero
    let covered =
      followingCoveredSides ? view.safeAreaCoveredSides() ?? SafeRegion.CoveredSides() : SafeRegion.CoveredSides()
    guard covered != SafeRegion.CoveredSides() else {
      let specs = [
        PinSpec(expression: LinearExpression(record.y), value: Double(insets.top), name: "\(name).minY"),
        PinSpec(
          expression: record.height - owner.height, value: -Double(insets.top + insets.bottom),
          name: "\(name).height"),
        PinSpec(expression: LinearExpression(record.x), value: Double(insets.left), name: "\(name).minX"),
        PinSpec(
          expression: record.width - owner.width, value: -Double(insets.left + insets.right), name: "\(name).width"),
      ]
      return (specs, 0)
    }
    let frame = view.storedFrame
    let width = Double(max(frame.size.width, 0))
    let height = Double(max(frame.size.height, 0))
    func side(_ inset: CGFloat, _ isCovered: Bool, _ size: Double) -> Double {
      isCovered ? Double(inset) - size : Double(inset)
    }
    func tag(_ sides: [(Bool, String)]) -> String {
      let names = sides.filter(\.0).map(\.1)
      return names.isEmpty ? "" : " (" + names.joined(separator: ", ") + " covered)"
    }
    let top = side(insets.top, covered.top, height)
    let bottom = side(insets.bottom, covered.bottom, height)
    let left = side(insets.left, covered.left, width)
    let right = side(insets.right, covered.right, width)
    let vertical = Double((covered.top ? 1 : 0) + (covered.bottom ? 1 : 0))
    let horizontal = Double((covered.left ? 1 : 0) + (covered.right ? 1 : 0))
    let specs = [
      PinSpec(
        expression: covered.top ? record.y - owner.height : LinearExpression(record.y), value: top,
        name: "\(name).minY" + tag([(covered.top, "top")])),
      PinSpec(
        expression: record.height - owner.height + vertical * LinearExpression(owner.height), value: -(top + bottom),
        name: "\(name).height" + tag([(covered.top, "top"), (covered.bottom, "bottom")])),
      PinSpec(
        expression: covered.left ? record.x - owner.width : LinearExpression(record.x), value: left,
        name: "\(name).minX" + tag([(covered.left, "left")])),
      PinSpec(
        expression: record.width - owner.width + horizontal * LinearExpression(owner.width), value: -(left + right),
        name: "\(name).width" + tag([(covered.left, "left"), (covered.right, "right")])),
    ]
    let shape = (covered.top ? 1 : 0) | (covered.left ? 2 : 0) | (covered.bottom ? 4 : 0) | (covered.right ? 8 : 0)
    return (specs, shape)
  }
}
