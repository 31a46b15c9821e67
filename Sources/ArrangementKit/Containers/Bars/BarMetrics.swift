import Foundation

/// The numbers bars are laid out with on one display (B3, B4, B6): heights, the strip's tab
/// bar width, item spacing. Device profiles set them (devices.md "Bars"); the defaults are
/// UIKit's iPhone metrics, the ones a display without a measured profile gets.
///
/// One place for every bar number, so a measurement corrects it once: the iPhone Duo's come
/// from `Device.iPhoneDuo` (ArrangementSimulator), each with its source.
///
/// ```swift
/// display.barMetrics = BarMetrics(navigationBarHeight: 58, compactNavigationBarHeight: 58, statusRowHeight: 24)
/// ```
///
/// Degenerate input: a negative or non-finite number is read as 0 where it is used.
package struct BarMetrics: Sendable, Hashable, CustomStringConvertible {
  /// The navigation bar's height (44 on the iPhone: UIKit; 58 on the Duo: measured).
  package var navigationBarHeight: CGFloat
  /// The navigation bar's height in a compact vertical size class (32 on the iPhone: UIKit).
  package var compactNavigationBarHeight: CGFloat
  /// Where the navigation bar starts when the window's top inset is 0 on a display with a
  /// vertical bar: the status row above the title (24 on the Duo: measured).
  package var statusRowHeight: CGFloat
  /// What a large title adds to the navigation bar (52: UIKit's 96 − 44, a GUESS on the Duo).
  package var largeTitleExtraHeight: CGFloat
  /// The horizontal tab bar's height above the bottom inset (49: UIKit, measured on the Duo).
  package var tabBarHeight: CGFloat
  /// The horizontal toolbar's height above the bottom inset (44: UIKit, a GUESS on the Duo).
  package var toolbarHeight: CGFloat
  /// The tab bar's width where it stands in the vertical bar's strip (69: measured on the Duo).
  package var stripTabBarWidth: CGFloat
  /// The distance of the outermost items from the bar's safe edges (16: UIKit's iPhone, GUESS).
  package var itemEdgeMargin: CGFloat
  /// The space between items (8: UIKit's iPhone, GUESS).
  package var itemSpacing: CGFloat
  /// The smallest item, both ways (44: UIKit's touch target, GUESS).
  package var minimumItemSize: CGFloat

  /// Creates metrics; every number defaults to UIKit's iPhone value.
  package init(
    navigationBarHeight: CGFloat = 44, compactNavigationBarHeight: CGFloat = 32, statusRowHeight: CGFloat = 0,
    largeTitleExtraHeight: CGFloat = 52, tabBarHeight: CGFloat = 49, toolbarHeight: CGFloat = 44,
    stripTabBarWidth: CGFloat = 69, itemEdgeMargin: CGFloat = 16, itemSpacing: CGFloat = 8,
    minimumItemSize: CGFloat = 44
  ) {
    self.navigationBarHeight = navigationBarHeight
    self.compactNavigationBarHeight = compactNavigationBarHeight
    self.statusRowHeight = statusRowHeight
    self.largeTitleExtraHeight = largeTitleExtraHeight
    self.tabBarHeight = tabBarHeight
    self.toolbarHeight = toolbarHeight
    self.stripTabBarWidth = stripTabBarWidth
    self.itemEdgeMargin = itemEdgeMargin
    self.itemSpacing = itemSpacing
    self.minimumItemSize = minimumItemSize
  }

  /// UIKit's iPhone metrics.
  package static let platform = BarMetrics()

  /// `navigation 44 (compact 32), status row 0, tab bar 49, toolbar 44, strip tab bar 69`.
  package var description: String {
    "navigation \(navigationBarHeight) (compact \(compactNavigationBarHeight)), status row \(statusRowHeight), tab bar \(tabBarHeight), toolbar \(toolbarHeight), strip tab bar \(stripTabBarWidth)"
  }

  /// `value` if it is a finite non-negative number, else 0.
  static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
