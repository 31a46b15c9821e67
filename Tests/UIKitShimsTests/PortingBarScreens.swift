// Client code with bars, written the way platform apps write it (the porting article's "Bars"
// examples): a navigation item with a title, an add item and a "more" menu, a Done item kept in
// the top row, toolbar items, a tab bar item with a badge, a sort button that shows its menu.
// This file must compile unchanged against UIKit and against ArrangementUIKitShims: do not use
// any name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// An episode list inside a navigation controller: bar items, a menu, toolbar items.
final class PortingEpisodeListViewController: UIViewController {
  private(set) var added = 0
  private(set) var sortOrder = "date"
  private(set) var shared = 0
  private(set) var deferredLoads = 0
  let sortButton = UIButton(type: .system)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Episodes"
    tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
    tabBarItem.badgeValue = "3"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.added += 1 })
    let sortMenu = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [
        UIAction(title: "By Date", state: .on) { [weak self] _ in self?.sortOrder = "date" },
        UIAction(title: "By Title") { [weak self] _ in self?.sortOrder = "title" },
      ])
    let recent = UIDeferredMenuElement.uncached { [weak self] completion in
      self?.deferredLoads += 1
      completion([UIAction(title: "Recently Played") { _ in }])
    }
    let more = UIMenu(
      title: "",
      children: [
        UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
          self?.shared += 1
        },
        sortMenu, recent,
        UIAction(title: "Delete All", attributes: .destructive) { _ in },
      ])
    let moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: more)
    navigationItem.setRightBarButtonItems([add, moreItem], animated: false)
    let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { [weak self] _ in self?.finish() })
    done.style = .done
    done.axisBehavior = .horizontalOnly
    navigationItem.leftBarButtonItem = done
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.backButtonTitle = "Library"
    navigationItem.verticalBarCompressionBehavior = .prefersBarItems
    setToolbarItems(
      [
        UIBarButtonItem.flexibleSpace(),
        UIBarButtonItem(systemItem: .play, primaryAction: UIAction { _ in }),
        UIBarButtonItem.fixedSpace(20),
        UIBarButtonItem(systemItem: .fastForward, primaryAction: UIAction { _ in }),
        UIBarButtonItem.flexibleSpace(),
      ], animated: false)
    sortButton.setTitle("Sort", for: .normal)
    sortButton.menu = sortMenu
    sortButton.showsMenuAsPrimaryAction = true
    view.addSubview(sortButton)
  }

  private func finish() {
    navigationController?.popViewController(animated: true)
  }
}

/// A detail screen pushed on the list: a back button titled "Library", a share item.
final class PortingEpisodeViewController: UIViewController {
  private(set) var shares = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Episode 12"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { [weak self] _ in self?.shares += 1 })
    hidesBottomBarWhenPushed = true
  }
}

/// The app's shell: a tab bar controller around a navigation controller with the list.
@MainActor
func makePortingBarShell() -> (UITabBarController, UINavigationController, PortingEpisodeListViewController) {
  let list = PortingEpisodeListViewController()
  let navigation = UINavigationController(rootViewController: list)
  navigation.setToolbarHidden(false, animated: false)
  navigation.navigationBar.prefersLargeTitles = true
  let settings = UIViewController()
  settings.title = "Settings"
  let tabs = UITabBarController()
  tabs.setViewControllers([navigation, settings], animated: false)
  return (tabs, navigation, list)
}
