import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// One pin: `expression relation value`, required unless it says otherwise.
  struct PinSpec {
    var expression: LinearExpression
    var relation: ArrangementConstraints.Relation = .equal
    var value: Double
    var name: String
    var priority: Float = 1000
  }

  /// A translating view's frame as required constraints (L6): its origin and size as they are.
  ///
  /// Its autoresizing mask needs no constraints of its own: the frame setter resizes the view
  /// with its superview (V2) and the next pass reads the new frame.
  func translatingPins(into list: inout PinList, _ view: View, _ record: ItemRecord) {
    let frame = view.storedFrame
    let mask = view.autoresizingMask
    list.add(LinearExpression(record.x), value: Double(frame.minX), name: "\(Self.maskName(mask)) minX")
    list.add(LinearExpression(record.y), value: Double(frame.minY), name: "\(Self.maskName(mask)) minY")
    list.add(LinearExpression(record.width), value: Double(frame.width), name: "\(Self.maskName(mask)) width")
    list.add(LinearExpression(record.height), value: Double(frame.height), name: "\(Self.maskName(mask)) height")
  }

  /// UIKit's `h=--& v=--&` notation of an autoresizing mask, as its autoresizing constraints print it.
  static func maskName(_ mask: View.AutoresizingMask) -> String {
    func axis(_ before: View.AutoresizingMask, _ size: View.AutoresizingMask, _ after: View.AutoresizingMask) -> String
    {
      (mask.contains(before) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (mask.contains(after) ? "&" : "-")
    }
    return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
      + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }

  /// A system guide's frame as required constraints on its owning view's size and insets
  /// (a safe-area guide's: `safeAreaPins`, with its covered sides as numbers).
  func systemGuidePins(into list: inout PinList, _ guide: LayoutGuide, _ record: ItemRecord, owner: ItemRecord) {
    guard let view = guide.owningView, let kind = guide.systemKind else { return }
    let name = guide.identifier
    if kind == .safeArea {
      safeAreaPins(into: &list, view, record, owner: owner, name: name, followingCoveredSides: false)
      return
    }
    switch kind {
    // The content origin; the size is what the constraints to the guide make it (W6).
    case .scrollContent:
      list.add(LinearExpression(record.x), value: 0, name: "\(name).minX")
      list.add(LinearExpression(record.y), value: 0, name: "\(name).minY")
      return
    // The bounds' rectangle: at the content offset, so what is pinned to it stays put on
    // screen while the content scrolls, as on the platform (W6).
    case .scrollFrame:
      let bounds = view.bounds
      list.add(LinearExpression(record.x), value: Double(bounds.minX), name: "\(name).minX")
      list.add(LinearExpression(record.y), value: Double(bounds.minY), name: "\(name).minY")
      list.add(record.width - owner.width, value: 0, name: "\(name).width")
      list.add(record.height - owner.height, value: 0, name: "\(name).height")
      return
    case .safeArea, .margins, .readableContent: break
    }
    let insets = view.insets(for: kind, memo: activeInsetMemo)
    list.add(LinearExpression(record.y), value: Double(insets.top), name: "\(name).minY")
    list.add(record.height - owner.height, value: -Double(insets.top + insets.bottom), name: "\(name).height")
    if kind == .readableContent {
      list.add(
        record.x + 0.5 * LinearExpression(record.width) - 0.5 * LinearExpression(owner.width),
        value: Double(insets.left - insets.right) / 2, name: "\(name).centerX")
      // At most the margins guide's width. The insets are the pin's value, not part of its
      // expression: only values are compared and shifted when the insets change.
      list.add(
        record.width - owner.width, .lessThanOrEqual, value: -Double(insets.left + insets.right),
        name: "\(name).width")
      list.add(
        LinearExpression(record.width), .lessThanOrEqual, value: Double(View.readableContentWidth),
        name: "\(name).readableWidth")
      // As wide as the two upper bounds allow at the view's current size: without it the
      // width is free below them (M3). The target is the rule's width for the bounds as they
      // are, not 672 itself: a target the bounds cannot give would pull a view whose size
      // the constraints leave open wider, which widens its safe-area insets where it leaves
      // the screen, which asks for wider still — a layout that never settled.
      list.add(
        LinearExpression(record.width), value: Double(readableTarget(view)), name: "\(name).preferredWidth",
        priority: 999.9)
    } else {
      list.add(LinearExpression(record.x), value: Double(insets.left), name: "\(name).minX")
      list.add(record.width - owner.width, value: -Double(insets.left + insets.right), name: "\(name).width")
    }
  }

  /// The readable content guide's width by the rule (M3) for `view`'s bounds as they are: its
  /// rule frame's width (`systemGuideFrame(.readableContent)`), 672 points when that is not finite.
  private func readableTarget(_ view: View) -> CGFloat {
    let width = view.systemGuideFrame(.readableContent, memo: activeInsetMemo).width
    return width.isFinite ? width : View.readableContentWidth
  }

  /// Makes the record's pins state what `makePins` adds (its list's `shape` included): new pins
  /// are added, changed values shifted in place. The list is built with values only while the
  /// pins keep their count and shape (a pass's refresh: nothing allocated), with whole specs
  /// when they are made or a shift is refused. Returns whether the pins' values or shape changed.
  @discardableResult
  func setPins(of record: ItemRecord, _ makePins: (inout PinList) -> Void) -> Bool {
    var list = PinList(buildsSpecs: false)
    makePins(&list)
    if record.pins.count == list.values.count, list.values.count <= 6, record.pinShape == list.shape {
      var changed = false
      for index in 0..<list.values.count where record.pinValues[index] != list.values[index] {
        let value = list.values[index]
        do {
          try solver.setConstant(of: record.pins[index], to: -value)
          record.pinValues[index] = value
          solutionMoved = true
          changed = true
        } catch .unsatisfiable(let conflict) {
          // The old value stays; tried again once the other pins are up to date, and reported
          // only if it still contradicts them (`settleRefusedPins()`).
          refusePin(record, spec(at: index, makePins), conflict)
        } catch {
          LayoutDiagnostics.emit(
            "[LayoutConstraints] \(spec(at: index, makePins).name) of \(record.item?.debugName ?? "?"): \(error)")
        }
      }
      return changed
    }
    var full = PinList(buildsSpecs: true)
    makePins(&full)
    let before = (record.pinValues, record.pinShape)
    for id in record.pins { try? solver.remove(id) }
    record.pins = []
    record.pinValues = []
    record.pinShape = full.shape
    for spec in full.specs {
      let tag = nextTag
      nextTag += 1
      owners[tag] = .pin(record, spec.name)
      do {
        let id = try solver.add(
          Constraint(spec.expression - spec.value, spec.relation, priority: Priority(spec.priority)), tag: tag)
        record.pins.append(id)
        record.pinValues.append(spec.value)
      } catch .unsatisfiable(let conflict) {
        reportPinConflict(conflict, record, spec)
        // Kept at a priority just below required, so that the view still has a frame.
        let id = try? solver.add(
          Constraint(spec.expression - spec.value, spec.relation, priority: Priority(999)), tag: tag)
        if let id {
          record.pins.append(id)
          record.pinValues.append(spec.value)
        }
      } catch {
        LayoutDiagnostics.emit("[LayoutConstraints] \(spec.name) of \(record.item?.debugName ?? "?"): \(error)")
      }
    }
    solutionMoved = true
    return record.pinValues != before.0 || record.pinShape != before.1
  }

  /// The whole spec of pin `index` of what `makePins` adds (a refused or failed shift names it).
  private func spec(at index: Int, _ makePins: (inout PinList) -> Void) -> PinSpec {
    var full = PinList(buildsSpecs: true)
    makePins(&full)
    return full.specs[index]
  }

  /// Brings every record's pins up to date with its item's frame or insets.
  func refreshAllPins() {
    insetMemo.begin()
    for case let record? in recordOrder { refreshPins(of: record) }
    retryRefusedPins()
    insetMemo.end()
  }

  /// The end of a round of a layout pass (M2): the safe-area, margins and readable content
  /// guides whose view's insets changed although the view's own layout step did not run — an
  /// ancestor moved it in the window, and the views in between kept their insets — follow
  /// them now, and each such view is marked for layout: the next round reports its new insets
  /// (`safeAreaInsetsDidChange()`) and applies the solution its guides' new pins give.
  func followInsetGuides() {
    insetMemo.begin()
    var index = 0
    while index < insetGuideRecords.count {
      let record = insetGuideRecords[index]
      index += 1
      guard case .guide(let guide)? = record.item, let owner = record.ownerRecord, let view = guide.owningView,
        view.isInWindow(window)
      else { continue }
      // A subclass's `setNeedsLayout()` that lays out at once begins a batch of its own,
      // which ends this one's memo (`InsetMemo`): the rest of the loop computes afresh.
      if setGuidePins(of: record, guide, owner: owner) { view.setNeedsLayout() }
    }
    insetMemo.end()
  }

  /// Brings one record's pins up to date.
  func refreshPins(of record: ItemRecord) {
    guard !record.pins.isEmpty else { return }
    switch record.item {
    case .view(let view)? where !record.isPositioned:
      setPins(of: record) { translatingPins(into: &$0, view, record) }
    case .guide(let guide)?:
      if let owner = record.ownerRecord { setGuidePins(of: record, guide, owner: owner) }
    default: break
    }
  }

  // MARK: Intrinsic content size (L7)

  /// Makes the record's intrinsic-size constraints match its view's intrinsic size and priorities.
  func updateIntrinsicConstraints(of record: ItemRecord, view: View) {
    let size = view.intrinsicContentSize
    let state = view.autoLayoutState
    let priorities = [
      state.compressionResistance.horizontal.engineValue, state.hugging.horizontal.engineValue,
      state.compressionResistance.vertical.engineValue, state.hugging.vertical.engineValue,
    ]
    guard
      record.intrinsicPriorities.isEmpty || !size.isIdentical(to: record.intrinsicSize)
        || priorities != record.intrinsicPriorities
    else { return }
    if moveIntrinsicConstantsInPlace(of: record, to: size, priorities: priorities) { return }
    for id in record.intrinsic { try? solver.remove(id) }
    record.intrinsic = []
    record.intrinsicSize = size
    record.intrinsicPriorities = priorities
    func add(_ variable: Variable, _ relation: ArrangementConstraints.Relation, _ value: CGFloat, _ priority: Float) {
      let tag = nextTag
      nextTag += 1
      owners[tag] = .pin(record, "intrinsic content size")
      if let id = try? solver.add(Constraint(variable, relation, Double(value), priority: Priority(priority)), tag: tag)
      {
        record.intrinsic.append(id)
      }
    }
    if size.width != View.noIntrinsicMetric, size.width.isFinite, size.width >= 0 {
      add(record.width, .greaterThanOrEqual, size.width, priorities[0])
      add(record.width, .lessThanOrEqual, size.width, priorities[1])
    }
    if size.height != View.noIntrinsicMetric, size.height.isFinite, size.height >= 0 {
      add(record.height, .greaterThanOrEqual, size.height, priorities[2])
      add(record.height, .lessThanOrEqual, size.height, priorities[3])
    }
    solutionMoved = true
  }

  /// A new intrinsic size with the same priorities and the same dimensions given: the
  /// constants of the record's intrinsic constraints move in place, one incremental edit each,
  /// instead of a removal and an insertion (a text-size change re-measures every label, DT1:
  /// removing and adding re-pivots the tableau per label). `false` when the shape differs or
  /// an edit is refused (the caller then makes them again).
  private func moveIntrinsicConstantsInPlace(of record: ItemRecord, to size: CGSize, priorities: [Float]) -> Bool {
    func given(_ length: CGFloat) -> Bool { length != View.noIntrinsicMetric && length.isFinite && length >= 0 }
    let old = record.intrinsicSize
    guard priorities == record.intrinsicPriorities, given(size.width) == given(old.width),
      given(size.height) == given(old.height),
      record.intrinsic.count == (given(size.width) ? 2 : 0) + (given(size.height) ? 2 : 0)
    else { return false }
    var index = 0
    if given(size.width) {
      if size.width != old.width {
        guard (try? solver.setConstant(of: record.intrinsic[0], to: -Double(size.width))) != nil,
          (try? solver.setConstant(of: record.intrinsic[1], to: -Double(size.width))) != nil
        else { return false }
      }
      index = 2
    }
    if given(size.height), size.height != old.height {
      guard (try? solver.setConstant(of: record.intrinsic[index], to: -Double(size.height))) != nil,
        (try? solver.setConstant(of: record.intrinsic[index + 1], to: -Double(size.height))) != nil
      else { return false }
    }
    record.intrinsicSize = size
    solutionMoved = true
    return true
  }

  /// Reads the intrinsic sizes invalidated since the last pass.
  func readIntrinsicSizesIfNeeded() {
    guard !intrinsicInvalidated.isEmpty else { return }
    let invalidated = intrinsicInvalidated
    intrinsicInvalidated = []
    // Every label of a chain re-measured moves the rows below it: deferred, each moves once (DT1).
    solver.beginDeferringShifts()
    defer { solver.endDeferringShifts() }
    for record in invalidated {
      guard case .view(let view)? = record.item else { continue }
      if record.isPositioned { updateIntrinsicConstraints(of: record, view: view) }
      // A label's baselines move with its text and font: constraints to them are resolved again.
      if view is Label, let state = view.autoLayout {
        for constraint in state.referencingConstraints where constraint.usesBaseline { reinstall(constraint) }
      }
    }
  }
}
