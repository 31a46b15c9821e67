import ArrangementUIKitShims
import Foundation
import Testing

/// Platform-style appearance code, as written for UIKit, compiled against the shims.
@MainActor
final class ThemedCard: UIView {
  let title = UILabel()
  let detail = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    title.font = UIFont.preferredFont(forTextStyle: .headline)
    title.textColor = .label
    title.textAlignment = NSTextAlignment.center
    detail.font = .systemFont(ofSize: 13, weight: .medium)
    detail.textColor = UIColor.secondaryLabel.withAlphaComponent(0.8)
    detail.numberOfLines = 0
    detail.lineBreakMode = NSLineBreakMode.byWordWrapping
    detail.adjustsFontForContentSizeCategory = true
    addSubview(title)
    addSubview(detail)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = CGRect(x: 0, y: 0, width: bounds.width, height: title.intrinsicContentSize.height)
    detail.frame = CGRect(x: 0, y: title.frame.maxY, width: bounds.width, height: 0)
    detail.sizeToFit()
  }

  var isDark: Bool { traitCollection.userInterfaceStyle == UIUserInterfaceStyle.dark }
}

@MainActor
@Suite("UIKit shims: controls and appearance (W)")
struct UIKitControlShimsTests {
  @Test("W1: UIColor's dynamic provider and system colours under their platform names")
  func colours() {
    let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.systemYellow : UIColor.systemBlue }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(accent.resolvedColor(with: dark) == UIColor.systemYellow.resolvedColor(with: dark))
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
    let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]
    #expect(traits.count == 2)
    #expect(UIContentSizeCategory.accessibilityLarge > UIContentSizeCategory.large)
  }

  @Test("W2, W3: a platform-style card lays out its labels from the model")
  func card() {
    let card = ThemedCard(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    card.title.text = "Kitchen timer"
    card.detail.text = "Three minutes left on the eggs"
    card.layoutIfNeeded()
    #expect(card.title.frame.height == 21)  // 17 pt semibold: 20.287 rounded up
    #expect(card.detail.frame.height > card.detail.font.lineHeight)  // wrapped to 200 pt
    #expect(!card.isDark)
    #expect(UIFont.boldSystemFont(ofSize: 17).weight == UIFont.Weight.bold)
  }
}
