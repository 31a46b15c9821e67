import Foundation

/// A device profile: its displays, fold and hinge, as data (devices.md).
///
/// A profile answers one question: what does the screen look like in a posture and
/// orientation? ``configuration(posture:orientation:)`` gives the whole display (for the
/// object model and ``DeviceSimulator``); ``context(posture:orientation:layoutDirection:)``
/// gives the solver's input.
///
/// ```swift
/// let book = Device.iPhoneDuo.context(posture: .book, orientation: .landscape)
/// let layout = SplitArrangement().layout(in: book)   // one view per page
/// let offCentre = Device.foldable(name: "test", portraitSize: CGSize(width: 600, height: 900),
///                                 foldCentre: 300, foldThickness: 40)
/// ```
///
/// Degenerate input: profiles are plain data; a custom foldable with a fold outside its
/// display or a non-finite thickness produces the region as given, and the solver sanitizes
/// it (D4, D5, D7).
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// One physical display of a device, described in portrait.
  public struct DisplayProfile: Sendable, Hashable {
    /// The size held in portrait, in points.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Size classes in portrait (horizontal, vertical).
    public var portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    /// Size classes in landscape (horizontal, vertical).
    public var landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    /// Safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets in landscape (`nil`: the portrait insets rotated).
    public var landscapeSafeArea: EdgeInsets?
    /// Safe-area insets in the flipped landscape (`nil`: the landscape insets with left and
    /// right swapped: the interface turns with the device, so the bottom stays the bottom,
    /// and what sits on a physical side moves to the other one).
    public var landscapeFlippedSafeArea: EdgeInsets?
    /// Occlusion regions (cameras, bars) in portrait coordinates.
    public var portraitOcclusions: [ReservedRegion]
    /// Occlusion regions in landscape coordinates (`nil`: the portrait ones rotated with the
    /// display, as ``landscapeSafeArea`` is).
    public var landscapeOcclusions: [ReservedRegion]?
    /// Occlusion regions in the flipped landscape (`nil`: the landscape ones turned half a
    /// turn, as the hardware they cover is).
    public var landscapeFlippedOcclusions: [ReservedRegion]?
    /// The vertical bar, or `nil` for a display without one (VB).
    public var verticalBar: VerticalBarProfile?
    /// The system minimum layout margin of a controller's root view on a leading or trailing
    /// edge without a safe-area inset (M4), where measured (20 on the iPhone Duo's displays);
    /// `nil`: UIKit's documented 16 in a compact width, 20 in a regular one.
    public var minimumSideLayoutMargin: CGFloat?
    /// The numbers bars are laid out with on this display (B3, B4, B6): UIKit's iPhone metrics
    /// unless the profile measured its own (the iPhone Duo's, in Device+Profiles.swift).
    package var barMetrics = BarMetrics.platform

    /// Creates a display profile.
    public init(
      portraitSize: CGSize, scale: CGFloat,
      portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
      landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
      portraitSafeArea: EdgeInsets = EdgeInsets(), landscapeSafeArea: EdgeInsets? = nil,
      landscapeFlippedSafeArea: EdgeInsets? = nil,
      portraitOcclusions: [ReservedRegion] = [], landscapeOcclusions: [ReservedRegion]? = nil,
      landscapeFlippedOcclusions: [ReservedRegion]? = nil, verticalBar: VerticalBarProfile? = nil,
      minimumSideLayoutMargin: CGFloat? = nil
    ) {
      self.portraitSize = portraitSize
      self.scale = scale
      self.portraitSizeClasses = portraitSizeClasses
      self.landscapeSizeClasses = landscapeSizeClasses
      self.portraitSafeArea = portraitSafeArea
      self.landscapeSafeArea = landscapeSafeArea
      self.landscapeFlippedSafeArea = landscapeFlippedSafeArea
      self.portraitOcclusions = portraitOcclusions
      self.landscapeOcclusions = landscapeOcclusions
      self.landscapeFlippedOcclusions = landscapeFlippedOcclusions
      self.verticalBar = verticalBar
      self.minimumSideLayoutMargin = minimumSideLayoutMargin
    }

    /// This profile with other bar numbers (B3, B4, B6).
    package func withBarMetrics(_ metrics: BarMetrics) -> DisplayProfile {
      var copy = self
      copy.barMetrics = metrics
      return copy
    }

    /// Whether two profiles describe the same display: every stored property is compared.
    public static func == (lhs: DisplayProfile, rhs: DisplayProfile) -> Bool {
      lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
        && lhs.portraitSizeClasses == rhs.portraitSizeClasses
        && lhs.landscapeSizeClasses == rhs.landscapeSizeClasses
        && lhs.portraitSafeArea == rhs.portraitSafeArea
        && lhs.landscapeSafeArea == rhs.landscapeSafeArea
        && lhs.landscapeFlippedSafeArea == rhs.landscapeFlippedSafeArea
        && lhs.portraitOcclusions == rhs.portraitOcclusions
        && lhs.landscapeOcclusions == rhs.landscapeOcclusions
        && lhs.landscapeFlippedOcclusions == rhs.landscapeFlippedOcclusions
        && lhs.verticalBar == rhs.verticalBar && lhs.minimumSideLayoutMargin == rhs.minimumSideLayoutMargin
        && lhs.barMetrics == rhs.barMetrics
    }

    /// Hashes the size and scale, which tell shipped profiles apart; equal profiles hash equally.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(portraitSize.width)
      hasher.combine(portraitSize.height)
      hasher.combine(scale)
    }
  }

  /// A fold across the inner display's long side, described in portrait.
  public struct FoldProfile: Sendable, Hashable {
    /// Where the crease runs: its distance from the top of the portrait display, in points.
    public var centre: CGFloat
    /// The margin on each side of the zero-width crease (the region is twice this thick).
    public var margin: CGFloat

    /// Creates a fold profile.
    public init(centre: CGFloat, margin: CGFloat) {
      self.centre = centre
      self.margin = margin
    }
  }

  /// Where a display's vertical bar sits in each orientation (VB, devices.md).
  ///
  /// ```swift
  /// let cover = Device.VerticalBarProfile(portrait: .right, landscape: .right,
  ///                                       landscapeFlipped: .left, disabledTopInset: 74)
  /// ```
  ///
  /// Degenerate input: a `nil` side means no bar in that orientation.
  public struct VerticalBarProfile: Sendable, Hashable {
    /// The bar's physical side in portrait, or `nil` for none.
    public var portrait: Display.VerticalBar.Side?
    /// The bar's physical side in landscape, or `nil` for none.
    public var landscape: Display.VerticalBar.Side?
    /// The bar's physical side in the flipped landscape, or `nil` for none.
    public var landscapeFlipped: Display.VerticalBar.Side?
    /// The top inset the status bar takes when an app disables the bar (VB3).
    public var disabledTopInset: CGFloat

    /// Creates a bar profile.
    public init(
      portrait: Display.VerticalBar.Side?, landscape: Display.VerticalBar.Side?,
      landscapeFlipped: Display.VerticalBar.Side?, disabledTopInset: CGFloat
    ) {
      self.portrait = portrait
      self.landscape = landscape
      self.landscapeFlipped = landscapeFlipped
      self.disabledTopInset = disabledTopInset
    }

    /// The bar in one orientation, or `nil` where there is none.
    public func bar(in orientation: Orientation) -> Display.VerticalBar? {
      let side: Display.VerticalBar.Side?
      switch orientation {
      case .portrait: side = portrait
      case .landscape: side = landscape
      case .landscapeFlipped: side = landscapeFlipped
      }
      return side.map { Display.VerticalBar(side: $0, disabledTopInset: disabledTopInset) }
    }
  }

  /// The display, regions and hinge a device shows in one posture and orientation.
  public struct Configuration: Sendable, Hashable, CustomStringConvertible {
    /// The display's bounds (origin zero).
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat
    /// Horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Divisions and occlusions, in display coordinates (R2 decides which are reported).
    public var reservedRegions: [ReservedRegion]
    /// Safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The hinge, or `nil` for a device without one.
    public var hinge: Hinge?
    /// Whether this is the cover (outer) display of a foldable.
    public var isCoverDisplay: Bool
    /// The vertical bar, or `nil` where the display has none in this orientation (VB).
    public var verticalBar: Display.VerticalBar?
    /// How the interface is turned: `.portrait`, `.landscapeRight` for `landscape`,
    /// `.landscapeLeft` for `landscapeFlipped` (devices.md, by choice).
    public var interfaceOrientation: InterfaceOrientation
    /// The device's idiom (`.phone`, `.pad`).
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// The display's measured system minimum side margin (M4), or `nil` for UIKit's
    /// size-class rule (``DisplayProfile/minimumSideLayoutMargin``).
    public var minimumSideLayoutMargin: CGFloat? = nil
    /// The display's bar numbers (``DisplayProfile/barMetrics``).
    package var barMetrics = BarMetrics.platform

    /// `951 × 669 @3x regular × regular, 2 region(s), hinge partiallyOpen 2.226 rad`.
    public var description: String {
      "\(LengthFormat.size(bounds.size)) @\(LengthFormat.string(scale))x \(horizontalSizeClass) × \(verticalSizeClass), \(reservedRegions.count) region(s), hinge \(hinge.map { $0.description } ?? "none")"
    }
  }

  /// The profile's display name, e.g. `iPhone Duo`.
  public var name: String
  /// The command-line name, e.g. `iphone-duo`.
  public var identifier: String
  /// The main display (the inner one on a foldable).
  public var display: DisplayProfile
  /// The cover display of a foldable, used when `closed`.
  public var coverDisplay: DisplayProfile?
  /// The fold of the main display, if it folds.
  public var fold: FoldProfile?
  /// What `traitCollection.userInterfaceIdiom` reads on the device (`.phone` by default).
  public var idiom: UserInterfaceIdiom

  /// Creates a profile from its parts.
  public init(
    name: String, identifier: String, display: DisplayProfile,
    coverDisplay: DisplayProfile? = nil, fold: FoldProfile? = nil, idiom: UserInterfaceIdiom = .phone
  ) {
    self.name = name
    self.identifier = identifier
    self.display = display
    self.coverDisplay = coverDisplay
    self.fold = fold
    self.idiom = idiom
  }

  /// `iPhone Duo (iphone-duo)`.
  public var description: String { "\(name) (\(identifier))" }

  /// The whole display state in a posture and orientation (devices.md).
  public func configuration(posture: Posture, orientation: Orientation) -> Configuration {
    let usesCover = posture == .closed && coverDisplay != nil
    let profile = usesCover ? coverDisplay! : display
    let landscape = orientation != .portrait
    let flipped = orientation == .landscapeFlipped
    let portrait = profile.portraitSize
    let size = landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    let classes = landscape ? profile.landscapeSizeClasses : profile.portraitSizeClasses
    var regions: [ReservedRegion] = []
    var hinge: Hinge?

    if fold != nil || coverDisplay != nil {
      switch posture {
      case .closed: hinge = Hinge(status: .closed, angle: 0)
      case .flat: hinge = Hinge(status: .fullyOpen, angle: .pi)
      case .book, .tabletop: hinge = Hinge(status: .partiallyOpen, angle: Self.partiallyOpenAngle)
      }
    }
    if !usesCover, let fold {
      // R2: a closed foldable reports no division; flat reports it inactive; folded, active.
      let portraitFrame = CGRect(
        x: 0, y: fold.centre - fold.margin, width: portrait.width, height: 2 * fold.margin)
      let portraitMargins = EdgeInsets(top: fold.margin, left: 0, bottom: fold.margin, right: 0)
      var frame = landscape ? Self.rotate(portraitFrame, in: portrait) : portraitFrame
      var margins = landscape ? Self.rotate(portraitMargins) : portraitMargins
      if flipped {
        frame = Self.halfTurn(frame, in: size)
        margins = Self.swapSides(margins)
      }
      regions.append(
        ReservedRegion(
          id: "fold", kind: .division, frame: frame, margins: margins, isActive: posture != .flat))
    }
    regions += Self.occlusions(of: profile, in: orientation)
    return Configuration(
      bounds: CGRect(origin: .zero, size: size), scale: profile.scale,
      horizontalSizeClass: classes.0, verticalSizeClass: classes.1, reservedRegions: regions,
      safeAreaInsets: Self.safeArea(of: profile, in: orientation), hinge: hinge,
      isCoverDisplay: usesCover, verticalBar: profile.verticalBar?.bar(in: orientation),
      interfaceOrientation: Self.interfaceOrientation(orientation), userInterfaceIdiom: idiom,
      minimumSideLayoutMargin: profile.minimumSideLayoutMargin, barMetrics: profile.barMetrics)
  }

  /// The platform's interface orientation for a device orientation (devices.md: which of
  /// `landscapeLeft`/`landscapeRight` each landscape is was chosen, not measured).
  static func interfaceOrientation(_ orientation: Orientation) -> InterfaceOrientation {
    switch orientation {
    case .portrait: .portrait
    case .landscape: .landscapeRight
    case .landscapeFlipped: .landscapeLeft
    }
  }

  /// A display's occlusions in an orientation: measured where the profile has them, derived
  /// (rotated, turned) where it does not.
  private static func occlusions(of profile: DisplayProfile, in orientation: Orientation) -> [ReservedRegion] {
    let portrait = profile.portraitSize
    let landscapeSize = CGSize(width: portrait.height, height: portrait.width)
    return measuredOrDerived(
      in: orientation, portrait: profile.portraitOcclusions, landscape: profile.landscapeOcclusions,
      landscapeFlipped: profile.landscapeFlippedOcclusions,
      rotated: { $0.map { $0.withFrame(rotate($0.frame, in: portrait)) } },
      turned: { $0.map { $0.withFrame(halfTurn($0.frame, in: landscapeSize)) } })
  }

  /// A display's safe area in an orientation: measured where the profile has it, derived where
  /// it does not.
  private static func safeArea(of profile: DisplayProfile, in orientation: Orientation) -> EdgeInsets {
    measuredOrDerived(
      in: orientation, portrait: profile.portraitSafeArea, landscape: profile.landscapeSafeArea,
      landscapeFlipped: profile.landscapeFlippedSafeArea, rotated: rotate, turned: swapSides)
  }

  /// A profile's value in an orientation, the one rule for everything a profile gives per
  /// orientation: the measured value where the profile has one; else landscape is the portrait
  /// value `rotated` with the display, and the flipped landscape is the landscape value
  /// `turned` half a turn.
  private static func measuredOrDerived<Value>(
    in orientation: Orientation, portrait: Value, landscape: Value?, landscapeFlipped: Value?,
    rotated: (Value) -> Value, turned: (Value) -> Value
  ) -> Value {
    switch orientation {
    case .portrait: return portrait
    case .landscape: return landscape ?? rotated(portrait)
    case .landscapeFlipped: return landscapeFlipped ?? turned(landscape ?? rotated(portrait))
    }
  }

  /// The solver's input for a posture and orientation.
  ///
  /// `displayScale` is left `nil`: profiles describe layout in points, as the platform reports
  /// it, and the conformance corpus expects unsnapped frames (455.5, not 455.667). Pass the
  /// configuration's `scale` yourself to see pixel snapping (P1).
  public func context(
    posture: Posture, orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight
  ) -> ArrangementContext {
    let configuration = configuration(posture: posture, orientation: orientation)
    return ArrangementContext(
      bounds: configuration.bounds, horizontalSizeClass: configuration.horizontalSizeClass,
      verticalSizeClass: configuration.verticalSizeClass, layoutDirection: layoutDirection,
      displayScale: nil, reservedRegions: configuration.reservedRegions)
  }

  /// 2.226 rad (≈127.5°): the hinge angle of the simulator's book pose, used for `book` and
  /// `tabletop` (devices.md; measured with Device Hub's "book" pose).
  public static let partiallyOpenAngle: CGFloat = 2.226

  /// A portrait rectangle in landscape coordinates: the portrait top edge becomes the left edge.
  static func rotate(_ rect: CGRect, in portrait: CGSize) -> CGRect {
    CGRect(
      x: rect.origin.y, y: portrait.width - rect.origin.x - rect.size.width,
      width: rect.size.height, height: rect.size.width)
  }

  /// Portrait insets in landscape: top → left, right → top, bottom → right, left → bottom.
  static func rotate(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
  }

  /// A rectangle on a display of `size` after the display turned half a turn.
  static func halfTurn(_ rect: CGRect, in size: CGSize) -> CGRect {
    CGRect(
      x: size.width - rect.origin.x - rect.size.width, y: size.height - rect.origin.y - rect.size.height,
      width: rect.size.width, height: rect.size.height)
  }

  /// Insets with left and right exchanged.
  static func swapSides(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
  }
}
