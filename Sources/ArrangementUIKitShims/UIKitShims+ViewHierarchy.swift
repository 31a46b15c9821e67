// Views, controllers, windows and screens under their platform names.

public import ArrangementKit

/// The platform's name for ``Responder``, the base of views and controllers (V3).
///
/// ```swift
/// var responder: UIResponder? = button
/// while let current = responder, !(current is UIViewController) { responder = current.next }
/// ```
public typealias UIResponder = Responder

/// The platform's name for ``View``. Its nested names come along: `UIView.AutoresizingMask`,
/// `UIView.performWithoutAnimation(_:)`, `UIView.noIntrinsicMetric`.
///
/// ```swift
/// final class DialView: UIView {
///   override func layoutSubviews() { super.layoutSubviews() }
/// }
/// ```
public typealias UIView = View

/// The platform's name for ``ViewController``.
///
/// ```swift
/// final class PlayerViewController: UIViewController {
///   override func viewDidLoad() { super.viewDidLoad() }
/// }
/// ```
public typealias UIViewController = ViewController

/// The platform's name for ``Window``.
///
/// Windows here are created from a ``Display`` (`UIWindow(display:)`), not from a window
/// scene (the scene comes from the display: `window.windowScene`). Code that creates windows
/// stays platform-specific.
public typealias UIWindow = Window

/// The platform's name for ``WindowScene``: the scene of the windows on one display.
///
/// ```swift
/// let screen: UIScreen? = view.window?.windowScene?.screen
/// ```
public typealias UIWindowScene = WindowScene

/// The platform's name for ``Application``: the running app, reduced to its scenes.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first { $0.windows.contains { $0.isKeyWindow } }
/// ```
///
/// Degenerate input follows ``Application``: no window alive, no scene.
public typealias UIApplication = Application

/// The closest equivalent of the platform's `UIScreen`: the ``Display`` a window sits on.
///
/// A display carries bounds, scale, traits, reserved regions, safe-area insets and the hinge.
/// Unlike `UIScreen` it is created and mutated by your code (or by `DeviceSimulator`), and
/// there is no `UIScreen.main`.
public typealias UIScreen = Display

/// The platform's name for ``TraitCollection``.
///
/// ```swift
/// if traitCollection.horizontalSizeClass == .compact { showCompactLayout() }
/// ```
public typealias UITraitCollection = TraitCollection

/// The platform's name for ``TraitOverrides``, the type of `traitOverrides`.
public typealias UITraitOverrides = TraitOverrides
