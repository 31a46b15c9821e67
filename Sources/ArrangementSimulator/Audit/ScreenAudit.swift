import Foundation

/// Checks every visible view of a window against its display: the fold, the cameras, the safe
/// area, the window's edges, and empty sizes.
///
/// The audit walks the window's view tree and reports, for each view it counts, a
/// ``ScreenAuditFinding`` per problem:
/// - overlapping an **active** division (a folded fold's band, margins included);
/// - overlapping an **active** occlusion (the cover display's camera and bar strip);
/// - reaching outside the display's safe area;
/// - reaching outside the window;
/// - being zero-sized (not bigger than `LengthTolerance.standard` in a dimension);
/// - an ambiguous layout: constraints position the view but leave its frame undetermined
///   (L12; the finding lists the constraints on the view);
/// - a broken constraint: an active required constraint on the view that contradicts others
///   and is not enforced (L3, L12; reported on its first item's view, counted or not).
///
/// **Which views count.** Views that are hidden, or inside a hidden view, are skipped with
/// their subviews. Of the others, *leaf views* (no subviews) and *views with an
/// `accessibilityIdentifier`* count; a container without an identifier only holds other views
/// and is never a finding by itself (a pane filling the screen is fine; the button in it under
/// the camera is not). Give a container an identifier to audit it too.
///
/// **Half a pixel is not a finding.** Overlaps, and reaches past the safe area or the window,
/// count only when they are larger than half a pixel of the display (`0.5 / scale`: 1/6 pt at
/// @3x) plus `LengthTolerance.standard`. Frames from constraints are rounded to the pixel grid
/// in their superview's space (L9), and an arrangement's panes are not (P2), so a view pinned
/// exactly to the safe-area guide or to the edge of a pane at 495.5 pt ends up to half a pixel
/// past it; a view ending exactly at the fold's edge is fine too.
///
/// **Exemptions.** A view whose identifier is exempted is not checked for the exempted
/// problems (a full-bleed background belongs under the camera); its subviews still are.
///
/// ```swift
/// var audit = ScreenAudit()
/// audit.exempt("artwork")                      // full bleed on purpose
/// audit.exempt("scrubber", from: .safeArea)    // may run under the home indicator
/// let findings = audit.findings(in: simulator.window)
/// print(audit.report(for: simulator.window))   // one finding per line
/// ```
///
/// Degenerate input: a window without subviews has no findings; non-finite frames are
/// reported as ``ScreenAuditFinding/Problem/nonFiniteFrame`` and regions with non-finite
/// frames are ignored; negative sizes count as zero-sized. The audit never lays the window
/// out and never changes it.
public struct ScreenAudit: Sendable, Hashable, CustomStringConvertible {
  /// The problems the audit looks for.
  public struct Checks: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set of checks from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Overlapping an active division.
    public static let division = Checks(rawValue: 1 << 0)
    /// Overlapping an active occlusion.
    public static let occlusion = Checks(rawValue: 1 << 1)
    /// Reaching outside the safe area.
    public static let safeArea = Checks(rawValue: 1 << 2)
    /// Reaching outside the window.
    public static let window = Checks(rawValue: 1 << 3)
    /// Being zero-sized.
    public static let size = Checks(rawValue: 1 << 4)
    /// A view positioned by constraints whose frame they leave undetermined (L12).
    public static let ambiguousLayout = Checks(rawValue: 1 << 5)
    /// An active constraint on the view that is broken: not enforced because it contradicts
    /// required ones (L3).
    public static let brokenConstraint = Checks(rawValue: 1 << 6)
    /// A label's text truncated or cut by its bounds, or a label cut by the screen (DT6;
    /// opt-in: not in ``all``).
    public static let textClipped = Checks(rawValue: 1 << 7)
    /// A text control whose size does not follow the text size: a fixed font, or
    /// `adjustsFontForContentSizeCategory` off (DT6; opt-in).
    public static let dynamicType = Checks(rawValue: 1 << 8)
    /// An enabled control smaller than 44 × 44 pt (DT6, HIG; opt-in).
    public static let hitRegion = Checks(rawValue: 1 << 9)
    /// Text against its resolved background below 4.5 : 1, or 3 : 1 for large text (DT6,
    /// WCAG 2.x; opt-in).
    public static let contrast = Checks(rawValue: 1 << 10)
    /// The four accessibility checks (DT6), the object model's
    /// `XCUIApplication.performAccessibilityAudit`: run them with
    /// `ScreenAudit(checks: .accessibility)` or add them to the default ones,
    /// `ScreenAudit(checks: ScreenAudit.Checks.all.union(.accessibility))`.
    public static let accessibility: Checks = [.textClipped, .dynamicType, .hitRegion, .contrast]
    /// Every layout check: the default set. The accessibility checks are opt-in and not in it,
    /// so screens audited before DT6 see no new findings.
    public static let all: Checks = [
      .division, .occlusion, .safeArea, .window, .size, .ambiguousLayout, .brokenConstraint,
    ]

    /// `division, occlusion`.
    public var description: String {
      let names: [(Checks, String)] = [
        (.division, "division"), (.occlusion, "occlusion"), (.safeArea, "safe area"), (.window, "window"),
        (.size, "size"), (.ambiguousLayout, "ambiguous layout"), (.brokenConstraint, "broken constraint"),
        (.textClipped, "text clipped"), (.dynamicType, "Dynamic Type"), (.hitRegion, "hit region"),
        (.contrast, "contrast"),
      ]
      let present = names.filter { contains($0.0) }.map(\.1)
      return present.isEmpty ? "none" : present.joined(separator: ", ")
    }
  }

  /// The problems to look for (default: all).
  public var checks: Checks
  /// Identifiers exempted from some checks.
  public private(set) var exemptions: [String: Checks] = [:]

  /// Creates an audit.
  ///
  /// ```swift
  /// let foldOnly = ScreenAudit(checks: [.division, .occlusion])
  /// ```
  public init(checks: Checks = .all) {
    self.checks = checks
  }

  /// Exempts the view with `identifier` from some checks (default: all of them).
  ///
  /// ```swift
  /// audit.exempt("background")
  /// ```
  ///
  /// Degenerate input: exempting an identifier no view has changes nothing; exempting
  /// again adds to the exempted checks.
  public mutating func exempt(_ identifier: String, from checks: Checks = .all) {
    exemptions[identifier, default: []].formUnion(checks)
  }

  /// A copy with `identifier` exempted.
  ///
  /// ```swift
  /// let audit = ScreenAudit().exempting("background")
  /// ```
  public func exempting(_ identifier: String, from checks: Checks = .all) -> ScreenAudit {
    var copy = self
    copy.exempt(identifier, from: checks)
    return copy
  }

  /// `screen audit (division, occlusion, safe area, window, size, ambiguous layout, broken
  /// constraint; exempt: background)`.
  public var description: String {
    let exempt = exemptions.sorted { $0.key < $1.key }.map { name, checks in
      checks == .all ? name : "\(name) (\(checks))"
    }
    return "screen audit (\(checks)" + (exempt.isEmpty ? "" : "; exempt: \(exempt.joined(separator: ", "))") + ")"
  }

  /// Lays the window out, then lists every finding for its visible views, in drawing order (a
  /// view before its subviews), each view's findings in the order of ``Checks``.
  ///
  /// The window runs any layout it still needs first (`layoutIfNeeded()`), as
  /// `WindowSnapshot(simulator)` does, so a controller pushed or presented a moment ago is
  /// audited with its subviews laid out, not at 0 × 0.
  ///
  /// ```swift
  /// #expect(ScreenAudit().findings(in: simulator.window).isEmpty)
  /// ```
  @MainActor
  public func findings(in window: Window) -> [ScreenAuditFinding] {
    window.layoutIfNeeded()
    return findings(inLaidOut: window)
  }

  /// The findings of a window as it is laid out now (the simulator's per-pass audit, which
  /// runs right after a pass).
  @MainActor
  package func findings(inLaidOut window: Window) -> [ScreenAuditFinding] {
    let divisions = window.reservedRegions(kind: .division).filter { $0.frame.hasFiniteComponents }
    let occlusions = window.reservedRegions(kind: .occlusion).filter { $0.frame.hasFiniteComponents }
    let windowBounds = window.bounds
    let insets = window.display.safeAreaInsets
    let safe = CGRect(
      x: windowBounds.minX + insets.left, y: windowBounds.minY + insets.top,
      width: windowBounds.width - insets.left - insets.right,
      height: windowBounds.height - insets.top - insets.bottom)
    // Half a pixel: the most L9's rounding moves an edge pinned to a region's or the safe area's.
    let scale = window.display.scale
    let slack = scale.isFinite && scale > 0 ? 0.5 / scale : 0.5
    var findings: [ScreenAuditFinding] = []
    let entries = ViewTree.entries(in: window)
    let broken = window.brokenLayoutConstraints
    for entry in entries where entry.isVisible && (entry.isLeaf || entry.identifier != nil) {
      // B8: bars are the system's chrome (they lie under the status display and outside the
      // safe area by design); their titles and items are judged against folds and cameras.
      if entry.view.isBarView { continue }
      var active = checks.subtracting(entry.identifier.flatMap { exemptions[$0] } ?? [])
      if entry.view.isBarContent { active.remove(.safeArea) }
      if active.isEmpty { continue }
      // Inside a scroll view only the visible part of the content is judged (W6).
      guard let frame = entry.visibleFrame else { continue }
      func add(_ problem: ScreenAuditFinding.Problem) {
        findings.append(ScreenAuditFinding(path: entry.path, frame: frame, problem: problem))
      }
      guard frame.hasFiniteComponents else {
        add(.nonFiniteFrame)
        continue
      }
      // `size`, not `width`: CGRect.width is the absolute value, and negative sizes are empty.
      if !LengthTolerance.isGreater(frame.size.width, 0) || !LengthTolerance.isGreater(frame.size.height, 0) {
        if active.contains(.size) { add(.zeroSized) }
        continue
      }
      if active.contains(.division) {
        for region in divisions {
          if let overlap = ViewTree.overlap(frame, region.frame, slack: slack) {
            add(.overlapsDivision(region.id, overlap: overlap))
          }
        }
      }
      if active.contains(.occlusion) {
        for region in occlusions {
          if let overlap = ViewTree.overlap(frame, region.frame, slack: slack) {
            add(.overlapsOcclusion(region.id, overlap: overlap))
          }
        }
      }
      if active.contains(.safeArea), safe.hasFiniteComponents, let beyond = Self.beyond(frame, safe, slack: slack) {
        add(.outsideSafeArea(beyond))
      }
      if active.contains(.window), let beyond = Self.beyond(frame, windowBounds, slack: slack) {
        add(.outsideWindow(beyond))
      }
      if active.contains(.ambiguousLayout), entry.view.hasAmbiguousLayout {
        let involved =
          entry.view.constraintsAffectingLayout(for: .horizontal)
          + entry.view.constraintsAffectingLayout(for: .vertical)
        add(.ambiguousLayout(constraints: involved.map(Self.name(of:))))
      }
    }
    if !broken.isEmpty { findings += brokenConstraintFindings(broken, entries) }
    if !checks.isDisjoint(with: .accessibility) { findings += accessibilityFindings(entries, in: window) }
    return findings
  }

  /// One finding per broken constraint, on its first item's view (a guide's owning view).
  @MainActor
  private func brokenConstraintFindings(_ broken: [LayoutConstraint], _ entries: [ViewTreeEntry])
    -> [ScreenAuditFinding]
  {
    var findings: [ScreenAuditFinding] = []
    for constraint in broken {
      let item = constraint.firstItem
      let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
      guard let view, let entry = entries.first(where: { $0.view === view }), entry.isVisible else { continue }
      let active = checks.subtracting(entry.identifier.flatMap { exemptions[$0] } ?? [])
      guard active.contains(.brokenConstraint) else { continue }
      findings.append(
        ScreenAuditFinding(path: entry.path, frame: entry.frame, problem: .brokenConstraint(Self.name(of: constraint))))
    }
    return findings
  }

  /// A constraint's identifier, else its equation as its description prints it.
  @MainActor
  static func name(of constraint: LayoutConstraint) -> String {
    if let identifier = constraint.identifier, !identifier.isEmpty { return identifier }
    return constraint.description
  }

  /// The findings, one per line (`no findings` when there are none).
  ///
  /// ```swift
  /// print(ScreenAudit().report(for: simulator.window))
  /// ```
  @MainActor
  public func report(for window: Window) -> String {
    let findings = findings(in: window)
    return findings.isEmpty ? "no findings" : findings.map(\.description).joined(separator: "\n")
  }

  /// How far `frame` reaches past each edge of `limit` (only amounts over `slack` plus the
  /// tolerance), or `nil` when it stays inside.
  static func beyond(_ frame: CGRect, _ limit: CGRect, slack: CGFloat = 0) -> EdgeInsets? {
    func amount(_ value: CGFloat) -> CGFloat { LengthTolerance.isGreater(value, slack) ? value : 0 }
    let amounts = EdgeInsets(
      top: amount(limit.minY - frame.minY), left: amount(limit.minX - frame.minX),
      bottom: amount(frame.maxY - limit.maxY), right: amount(frame.maxX - limit.maxX))
    return amounts == .zero ? nil : amounts
  }
}
