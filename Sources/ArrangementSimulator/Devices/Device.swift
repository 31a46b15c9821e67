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
    /// Occlusion regions (cameras, bars) in portrait coordinates.
    public var portraitOcclusions: [ReservedRegion]
    /// Occlusion regions in landscape coordinates (`nil`: the portrait ones rotated with the
    /// display, as ``landscapeSafeArea`` is).
    public var landscapeOcclusions: [ReservedRegion]?

    /// Creates a display profile.
    public init(
      portraitSize: CGSize, scale: CGFloat,
      portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
      landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
      portraitSafeArea: EdgeInsets = EdgeInsets(), landscapeSafeArea: EdgeInsets? = nil,
      portraitOcclusions: [ReservedRegion] = [], landscapeOcclusions: [ReservedRegion]? = nil
    ) {
      self.portraitSize = portraitSize
      self.scale = scale
      self.portraitSizeClasses = portraitSizeClasses
      self.landscapeSizeClasses = landscapeSizeClasses
      self.portraitSafeArea = portraitSafeArea
      self.landscapeSafeArea = landscapeSafeArea
      self.portraitOcclusions = portraitOcclusions
      self.landscapeOcclusions = landscapeOcclusions
    }

    /// Whether two profiles describe the same display: every stored property is compared.
    public static func == (lhs: DisplayProfile, rhs: DisplayProfile) -> Bool {
      lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
        && lhs.portraitSizeClasses == rhs.portraitSizeClasses
        && lhs.landscapeSizeClasses == rhs.landscapeSizeClasses
        && lhs.portraitSafeArea == rhs.portraitSafeArea
        && lhs.landscapeSafeArea == rhs.landscapeSafeArea
        && lhs.portraitOcclusions == rhs.portraitOcclusions
        && lhs.landscapeOcclusions == rhs.landscapeOcclusions
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

  /// Creates a profile from its parts.
  public init(
    name: String, identifier: String, display: DisplayProfile,
    coverDisplay: DisplayProfile? = nil, fold: FoldProfile? = nil
  ) {
    self.name = name
    self.identifier = identifier
    self.display = display
    self.coverDisplay = coverDisplay
    self.fold = fold
  }

  /// `iPhone Duo (iphone-duo)`.
  public var description: String { "\(name) (\(identifier))" }

  /// The whole display state in a posture and orientation (devices.md).
  public func configuration(posture: Posture, orientation: Orientation) -> Configuration {
    let usesCover = posture == .closed && coverDisplay != nil
    let profile = usesCover ? coverDisplay! : display
    let landscape = orientation == .landscape
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
      regions.append(
        ReservedRegion(
          id: "fold", kind: .division,
          frame: landscape ? Self.rotate(portraitFrame, in: portrait) : portraitFrame,
          margins: landscape ? Self.rotate(portraitMargins) : portraitMargins,
          isActive: posture != .flat))
    }
    if landscape, let measured = profile.landscapeOcclusions {
      regions += measured
    } else {
      for occlusion in profile.portraitOcclusions {
        regions.append(landscape ? occlusion.withFrame(Self.rotate(occlusion.frame, in: portrait)) : occlusion)
      }
    }
    let safeArea =
      landscape ? (profile.landscapeSafeArea ?? Self.rotate(profile.portraitSafeArea)) : profile.portraitSafeArea
    return Configuration(
      bounds: CGRect(origin: .zero, size: size), scale: profile.scale,
      horizontalSizeClass: classes.0, verticalSizeClass: classes.1, reservedRegions: regions,
      safeAreaInsets: safeArea, hinge: hinge, isCoverDisplay: usesCover)
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
}
