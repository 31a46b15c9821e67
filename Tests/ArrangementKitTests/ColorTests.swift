import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Colour and appearance (W1)")
struct ColorTests {
  static let light = TraitCollection(userInterfaceStyle: .light)
  static let dark = TraitCollection(userInterfaceStyle: .dark)

  /// Rows: colour, light 0–255 channels and alpha, dark ones (behavior.md W1; the published table).
  nonisolated static let systemRows: [(Color, [CGFloat], [CGFloat])] = [
    (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
    (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
    (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
    (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
    (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
    (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
    (.label, [0, 0, 0, 1], [255, 255, 255, 1]),
    (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
    (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
  ]

  static func expectComponents(_ color: Color, _ expected: [CGFloat], _ comment: String) {
    let c = color.components
    let actual = [c.red * 255, c.green * 255, c.blue * 255, c.alpha]
    for (a, e) in zip(actual, expected) {
      #expect(LengthTolerance.isEqual(a, e), "\(comment): \(actual) vs \(expected)")
    }
  }

  @Test("W1: system colours resolve to their published light and dark values", arguments: 0..<systemRows.count)
  func systemColours(row: Int) {
    let (color, lightValue, darkValue) = Self.systemRows[row]
    Self.expectComponents(color.resolvedColor(with: Self.light), lightValue, "\(color) light")
    Self.expectComponents(color.resolvedColor(with: Self.dark), darkValue, "\(color) dark")
    Self.expectComponents(color.resolvedColor(with: TraitCollection()), lightValue, "\(color) unspecified = light")
  }

  @Test("W1: RGBA and white colours are fixed; alpha replaces only the opacity")
  func fixedColours() {
    let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(orange.resolvedColor(with: Self.dark) == orange)
    #expect(Color(white: 0.5, alpha: 1) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(Color(white: 0.5, alpha: 1) != Color(white: 0.5, alpha: 0.9))
    let half = orange.withAlphaComponent(0.5)
    #expect(half.components == Color.Components(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    #expect(Color.clear.components.alpha == 0)
    #expect(Color.red.description == "#FF0000")
    #expect(Color.secondaryLabel.resolvedColor(with: Self.light).description == "#3C3C4399")
  }

  @Test("W1: dynamic colours resolve by userInterfaceStyle, nested and with alpha")
  func dynamicColours() {
    let card = Color { $0.userInterfaceStyle == .dark ? .systemGray6 : .white }
    #expect(card.resolvedColor(with: Self.dark) == Color.systemGray6.resolvedColor(with: Self.dark))
    #expect(card.resolvedColor(with: Self.light) == .white)
    let faded = card.withAlphaComponent(0.25)
    #expect(faded.resolvedColor(with: Self.light).components.alpha == 0.25)
    Self.expectComponents(faded.resolvedColor(with: Self.dark), [28, 28, 30, 0.25], "faded dark")
    #expect(Color.systemBlue == Color.systemBlue)
    #expect(card != Color { _ in .white })
    let selfish = Color { _ in .systemBlue }
    #expect(selfish.resolvedColor(with: Self.dark).components.red * 255 == 10)
  }

  @Test("W1: non-finite components are sanitized with a note, never a crash")
  func badComponents() {
    let bad = Color(red: .nan, green: .infinity, blue: -.infinity, alpha: 1)
    #expect(bad.components == Color.Components(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(bad.inputDiagnostic?.contains("red nan") == true)
    #expect(Color.black.withAlphaComponent(.nan).components.alpha == 0)
    #expect(Color(white: 0.2, alpha: 1).inputDiagnostic == nil)
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let view = View()
    window.addSubview(view)
    view.backgroundColor = bad
    #expect(window.inputDiagnostics.count == 1)
    #expect(window.inputDiagnostics.first?.hasPrefix("View: backgroundColor: Color: red nan") == true)
  }

  @Test("W1: tintColor is inherited from the superview when nil; the default is system blue")
  func tintInheritance() {
    final class Watcher: View {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }
    let root = View()
    let middle = View()
    let leaf = Watcher()
    let own = Watcher()
    root.addSubview(middle)
    middle.addSubview(leaf)
    middle.addSubview(own)
    own.tintColor = .systemGreen
    #expect(own.changes == 1)
    #expect(leaf.tintColor == .tintColor)
    #expect(Color.tintColor.resolvedColor(with: Self.light) == Color.systemBlue.resolvedColor(with: Self.light))
    root.tintColor = .systemOrange
    #expect(leaf.tintColor == .systemOrange)
    #expect(own.tintColor == .systemGreen)
    #expect(leaf.changes == 1)
    #expect(own.changes == 1)
    root.tintColor = nil
    #expect(leaf.tintColor == .tintColor)
    #expect(leaf.changes == 2)
  }

  @Test("W1: backgroundColor and isOpaque have the platform's defaults")
  func viewDefaults() {
    let view = View()
    #expect(view.backgroundColor == nil)
    #expect(view.isOpaque)
    view.backgroundColor = .systemBackground
    #expect(view.backgroundColor == .systemBackground)
    view.backgroundColor = nil
    #expect(view.backgroundColor == nil)
    #expect(Label().isOpaque == false)
    #expect(view.contentMode == .scaleToFill)
  }

  @Test("W1: userInterfaceStyle is a trait: overridden, inherited and observed")
  func styleTrait() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let controller = ViewController()
    window.rootViewController = controller
    var seen: [UserInterfaceStyle] = []
    _ = controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (c: ViewController, previous) in
      seen.append(previous.userInterfaceStyle)
      seen.append(c.traitCollection.userInterfaceStyle)
    }
    window.display.traits.userInterfaceStyle = .dark
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    controller.traitOverrides.userInterfaceStyle = .light
    #expect(controller.traitOverrides.contains(TraitUserInterfaceStyle.self))
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    controller.traitOverrides.remove(TraitUserInterfaceStyle.self)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(seen == [.unspecified, .dark, .dark, .light, .light, .dark])
  }
}
