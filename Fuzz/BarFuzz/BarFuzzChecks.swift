import ArrangementCore
import ArrangementKit
import Foundation

/// What must hold after every layout pass of a BarFuzzRun (the reliability suite's
/// RandomWorld+Bars invariants): every shown bar item of a navigation controller that fills the
/// window lies inside the window with a finite frame (B9), in the navigation bar, the strip and
/// the toolbar, and so does every shown tab of the tab bar; a shown navigation bar ends at or
/// above where its top controller's safe area starts (B2).
@MainActor
enum BarFuzzChecks {
  static func check(_ run: BarFuzzRun) -> [String] {
    var problems: [String] = []
    let window = run.simulator.window
    let bounds = window.bounds
    func checkItems(in bar: View, owner: String) {
      for subview in bar.subviews where !subview.isHidden && subview is Button {
        let frame = subview.convert(subview.bounds, to: nil)
        let what = "\(owner): a bar item \(subview.accessibilityIdentifier ?? "") at \(frame)"
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
          problems.append("\(what) is not finite (B9)")
          continue
        }
        if frame.minX < bounds.minX - 0.01 || frame.maxX > bounds.maxX + 0.01 || frame.minY < bounds.minY - 0.01
          || frame.maxY > bounds.maxY + 0.01
        {
          problems.append("\(what) is off-screen in \(bounds) (B9)")
        }
      }
    }
    for (index, navigation) in run.navigations.enumerated()
    where navigation.isViewLoaded && navigation.view.window === window {
      let me = "navigation \(index)"
      let view = navigation.view!
      // Only a navigation controller filling the window is checked: its bounds are on-screen.
      guard LengthTolerance.isEqual(view.convert(view.bounds, to: nil), bounds) else { continue }
      let bar = navigation.navigationBar
      let barShown = !bar.isHidden && bar.superview === view
      if barShown { checkItems(in: bar, owner: me) }
      for subview in view.subviews where (subview is VerticalBarStrip || subview is Toolbar) && !subview.isHidden {
        checkItems(in: subview, owner: me)
      }
      if barShown, let top = navigation.topViewController, top.isViewLoaded, top.view.superview === view,
        top.view.safeAreaInsets.top < bar.frame.maxY - 0.01
      {
        problems.append(
          "\(me): the top controller's safe area starts at \(top.view.safeAreaInsets.top), above the bar's bottom \(bar.frame.maxY) (B2)"
        )
      }
    }
    if let tabs = run.tabs, tabs.isViewLoaded, tabs.view.window === window {
      let tabBar = tabs.tabBar
      if !tabBar.isHidden && tabBar.superview === tabs.view { checkItems(in: tabBar, owner: "tab bar") }
    }
    return problems
  }
}
