import Foundation
import Testing

/// `super.init()` in a controller or view subclass compiles and links in debug and release
/// builds (issue 20 §1): it calls the designated initializer with its default arguments, where
/// it used to compile and then fail to link (an undefined initializing entry of the
/// convenience `init()`, in optimized builds). Also the platform's other initializer idioms.
@Suite("Subclass initializers compile, link and run in both configurations")
struct InitializerLinkTests {
  static let client = """
    import ArrangementUIKitShims

    final class EpisodeViewController: UIViewController {
      let episode: Int
      init(episode: Int) { self.episode = episode; super.init() }
    }
    final class PlainViewController: UIViewController {
      init() { super.init(nibName: nil, bundle: nil) }
    }
    final class OverridingViewController: UIViewController {
      var log: [String] = []
      override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        log.append("init(nibName:bundle:)")
      }
    }
    final class Library: UINavigationController {
      let shelf = 1
      init(shelf: Int) { super.init() }
    }
    final class Tabs: UITabBarController {
      let count: Int
      init(count: Int) { self.count = count; super.init() }
    }
    final class Player: UIArrangementViewController {
      let track: String
      init(track: String) { self.track = track; super.init() }
    }
    final class Badge: UIView {
      let kind: Int
      init(kind: Int) { self.kind = kind; super.init() }
    }
    final class Dial: UIView {
      var madeBy = ""
      override init(frame: CGRect) { super.init(frame: frame); madeBy = "init(frame:)" }
    }
    MainActor.assumeIsolated {
      let episode = EpisodeViewController(episode: 7)
      print("episode", episode.episode, episode.view != nil)
      print("plain", PlainViewController().isViewLoaded)
      print("overriding", OverridingViewController().log)
      print("library", Library(shelf: 1).viewControllers.count)
      print("tabs", Tabs(count: 2).count)
      print("player", Player(track: "a").track, Player(track: "b").arrangement is UISplitArrangement)
      print("badge", Badge(kind: 3).kind, Badge(kind: 3).frame == .zero)
      print("dial", Dial().madeBy, Dial().frame == .zero)
    }
    """

  static let expected = """
    episode 7 true
    plain false
    overriding ["init(nibName:bundle:)"]
    library 0
    tabs 2
    player a true
    badge 3 true
    dial init(frame:) true

    """

  @Test("V6/C10: super.init() and init() in subclasses build, link and run", arguments: [false, true])
  func buildsAndRuns(optimized: Bool) throws {
    let result = try ClientCompiler.buildAndRun(
      Self.client, optimized: optimized,
      libraries: ["ArrangementCore", "ArrangementConstraints", "ArrangementKit", "ArrangementUIKitShims"])
    #expect(result.status == 0, "\(optimized ? "-O" : "-Onone"): \(result.stderr)")
    #expect(result.stdout == Self.expected)
  }
}
