import Foundation
import Testing

/// The shims make only the platform's names visible (api.md's shims section): a client file
/// that imports `ArrangementUIKitShims` sees `UIView`, `UIEdgeInsets`, Foundation … and none of
/// the object model's names, so it may declare its own `View`, `EdgeInsets` or `Window`, or get
/// them from another module without an ambiguity. Checked by compiling client files against the
/// built modules.
@Suite("What import ArrangementUIKitShims makes visible")
struct ShimsVisibilityTests {
  /// The object model's names a client must not see through the shims.
  static let objectModelNames = [
    "View", "ViewController", "EdgeInsets", "Window", "WindowScene", "Display", "Responder",
    "ArrangementController", "SplitArrangement", "OverlayArrangement", "NavigationController",
    "TabBarController", "TraitCollection", "Hinge", "HingeInteraction", "Axis", "ViewPlacement",
    "LayoutDirection", "UserInterfaceSizeClass", "ArrangementLayout",
  ]

  @Test("shims: the platform's names, their nested names and members, and Foundation are visible")
  func platformNamesVisible() throws {
    let source = """
      import ArrangementUIKitShims
      @MainActor func use() {
        let view: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let insets: UIEdgeInsets = view.safeAreaInsets
        let mask: UIView.AutoresizingMask = [.flexibleWidth]
        let arrangement = UIArrangementViewController()
        let placement: UIArrangementViewController.ViewPlacement = .primary
        _ = arrangement.state(for: placement)?.isHidden
        arrangement.updateArrangement(UISplitArrangement().axes(.horizontal))
        let traits: UITraitCollection = arrangement.traitCollection
        _ = (insets.top, mask, traits.horizontalSizeClass == .compact, Date(), URL(fileURLWithPath: "/"))
      }
      """
    let result = try ClientCompiler.typecheck(source)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("shims: none of the object model's names is visible", arguments: [5, 6])
  func objectModelNamesHidden(languageMode: Int) throws {
    var source = "import ArrangementUIKitShims\n"
    for (index, name) in Self.objectModelNames.enumerated() { source += "let value\(index): \(name).Type? = nil\n" }
    let result = try ClientCompiler.typecheck(source, languageMode: languageMode)
    #expect(result.status != 0)
    for name in Self.objectModelNames {
      #expect(result.stderr.contains("cannot find type '\(name)' in scope"), "\(name) is visible through the shims")
    }
  }

  @Test("shims: a client declares its own View, EdgeInsets and Window, and a SwiftUI-shaped protocol View")
  func ownNamesCompile() throws {
    let source = """
      import ArrangementUIKitShims
      protocol View { associatedtype Body: View; var body: Body { get } }
      extension Never: View { var body: Never { fatalError() } }
      struct Text: View { let string: String; var body: Never { fatalError() } }
      struct Title: View { var body: Text { Text(string: "Now playing") } }
      struct EdgeInsets { var top, leading, bottom, trailing: CGFloat }
      final class Window { let title = "main" }
      final class CardView: UIView {
        let padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        var platformInsets: UIEdgeInsets { safeAreaInsets }
      }
      """
    let result = try ClientCompiler.typecheck(source)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("shims: a test file of a client library sees the library's names beside the simulator", arguments: [5, 6])
  func clientLibraryTestFile(languageMode: Int) throws {
    // What PlatformClientLibraryTests does, plus the simulator imported by name: ArrangementTesting
    // re-exports the object model, so a plain `import ArrangementTesting` would make `View` ambiguous.
    let source = """
      import PlatformClientLibrary
      import ArrangementUIKitShims
      import class ArrangementTesting.DeviceSimulator
      import struct ArrangementTesting.Pose
      @MainActor func screen() {
        let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape))
        let padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let content: any View = Text("up next")
        let window: Window = Window(title: "Queue")
        let split: UISplitArrangement = .sideBySide()
        _ = (simulator.window.bounds, padding.leading, content, window.title, Color(name: "a"), split)
      }
      """
    let result = try ClientCompiler.typecheck(source, languageMode: languageMode)
    #expect(result.status == 0, "\(result.stderr)")
  }
}
