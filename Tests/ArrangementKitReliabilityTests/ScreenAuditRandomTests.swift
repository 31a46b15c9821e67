import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// The screen audit over the reliability suite's random operation sequences: after every
/// random operation the controllers' views get random decorations (zero-sized, hidden,
/// non-finite, bounds-origin-shifted, nested, detached views), and the audit's findings must
/// equal an independent check built from the public API (`convert(_:to:)`,
/// `reservedRegions(kind:)`, `safeAreaInsets`): no crash, no missing finding, no extra one.
@Suite("Screen audit on random hierarchies")
struct ScreenAuditRandomTests {
  @MainActor
  @Test("the audit never crashes or misreports on random hierarchies (seeded; failures print the seed)")
  func randomHierarchies() {
    let firstSeed: UInt64 = 0xA0D1_7000
    var audited = 0
    var seen: Set<String> = []
    let kinds = [
      "zero-sized", "non-finite frame", "outside the window", "outside the safe area", "overlaps active division",
      "overlaps active occlusion",
    ]
    for index in 0..<120 {
      let seed = firstSeed &+ UInt64(index)
      let world = RandomWorld(seed: seed)
      var decorations = SeededGenerator(seed: seed)
      var detached: [View] = []
      for step in 0..<25 {
        let operation = world.randomOperation()
        Self.decorate(world.controllers, detached: &detached, using: &decorations)
        world.window.layoutIfNeeded()
        let audit = Bool.random(using: &decorations) ? ScreenAudit() : ScreenAudit().exempting("decoration-0")
        // Foundation's `offsetBy` leaves infinite rectangles alone, so a non-finite frame is
        // compared by path only.
        let found = audit.findings(in: world.window).map {
          $0.problem == .nonFiniteFrame ? "\($0.pathDescription): non-finite frame" : $0.description
        }.sorted()
        let expected = Self.expectedFindings(in: world.window, audit: audit).sorted()
        audited += 1
        for kind in kinds where found.contains(where: { $0.contains(kind) }) { seen.insert(kind) }
        if found != expected {
          Issue.record(
            """
            seed \(seed) step \(step + 1) (\(operation)): the audit disagrees with the independent check
              audit only: \(Set(found).subtracting(expected).sorted())
              check only: \(Set(expected).subtracting(found).sorted())
            """)
          return
        }
        for view in detached {
          let name = view.accessibilityIdentifier ?? ""
          #expect(
            !found.contains { $0.contains(name) && !name.isEmpty }, "seed \(seed): detached view \(name) reported")
        }
      }
      _ = world.tearDown()
    }
    #expect(audited > 0)
    // The decorations reach every kind of finding, so the comparison above covers each.
    #expect(Set(kinds) == seen, "never seen: \(Set(kinds).subtracting(seen).sorted())")
  }

  /// Adds, changes or removes random subviews of random controllers' views.
  @MainActor
  static func decorate(_ controllers: [ViewController], detached: inout [View], using rng: inout SeededGenerator) {
    guard !controllers.isEmpty else { return }
    let host = controllers[Int.random(in: 0..<controllers.count, using: &rng)].view!
    let lengths: [CGFloat] = [0, 0.0005, 0.002, 1, 20, 44, 200, 455.5, 480, 700, -10, .nan, .infinity]
    func length() -> CGFloat { lengths[Int.random(in: 0..<lengths.count, using: &rng)] }
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1:
      let view = View(frame: CGRect(x: length(), y: length(), width: length(), height: length()))
      if Bool.random(using: &rng) { view.accessibilityIdentifier = "decoration-\(Int.random(in: 0..<3, using: &rng))" }
      view.isHidden = Int.random(in: 0..<5, using: &rng) == 0
      let parent = host.subviews.isEmpty || Bool.random(using: &rng) ? host : host.subviews[0]
      parent.addSubview(view)
    case 2:
      if let view = host.subviews.last, view.viewController == nil {
        view.bounds = CGRect(origin: CGPoint(x: length(), y: length()), size: view.bounds.size)
      }
    case 3:
      if let view = host.subviews.last, view.viewController == nil {
        view.isHidden.toggle()
      }
    case 4:
      if let view = host.subviews.last, view.viewController == nil {
        view.removeFromSuperview()
        view.accessibilityIdentifier = "detached-\(detached.count)"
        detached.append(view)
      }
    default:
      host.bounds = CGRect(origin: CGPoint(x: Bool.random(using: &rng) ? 0 : 13, y: 0), size: host.bounds.size)
    }
  }

  /// The findings the audit's documentation promises, computed another way.
  @MainActor
  static func expectedFindings(in window: Window, audit: ScreenAudit) -> [String] {
    var result: [String] = []
    let insets = window.display.safeAreaInsets
    let bounds = window.bounds
    func finite(_ r: CGRect) -> Bool {
      [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
    }
    func name(_ view: View) -> String {
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
      if let controller = view.viewController { return String(describing: type(of: controller)) }
      return String(describing: type(of: view))
    }
    func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
      let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
      let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
      guard w > LengthTolerance.standard, h > LengthTolerance.standard else { return nil }
      return CGRect(x: max(a.minX, b.minX), y: max(a.minY, b.minY), width: w, height: h)
    }
    func visit(_ view: View, path: [String]) {
      guard !view.isHidden else { return }
      let path = path + [name(view)]
      defer { for subview in view.subviews { visit(subview, path: path) } }
      // B8: bars themselves are not judged; their titles and items are, except for the safe area.
      func isBar(_ candidate: View?) -> Bool {
        candidate is NavigationBar || candidate is Toolbar || candidate is TabBar || candidate is VerticalBarStrip
      }
      if isBar(view) { return }
      let identifier = view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
      guard view.subviews.isEmpty || identifier != nil else { return }
      var checks = audit.checks.subtracting(identifier.flatMap { audit.exemptions[$0] } ?? [])
      if sequence(first: view.superview, next: { $0?.superview }).prefix(while: { $0 != nil }).contains(where: isBar) {
        checks.remove(.safeArea)
      }
      guard !checks.isEmpty else { return }
      let size = view.frame.size
      let origin = view.superview!.convert(CGRect(origin: view.frame.origin, size: .zero), to: window).origin
      let frame = CGRect(origin: origin, size: size)
      let prefix = "\(path.joined(separator: " › ")) \(LengthFormat.rect(frame)): "
      guard finite(frame), finite(view.frame) else {
        result.append("\(path.joined(separator: " › ")): non-finite frame")
        return
      }
      if !(size.width > LengthTolerance.standard) || !(size.height > LengthTolerance.standard) {
        if checks.contains(.size) { result.append(prefix + "zero-sized") }
        return
      }
      for (kind, check) in [(ReservedRegion.Kind.division, ScreenAudit.Checks.division), (.occlusion, .occlusion)]
      where checks.contains(check) {
        for region in window.display.reservedRegions
        where region.kind == kind && region.isActive && finite(region.frame) {
          if let shared = overlap(frame, region.frame) {
            result.append(
              prefix
                + "overlaps active \(kind) \(region.id) by \(LengthFormat.size(shared.size)) at \(LengthFormat.rect(shared))"
            )
          }
        }
      }
      func beyond(_ limit: CGRect) -> String? {
        var parts: [String] = []
        for (amount, edge) in [
          (limit.minY - frame.minY, "at the top"), (limit.minX - frame.minX, "on the left"),
          (frame.maxY - limit.maxY, "at the bottom"), (frame.maxX - limit.maxX, "on the right"),
        ] where amount > LengthTolerance.standard {
          parts.append("\(LengthFormat.string(amount)) \(edge)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
      }
      let safe = CGRect(
        x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: bounds.width - insets.left - insets.right,
        height: bounds.height - insets.top - insets.bottom)
      if checks.contains(.safeArea), let text = beyond(safe) {
        result.append(prefix + "outside the safe area by \(text)")
      }
      if checks.contains(.window), let text = beyond(bounds) { result.append(prefix + "outside the window by \(text)") }
    }
    for subview in window.subviews { visit(subview, path: []) }
    return result
  }
}
