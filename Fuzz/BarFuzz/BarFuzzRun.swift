import ArrangementKit
import ArrangementSimulator
import Foundation

/// A controller whose vertical-bar behaviour the fuzzer sets (VB2: `.disabled` means no strip).
@MainActor
final class BarFuzzController: ViewController {
  var behavior = VerticalBarBehavior.automatic
  override var preferredVerticalBarBehavior: VerticalBarBehavior { behavior }
}

/// One decoded input: a device in a pose, a controller tree with bars, and the operations run
/// on it, each followed by a layout pass and the checks of BarFuzzChecks.
@MainActor
final class BarFuzzRun {
  /// At most this many operations per input (longer inputs only slow the fuzzer down).
  static let maximumOperations = 40

  let simulator: DeviceSimulator
  private(set) var navigations: [NavigationController] = []
  private(set) var tabs: TabBarController?
  /// Every controller made, bars' or not, for operations on a random one.
  private(set) var controllers: [ViewController] = []
  private(set) var log: [String] = []
  private(set) var violations: [String] = []
  private var made = 0

  init(_ reader: inout FuzzReader) {
    let devices: [Device] = [.iPhoneDuo, .iPhoneDuo, .iPhone, .iPad]
    let device = devices[reader.choice(devices.count)]
    let posture = Posture.allCases[reader.choice(Posture.allCases.count)]
    let orientation = Orientation.allCases[reader.choice(Orientation.allCases.count)]
    simulator = DeviceSimulator(device: device, posture: posture, orientation: orientation)
    log.append("\(device.name) \(posture) \(orientation)")
    switch reader.choice(3) {
    case 0:
      let navigation = NavigationController(rootViewController: makeController())
      navigations = [navigation]
      simulator.window.rootViewController = navigation
      log.append("a navigation controller")
    case 1:
      let first = NavigationController(rootViewController: makeController())
      let second = NavigationController(rootViewController: makeController())
      let tabs = TabBarController()
      tabs.viewControllers = [first, second, makeController()]
      navigations = [first, second]
      self.tabs = tabs
      controllers.append(tabs)
      simulator.window.rootViewController = tabs
      log.append("a tab bar controller around two navigation controllers and a plain tab")
    default:
      let arrangement = ArrangementController()
      arrangement.setViewController(makeController(), for: .primary)
      arrangement.setViewController(makeController(), for: .secondary)
      arrangement.title = "Arrangement"
      controllers.append(arrangement)
      let navigation = NavigationController(rootViewController: makeController())
      navigation.pushViewController(arrangement, animated: false)
      navigations = [navigation]
      simulator.window.rootViewController = navigation
      log.append("a navigation controller around a two-pane arrangement")
    }
    controllers += navigations
    pass()
  }

  /// Runs the operations the rest of the bytes decode to, checking after each.
  func execute(_ reader: inout FuzzReader) {
    var count = 0
    while !reader.isAtEnd && count < Self.maximumOperations && violations.isEmpty {
      count += 1
      log.append(operation(&reader))
      pass()
    }
  }

  /// A layout pass, then the checks.
  private func pass() {
    simulator.window.layoutIfNeeded()
    violations += BarFuzzChecks.check(self)
  }

  private func makeController() -> ViewController {
    made += 1
    let controller = BarFuzzController()
    controller.title = "Screen \(made)"
    controllers.append(controller)
    return controller
  }

  private func pick<T>(_ values: [T], _ reader: inout FuzzReader) -> T { values[reader.choice(values.count)] }

  private func name(_ controller: ViewController) -> String {
    controllers.firstIndex { $0 === controller }.map { "c\($0)" } ?? "c?"
  }

  /// One operation, described for the log.
  private func operation(_ reader: inout FuzzReader) -> String {
    let navigation = pick(navigations, &reader)
    let me = name(navigation)
    switch reader.choice(17) {
    case 0:
      let pushed = makeController()
      pushed.hidesBottomBarWhenPushed = reader.bool()
      navigation.pushViewController(pushed, animated: false)
      return "\(me) push \(name(pushed)) hidesBottomBarWhenPushed \(pushed.hidesBottomBarWhenPushed)"
    case 1:
      _ = navigation.popViewController(animated: false)
      return "\(me) pop"
    case 2:
      _ = navigation.popToRootViewController(animated: false)
      return "\(me) pop to root"
    case 3:
      let hidden = reader.bool()
      navigation.setNavigationBarHidden(hidden, animated: reader.bool())
      return "\(me) navigation bar hidden \(hidden)"
    case 4:
      let hidden = reader.bool()
      navigation.setToolbarHidden(hidden, animated: reader.bool())
      return "\(me) toolbar hidden \(hidden)"
    case 5:
      let controller = pick(controllers, &reader)
      let items = self.items(&reader, count: reader.choice(14))
      controller.navigationItem.setRightBarButtonItems(items, animated: reader.bool())
      return "\(name(controller)) \(items.count) right items"
    case 6:
      let controller = pick(controllers, &reader)
      let items = self.items(&reader, count: reader.choice(10))
      controller.navigationItem.setLeftBarButtonItems(items, animated: reader.bool())
      controller.navigationItem.leftItemsSupplementBackButton = reader.bool()
      return "\(name(controller)) \(items.count) left items"
    case 7:
      let controller = pick(controllers, &reader)
      var items = self.items(&reader, count: reader.choice(10))
      if reader.bool() { items.insert(.flexibleSpace(), at: 0) }
      controller.setToolbarItems(items, animated: reader.bool())
      return "\(name(controller)) \(items.count) toolbar items"
    case 8:
      let controller = pick(controllers, &reader)
      let titles: [String?] = [nil, "", "Title", String(repeating: "Very long title ", count: 8), "\u{202E}RTL"]
      let title = pick(titles, &reader)
      controller.navigationItem.title = title
      controller.navigationItem.largeTitleDisplayMode = pick(
        NavigationItem.LargeTitleDisplayMode.allCases, &reader)
      navigation.navigationBar.prefersLargeTitles = reader.bool()
      return "\(name(controller)) title \(title.map { "\"\($0.prefix(12))\"" } ?? "nil")"
    case 9:
      let controller = pick(controllers, &reader)
      controller.tabBarItem.badgeValue = pick([nil, "", "3", "99+"], &reader)
      controller.tabBarItem.title = pick([nil, "", "Tab", "A much longer tab title"], &reader)
      return "\(name(controller)) badge \(controller.tabBarItem.badgeValue ?? "nil")"
    case 10:
      guard let tabs else { return "no tabs to switch" }
      let index = reader.choice(4)
      tabs.selectedIndex = index
      return "tabs select \(index)"
    case 11:
      let posture = pick(Posture.allCases, &reader)
      simulator.posture = posture
      return "posture \(posture)"
    case 12:
      let orientation = pick(Orientation.allCases, &reader)
      simulator.orientation = orientation
      return "orientation \(orientation)"
    case 13:
      let controller = pick(controllers, &reader)
      let items = (controller.navigationItem.rightBarButtonItems ?? []) + (controller.toolbarItems ?? [])
      guard !items.isEmpty else { return "\(name(controller)) no item to perform" }
      pick(items, &reader).performPrimaryAction()
      simulator.window.dismissMenu()
      return "\(name(controller)) performed an item"
    case 14:
      let controller = pick(controllers, &reader)
      controller.navigationItem.verticalBarCompressionBehavior = pick(
        NavigationItem.VerticalBarCompressionBehavior.allCases, &reader)
      controller.navigationItem.hidesBackButton = reader.choice(3) == 0
      controller.navigationItem.backButtonTitle = pick([nil, "", "Back", "A very long back title"], &reader)
      return "\(name(controller)) compression \(controller.navigationItem.verticalBarCompressionBehavior)"
    case 15:
      let controller = pick(controllers, &reader)
      let group = BarButtonItemGroup(
        barButtonItems: self.items(&reader, count: reader.choice(6)), representativeItem: nil)
      switch reader.choice(3) {
      case 0: controller.navigationItem.trailingItemGroups = [group]
      case 1: controller.navigationItem.leadingItemGroups = [group]
      default: controller.navigationItem.pinnedTrailingGroup = group
      }
      return "\(name(controller)) a group of \(group.barButtonItems.count) items"
    default:
      guard let controller = pick(controllers, &reader) as? BarFuzzController else {
        return "no controller for the vertical bar"
      }
      controller.behavior = reader.bool() ? .disabled : .automatic
      controller.setNeedsUpdateOfVerticalBarConfiguration()
      return "\(name(controller)) vertical bar \(controller.behavior)"
    }
  }

  /// `count` items of the kinds the bytes pick: titles, images, system items, menus, custom
  /// views, spaces (fixed ones with hostile widths).
  private func items(_ reader: inout FuzzReader, count: Int) -> [BarButtonItem] {
    (0..<count).map { index in
      let item: BarButtonItem
      switch reader.choice(8) {
      case 0: item = BarButtonItem(title: "Item \(index)", primaryAction: Action { _ in })
      case 1: item = BarButtonItem(image: Image(systemName: "star"), primaryAction: Action { _ in })
      case 2: item = BarButtonItem(systemItem: pick([.add, .edit, .done, .trash, .close], &reader))
      case 3:
        item = BarButtonItem(
          image: Image(systemName: "ellipsis.circle"),
          menu: Menu(children: [Action(title: "One") { _ in }, DeferredMenuElement { $0([]) }]))
      case 4:
        item = BarButtonItem(customView: View(frame: CGRect(x: 0, y: 0, width: reader.length(), height: 30)))
      case 5: item = .fixedSpace(reader.length())
      case 6: item = .flexibleSpace()
      default: item = BarButtonItem(title: "Wide item \(index) with a long title", image: nil)
      }
      item.axisBehavior = pick(BarButtonItem.AxisBehavior.allCases, &reader)
      item.isEnabled = reader.choice(5) != 0
      return item
    }
  }
}
