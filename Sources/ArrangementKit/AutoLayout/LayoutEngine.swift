import ArrangementConstraints
import Foundation

/// A window's Auto Layout engine: the constraint solver and what it knows about the window's
/// items (L8, L10).
///
/// Items (views and layout guides) get four variables when a constraint first refers to them:
/// the origin in their superview's (a guide: its owning view's) coordinates and the size. A
/// view that translates its autoresizing mask is pinned to its current frame by required
/// constraints (L6); the system guides are pinned to their view's insets; a view positioned by
/// constraints gets its intrinsic-size constraints (L7). The solver re-optimises on every
/// change; the engine only remembers that the solution moved (`solutionMoved`) and, when a
/// layout step asks (`refreshIfNeeded`), marks the superviews of the views whose frames
/// changed, whose default `layoutSubviews` then applies them.
@MainActor
final class LayoutEngine {
  /// The constraint's life in an engine: its solver handle, or the fact that it is broken (L3).
  final class Installation {
    weak var engine: LayoutEngine?
    var solverID: ConstraintID?
    var tag: Int
    /// The records its expression refers to (each counted once per reference).
    var references: [ItemRecord] = []
    /// The layout direction its leading/trailing attributes were resolved with, if it has any.
    var direction: LayoutDirection?
    var isBroken: Bool { solverID == nil }

    init(engine: LayoutEngine, tag: Int) {
      self.engine = engine
      self.tag = tag
    }
  }

  /// What a solver tag stands for, for diagnostics.
  enum Owner {
    case constraint(LayoutConstraint)
    case pin(ItemRecord, String)
  }

  /// The window whose engine this is.
  unowned let window: Window
  var solver = ConstraintSolver()
  var records: [ObjectIdentifier: ItemRecord] = [:]
  /// Records by creation order, for deterministic iteration (holes are `nil`).
  var recordOrder: [ItemRecord?] = []
  /// The records of safe-area, margins and readable content guides, in creation order: their
  /// insets can change when an ancestor of their view moves (M2, `followInsetGuides()`).
  var insetGuideRecords: [ItemRecord] = []
  /// Pin shifts the solver refused since the last round of a pass ended, not reported yet: the
  /// pin they contradict may be about to change too (`settleRefusedPins()`, L3, L6).
  var refusedPins: [RefusedPin] = []
  /// Whether a subtree's move into the window defers the solver's shifts
  /// (``beginSubtreeMove()``): a pass run meanwhile applies them before it reads.
  private(set) var defersShiftsForMove = false
  /// System guides whose pins moved since the last round of a pass ended, and those that moved
  /// in the round before (`reportUnsettledGuides()`).
  var guidesMovedThisRound: [ItemRecord] = []
  var guidesMovedLastRound: [ItemRecord] = []
  /// The number of the round `guidesMovedThisRound` lists (from 1; records start at 0).
  var guideRound: UInt64 = 1
  var owners: [Int: Owner] = [:]
  var nextTag = 1
  /// Installed constraints that could not be enforced (L3), in the order they broke.
  var broken: [LayoutConstraint] = []
  /// Constraints whose leading/trailing attributes were resolved with a layout direction (L5).
  var directionalCount = 0
  /// An item's layout direction may differ from the one its leading/trailing constraints were
  /// resolved with (L5): set by every change that can give a view another direction — a trait
  /// change with a new direction (the display's, a controller's, a view's overrides) and a move
  /// of a view within the window — and cleared when the pass compares them, so a pass after no
  /// such change does not compute a trait collection per directional constraint.
  var directionsMayHaveChanged = false
  /// The views' safe regions and margins during a batch of pin refreshes (`InsetMemo`).
  let insetMemo = InsetMemo()
  /// The solution changed since the frames were last compared with it.
  var solutionMoved = false
  /// Records whose intrinsic size must be read again.
  var intrinsicInvalidated: [ItemRecord] = []
  /// Views that asked for `updateConstraints()` (L8).
  var viewsNeedingConstraintUpdate: [View] = []
  /// How many times the frames were read from a moved solution (a "solve" of L10).
  var solveCount = 0
  /// The diagnostics reported (L3), in order.
  var diagnostics: [String] = []
  /// Conflicts already reported, so that a recurring one is printed once.
  var reportedConflicts: Set<String> = []

  /// The engine changed since the last pass's update-constraints phase and solve: the next
  /// pass at the window, or a `layoutIfNeeded()` below it, runs them first (L8, L10).
  var needsPass = false

  /// Asks for a pass that solves this engine: the window's subtree is marked, not the window's
  /// own layout, so `layoutIfNeeded()` on a view below lays out that view's subtree only after
  /// solving (L10), while the window's `layoutIfNeeded()` runs the whole pass as before. During
  /// the window's pass the window's own layout is marked, so that its next round solves again
  /// (a label that wraps to the width it was given, W3).
  func setNeedsPass() {
    needsPass = true
    if window.isInLayoutPass { window.setNeedsLayout() } else { window.markSubtreeNeedsLayout() }
  }

  /// Whether diagnostics are printed and kept (off in the scratch engine of fitting, L11).
  var reportsConflicts = true
  /// Whether items learn their records (off in the scratch engine of fitting).
  let attachesRecords: Bool

  init(window: Window, attachesRecords: Bool = true) {
    self.window = window
    self.attachesRecords = attachesRecords
  }

  // MARK: Records

  /// The record of `item`, made (and pinned) when it has none.
  func record(for item: LayoutItem) -> ItemRecord {
    let key = ObjectIdentifier(item.object)
    if let record = records[key] { return record }
    let name = item.debugName
    let record = ItemRecord(
      item: item, order: recordOrder.count,
      x: solver.makeVariable(named: name + ".minX"), y: solver.makeVariable(named: name + ".minY"),
      width: solver.makeVariable(named: name + ".width"), height: solver.makeVariable(named: name + ".height"))
    record.engine = self
    records[key] = record
    recordOrder.append(record)
    if !attachesRecords {
    } else if case .view(let view) = item {
      let state = view.autoLayoutState
      state.record = record
      view.storedSuperview?.autoLayoutState.hasPositionedSubviewsHint = true
    } else if case .guide(let guide) = item {
      guide.record = record
    }
    configure(record)
    return record
  }

  func retain(_ record: ItemRecord) { record.references += 1 }

  /// One reference less; a record nothing refers to leaves the engine.
  func release(_ record: ItemRecord) {
    record.references -= 1
    guard record.references <= 0 else { return }
    unconfigure(record)
    records[record.key] = nil
    recordOrder[record.order] = nil
    guard attachesRecords else { return }
    // Only its own record: an item moving to another window may have the new engine's already
    // (a view of a moved subtree, made the owner of a guide there before the constraints that
    // refer to it in the old engine left it), which it keeps.
    switch record.item {
    case .view(let view)?: if let state = view.autoLayout, state.record === record { state.record = nil }
    case .guide(let guide)?: if guide.record === record { guide.record = nil }
    case nil: break
    }
  }

  /// Adds what the record's kind needs: pins or intrinsic-size constraints.
  func configure(_ record: ItemRecord) {
    switch record.item {
    case .view(let view)?:
      if view.translatesAutoresizingMaskIntoConstraints {
        record.isPositioned = false
        setPins(of: record) { translatingPins(into: &$0, view, record) }
      } else {
        record.isPositioned = true
        updateIntrinsicConstraints(of: record, view: view)
      }
    case .guide(let guide)?:
      record.isPositioned = false
      if let owner = guide.owningView, guide.systemKind != nil {
        let ownerRecord = self.record(for: .view(owner))
        retain(ownerRecord)
        record.ownerRecord = ownerRecord
        if guide.followsInsets { insetGuideRecords.append(record) }
        // A batch of its own unless one is running (a move's, `InsetMemo`).
        let batch = insetMemo.beginUnlessActive()
        setGuidePins(of: record, guide, owner: ownerRecord)
        if batch { insetMemo.end() }
      }
    case nil: break
    }
  }

  /// A subtree begins to enter the window (`autoLayoutDidMoveDeepestFirst`): its new guides'
  /// pins are one batch of the `InsetMemo`, and the solver defers the moves of referring rows,
  /// so each row moves once, at ``endSubtreeMove()``, however deep the subtree.
  func beginSubtreeMove() {
    insetMemo.begin()
    solver.beginDeferringShifts()
    defersShiftsForMove = true
  }

  /// The subtree is in: the batch ends and the deferred rows move.
  func endSubtreeMove() {
    insetMemo.end()
    defersShiftsForMove = false
    solver.endDeferringShifts()
  }

  /// Removes the record's pins and intrinsic constraints.
  func unconfigure(_ record: ItemRecord) {
    for id in record.pins + record.intrinsic { try? solver.remove(id) }
    record.pins = []
    record.pinValues = []
    record.pinShape = 0
    record.intrinsic = []
    record.intrinsicPriorities = []
    if let owner = record.ownerRecord {
      record.ownerRecord = nil
      insetGuideRecords.removeAll { $0 === record }
      release(owner)
    }
    solutionMoved = true
  }

  /// The view's `translatesAutoresizingMaskIntoConstraints` changed: its record changes kind.
  func kindDidChange(_ record: ItemRecord) {
    unconfigure(record)
    configure(record)
    retryBroken()
    setNeedsPass()
  }

  // MARK: Constraints

  /// Installs an active constraint held by a view in this window.
  func install(_ constraint: LayoutConstraint) {
    guard constraint.installation == nil else { return }
    let tag = nextTag
    nextTag += 1
    let installation = Installation(engine: self, tag: tag)
    constraint.installation = installation
    owners[tag] = .constraint(constraint)
    add(constraint, installation)
    setNeedsPass()
  }

  /// Builds the constraint's expression and adds it to the solver; a conflict breaks it (L3).
  private func add(_ constraint: LayoutConstraint, _ installation: Installation) {
    guard let built = expression(for: constraint) else { return }
    installation.references = built.references
    installation.direction = built.direction
    if built.direction != nil { directionalCount += 1 }
    for record in built.references { retain(record) }
    do {
      installation.solverID = try solver.add(built.constraint, tag: installation.tag)
      solutionMoved = true
    } catch .unsatisfiable(let conflict) {
      broken.append(constraint)
      report(conflict, breaking: constraint)
    } catch {
      broken.append(constraint)
      LayoutDiagnostics.emit("[LayoutConstraints] \(constraint) was not installed: \(error)")
    }
  }

  /// Removes an installed constraint; broken ones may then take effect (L3).
  func uninstall(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation else { return }
    removeFromSolver(constraint, installation)
    owners[installation.tag] = nil
    constraint.installation = nil
    retryBroken()
    setNeedsPass()
  }

  private func removeFromSolver(_ constraint: LayoutConstraint, _ installation: Installation) {
    if let id = installation.solverID {
      try? solver.remove(id)
      installation.solverID = nil
      solutionMoved = true
    } else if let index = broken.firstIndex(where: { $0 === constraint }) {
      broken.remove(at: index)
    }
    if installation.direction != nil { directionalCount -= 1 }
    installation.direction = nil
    let references = installation.references
    installation.references = []
    for record in references { release(record) }
  }

  /// Takes the constraint out and puts it back (its priority, or the layout direction, changed).
  func reinstall(_ constraint: LayoutConstraint) {
    guard let installation = constraint.installation else { return }
    removeFromSolver(constraint, installation)
    add(constraint, installation)
    setNeedsPass()
  }

  /// Tries the broken constraints again, oldest first: each that fits now takes effect.
  func retryBroken() {
    guard !broken.isEmpty else { return }
    let candidates = broken
    broken = []
    let wasReporting = isRetrying
    isRetrying = true
    for constraint in candidates {
      guard let installation = constraint.installation else { continue }
      removeFromSolver(constraint, installation)
      add(constraint, installation)
    }
    isRetrying = wasReporting
  }

  /// Set while broken constraints are retried: a conflict met again is not reported again.
  var isRetrying = false

  /// The constraint's constant changed (L10): the solver shifts it in place.
  func constantDidChange(of constraint: LayoutConstraint) {
    guard let installation = constraint.installation else { return }
    guard let id = installation.solverID, let built = expression(for: constraint, counting: false) else {
      retryBroken()
      setNeedsPass()
      return
    }
    do {
      try solver.setConstant(of: id, to: built.constraint.expression.constant)
      solutionMoved = true
    } catch .unsatisfiable(let conflict) {
      report(conflict, breaking: constraint)
    } catch {
      LayoutDiagnostics.emit("[LayoutConstraints] the constant of \(constraint) was not changed: \(error)")
    }
    setNeedsPass()
  }

  /// The constraint's (optional) priority changed.
  func priorityDidChange(of constraint: LayoutConstraint) { reinstall(constraint) }
}

/// The variables and solver constraints of one item in one engine.
@MainActor
final class ItemRecord {
  let key: ObjectIdentifier
  private weak var view: View?
  private weak var guide: LayoutGuide?
  let order: Int
  /// The engine the record belongs to.
  weak var engine: LayoutEngine?
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable
  var references = 0
  /// Whether the engine gives the item its frame (a view with
  /// `translatesAutoresizingMaskIntoConstraints == false`).
  var isPositioned = false
  /// Required constraints fixing the item from outside: a translating view's frame (L6), a
  /// system guide's insets (M1, M3). Their values, to tell when they move.
  var pins: [ConstraintID] = []
  var pinValues: [Double] = []
  /// What their expressions are, where the values do not say (a safe-area guide's covered
  /// sides, M1); another shape rebuilds them.
  var pinShape = 0
  /// A safe-area guide's pin values before their last change, to tell when they alternate.
  var earlierPinValues: [Double] = []
  /// Whether a safe-area guide's covered sides follow the owner's size (they alternated as
  /// numbers, `setGuidePins`).
  var followsCoveredSides = false
  /// Intrinsic-size constraints (L7) and the size they were made for.
  var intrinsic: [ConstraintID] = []
  var intrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  var intrinsicPriorities: [Float] = []
  /// A system guide's owning view's record.
  var ownerRecord: ItemRecord?
  /// The engine's `guideRound` when the guide's pins last moved: whether it is in the engine's
  /// `guidesMovedThisRound` already, without a search of the list.
  var movedInGuideRound: UInt64 = 0

  init(item: LayoutItem, order: Int, x: Variable, y: Variable, width: Variable, height: Variable) {
    key = ObjectIdentifier(item.object)
    switch item {
    case .view(let view): self.view = view
    case .guide(let guide): self.guide = guide
    }
    self.order = order
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The item, while it lives.
  var item: LayoutItem? {
    if let view { return .view(view) }
    if let guide { return .guide(guide) }
    return nil
  }
}
