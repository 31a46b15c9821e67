import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A controller written the way platform subclasses are: its own designated initializer that
/// calls the nib initializer, and a title observer.
@MainActor
final class EpisodeController: ViewController {
  let episode: Int
  var titleChanges: [String?] = []
  override var title: String? {
    didSet { titleChanges.append(title) }
  }

  init(episode: Int) {
    self.episode = episode
    super.init(nibName: nil, bundle: nil)
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    episode = 0
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
}

@MainActor
@Suite("View controller basics")
struct ViewControllerBasicsTests {
  @Test("viewIfLoaded never loads the view; loadViewIfNeeded loads it once")
  func viewIfLoaded() {
    let log = EventLog()
    let controller = RecordingController("c", log: log)
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isViewLoaded)
    #expect(log.events.isEmpty)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(log.events == ["c.viewDidLoad"])
    #expect(controller.viewIfLoaded === controller.view)
    controller.view = nil
    #expect(controller.viewIfLoaded == nil)
  }

  @Test("title is stored as given, nil by default, and subclasses can observe it")
  func title() {
    let controller = EpisodeController(episode: 7)
    #expect(controller.title == nil)
    controller.title = "Episode 7"
    controller.title = ""
    controller.title = nil
    #expect(controller.titleChanges == ["Episode 7", "", nil])
    let plain = ViewController()
    plain.title = "Queue"
    #expect(plain.title == "Queue")
  }

  @Test("init(nibName:bundle:) ignores both arguments: the view loads as with init()")
  func nibInitializer() {
    let bundles: [Bundle?] = [nil, Bundle.main]
    for name in [nil, "Missing", ""] as [String?] {
      for bundle in bundles {
        let controller = ViewController(nibName: name, bundle: bundle)
        #expect(!controller.isViewLoaded)
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.view.viewController === controller)
      }
    }
    let subclass = EpisodeController(nibName: "Episode", bundle: nil)
    #expect(subclass.episode == 0)
    let placed = EpisodeController(episode: 3)
    let arrangement = ArrangementController()
    arrangement.setViewController(placed, for: .primary)
    #expect(placed.parent === arrangement)
  }
}
