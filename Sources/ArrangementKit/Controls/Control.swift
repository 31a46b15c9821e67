import Foundation

/// A view that sends actions for events (W4): the object model's `UIControl`.
///
/// Register closures with ``addAction(_:for:)``; ``sendActions(for:)`` delivers an event, as a
/// touch would on the platform (a test "taps" a button with `sendActions(for: .touchUpInside)`).
/// A disabled control (``isEnabled`` `false`) delivers nothing. `addTarget(_:action:for:)`
/// needs the Objective-C runtime and is not offered (X5).
///
/// ```swift
/// var plays = 0
/// let toggle = Control()
/// toggle.addAction(Action { _ in plays += 1 }, for: .valueChanged)
/// toggle.sendActions(for: .valueChanged)   // plays == 1
/// toggle.isEnabled = false
/// toggle.sendActions(for: .valueChanged)   // still 1
/// ```
///
/// Degenerate input: sending an event nobody registered for does nothing; an action that
/// removes itself (or others) while running does not disturb the others of that delivery.
@preconcurrency @MainActor
open class Control: View {
  /// Events a control sends: the platform's `UIControl.Event`, with its raw values.
  public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved in.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved out.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed (switches, sliders).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action ran.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Reserved for apps.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// The named events in the set, e.g. `touchUpInside, primaryActionTriggered`.
    public var description: String {
      let names: [(Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
      ]
      let present = names.filter { contains($0.0) }.map(\.1)
      return present.isEmpty ? "[]" : present.joined(separator: ", ")
    }
  }

  /// A control's state: the platform's `UIControl.State` (normal is the empty set).
  public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No flag set.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Reserved for apps.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)

    /// `normal`, or the flags, e.g. `selected, disabled`.
    public var description: String {
      let names: [(State, String)] = [
        (.highlighted, "highlighted"), (.selected, "selected"), (.disabled, "disabled"), (.focused, "focused"),
      ]
      let present = names.filter { contains($0.0) }.map(\.1)
      return present.isEmpty ? "normal" : present.joined(separator: ", ")
    }
  }

  /// Whether the control delivers events; `true` by default.
  ///
  /// ```swift
  /// submit.isEnabled = form.isValid
  /// ```
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected; `false` by default.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is highlighted (being touched); `false` by default.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The flags of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  ///
  /// ```swift
  /// button.isSelected = true
  /// button.state == .selected   // true
  /// ```
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The registered actions, in registration order, with their events.
  private var registrations: [(action: Action, events: Event)] = []

  /// Creates a control.
  ///
  /// ```swift
  /// let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  /// ```
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a control that runs `primaryAction` for ``Event/primaryActionTriggered``.
  ///
  /// ```swift
  /// let control = Control(frame: .zero, primaryAction: Action { _ in refresh() })
  /// ```
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` for `controlEvents` from now on. An action with the same identifier that
  /// is already registered is replaced (its events are merged), as on the platform.
  ///
  /// ```swift
  /// button.addAction(Action { _ in save() }, for: .touchUpInside)
  /// ```
  ///
  /// Degenerate input: an empty event set registers nothing.
  public func addAction(_ action: Action, for controlEvents: Event) {
    guard !controlEvents.isEmpty else { return }
    if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[index] = (action, registrations[index].events.union(controlEvents))
    } else {
      registrations.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents` (it stays registered for other events).
  ///
  /// ```swift
  /// button.removeAction(play, for: .touchUpInside)
  /// ```
  ///
  /// Degenerate input: an action that is not registered is ignored.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  ///
  /// ```swift
  /// button.removeAction(identifiedBy: Action.Identifier("play"), for: .allEvents)
  /// ```
  public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
    registrations = registrations.compactMap { registration in
      guard registration.action.identifier == actionIdentifier else { return registration }
      let remaining = registration.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (registration.action, remaining)
    }
  }

  /// Delivers `controlEvents`: runs every action registered for any of them, once each, in
  /// registration order, with this control as ``Action/sender``. Nothing when disabled.
  ///
  /// ```swift
  /// button.sendActions(for: .touchUpInside)   // a tap, in a test
  /// ```
  public func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    // B7: a button that shows its menu as its primary action shows it on a tap.
    if controlEvents.contains(.touchUpInside), let button = self as? Button, button.showsMenuAsPrimaryAction,
      let menu = button.menu
    {
      if let window { window.presentMenu(menu, from: button) }
      return
    }
    let due = registrations.filter { !$0.events.intersection(controlEvents).isEmpty }.map(\.action)
    for action in due { action.perform(sender: self) }
  }

  /// Runs `action` now with this control as its sender (registered or not).
  ///
  /// ```swift
  /// control.sendAction(Action { _ in log("sent") })
  /// ```
  ///
  /// Degenerate input: a disabled control still runs it, as on the platform (only event
  /// delivery checks ``isEnabled``).
  public func sendAction(_ action: Action) {
    action.perform(sender: self)
  }

  /// The state changed: the look may differ (a button's title per state).
  func stateDidChange() { setNeedsLayout() }

  /// Reports diagnostics kept while outside a window. Subclasses that override it call `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    reportPendingInputDiagnostics()
  }
}
