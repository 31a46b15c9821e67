import Foundation

/// How a presented controller covers the window: the object model's `UIModalPresentationStyle`,
/// with the platform's cases and raw values (N3).
///
/// The object model draws every presentation over the whole window; the style decides only
/// what happens to the presenter's view. `.fullScreen` and `.currentContext` remove it from
/// the window once the presentation transition is done (the presenter disappears) and put it
/// back when the presented controller is dismissed (the presenter appears again); every other
/// style keeps it in the window, below the presented view, with no appearance callback.
/// `.automatic` resolves as on an iPhone (the package's devices are phones): to
/// `.pageSheet`, whose sheet keeps the presenter in the window (Decisions-Kit.md).
///
/// ```swift
/// player.modalPresentationStyle = .fullScreen
/// present(player, animated: true)   // the presenter's view leaves the window afterwards
/// ```
///
/// Degenerate input: `.none` (which the platform rejects for a presentation) and `.custom`
/// (no presentation controller exists here) keep the presenter, as `.automatic` does.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CustomStringConvertible {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2

  /// The case's name, as in Swift source (`fullScreen`).
  public var description: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    }
  }

  /// Whether a presentation in this style takes the presenter's view out of the window.
  var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}
