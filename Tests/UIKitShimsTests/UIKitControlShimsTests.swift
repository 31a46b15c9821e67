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

/// A platform-style player bar: a scroll view of artwork, a play button with a closure action.
@MainActor
final class PlayerBarController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let artwork = UIImageView(image: UIImage(systemName: "music.note"))
  var plays = 0
  var scrolls = 0
  lazy var playButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Play"
    configuration.image = UIImage(systemName: "play.fill")
    configuration.imagePadding = 8
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.plays += 1 })
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.delegate = self
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.addSubview(artwork)
    view.addSubview(scrollView)
    view.addSubview(playButton)
    playButton.addAction(UIAction(title: "log") { action in _ = action.sender as? UIControl }, for: .touchUpInside)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
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

  @Test("W4-W6: a platform-style controller with a button, an image view and a scroll view")
  func playerBar() {
    let controller = PlayerBarController()
    controller.loadViewIfNeeded()
    controller.playButton.sendActions(for: .touchUpInside)
    #expect(controller.plays == 1)
    controller.playButton.isEnabled = false
    controller.playButton.sendActions(for: .touchUpInside)
    #expect(controller.plays == 1)
    controller.scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(controller.scrolls == 1)
    let guides: [UILayoutGuide] = [controller.scrollView.contentLayoutGuide, controller.scrollView.frameLayoutGuide]
    #expect(guides.allSatisfy { $0.owningView === controller.scrollView })
    #expect(controller.artwork.intrinsicContentSize == UIImage(systemName: "music.note")?.size)
    #expect(controller.playButton.intrinsicContentSize.height > 20)
    #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
    #expect(UIButton(type: .system).buttonType == .system)
  }
}
