import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A tab bar controller with three recording tabs in a window on an iPhone; the log cleared.
@MainActor
func makeTabs(log: EventLog) -> (DeviceSimulator, TabBarController, [RecordingController]) {
  let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
  let tabs = ["a", "b", "c"].map { RecordingController($0, log: log) }
  let tabBar = TabBarController()
  tabBar.viewControllers = tabs
  simulator.window.rootViewController = tabBar
  log.clear()
  return (simulator, tabBar, tabs)
}

@MainActor
@Suite("TabBarController (N2)")
struct TabBarControllerTests {
  @Test("N2: every tab is a child; only the selected one's view is installed and loaded")
  func onlySelectedInstalled() {
    let (simulator, tabBar, tabs) = makeTabs(log: EventLog())
    #expect(tabBar.children.map(ObjectIdentifier.init) == tabs.map(ObjectIdentifier.init))
    #expect(tabBar.selectedIndex == 0)
    #expect(tabBar.selectedViewController === tabs[0])
    #expect(tabs[0].view.superview === tabBar.view)
    #expect(same(tabs[0].view.frame, simulator.window.bounds))
    #expect(!tabs[1].isViewLoaded && !tabs[2].isViewLoaded)
  }

  @Test("N2: selecting swaps the views in UIKit's appearance order", arguments: [false, true])
  func selectionOrder(bySelectedViewController: Bool) {
    let log = EventLog()
    let (simulator, tabBar, tabs) = makeTabs(log: log)
    if bySelectedViewController { tabBar.selectedViewController = tabs[2] } else { tabBar.selectedIndex = 2 }
    #expect(
      transitionEvents(log) == [
        "a.viewWillDisappear(false)", "c.viewWillAppear(false)", "a.viewDidDisappear(false)", "c.viewDidAppear(false)",
      ])
    #expect(tabBar.selectedIndex == 2)
    #expect(tabs[2].view.superview === tabBar.view)
    #expect(tabs[0].view.superview == nil)
    #expect(tabs[0].parent === tabBar)
    withExtendedLifetime(simulator) {}
  }

  @Test("N2: the selected view follows the bounds")
  func followsBounds() {
    let (simulator, tabBar, tabs) = makeTabs(log: EventLog())
    tabBar.selectedIndex = 1
    simulator.orientation = .landscape
    #expect(same(tabs[1].view.frame, simulator.window.bounds))
  }

  @Test(
    "N2: new tabs keep the selected controller, else its index, else the first",
    arguments: [
      (order: [2, 1, 0], selected: 1, expected: 1),  // b kept, now at 1
      (order: [1, 0], selected: 2, expected: 0),  // c gone, index 2 invalid: first
      (order: [0, 3, 4], selected: 1, expected: 1),  // b gone: same index
    ])
  func reselection(order: [Int], selected: Int, expected: Int) {
    let log = EventLog()
    let (simulator, tabBar, tabs) = makeTabs(log: log)
    let pool = tabs + [RecordingController("d", log: log), RecordingController("e", log: log)]
    tabBar.selectedIndex = selected
    tabBar.setViewControllers(order.map { pool[$0] }, animated: true)
    #expect(tabBar.selectedIndex == expected)
    #expect(tabBar.selectedViewController === pool[order[expected]])
    #expect(pool[order[expected]].view.superview === tabBar.view)
    #expect(tabBar.children.count == order.count)
    for (index, controller) in pool.enumerated() where !order.contains(index) {
      #expect(controller.parent == nil)
      #expect(!controller.isViewLoaded || controller.view.superview == nil)
    }
    withExtendedLifetime(simulator) {}
  }

  @Test("N2: viewControllers is optional as on the platform; nil removes every tab")
  func optionalList() {
    let log = EventLog()
    let (simulator, tabBar, tabs) = makeTabs(log: log)
    #expect(TabBarController().viewControllers == nil)
    tabBar.viewControllers = nil
    #expect(tabBar.viewControllers == nil)
    #expect(tabBar.selectedViewController == nil)
    #expect(tabBar.children.isEmpty)
    #expect(tabs.allSatisfy { $0.parent == nil })
    #expect(log.events.contains("a.viewDidDisappear(false)"))
    withExtendedLifetime(simulator) {}
  }

  @Test("N2: tabBarController is the nearest tab bar controller among the ancestors")
  func lookup() {
    let inner = ViewController()
    let navigation = NavigationController(rootViewController: inner)
    let tabBar = TabBarController()
    tabBar.viewControllers = [navigation]
    #expect(inner.tabBarController === tabBar)
    #expect(navigation.tabBarController === tabBar)
    #expect(tabBar.tabBarController == nil)
    #expect(inner.navigationController === navigation)
  }

  @Test("N2: a tab removed by hand leaves the list; the selection moves on")
  func removedByHand() {
    let (simulator, tabBar, tabs) = makeTabs(log: EventLog())
    tabs[0].willMove(toParent: nil)
    tabs[0].view.removeFromSuperview()
    tabs[0].removeFromParent()
    #expect(tabBar.viewControllers?.count == 2)
    #expect(tabBar.selectedViewController === tabs[1])
    #expect(tabs[1].view.superview === tabBar.view)
    withExtendedLifetime(simulator) {}
  }
}
