import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A view that counts its `layoutSubviews` calls and reads the display's fold regions there.
@MainActor
final class RegionReadingView: View {
  var layoutCount = 0
  var folds: [ReservedRegion] = []
  override func layoutSubviews() {
    layoutCount += 1
    folds = reservedRegions(kind: .division)
  }
}

/// A controller whose view holds an arrangement, a view that reads regions and a plain sibling.
@MainActor
final class RegionScreen: ViewController {
  let arrangement = ArrangementController()
  let reader = RegionReadingView()
  let sibling = CountingView()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(arrangement)
    view.addSubview(arrangement.view)
    arrangement.didMove(toParent: self)
    view.addSubview(reader)
    view.addSubview(sibling)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    arrangement.view.frame = view.bounds
    reader.frame = view.bounds
    sibling.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  }
}

@MainActor
@Suite("What a display change lays out (V4)")
struct DisplayChangeLayoutTests {
  @Test(
    "V4: a pose change that keeps the window's size lays out the arrangement and the region reader, not the sibling")
  func sameSizeChangeLaysOutReaders() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let screen = RegionScreen()
    screen.arrangement.setViewController(ViewController(), for: .primary)
    screen.arrangement.setViewController(ViewController(), for: .secondary)
    simulator.window.rootViewController = screen
    let size = simulator.window.bounds.size
    let (readerCount, siblingCount, solves) = (
      screen.reader.layoutCount, screen.sibling.layoutCount, screen.arrangement.currentLayout
    )
    simulator.posture = .book
    // The rule's precondition: the same window size, other regions (R2: flat inactive, book active).
    #expect(simulator.window.bounds.size == size)
    #expect(screen.reader.layoutCount == readerCount + 1)
    #expect(screen.reader.folds.count == 1)
    #expect(screen.sibling.layoutCount == siblingCount)
    #expect(screen.arrangement.currentLayout != solves)
  }

  @Test("V4: a window size change lays out the views whose bounds changed")
  func sizeChangeLaysOutResizedViews() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let screen = RegionScreen()
    simulator.window.rootViewController = screen
    let readerCount = screen.reader.layoutCount
    simulator.orientation = .portrait
    #expect(screen.reader.layoutCount > readerCount)
  }
}
