import Foundation

// The shipped profiles. Every number has a note saying where it comes from (devices.md).

extension Device {
  /// Apple's book-style foldable: a cover display and an inner display folding down the middle.
  public static let iPhoneDuo = Device(
    name: "iPhone Duo", identifier: "iphone-duo",
    display: DisplayProfile(
      // Inner display 669 × 951 pt at @3x: published display specification (devices.md).
      portraitSize: CGSize(width: 669, height: 951), scale: 3,
      // Regular × regular in every posture and orientation: measured on the simulator.
      portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
      // Window safe areas measured on the simulator with no bars (devices.md): portrait
      // 82/0/34/0 (the status display on top), landscape 0/0/34/84 (the bar on the right), the
      // same in both landscape rotations. (The earlier 24 and 83 were read under bars.)
      portraitSafeArea: EdgeInsets(top: 82, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      landscapeFlippedSafeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      // The active status display (84 × 120 at the top of the bar in landscape, 134 × 82 in
      // portrait), and the inner camera, a separate small region reported inactive (the camera
      // is off, so only `.includeInactive` queries see it; position approximate). Display
      // coordinates, measured on the simulator (devices.md, the most systematic source).
      portraitOcclusions: Self.innerOcclusions(
        statusDisplay: CGRect(x: 535, y: 0, width: 134, height: 82),
        camera: CGRect(x: 21, y: 216, width: 37, height: 58)),
      landscapeOcclusions: Self.innerLandscapeOcclusions,
      // The bar stays on the right in both landscape rotations: the same screen (devices.md).
      landscapeFlippedOcclusions: Self.innerLandscapeOcclusions,
      // No bar in portrait; on the right in landscape. Disabled, the status bar takes 82 on top
      // (as in portrait; behavior.md VB3).
      verticalBar: VerticalBarProfile(portrait: nil, landscape: .right, landscapeFlipped: .right, disabledTopInset: 82),
      // System minimum layout margins of a root view: 20 on a side without a safe-area inset,
      // on both displays, measured on the simulator (devices.md, M4).
      minimumSideLayoutMargin: 20
    ).withBarMetrics(Self.duoBarMetrics),
    coverDisplay: DisplayProfile(
      // Cover display 466 × 678 pt at @3x: published display specification.
      portraitSize: CGSize(width: 466, height: 678), scale: 3,
      // Compact × regular in portrait, compact × compact in landscape: measured on the simulator.
      portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
      // The 84 pt bar stays on a side, the camera's (measured on the simulator, devices.md):
      // portrait and `landscape` 0/0/34/84 (bar right), `landscapeFlipped` 0/84/34/0 (bar left).
      portraitSafeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
      landscapeFlippedSafeArea: EdgeInsets(top: 0, left: 84, bottom: 34, right: 0),
      // Two active occlusions with zero margins in each pose, measured on the simulator after
      // its fourth layout pass (devices.md): the 37 pt camera hole, and the status part of the
      // bar (84 × 170 at the top of the bar in portrait, 84 × 82 in landscape).
      portraitOcclusions: Self.coverOcclusions(
        camera: CGPoint(x: 399.667, y: 29.333), barStrip: CGRect(x: 382, y: 0, width: 84, height: 170)),
      landscapeOcclusions: Self.coverOcclusions(
        camera: CGPoint(x: 611.667, y: 399.667), barStrip: CGRect(x: 594, y: 384, width: 84, height: 82)),
      landscapeFlippedOcclusions: Self.coverOcclusions(
        camera: CGPoint(x: 29.333, y: 29.333), barStrip: CGRect(x: 0, y: 0, width: 84, height: 82)),
      // The bar on the right in portrait and `landscape`, on the left in `landscapeFlipped`;
      // disabled, the status bar takes 74 on top (measured for a sheet, behavior.md VB3).
      verticalBar: VerticalBarProfile(
        portrait: .right, landscape: .right, landscapeFlipped: .left, disabledTopInset: 74),
      // 20 on a side without a safe-area inset, as on the inner display (devices.md, M4).
      minimumSideLayoutMargin: 20
    ).withBarMetrics(Self.duoBarMetrics),
    // A zero-width crease with 20 pt margins, centred on the long side: 951 / 2 = 475.5,
    // so the region runs 455.5 … 495.5 (simulator's reported division region).
    fold: FoldProfile(centre: 475.5, margin: 20))

  /// The bar numbers of both iPhone Duo displays (devices.md "Bars", behavior.md B3, B4, B6).
  /// Measured on the simulator: the navigation bar 58 tall at y 24 (inner landscape; content top
  /// 82 on the outer display in both orientations, so 58 in compact height too), the tab bar
  /// 49 + 34 at the bottom and 69 wide in the strip. GUESS (UIKit's iPhone rules, nobody
  /// measured the Duo): the toolbar's 44, a large title's 52, items 16 from the bar's safe
  /// edges, 8 apart, at least 44 × 44. Correct a number here and every bar follows.
  package static let duoBarMetrics = BarMetrics(
    navigationBarHeight: 58,  // measured (inner landscape: y 24, h 58, content top 82)
    compactNavigationBarHeight: 58,  // measured (outer landscape, compact height: content top 82)
    statusRowHeight: 24,  // measured (the status row above the title where the top inset is 0)
    largeTitleExtraHeight: 52,  // GUESS: UIKit's 96 − 44
    tabBarHeight: 49,  // measured: 83 with the 34 bottom inset
    toolbarHeight: 44,  // GUESS: UIKit's
    stripTabBarWidth: 69,  // measured: x 882, width 69 on the inner display
    itemEdgeMargin: 16,  // GUESS: UIKit's iPhone
    itemSpacing: 8,  // GUESS: UIKit's iPhone
    minimumItemSize: 44)  // GUESS: UIKit's touch target

  /// The inner display's landscape regions (both rotations), measured on the simulator
  /// (devices.md).
  private static let innerLandscapeOcclusions = innerOcclusions(
    statusDisplay: CGRect(x: 867, y: 0, width: 84, height: 120),
    camera: CGRect(x: 677, y: 21, width: 58, height: 37))

  /// The iPhone Duo inner display's regions in one orientation, in display coordinates: the
  /// active status display at the top of the bar, then the inner camera, reported inactive (the
  /// camera is off; position approximate).
  private static func innerOcclusions(statusDisplay: CGRect, camera: CGRect) -> [ReservedRegion] {
    [
      ReservedRegion(id: "status display", kind: .occlusion, frame: statusDisplay, isActive: true),
      ReservedRegion(id: "camera", kind: .occlusion, frame: camera, isActive: false),
    ]
  }

  /// The iPhone Duo cover display's regions in one orientation, in display coordinates, both
  /// active with zero margins: the 37 × 37 pt camera hole at `camera` (its origin), then the
  /// status part of the bar.
  private static func coverOcclusions(camera: CGPoint, barStrip: CGRect) -> [ReservedRegion] {
    [
      ReservedRegion(
        id: "camera", kind: .occlusion, frame: CGRect(origin: camera, size: CGSize(width: 37, height: 37)),
        isActive: true),
      ReservedRegion(id: "bar strip", kind: .occlusion, frame: barStrip, isActive: true),
    ]
  }

  /// A current single-screen iPhone: 402 × 874 pt at @3x (published specification).
  public static let iPhone = Device(
    name: "iPhone", identifier: "iphone",
    display: DisplayProfile(
      portraitSize: CGSize(width: 402, height: 874), scale: 3,
      // Compact × regular in portrait, compact × compact in landscape (platform size-class table).
      portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact),
      // Typical Dynamic Island / home-indicator insets for this size (platform simulator).
      portraitSafeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)))

  /// An 11-inch iPad: 834 × 1210 pt at @2x (published specification).
  public static let iPad = Device(
    name: "iPad", identifier: "ipad",
    display: DisplayProfile(
      portraitSize: CGSize(width: 834, height: 1210), scale: 2,
      // Regular × regular in both orientations (platform size-class table).
      portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
      // Status bar and home indicator insets (platform simulator).
      portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    // A tablet: `userInterfaceIdiom == .pad` (api.md).
    idiom: .pad)

  /// A foldable with any display, scale, size classes, fold position and thickness.
  ///
  /// ```swift
  /// let offCentre = Device.foldable(portraitSize: CGSize(width: 600, height: 900), foldCentre: 300)
  /// let book = offCentre.context(posture: .book, orientation: .landscape)   // fold x 280–320
  /// ```
  ///
  /// Degenerate input: every number is used as given; a fold outside the display, or a
  /// non-finite one, produces a region the solver ignores or sanitizes with a diagnostic (D4,
  /// D5, D7).
  ///
  /// - Parameters:
  ///   - name: the display name, e.g. `Foldable`.
  ///   - identifier: the command-line style name, e.g. `foldable`.
  ///   - portraitSize: the inner display held in portrait.
  ///   - scale: pixels per point of both displays (default 3).
  ///   - portraitSizeClasses: the inner display's size classes in portrait (horizontal, vertical).
  ///   - landscapeSizeClasses: the inner display's size classes in landscape.
  ///   - foldCentre: where the crease runs, measured from the portrait top edge (default: the
  ///     middle). In landscape it is measured from the left edge.
  ///   - foldThickness: the whole band, margins included (default 40: 20 pt each side).
  ///   - coverSize: the cover display used when `closed`; `nil` keeps the inner display.
  ///   - coverSizeClasses: the cover display's size classes in portrait.
  ///   - coverLandscapeSizeClasses: the cover display's size classes in landscape.
  /// - Returns: the profile, usable with ``context(posture:orientation:layoutDirection:)`` and
  ///   ``DeviceSimulator``.
  public static func foldable(
    name: String = "Foldable", identifier: String = "foldable",
    portraitSize: CGSize, scale: CGFloat = 3,
    portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.regular, .regular),
    landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.regular, .regular),
    foldCentre: CGFloat? = nil, foldThickness: CGFloat = 40,
    coverSize: CGSize? = nil,
    coverSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.compact, .regular),
    coverLandscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.compact, .compact)
  ) -> Device {
    Device(
      name: name, identifier: identifier,
      display: DisplayProfile(
        portraitSize: portraitSize, scale: scale, portraitSizeClasses: portraitSizeClasses,
        landscapeSizeClasses: landscapeSizeClasses),
      coverDisplay: coverSize.map {
        DisplayProfile(
          portraitSize: $0, scale: scale, portraitSizeClasses: coverSizeClasses,
          landscapeSizeClasses: coverLandscapeSizeClasses)
      },
      fold: FoldProfile(centre: foldCentre ?? portraitSize.height / 2, margin: foldThickness / 2))
  }

  /// Every shipped profile.
  public static let all: [Device] = [.iPhoneDuo, .iPhone, .iPad]

  /// The shipped profile with a command-line name (`iphone-duo`, `iphone`, `ipad`).
  public static func named(_ identifier: String) -> Device? {
    all.first { $0.identifier == identifier.lowercased() }
  }
}
