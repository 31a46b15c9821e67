// Empty subclasses of every open class, as platform code declares them, constructed through
// each public initialiser of their superclass. On the platform a subclass that adds no stored
// property inherits its superclass's designated initialisers and, with them, its convenience
// ones (`final class ProportionalConstraint: NSLayoutConstraint {}` keeps
// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`). This file is a
// separate module from the object model, so a designated initialiser that is not public would
// stop the inheritance here exactly as in a client, and the file would not compile.
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

final class EmptyConstraint: NSLayoutConstraint {}
final class EmptyLayoutGuide: UILayoutGuide {}
final class EmptyResponder: UIResponder {}
final class EmptyView: UIView {}
final class EmptyViewController: UIViewController {}
final class EmptyArrangementViewController: UIArrangementViewController {}
final class EmptyNavigationController: UINavigationController {}
final class EmptyTabBarController: UITabBarController {}
final class EmptyStackView: UIStackView {}
final class EmptyControl: UIControl {}
final class EmptyButton: UIButton {}
final class EmptyLabel: UILabel {}
final class EmptyImageView: UIImageView {}
final class EmptyScrollView: UIScrollView {}

@MainActor
@Suite("Empty subclasses inherit every public initialiser (C11)")
struct EmptySubclassInitializerTests {
  /// One way of constructing an empty subclass: the initialiser's name, what it made, and
  /// whether what it made carries what the initialiser was given.
  struct Construction {
    let initializer: String
    let object: AnyObject
    let expectedType: AnyObject.Type
    let carriesArguments: Bool
  }

  static let frame = CGRect(x: 1, y: 2, width: 30, height: 40)

  /// Every public initialiser of every open class, through its empty subclass.
  static func constructions() -> [Construction] {
    let container = UIView()
    let panel = UIView()
    container.addSubview(panel)
    let root = UIViewController()
    let star = UIImage(systemName: "star")
    let starFill = UIImage(systemName: "star.fill")
    let action = UIAction(title: "Play") { _ in }
    var rows: [Construction] = []
    func row(_ name: String, _ object: AnyObject, _ type: AnyObject.Type, _ carries: Bool = true) {
      rows.append(Construction(initializer: name, object: object, expectedType: type, carriesArguments: carries))
    }
    let half = EmptyConstraint(
      item: panel, attribute: .width, relatedBy: .lessThanOrEqual, toItem: container, attribute: .width,
      multiplier: 0.5, constant: 10)
    row(
      "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)", half,
      EmptyConstraint.self,
      half.firstItem === panel && half.secondItem === container && half.relation == .lessThanOrEqual
        && half.multiplier == 0.5 && half.constant == 10 && half.firstAttribute == .width)
    let empty = EmptyConstraint()
    row(
      "NSLayoutConstraint.init()", empty, EmptyConstraint.self,
      empty.firstItem == nil && empty.firstAttribute == .notAnAttribute && !empty.isActive)
    row("UILayoutGuide.init()", EmptyLayoutGuide(), EmptyLayoutGuide.self)
    row("UIResponder.init()", EmptyResponder(), EmptyResponder.self)
    row("UIView.init(frame:)", EmptyView(frame: frame), EmptyView.self, EmptyView(frame: frame).frame == frame)
    row("UIView.init()", EmptyView(), EmptyView.self, EmptyView().frame == .zero)
    let named = EmptyViewController(nibName: "Player", bundle: nil)
    row("UIViewController.init(nibName:bundle:)", named, EmptyViewController.self, !named.isViewLoaded)
    row("UIViewController.init()", EmptyViewController(), EmptyViewController.self, !EmptyViewController().isViewLoaded)
    row("UIArrangementViewController.init()", EmptyArrangementViewController(), EmptyArrangementViewController.self)
    row(
      "UIArrangementViewController.init(nibName:bundle:)", EmptyArrangementViewController(nibName: nil, bundle: nil),
      EmptyArrangementViewController.self)
    let navigation = EmptyNavigationController(rootViewController: root)
    row(
      "UINavigationController.init(rootViewController:)", navigation, EmptyNavigationController.self,
      navigation.viewControllers.first === root)
    row(
      "UINavigationController.init(nibName:bundle:)", EmptyNavigationController(nibName: nil, bundle: nil),
      EmptyNavigationController.self, EmptyNavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
    row("UINavigationController.init()", EmptyNavigationController(), EmptyNavigationController.self)
    row("UITabBarController.init()", EmptyTabBarController(), EmptyTabBarController.self)
    row(
      "UITabBarController.init(nibName:bundle:)", EmptyTabBarController(nibName: nil, bundle: nil),
      EmptyTabBarController.self)
    let arranged = [UIView(), UIView()]
    let stack = EmptyStackView(arrangedSubviews: arranged)
    row(
      "UIStackView.init(arrangedSubviews:)", stack, EmptyStackView.self,
      stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === arranged[0])
    row(
      "UIStackView.init(frame:)", EmptyStackView(frame: frame), EmptyStackView.self,
      EmptyStackView(frame: frame).frame == frame)
    row("UIStackView.init()", EmptyStackView(), EmptyStackView.self)
    row(
      "UIControl.init(frame:)", EmptyControl(frame: frame), EmptyControl.self, EmptyControl(frame: frame).frame == frame
    )
    let control = EmptyControl(frame: frame, primaryAction: action)
    row("UIControl.init(frame:primaryAction:)", control, EmptyControl.self, control.frame == frame)
    row("UIControl.init()", EmptyControl(), EmptyControl.self)
    row(
      "UIButton.init(type:)", EmptyButton(type: .system), EmptyButton.self,
      EmptyButton(type: .system).buttonType == .system)
    row(
      "UIButton.init(type:primaryAction:)", EmptyButton(type: .close, primaryAction: action), EmptyButton.self,
      EmptyButton(type: .close, primaryAction: action).buttonType == .close)
    let configured = EmptyButton(configuration: .filled(), primaryAction: action)
    row(
      "UIButton.init(configuration:primaryAction:)", configured, EmptyButton.self,
      configured.configuration != nil && configured.buttonType == .system)
    row(
      "UIButton.init(frame:)", EmptyButton(frame: frame), EmptyButton.self,
      EmptyButton(frame: frame).buttonType == .custom)
    row("UIButton.init()", EmptyButton(), EmptyButton.self, EmptyButton().buttonType == .custom)
    row("UILabel.init(frame:)", EmptyLabel(frame: frame), EmptyLabel.self, EmptyLabel(frame: frame).frame == frame)
    row("UILabel.init()", EmptyLabel(), EmptyLabel.self)
    row(
      "UIImageView.init(image:)", EmptyImageView(image: star), EmptyImageView.self,
      EmptyImageView(image: star).image == star)
    let highlighted = EmptyImageView(image: star, highlightedImage: starFill)
    row(
      "UIImageView.init(image:highlightedImage:)", highlighted, EmptyImageView.self,
      highlighted.image == star && highlighted.highlightedImage == starFill)
    row(
      "UIImageView.init(frame:)", EmptyImageView(frame: frame), EmptyImageView.self,
      EmptyImageView(frame: frame).frame == frame)
    row("UIImageView.init()", EmptyImageView(), EmptyImageView.self)
    row(
      "UIScrollView.init(frame:)", EmptyScrollView(frame: frame), EmptyScrollView.self,
      EmptyScrollView(frame: frame).frame == frame)
    row("UIScrollView.init()", EmptyScrollView(), EmptyScrollView.self)
    return rows
  }

  @Test("C11: every public initialiser of every open class constructs its empty subclass")
  func everyInitializer() {
    let rows = Self.constructions()
    #expect(rows.count == 34)
    for row in rows {
      #expect(type(of: row.object) == row.expectedType, "\(row.initializer) made a \(type(of: row.object))")
      #expect(row.carriesArguments, "\(row.initializer) lost its arguments")
    }
  }

  @Test("C11: an empty NSLayoutConstraint subclass made with init(item:…) lays out as the platform's")
  func subclassedConstraintLaysOut() {
    // Constraints lay views out in a window (Decisions-Kit, *One engine per window*).
    let window = UIWindow(display: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 200)))
    window.makeKeyAndVisible()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.addSubview(container)
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(panel)
    let constraints: [NSLayoutConstraint] = [
      EmptyConstraint(
        item: panel, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width, multiplier: 0.5,
        constant: 0),
      panel.heightAnchor.constraint(equalToConstant: 40),
      panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      panel.topAnchor.constraint(equalTo: container.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    // Half of 300 across.
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(container.constraints.contains { $0 is EmptyConstraint })
  }
}
