import Foundation

/// A container that shows the top of a stack of controllers: the object model's
/// `UINavigationController`, reduced to what layout and containment need (N1).
///
/// Every controller of ``viewControllers`` is a child; only the top one's view is installed,
/// filling the navigation controller's bounds; the others keep their views but out of the
/// hierarchy until they are on top again. ``pushViewController(_:animated:)``,
/// ``popViewController(animated:)``, ``popToViewController(_:animated:)``,
/// ``popToRootViewController(animated:)`` and ``setViewControllers(_:animated:)`` change the
/// stack with UIKit's order of callbacks: a new child gets `willMove(toParent:)` first and
/// `didMove(toParent:)` last, a leaving one `willMove(toParent: nil)` first and
/// `didMove(toParent: nil)` last; in a window, the old top will disappear, the new top will
/// appear, the old top did disappear and the new top did appear, in that order.
///
/// The navigation bar (shown by default) and the toolbar (hidden by default) are views above
/// the top controller's (B1, ``navigationBar``, ``toolbar``); the space they cover is added to
/// the top controller's safe area (B2). There is no gesture. An animated change produces no
/// frames in between: the new top is in place at once and `animated` only reaches the appearance
/// callbacks. Any controller below finds this one as its ``ViewController/navigationController``;
/// wrapping an ``ArrangementController``, a push from either pane covers both panes.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: arrangement)
/// simulator.window.rootViewController = navigation
/// library.navigationController?.pushViewController(details, animated: true)  // covers both panes
/// navigation.popViewController(animated: true)   // the arrangement is back, same panes
/// ```
///
/// Degenerate input: popping the root, popping to a controller that is not in the stack and
/// `setViewControllers([])` do nothing (nothing is lost). Pushing a controller that is
/// already in the stack or that another container holds (a parent, an arrangement slot, a
/// presentation, a window), or that contains this navigation controller, would corrupt the
/// hierarchy and stops with a precondition failure naming the problem (C2).
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The stack, root first. Every entry is a child of this controller; changed through
  /// ``changeStack(_:)``.
  var stack: [ViewController] { storedStack }
  /// Backs ``stack``. Private to this file, and each access a read or a move with no call in
  /// it, so that the optimizer drops the run-time exclusivity checks of the layout pass's reads
  /// (Performance.md).
  private var storedStack: [ViewController] = []
  /// Changes the stack: taken out whole (an empty stack meanwhile), changed, put back.
  func changeStack(_ change: (inout [ViewController]) -> Void) {
    var list: [ViewController] = []
    swap(&list, &storedStack)
    change(&list)
    swap(&list, &storedStack)
  }
  /// The navigation bar, the toolbar and the vertical bar's strip (B1,
  /// NavigationController+Bars.swift), made when the view loads or a bar is first asked for.
  var bars: NavigationBars?

  // Clears the back-references of its bars and items to it (BarHost.swift); nonisolated, so
  // subclasses may declare a plain `deinit`.
  deinit {
    let bars = bars
    BarHost.releaseOnDeinit { bars?.host }
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// ```swift
  /// let navigation = NavigationController()
  /// navigation.viewControllers = [library, shelf]
  /// ```
  ///
  /// The less preferred overload (as ``ViewController/init()``): `super.init()` in a subclass
  /// calls the designated ``init(nibName:bundle:)`` with its default arguments.
  @_disfavoredOverload
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The designated initializer, as on the platform (``ViewController/init(nibName:bundle:)``):
  /// both arguments are ignored; the controller starts as ``init()`` describes.
  ///
  /// ```swift
  /// final class Library: NavigationController {
  ///   init() { super.init(nibName: nil, bundle: nil) }
  /// }
  /// ```
  ///
  /// Degenerate input: any name and bundle give the same controller.
  public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller whose stack holds `rootViewController`.
  ///
  /// ```swift
  /// let navigation = NavigationController(rootViewController: arrangement)
  /// navigation.topViewController === arrangement   // true
  /// ```
  ///
  /// Degenerate input: a root that another container holds stops with a precondition failure
  /// naming the problem, as a push would.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// The controllers on the stack, root first, top last.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation.
  ///
  /// ```swift
  /// navigation.viewControllers = [library, shelf, book]
  /// navigation.topViewController === book   // true
  /// ```
  ///
  /// Degenerate input: as for ``setViewControllers(_:animated:)``.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack, whose view is installed; `nil` for an empty stack.
  ///
  /// ```swift
  /// navigation.topViewController?.view.superview === navigation.view   // true
  /// ```
  ///
  /// Degenerate input: none; an empty stack (a navigation controller made with ``init()``
  /// and given nothing yet) has no top.
  open var topViewController: ViewController? { stack.last }

  /// The controller whose view is visible: the one presented over the top of the stack if
  /// there is one, otherwise ``topViewController``.
  ///
  /// ```swift
  /// navigation.visibleViewController === navigation.topViewController   // nothing presented
  /// ```
  ///
  /// Degenerate input: none; with presentations stacked, the topmost presented controller;
  /// with an empty stack and nothing presented, `nil`.
  open var visibleViewController: ViewController? {
    var visible = presentedViewController ?? topViewController
    while let presented = visible?.storedPresented { visible = presented }
    return visible
  }

  /// Pushes a controller on the stack; its view replaces the old top's, filling the bounds.
  ///
  /// Order: `willMove(toParent:)` with this controller (the view loads then), in a window the
  /// old top's `viewWillDisappear` and the new top's `viewWillAppear`, the views swap (the old
  /// top's `viewDidDisappear`, the new top's `viewDidAppear`), then `didMove(toParent:)`.
  /// The old top stays a child, its view out of the hierarchy.
  ///
  /// ```swift
  /// navigationController?.pushViewController(details, animated: true)
  /// ```
  ///
  /// Degenerate input: pushing a controller already in the stack, one that another container
  /// holds (a parent, an arrangement slot, a presentation, a window), this navigation
  /// controller or one of its ancestors stops with a precondition failure naming the problem
  /// (UIKit raises an exception for each; C2).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    performPush(viewController, animated: animated)
  }

  /// Pops the top controller and shows the one below; returns the popped controller.
  ///
  /// Order: the popped controller's `willMove(toParent: nil)`, in a window its
  /// `viewWillDisappear` and the new top's `viewWillAppear`, the views swap (`viewDidDisappear`,
  /// `viewDidAppear`), then the popped controller leaves (`didMove(toParent: nil)`).
  ///
  /// ```swift
  /// let details = navigation.popViewController(animated: true)
  /// ```
  ///
  /// Degenerate input: with only the root (or nothing) on the stack, nothing is popped and the
  /// result is `nil`, as on the platform.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1 else { return nil }
    return performPop(downTo: stack.count - 2, animated: animated).first
  }

  /// Pops every controller above `viewController`; returns them, bottom first.
  ///
  /// The popped controllers each get `willMove(toParent: nil)` first and
  /// `didMove(toParent: nil)` last; only the old top's and `viewController`'s views change,
  /// with the appearance order of ``popViewController(animated:)``.
  ///
  /// ```swift
  /// navigation.popToViewController(shelf, animated: true)   // [book, page]
  /// ```
  ///
  /// Degenerate input: a controller that is not in the stack pops nothing and returns `nil`
  /// (UIKit raises an exception; nothing here is corrupted, so nothing stops); the top itself
  /// returns `[]`.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    return performPop(downTo: index, animated: animated)
  }

  /// Pops every controller above the root; returns them, bottom first.
  ///
  /// ```swift
  /// navigation.popToRootViewController(animated: false)
  /// navigation.topViewController === navigation.viewControllers.first   // true
  /// ```
  ///
  /// Degenerate input: with only the root on the stack the result is `[]`; with an empty
  /// stack, `nil`.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard !stack.isEmpty else { return nil }
    return performPop(downTo: 0, animated: animated)
  }

  /// Replaces the stack; the last controller becomes the top, its view installed.
  ///
  /// Controllers new to the stack get `willMove(toParent:)` first and `didMove(toParent:)`
  /// last; those no longer listed get `willMove(toParent: nil)` first and leave last;
  /// controllers kept change order only, with no containment callback. When the top changes,
  /// the old and new top get the appearance callbacks of a push.
  ///
  /// ```swift
  /// navigation.setViewControllers([library, book], animated: true)
  /// ```
  ///
  /// Degenerate input: an empty list does nothing (the stack keeps its root; nothing is lost).
  /// A controller listed twice, one that another container holds or one that contains this
  /// navigation controller stops with a precondition failure naming the problem (C2), before
  /// anything changes.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    performSetStack(viewControllers, animated: animated)
  }

  // MARK: Hooks

  /// The view is about to appear (back in a window, perhaps after a stack or pane change made
  /// outside it): the bars are placed again in the next pass (B1).
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) {
  ///   super.viewWillAppear(animated)   // keep the call: the bars are laid out from here
  /// }
  /// ```
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    storedView?.setNeedsLayout()
  }

  /// The top controller: its vertical bar preference applies (VB1).
  open override var childForPreferredVerticalBarBehavior: ViewController? { topViewController }

  override func installContent() {
    keepContentInstalled(topViewController, in: view)
    ensuredBars.keepInstalled(in: view)
  }

  override func layoutContent(of _: View) {
    guard let host = storedView else { return }
    keepContentInstalled(topViewController, in: host)
    layoutBars(in: host)  // B1–B6
  }

  override func childDidLeave(_ child: ViewController) {
    child.setBarSafeArea(.zero)
    storedView?.setNeedsLayout()  // the bars show the new top's or tab's items (B1)
    guard let index = stack.firstIndex(where: { $0 === child }) else { return }
    let wasTop = index == stack.count - 1
    changeStack { _ = $0.remove(at: index) }
    guard wasTop, let host = storedView else { return }
    replaceContent(in: host, from: child, to: topViewController, animated: false)
  }
}
