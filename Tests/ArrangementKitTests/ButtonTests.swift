import ArrangementKit
import Foundation
import Testing

@MainActor
@Suite("Controls and buttons (W4)")
struct ButtonTests {
  let window = measuredWindow()

  @Test("W4: sendActions delivers to the actions registered for the event, in order; isEnabled false stops it")
  func delivery() {
    let control = Control()
    var log: [String] = []
    let tap = Action(title: "tap") { action in log.append("tap \(action.sender is Control)") }
    let change = Action(title: "change") { _ in log.append("change") }
    control.addAction(tap, for: .touchUpInside)
    control.addAction(change, for: [.valueChanged, .touchUpInside])
    control.sendActions(for: .touchUpInside)
    #expect(log == ["tap true", "change"])
    #expect(tap.sender == nil, "sender is set only while the handler runs")
    control.sendActions(for: .valueChanged)
    #expect(log == ["tap true", "change", "change"])
    control.removeAction(change, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["tap true", "change", "change", "tap true"])
    control.isEnabled = false
    control.sendActions(for: .allEvents)
    #expect(log.count == 4)
    #expect(control.state == .disabled)
    control.sendActions(for: [])
  }

  @Test("W4: actions with the same identifier replace each other")
  func identifiers() {
    let control = Control()
    var hits: [Int] = []
    let id = Action.Identifier("refresh")
    control.addAction(Action(identifier: id) { _ in hits.append(1) }, for: .valueChanged)
    control.addAction(Action(identifier: id) { _ in hits.append(2) }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(hits == [2])
    control.removeAction(identifiedBy: id, for: .allEvents)
    control.sendActions(for: .valueChanged)
    #expect(hits == [2])
  }

  @Test("W4: a primary action runs on a tap; titles per state fall back to normal")
  func buttonTitles() {
    var taps = 0
    let button = Button(configuration: .plain(), primaryAction: Action(title: "Play") { _ in taps += 1 })
    window.addSubview(button)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 2)
    #expect(button.currentTitle == "Play")
    let legacy = Button(type: .system)
    legacy.setTitle("Play", for: .normal)
    legacy.setTitle("Pause", for: .selected)
    #expect(legacy.title(for: .highlighted) == "Play")
    legacy.isSelected = true
    #expect(legacy.currentTitle == "Pause")
    #expect(legacy.titleLabel?.text == "Pause")
    #expect(legacy.state == .selected)
    legacy.setTitle(nil, for: .selected)
    #expect(legacy.currentTitle == "Play")
  }

  @Test("W4: intrinsic size is the title plus the configuration's insets (7/12/7/12) or the legacy 6/0/6/0")
  func intrinsicSizes() {
    // TenPointMeasurer: "Play" is 40 × 20.
    var configuration = Button.Configuration.filled()
    configuration.title = "Play"
    for style in [Button.Configuration.plain(), .tinted(), .gray(), .filled()] {
      var styled = style
      styled.title = "Play"
      let button = Button(configuration: styled)
      window.addSubview(button)
      #expect(button.intrinsicContentSize == CGSize(width: 64, height: 34), "\(styled)")
    }
    configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let custom = Button(configuration: configuration)
    window.addSubview(custom)
    #expect(custom.intrinsicContentSize == CGSize(width: 46, height: 24))
    configuration.subtitle = "3 min"  // 50 × 20 under the title
    configuration.titlePadding = 2
    configuration.image = Image(systemName: "play.fill")  // 20.4 square
    configuration.imagePadding = 8
    custom.configuration = configuration
    // Width 2 + 20.4 + 8 + 50 + 4 = 84.4, rounded up; height 1 + 42 + 3.
    #expect(custom.intrinsicContentSize == CGSize(width: 85, height: 46))
    let legacy = Button(type: .system)
    legacy.setTitle("Play", for: .normal)
    window.addSubview(legacy)
    #expect(legacy.intrinsicContentSize == CGSize(width: 40, height: 32))
    configuration.buttonSize = .large
    #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
  }

  @Test("W4: the model's medium configuration button is 34.333 pt tall at @3x, as the platform's")
  func platformHeight() {
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), scale: 3)
    let screen = Window(display: display)
    var configuration = Button.Configuration.filled()
    configuration.title = "Button"
    let button = Button(configuration: configuration)
    screen.addSubview(button)
    #expect(LengthTolerance.isEqual(button.intrinsicContentSize.height, 34.333))
  }

  @Test("W4: layout places the title in the bounds less the insets")
  func layout() {
    var configuration = Button.Configuration.gray()
    configuration.title = "Play"
    let button = Button(configuration: configuration)
    window.addSubview(button)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 30, y: 15, width: 40, height: 20))
  }

  @Test("W4: bad insets are read as 0 and reported; the update handler sees state changes")
  func badInsetsAndUpdates() {
    var configuration = Button.Configuration.plain()
    configuration.title = "Go"
    configuration.contentInsets = DirectionalEdgeInsets(top: .nan, leading: -5, bottom: 0, trailing: 0)
    let button = Button(configuration: configuration)
    window.addSubview(button)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(window.inputDiagnostics.count == 2)
    button.configurationUpdateHandler = { button in
      button.configuration?.title = button.isSelected ? "Stop" : "Go"
    }
    button.isSelected = true
    #expect(button.currentTitle == "Stop")
  }
}
