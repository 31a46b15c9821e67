// Client code that declares names the object model also uses (api.md, the shims section): a
// SwiftUI-shaped `protocol View` with conformances, its own `EdgeInsets`, `Window` and `Color`,
// next to UIKit code that uses the platform's names. Compiled unchanged in Swift 6 and, through
// a symbolic link, in Swift 5 mode (UIKitShimsSwift5Tests).
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A small declarative layer of the app's own, shaped like SwiftUI's.
protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  var body: Never { fatalError("Never has no body") }
}

/// A leaf of the declarative layer.
struct Text: View {
  let string: String
  var body: Never { fatalError("Text is a leaf") }
}

/// A composed view of the declarative layer.
struct NowPlayingTitle: View {
  let title: String
  var body: Text { Text(string: title.uppercased()) }
}

/// The app's own insets, in its own leading/trailing terms.
struct EdgeInsets: Equatable {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat
}

/// The app's own window model (a document window, not a screen).
final class Window {
  let title: String
  init(title: String) { self.title = title }
}

/// The app's own colour value.
struct Color: Equatable {
  var name: String
}

/// A UIKit view that uses both the app's names and the platform's.
final class ClientCardView: UIView {
  let padding = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
  let accent = Color(name: "accent")
  let title = NowPlayingTitle(title: "Up next")

  /// The platform's safe area, through the platform's name.
  var platformInsets: UIEdgeInsets { safeAreaInsets }
}

/// A controller that owns an arrangement under the name real code gives it (C10) and a
/// document window of the app's own.
final class ClientOwnNamesViewController: UIViewController {
  let arrangementController = UIArrangementViewController()
  let document = Window(title: "Queue")
  let card = ClientCardView()

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(arrangementController)
    view.addSubview(arrangementController.view)
    arrangementController.view.frame = view.bounds
    arrangementController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    arrangementController.didMove(toParent: self)
    let list = UIViewController()
    list.view.addSubview(card)
    arrangementController.setViewController(list, for: .primary)
    arrangementController.setViewController(UIViewController(), for: .secondary)
  }
}
