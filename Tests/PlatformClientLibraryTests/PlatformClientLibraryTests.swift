// A team's test target for its client library: it imports the library and the shims (and
// Swift Testing), as a platform test target imports the app module and UIKit. The library's
// `View`, `EdgeInsets`, `Window` and `Color` must win here over the object model's, and its
// public API, whose signatures use names reached through the shims, must be callable with its
// defaults. Compiled in Swift 6 mode here and, through a symbolic link, in Swift 5 mode
// (PlatformClientLibrarySwift5Tests against PlatformClientLibrarySwift5).
import ArrangementUIKitShims
import Testing

#if PLATFORM_CLIENT_SWIFT5
  import PlatformClientLibrarySwift5
#else
  import PlatformClientLibrary
#endif

@MainActor
@Suite("A client library importing only the shims, and its test target")
struct PlatformClientLibraryTests {
  @Test("shims: the issue's sideBySide(preferred:minimum:) compiles and its defaults reach the split")
  func sideBySideDefaults() {
    let split = UISplitArrangement.sideBySide()
    let width = split.viewProperties(for: .primary).width
    #expect(width.preferred == .fractional(0.5))
    #expect(width.minimum == .absolute(280))
    #expect(split.axes == .horizontal)
    let custom = UISplitArrangement.sideBySide(preferred: .absolute(400), minimum: .fractional(0.25))
    #expect(custom.viewProperties(for: .primary).width.preferred == .absolute(400))
    #expect(custom.viewProperties(for: .primary).width.minimum == .fractional(0.25))
  }

  @Test("shims: inlinable presets with nested defaults (DimensionRange, ViewPlacement)")
  func inlinablePresets() {
    let primary = UISplitArrangement.column()
    #expect(primary.viewProperties(for: .primary).width.minimum == .absolute(320))
    #expect(primary.viewProperties(for: .primary).layoutPriority == 1)
    let secondary = UISplitArrangement.column(.init(preferred: .absolute(200)), for: .secondary, priority: 2)
    #expect(secondary.viewProperties(for: .secondary).width.preferred == .absolute(200))
    #expect(secondary.viewProperties(for: .primary).layoutPriority == 0)
    #expect(UIOverlayArrangement.drawer().viewProperties(for: .secondary).edge == .trailing)
  }

  @Test("shims: edge-inset defaults and inlinable insets arithmetic from the library")
  func insets() {
    let card = CardInsets(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    // 2 + 4 (insets) + 16 + 16 (the default directional insets).
    #expect(card.horizontal == 38)
    let content = card.content(of: CGRect(x: 0, y: 0, width: 100, height: 50))
    // x: 2 + 16, y: 1 + 8, width: 100 - 6 - 32, height: 50 - 4 - 16.
    #expect(content == CGRect(x: 18, y: 9, width: 62, height: 30))
    #expect(CardInsets().insets == .zero)
  }

  @Test("shims: the library's View, EdgeInsets, Window and Color win in its test target")
  func clientNamesWin() {
    let text: Text = Text("up next")
    let content: any View = text
    #expect((content as? Text)?.string == "up next")
    let padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(padding.leading == 2)
    #expect(padding.platformInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(Window(title: "Queue").title == "Queue")
    #expect(Color(name: "accent") != Color(name: "badge"))
    // The platform's names still reach the object model beside them.
    let badge = BadgeView()
    // 6 + 20 + 6 across, 2 + 12 + 2 down.
    #expect(badge.intrinsicContentSize == CGSize(width: 32, height: 16))
    #expect(badge.platformInsets == .zero)
    let window: UIWindow? = badge.window
    #expect(window == nil)
  }

  @Test("shims: the library's Auto Layout and stack helpers with nested-name defaults")
  func layoutHelpers() {
    // Constraints lay views out in a window; windows are made from a display here.
    let window = UIWindow(display: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)))
    window.makeKeyAndVisible()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(container)
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let badge = BadgeView()
    container.addSubview(badge)
    let constraints = LayoutHelpers.pin(badge, to: container)
    #expect(constraints.count == 4 && constraints.allSatisfy { $0.priority == .required && $0.isActive })
    container.layoutIfNeeded()
    // The margins: 20 from the sides, 10 from the top and bottom.
    #expect(badge.frame == CGRect(x: 20, y: 10, width: 160, height: 80))
    let stack = LayoutHelpers.stack([UIView(), UIView()])
    #expect(stack.axis == .vertical && stack.distribution == .fill && stack.arrangedSubviews.count == 2)
    #expect(stack.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(LayoutHelpers.isCompact(UITraitCollection(horizontalSizeClass: .compact)))
    #expect(!LayoutHelpers.isCompact(UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!LayoutHelpers.isDark(UITraitCollection(userInterfaceStyle: .light)))
  }
}
