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
  /// size as a term instead (`safeAreaPins`). Not from the start: a layout that settles
  /// with numbers can alternate between the two shapes when its solution lies where the band
  /// just covers the view (seeds 1592596345, 1592599514 when every guide did). Returns whether
  /// the pins' values or shape changed.
  /// A guide whose pins moved is noted for the round (`noteGuideMoved(_:)`): one whose pins
  /// still move when a pass runs out of rounds is reported (`reportUnsettledGuides()`).
  @discardableResult
  func setGuidePins(of record: ItemRecord, _ guide: LayoutGuide, owner: ItemRecord) -> Bool {
    let moved = updateGuidePins(of: record, guide, owner: owner)
    if moved { noteGuideMoved(record) }
    return moved
  }

  private func updateGuidePins(of record: ItemRecord, _ guide: LayoutGuide, owner: ItemRecord) -> Bool {
    guard guide.systemKind == .safeArea, let view = guide.owningView else {
      return setPins(of: record) { systemGuidePins(into: &$0, guide, record, owner: owner) }
    }
    let name = guide.identifier
    var probe = PinList(buildsSpecs: false)
    safeAreaPins(
      into: &probe, view, record, owner: owner, name: name, followingCoveredSides: record.followsCoveredSides)
    let moved = !probe.values.matches(record.pinValues)
    if !record.followsCoveredSides, moved, probe.values.matches(record.earlierPinValues) {
      record.followsCoveredSides = true
    }
    if moved {
      // Copied element by element: sharing the buffer would make the next shift copy it.
      record.earlierPinValues.removeAll(keepingCapacity: true)
      record.earlierPinValues.append(contentsOf: record.pinValues)
    }
    let following = record.followsCoveredSides
    return setPins(of: record) {
      safeAreaPins(into: &$0, view, record, owner: owner, name: name, followingCoveredSides: following)
    }
  }

  /// A safe-area guide's pins (M1), and their shape (the list's `shape`): which sides a band
  /// covers, when `followingCoveredSides`. A side that a band covers entirely has the owner's
  /// size as its inset (plus the additional inset of its controller); there the pins take the
  /// owner's size as a term, not as a number. The pins' names say which sides are covered.
  func safeAreaPins(
    into list: inout PinList, _ view: View, _ record: ItemRecord, owner: ItemRecord, name: String,
    followingCoveredSides: Bool
  ) {
    let memo = activeInsetMemo
    let region = view.safeRegion(memo: memo)
    let insets = region?.insets ?? .zero
    let covered =
      followingCoveredSides
      ? view.safeAreaCoveredSides(memo: memo) ?? SafeRegion.CoveredSides() : SafeRegion.CoveredSides()
    guard covered != SafeRegion.CoveredSides() else {
      list.shape = 0
      list.add(LinearExpression(record.y), value: Double(insets.top), name: "\(name).minY")
      list.add(record.height - owner.height, value: -Double(insets.top + insets.bottom), name: "\(name).height")
      list.add(LinearExpression(record.x), value: Double(insets.left), name: "\(name).minX")
      list.add(record.width - owner.width, value: -Double(insets.left + insets.right), name: "\(name).width")
      return
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
    list.shape = (covered.top ? 1 : 0) | (covered.left ? 2 : 0) | (covered.bottom ? 4 : 0) | (covered.right ? 8 : 0)
    list.add(
      covered.top ? record.y - owner.height : LinearExpression(record.y), value: top,
      name: "\(name).minY" + tag([(covered.top, "top")]))
    list.add(
      record.height - owner.height + vertical * LinearExpression(owner.height), value: -(top + bottom),
      name: "\(name).height" + tag([(covered.top, "top"), (covered.bottom, "bottom")]))
    list.add(
      covered.left ? record.x - owner.width : LinearExpression(record.x), value: left,
      name: "\(name).minX" + tag([(covered.left, "left")]))
    list.add(
      record.width - owner.width + horizontal * LinearExpression(owner.width), value: -(left + right),
      name: "\(name).width" + tag([(covered.left, "left"), (covered.right, "right")]))
  }
}
