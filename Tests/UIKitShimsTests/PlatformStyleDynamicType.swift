// Platform-style Dynamic Type code, as written for UIKit (DT3–DT5), compiled against the shims
// in Swift 6 mode here and in Swift 5 mode in UIKitShimsSwift5Tests (a symbolic link).
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A card that scales a custom font and its spacing with `UIFontMetrics`, caps its text size
/// and stacks its labels at accessibility sizes.
@MainActor
final class ScalingCard: UIView {
  let stack = UIStackView()
  let title = UILabel()
  let detail = UILabel()
  private(set) var notifiedCategory: UIContentSizeCategory?
  private var observer: NSObjectProtocol?

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
      for: UIFont.systemFont(ofSize: 24, weight: .semibold), maximumPointSize: 40)
    title.adjustsFontForContentSizeCategory = true
    title.text = "Serif"
    detail.font = UIFont.preferredFont(forTextStyle: .body)
    detail.adjustsFontForContentSizeCategory = true
    detail.text = "Detail"
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(detail)
    stack.spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor), stack.leadingAnchor.constraint(equalTo: leadingAnchor),
    ])
    maximumContentSizeCategory = .accessibilityLarge
    observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { [weak self] note in
      let value = note.userInfo?[UIContentSizeCategoryNewValueKey] as? UIContentSizeCategory
      MainActor.assumeIsolated { self?.notifiedCategory = value }
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    stack.axis = large ? .vertical : .horizontal
    stack.spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
  }

  var limits: String { appliedContentSizeCategoryLimitsDescription }
}
