import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// The porting bar screens (PortingBarScreens.swift) through the platform's names, in the
/// language mode of the target that compiles this file (Swift 6 here, Swift 5 in
/// UIKitShimsSwift5Tests, through a symbolic link), on the simulated Duo (devices.md "Bars").
@MainActor
@Suite("Bars through the platform's names")
struct PortingBarTests {
  private func shell(_ posture: Posture, _ orientation: Orientation) -> (
    DeviceSimulator, UITabBarController, UINavigationController, PortingEpisodeListViewController
  ) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: posture, orientation: orientation)
    let (tabs, navigation, list) = makePortingBarShell()
    simulator.window.rootViewController = tabs
    simulator.window.layoutIfNeeded()
    return (simulator, tabs, navigation, list)
  }

  @Test("B1: UINavigationBar, UIToolbar and UITabBar are views in their containers' views, above the content")
  func barsAreViews() {
    let (_, tabs, navigation, list) = shell(.flat, .portrait)
    let bar: UINavigationBar = navigation.navigationBar
    let toolbar: UIToolbar = navigation.toolbar
    let tabBar: UITabBar = tabs.tabBar
    #expect(bar.superview === navigation.view && toolbar.superview === navigation.view)
    #expect(tabBar.superview === tabs.view)
    #expect(navigation.view.subviews.first === list.view)
    #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
  }

  @Test(
    "B2/B3: under the navigation bar the list's safe area starts at 140 in inner portrait, 82 in every landscape pose")
  func safeAreaTop() {
    for (posture, orientation, top) in [
      (Posture.flat, Orientation.portrait, 140.0 + 52), (.book, .landscape, 82 + 52), (.closed, .portrait, 82 + 52),
    ] {
      let (simulator, _, _, list) = shell(posture, orientation)
      // The shell prefers large titles, but the list's item says `.never`.
      #expect(LengthTolerance.isEqual(list.view.safeAreaInsets.top, top - 52), "\(posture) \(orientation)")
      withExtendedLifetime(simulator) {}
    }
  }

  @Test("B4: the tab bar is 83 at the bottom in inner portrait and stands in the strip in landscape")
  func tabBarPlacement() {
    let (simulator, tabs, _, list) = shell(.flat, .portrait)
    #expect(LengthTolerance.isEqual(tabs.tabBar.frame, CGRect(x: 0, y: 868, width: 669, height: 83)))
    // Toolbar 44 above the tab bar's 83.
    #expect(LengthTolerance.isEqual(list.view.safeAreaInsets.bottom, 83 + 44))
    simulator.orientation = .landscape
    #expect(LengthTolerance.isEqual(tabs.tabBar.frame, CGRect(x: 882, y: 0, width: 69, height: 669)))
    #expect(LengthTolerance.isEqual(list.view.safeAreaInsets.bottom, 34))
  }

  @Test("B5: items and menus are data: titles, system items, menus, groups, tab bar items")
  func itemsAsData() {
    let (_, _, navigation, list) = shell(.flat, .portrait)
    let item: UINavigationItem = list.navigationItem
    #expect(item.title == "Episodes")
    #expect(item.rightBarButtonItems?.count == 2)
    #expect(item.leftBarButtonItem?.axisBehavior == UIBarButtonItem.AxisBehavior.horizontalOnly)
    #expect(item.leftBarButtonItem?.style == UIBarButtonItem.Style.done)
    #expect(item.verticalBarCompressionBehavior == UIVerticalBarCompressionBehavior.prefersBarItems)
    #expect(list.tabBarItem.badgeValue == "3")
    #expect(list.toolbarItems?.count == 5)
    #expect(navigation.toolbar.items?.count == 5)
    let menu: UIMenu? = item.rightBarButtonItems?.last?.menu
    #expect(menu?.children.count == 4)
    let element: UIMenuElement? = menu?.children.first
    #expect(element?.title == "Share")
    let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(systemItem: .undo)], representativeItem: nil)
    item.trailingItemGroups = [group]
    #expect(item.trailingItemGroups.first?.barButtonItems.count == 1)
    let deferred: UIDeferredMenuElement? = menu?.children.compactMap { $0 as? UIDeferredMenuElement }.first
    #expect(deferred != nil)
  }

  @Test(
    "B7: performing an item's primary action; a menu item shows its menu, deferred elements resolved; perform by title")
  func acting() throws {
    let (simulator, _, _, list) = shell(.flat, .portrait)
    list.navigationItem.rightBarButtonItems?.first?.performPrimaryAction()
    #expect(list.added == 1)
    list.navigationItem.rightBarButtonItems?.last?.performPrimaryAction()
    let menu = try #require(simulator.presentedMenu)
    #expect(menu.titles == ["Share", "Sort", "Recently Played", "Delete All"])
    #expect(list.deferredLoads == 1)
    #expect(menu.performAction(titled: "Share"))
    #expect(list.shared == 1)
    #expect(simulator.presentedMenu == nil)
    list.sortButton.sendActions(for: .touchUpInside)
    #expect(simulator.presentedMenu?.titles == ["By Date", "By Title"])
    simulator.presentedMenu?.performAction(titled: "By Title")
    #expect(list.sortOrder == "title")
  }

  @Test("B6: in inner landscape the image items move into the vertical bar's strip; the title-only Done stays on top")
  func strip() throws {
    let (simulator, _, _, _) = shell(.flat, .landscape)
    var buttons: [UIButton] = []
    func collect(_ view: UIView) {
      if let button = view as? UIButton, !button.isHidden { buttons.append(button) }
      for subview in view.subviews where !subview.isHidden { collect(subview) }
    }
    collect(simulator.window)
    func frame(_ button: UIButton) -> CGRect { button.convert(button.bounds, to: simulator.window) }
    let done = try #require(buttons.first { $0.currentTitle == "Done" })
    #expect(frame(done).maxY <= 82 && frame(done).maxX < 867, "Done in the top row: \(frame(done))")
    let images = buttons.filter { $0.currentTitle == nil && $0.currentImage != nil }
    #expect(!images.isEmpty)
    for button in images { #expect(frame(button).minX >= 867, "an image item in the strip: \(frame(button))") }
  }

  @Test("B8: the title centred across the book-pose fold is an audit finding, through the platform's names")
  func titleAcrossTheFold() {
    let (simulator, _, _, list) = shell(.book, .landscape)
    list.view.accessibilityIdentifier = "list"
    let findings = ScreenAudit().exempting("list").findings(in: simulator.window)
    let fold = findings.filter {
      if case .overlapsDivision = $0.problem { return true }
      return false
    }
    #expect(fold.contains { $0.pathDescription.hasSuffix("NavigationBar › title") })
  }

  @Test("B7: a disabled item performs nothing")
  func disabledItem() {
    let (_, _, _, list) = shell(.flat, .portrait)
    let add = list.navigationItem.rightBarButtonItems?.first
    add?.isEnabled = false
    add?.performPrimaryAction()
    #expect(list.added == 0)
  }

  @Test("B1/B9: a pushed screen hides the tab bar; its back button shows the list's back title")
  func pushAndBack() {
    let (simulator, tabs, navigation, _) = shell(.flat, .portrait)
    let episode = PortingEpisodeViewController()
    navigation.pushViewController(episode, animated: true)
    simulator.window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(navigation.navigationBar.backItem?.backButtonTitle == "Library")
    #expect(navigation.navigationBar.topItem?.title == "Episode 12")
    navigation.popViewController(animated: true)
    simulator.window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
  }
}
