import ArrangementKit
import Foundation
import Testing

/// A view that logs its trait changes and, like an app's cell, stacks its labels vertically
/// at accessibility sizes.
@MainActor
final class AdaptiveRow: View {
  let stack = StackView()
  var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .horizontal
    addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor), stack.leadingAnchor.constraint(equalTo: leadingAnchor),
    ])
    for text in ["Title", "Detail"] {
      let label = Label()
      label.text = text
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      stack.addArrangedSubview(label)
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let category = traitCollection.preferredContentSizeCategory
    log.append(
      "traitCollectionDidChange \(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified) → \(category)")
    stack.axis = category.isAccessibilityCategory ? .vertical : .horizontal
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
  }
}

@MainActor
@Suite("DT3: notifications and callbacks before the re-measuring pass")
struct DynamicTypeCallbackTests {
  @Test(
    "DT3: the display's change posts didChangeNotification with the new value, then calls traitCollectionDidChange, then lays out"
  )
  func order() throws {
    let screen = LabelScreen(.autoLayout)
    let row = AdaptiveRow()
    row.translatesAutoresizingMaskIntoConstraints = false
    screen.controller.view.addSubview(row)
    LayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: screen.controller.view.topAnchor, constant: 100),
      row.leadingAnchor.constraint(equalTo: screen.controller.view.leadingAnchor),
    ])
    screen.window.layoutIfNeeded()
    row.log = []
    var posted: [ContentSizeCategory] = []
    let observer = NotificationCenter.default.addObserver(
      forName: ContentSizeCategory.didChangeNotification, object: screen.window, queue: nil
    ) { note in
      let value = note.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
      MainActor.assumeIsolated {
        posted.append(value ?? .unspecified)
        row.log.append("notification")
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    screen.window.display.traits.preferredContentSizeCategory = .accessibilityMedium
    #expect(posted == [.accessibilityMedium])
    #expect(Array(row.log.prefix(2)) == ["notification", "traitCollectionDidChange large → accessibilityMedium"])
    #expect(row.log.contains("layoutSubviews"))
    // The same pass stacked the labels: body at AX1 is 28 pt; "Title" 5 × 14 = 70, "Detail" 84 wide,
    // each 35 tall: the vertical stack is 84 × 70.
    #expect(row.stack.axis == .vertical)
    #expect(row.stack.frame.size == CGSize(width: 84, height: 70))
  }

  @Test("DT3: a change that keeps the category posts nothing; an override changes traits without the notification")
  func noNotification() {
    let screen = LabelScreen(.autoLayout)
    var count = 0
    let observer = NotificationCenter.default.addObserver(
      forName: ContentSizeCategory.didChangeNotification, object: screen.window, queue: nil
    ) { _ in MainActor.assumeIsolated { count += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    screen.window.display.traits.userInterfaceStyle = .dark
    screen.controller.traitOverrides.preferredContentSizeCategory = .extraLarge
    screen.window.layoutIfNeeded()
    #expect(count == 0)
    #expect(screen.label.traitCollection.preferredContentSizeCategory == .extraLarge)
  }

  @Test("DT3: views' and controllers' trait handlers run once per change, before the pass")
  func handlers() {
    let screen = LabelScreen(.frames)
    var calls: [String] = []
    screen.label.registerForTraitChanges([TraitPreferredContentSizeCategory.self]) { (label: Label, previous) in
      calls.append(
        "label \(previous.preferredContentSizeCategory) → \(label.traitCollection.preferredContentSizeCategory)")
    }
    screen.controller.registerForTraitChanges([TraitPreferredContentSizeCategory.self]) {
      (controller: ViewController, _) in
      calls.append("controller \(controller.traitCollection.preferredContentSizeCategory)")
    }
    screen.window.display.traits.preferredContentSizeCategory = .small
    #expect(calls == ["controller small", "label large → small"])
    screen.window.display.traits.userInterfaceStyle = .dark
    #expect(calls.count == 2)
  }

  @Test("DT3: a plain view in the window and a view under an override get traitCollectionDidChange once per change")
  func plainViews() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)))
    let outer = AdaptiveRow()
    window.addSubview(outer)
    window.makeKeyAndVisible()
    window.display.traits.preferredContentSizeCategory = .extraSmall
    #expect(
      outer.log.filter { $0.hasPrefix("traitCollectionDidChange") } == ["traitCollectionDidChange large → extraSmall"])
    outer.log = []
    outer.traitOverrides.preferredContentSizeCategory = .extraSmall  // no change: no call
    #expect(outer.log.isEmpty)
    outer.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    #expect(outer.log == ["traitCollectionDidChange extraSmall → accessibilityLarge"])
    #expect(outer.stack.axis == .vertical)
  }
}
