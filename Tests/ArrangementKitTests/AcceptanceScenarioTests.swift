import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The call sequences of issue 3, item 7: what real apps do with the controller API.
@MainActor
@Suite("Acceptance scenarios (issue 3, 7a–7f)")
struct AcceptanceScenarioTests {
  // MARK: 7a

  /// The app's decision: two columns, or a paged UI when the secondary is hidden.
  enum NowPlayingMode: Equatable { case split, paged }

  @Test(
    "7a (C3, S2, S9): now playing decides split or paged from state(for: .secondary)",
    arguments: [
      (Posture.closed, Orientation.portrait, NowPlayingMode.paged),
      (Posture.flat, Orientation.landscape, NowPlayingMode.split),
      (Posture.book, Orientation.landscape, NowPlayingMode.split),
    ])
  func nowPlaying(posture: Posture, orientation: Orientation, expected: NowPlayingMode) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: posture, orientation: orientation)
    let player = ViewController()
    let tabs = ViewController()
    let arrangement = ArrangementController()
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(tabs, for: .secondary)
    var nowPlaying = SplitArrangement().axes(.horizontal)
    var playerProperties = nowPlaying.viewProperties(for: .primary)
    playerProperties.width.preferred = .fractional(0.45)
    nowPlaying.setViewProperties(playerProperties, for: .primary)
    arrangement.updateArrangement(nowPlaying)
    simulator.window.rootViewController = arrangement
    arrangement.view.layoutIfNeeded()
    let mode: NowPlayingMode = arrangement.state(for: .secondary)?.isHidden == true ? .paged : .split
    #expect(mode == expected)
    switch (posture, expected) {
    case (.closed, _):
      // Cover display, portrait: 466 × 678 is taller than wide, vertical is not allowed (S3).
      #expect(same(player.view.frame, rect(0, 0, 466, 678)))
      #expect(tabs.parent == nil)
    case (.flat, _):
      // 45 % of 951 = 427.95, unsnapped as on the platform (P2); the tabs take the rest.
      #expect(same(player.view.frame, rect(0, 0, 427.95, 669)))
      #expect(same(tabs.view.frame, rect(427.95, 0, 523.05, 669)))
    default:
      // Book: one view per page, ratios do not apply (S9).
      #expect(same(player.view.frame, rect(0, 0, 455.5, 669)))
      #expect(same(tabs.view.frame, rect(495.5, 0, 455.5, 669)))
    }
  }

  @Test("7a: the same app follows the device live: cover → flat → book → cover")
  func nowPlayingLive() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let tabs = ViewController()
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(tabs, for: .secondary)
    arrangement.updateArrangement(
      split(axes: .horizontal, primaryWidth: .init(preferred: .fractional(0.45))))
    simulator.window.rootViewController = arrangement
    var modes: [Bool] = []
    for (posture, orientation) in [
      (Posture.closed, Orientation.portrait), (.flat, .landscape),
      (.book, .landscape), (.closed, .portrait),
    ] {
      simulator.posture = posture
      simulator.orientation = orientation
      arrangement.view.layoutIfNeeded()
      modes.append(arrangement.state(for: .secondary)!.isHidden)
    }
    #expect(modes == [true, false, false, true])
    #expect(arrangement.viewController(for: .secondary) === tabs)
  }

  // MARK: 7b

  @Test("7b (S7, S9, S2, T1): details header flat, in the book pose, then forced compact")
  func detailsPage() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let header = ViewController()
    let list = ViewController()
    let arrangement = ArrangementController()
    arrangement.setViewController(header, for: .primary)
    arrangement.setViewController(list, for: .secondary)
    arrangement.updateArrangement(
      split(
        primaryWidth: .init(
          minimum: .absolute(340), preferred: .fractional(0.4), maximum: .absolute(420))))
    simulator.window.rootViewController = arrangement

    // Flat: 40 % of 951 = 380.4, inside [340, 420]; unsnapped as on the platform (P2).
    arrangement.view.layoutIfNeeded()
    #expect(same(header.view.frame, rect(0, 0, 380.4, 669)))
    #expect(arrangement.state(for: .secondary)?.isHidden == false)

    // Book: the header fills the leading page; the maximum does not apply across a fold (S9).
    simulator.posture = .book
    #expect(same(header.view.frame, rect(0, 0, 455.5, 669)))
    #expect(same(list.view.frame, rect(495.5, 0, 455.5, 669)))

    // The app forces compact. Across a separating fold size classes never block (S2) ...
    arrangement.traitOverrides.horizontalSizeClass = .compact
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    // ... and once the device is flat again, the split collapses to the header alone.
    simulator.posture = .flat
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(arrangement.state(for: .primary)?.isHidden == false)
    #expect(same(header.view.frame, rect(0, 0, 951, 669)))
    #expect(list.parent == nil)

    // The override lifted: the split comes back with the same list instance.
    arrangement.traitOverrides.horizontalSizeClass = nil
    arrangement.view.layoutIfNeeded()
    #expect(list.parent === arrangement)
    #expect(same(header.view.frame, rect(0, 0, 380.4, 669)))
  }

  @Test("7b (S2, T1): forcing compact on a flat device collapses the split at once")
  func detailsPageForcedCompactFlat() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(
      split(
        primaryWidth: .init(
          minimum: .absolute(340), preferred: .fractional(0.4), maximum: .absolute(420))))
    simulator.window.rootViewController = arrangement
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    arrangement.traitOverrides.horizontalSizeClass = .compact
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
  }

  // MARK: 7c

  /// A player that shows a compact form while it is layered above the secondary.
  final class PlayerController: ViewController {
    var isCompact = false
    var layoutReads: [Int?] = []
    override func viewDidLayoutSubviews() {
      let zIndex = arrangementViewController?.state(for: .primary)?.zIndex
      layoutReads.append(zIndex)
      isCompact = (zIndex ?? 0) > 0
    }
  }

  @Test("7c (O1, O2, O6, C3): the player reads zIndex in viewDidLayoutSubviews")
  func playerReadsZIndex() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let player = PlayerController()
    let arrangement = ArrangementController()
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(.overlay)
    simulator.window.rootViewController = arrangement
    #expect(player.isCompact)  // flat: layered above the secondary
    #expect(player.layoutReads.last == 1)
    simulator.posture = .book
    #expect(!player.isCompact)  // one page each
    #expect(player.layoutReads.last == 0)
    simulator.posture = .flat
    #expect(player.isCompact)
    #expect(player.layoutReads.last == 1)
    #expect(player.layoutReads.allSatisfy { $0 != nil })
  }

  // MARK: 7d

  /// Swaps the arrangement's placements whenever its size changes.
  final class SwappingRoot: ViewController {
    let arrangement = ArrangementController()
    var lastSize: CGSize?
    var swaps = 0
    override func viewDidLoad() {
      addChild(arrangement)
      view.addSubview(arrangement.view)
      arrangement.didMove(toParent: self)
    }
    override func viewWillLayoutSubviews() {
      arrangement.view.frame = view.bounds
      guard let lastSize, lastSize != view.bounds.size else {
        lastSize = view.bounds.size
        return
      }
      self.lastSize = view.bounds.size
      let primary = arrangement.viewController(for: .primary)
      let secondary = arrangement.viewController(for: .secondary)
      arrangement.setViewController(nil, for: .primary)
      arrangement.setViewController(nil, for: .secondary)
      arrangement.setViewController(secondary, for: .primary)
      arrangement.setViewController(primary, for: .secondary)
      swaps += 1
    }
  }

  @Test("7d (C1, C6): swapping placements on every size change never gives two parents")
  func swappingOnSizeChange() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let root = SwappingRoot()
    let log = EventLog()
    let a = RecordingController("a", log: log)
    let b = RecordingController("b", log: log)
    root.arrangement.setViewController(a, for: .primary)
    root.arrangement.setViewController(b, for: .secondary)
    simulator.window.rootViewController = root
    let views = [ObjectIdentifier(a.view), ObjectIdentifier(b.view)]
    let steps: [(Posture, Orientation)] = [
      (.flat, .portrait), (.book, .landscape), (.closed, .portrait), (.closed, .landscape),
      (.tabletop, .portrait), (.flat, .landscape), (.closed, .portrait), (.flat, .landscape),
    ]
    for (posture, orientation) in steps {
      simulator.posture = posture
      simulator.orientation = orientation
      root.view.layoutIfNeeded()
      let arrangement = root.arrangement
      for child in [a, b] {
        // One parent at most, and it is the arrangement; the view follows the parent.
        #expect(child.parent == nil || child.parent === arrangement)
        #expect(child.isViewLoaded)
        if child.parent === arrangement {
          #expect(child.view.superview === arrangement.view)
          #expect(arrangement.children.filter { $0 === child }.count == 1)
        } else {
          #expect(child.view.superview == nil)
          #expect(arrangement.state(for: arrangement.placement(for: child)!)?.isHidden == true)
        }
        #expect(arrangement.placement(for: child) != nil)
      }
      #expect(arrangement.children.count <= 2)
      #expect(arrangement.viewController(for: .primary) !== arrangement.viewController(for: .secondary))
    }
    #expect(root.swaps >= 6)
    #expect([ObjectIdentifier(a.view), ObjectIdentifier(b.view)] == views)  // views never lost
    // Every willMove(nil) is followed by didMove(nil) before the next attach.
    for name in ["a", "b"] {
      let moves = log.events(of: name).filter { $0.contains("Move") }
      var attached = false
      for move in moves {
        switch move {
        case "willMove(nil)": #expect(attached)
        case "didMove(nil)": attached = false
        case "willMove(ArrangementController)":
          #expect(!attached)
          attached = true
        default: break
        }
      }
    }
  }

  // MARK: 7e

  @Test("7e (C1): putting the current primary into the secondary slot")
  func primaryIntoSecondary() {
    let log = EventLog()
    let (arrangement, primary, secondary) = makeArrangement(log: log)
    log.clear()
    arrangement.setViewController(primary, for: .secondary)
    #expect(arrangement.viewController(for: .primary) == nil)
    #expect(arrangement.viewController(for: .secondary) === primary)
    #expect(arrangement.placement(for: primary) == .secondary)
    #expect(arrangement.placement(for: secondary) == nil)
    #expect(secondary.parent == nil)
    #expect(secondary.view.superview == nil)
    #expect(primary.parent === arrangement)
    #expect(arrangement.children.count == 1)
    #expect(log.events(of: "primary").filter { $0.contains("Move") }.isEmpty)
    #expect(log.events(of: "secondary").filter { $0.contains("Move") } == ["willMove(nil)", "didMove(nil)"])
    #expect(arrangement.state(for: .primary) == nil)
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(same(primary.view.frame, rect(0, 0, 1200, 800)))  // alone: fills the container
  }

  // MARK: 7f

  /// A minimal navigation-like container: shows its top controller's view.
  final class StackController: ViewController {
    func push(_ controller: ViewController) {
      addChild(controller)
      controller.view.frame = view.bounds
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
      for child in children { child.view.frame = view.bounds }
    }
  }

  @Test("7f (C3, C10): a controller inside a placed navigation container")
  func insideNavigation() {
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, 1000, 600)
    let stack = StackController()
    let details = ViewController()
    stack.push(details)
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(stack, for: .secondary)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.placement(for: details) == nil)
    #expect(arrangement.placement(for: stack) == .secondary)
    #expect(details.arrangementViewController === arrangement)
    #expect(details.arrangementViewController?.state(for: .secondary)?.isHidden == false)
    #expect(same(details.view.convert(details.view.bounds, to: arrangement.view), rect(500, 0, 500, 600)))
  }
}
