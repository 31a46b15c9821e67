import Foundation

/// Everything a simulator sets on its display for one pose.
struct DisplayState: Hashable {
  var bounds: CGRect
  var traits: TraitCollection
  var reservedRegions: [ReservedRegion]
  var safeAreaInsets: EdgeInsets
  var hinge: Hinge?
  var verticalBar: Display.VerticalBar?
  var interfaceOrientation: InterfaceOrientation
  var minimumSideLayoutMargin: CGFloat?
  var barMetrics: BarMetrics

  init(_ configuration: Device.Configuration, pose: Pose) {
    bounds = configuration.bounds
    traits = TraitCollection(
      horizontalSizeClass: configuration.horizontalSizeClass,
      verticalSizeClass: configuration.verticalSizeClass,
      layoutDirection: pose.layoutDirection, displayScale: configuration.scale,
      userInterfaceStyle: pose.userInterfaceStyle, preferredContentSizeCategory: pose.preferredContentSizeCategory,
      userInterfaceIdiom: configuration.userInterfaceIdiom)
    traits.verticalBarSide = configuration.verticalBar?.side
    reservedRegions = configuration.reservedRegions
    safeAreaInsets = configuration.safeAreaInsets
    hinge = configuration.hinge
    verticalBar = configuration.verticalBar
    interfaceOrientation = configuration.interfaceOrientation
    minimumSideLayoutMargin = configuration.minimumSideLayoutMargin
    barMetrics = configuration.barMetrics
  }

  @MainActor
  init(_ display: Display) {
    bounds = display.bounds
    traits = display.traits
    reservedRegions = display.reservedRegions
    safeAreaInsets = display.safeAreaInsets
    hinge = display.hinge
    verticalBar = display.verticalBar
    interfaceOrientation = display.interfaceOrientation
    minimumSideLayoutMargin = display.minimumSideLayoutMargin
    barMetrics = display.barMetrics
  }

  @MainActor
  func makeDisplay() -> Display {
    let display = Display(
      bounds: bounds, scale: traits.displayScale, traits: traits, reservedRegions: reservedRegions,
      safeAreaInsets: safeAreaInsets, hinge: hinge, verticalBar: verticalBar)
    display.interfaceOrientation = interfaceOrientation
    display.minimumSideLayoutMargin = minimumSideLayoutMargin
    display.barMetrics = barMetrics
    return display
  }

  /// Sets everything on `display` in one batch (one layout pass, if anything changed).
  @MainActor
  func apply(to display: Display) {
    display.performUpdates {
      display.bounds = bounds
      display.scale = traits.displayScale
      display.traits = traits
      display.reservedRegions = reservedRegions
      display.safeAreaInsets = safeAreaInsets
      display.hinge = hinge
      display.verticalBar = verticalBar
      display.interfaceOrientation = interfaceOrientation
      display.minimumSideLayoutMargin = minimumSideLayoutMargin
      display.barMetrics = barMetrics
    }
  }
}
