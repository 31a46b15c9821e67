import Foundation

/// A window's whole view tree, its display's regions and safe area, captured as a value and
/// drawn as text (``text``) or SVG (``svg``) for snapshot tests.
///
/// Every view below the window is a node named as in the screen audit
/// (`accessibilityIdentifier`, else the controller's or the view's type name), with its frame
/// in window coordinates; hidden views are kept and marked. Controls show what they show
/// (W7): labels their text, buttons their title and state, image views their image's size,
/// scroll views their content size and offset; views with a background colour are filled
/// with it, resolved with their traits. The display's reserved regions
/// (active and inactive) and the safe area are part of the picture. The drawing is
/// deterministic: the same window gives the same text and the same SVG, byte for byte.
///
/// ```swift
/// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
/// simulator.window.rootViewController = PlayerScreen()
/// let snapshot = WindowSnapshot(simulator.window)
/// assertSnapshot(of: snapshot.text, named: "closed-portrait")
/// assertSnapshot(of: snapshot.svg, as: .svg, named: "closed-portrait")
/// ```
///
/// Degenerate input: an empty window gives a picture of the display alone; views with
/// non-finite or empty frames are listed but not drawn.
public struct WindowSnapshot: Sendable, Hashable, CustomStringConvertible {
  /// One view of the tree.
  public struct Node: Sendable, Hashable, CustomStringConvertible {
    /// The view's names from the window down.
    public let path: [String]
    /// 0 for the window's direct subviews.
    public let depth: Int
    /// The view's rectangle in window coordinates.
    public let frame: CGRect
    /// Whether the view or one of its ancestors is hidden.
    public let isHidden: Bool
    /// What the view shows: a label's text, a button's title and state, an image's size, a
    /// background colour (W7).
    public let content: Content
    /// The constraints the view holds, as ``WindowSnapshot/text(options:)`` lists them (L12).
    public let constraints: [String]

    /// The last name of the path.
    public var name: String { path.last ?? "" }

    /// The name with the content's detail: `Label "Play"`, `Button "Play" selected`.
    public var title: String { content.detail.map { "\(name) \($0)" } ?? name }

    /// `PlayerScreen › toolbar [0, 0, 382, 64]`, with ` hidden` for a hidden view and the
    /// content's detail after the name (`… › Label "Play" [12, 7, 40, 20]`).
    public var description: String {
      var names = path
      if let detail = content.detail, !names.isEmpty { names[names.count - 1] += " " + detail }
      return "\(names.joined(separator: " › ")) \(LengthFormat.rect(frame))" + (isHidden ? " hidden" : "")
    }
  }

  /// The picture's title: the device and pose when captured from a simulator.
  public let title: String
  /// The window's bounds.
  public let bounds: CGRect
  /// The display's safe-area insets.
  public let safeAreaInsets: EdgeInsets
  /// Every reserved region of the display, active or not, in window coordinates.
  public let reservedRegions: [ReservedRegion]
  /// The display's hinge, if any.
  public let hinge: Hinge?
  /// The views, in drawing order (a view before its subviews).
  public let nodes: [Node]

  /// Lays the window out, then captures it.
  ///
  /// The window runs any layout it still needs first (`layoutIfNeeded()`), as
  /// `WindowSnapshot(simulator)` does, so the snapshot shows what the next frame would.
  ///
  /// ```swift
  /// let snapshot = WindowSnapshot(window, title: "player, closed portrait")
  /// ```
  @MainActor
  public init(_ window: Window, title: String = "window") {
    window.layoutIfNeeded()
    self.title = title
    bounds = window.bounds
    safeAreaInsets = window.display.safeAreaInsets
    reservedRegions = window.display.reservedRegions.map { $0.withFrame(window.convert($0.frame, from: nil)) }
    hinge = window.display.hinge
    let broken = window.brokenLayoutConstraints
    nodes = ViewTree.entries(in: window).map {
      Node(
        path: $0.path, depth: $0.depth, frame: $0.frame, isHidden: !$0.isVisible,
        content: Content($0.view, frame: $0.frame), constraints: ConstraintListing.lines(of: $0.view, broken: broken))
    }
  }

  /// Captures a simulator's window, titled with the device and pose, after running any
  /// layout the window still needs.
  ///
  /// ```swift
  /// WindowSnapshot(simulator).title   // iPhone Duo, closed portrait
  /// ```
  @MainActor
  public init(_ simulator: DeviceSimulator) {
    self.init(simulator.window, title: "\(simulator.device.name), \(simulator.pose)")
  }

  /// The text drawing (``text``).
  public var description: String { text }
}
