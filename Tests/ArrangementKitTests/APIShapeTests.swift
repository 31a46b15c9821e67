import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Every name and shape of api.md, used the way ported code uses it. If a public name drifts
/// from the contract, this file stops compiling; the expectations pin the documented defaults.
@MainActor
@Suite("api.md: public names and shapes")
struct APIShapeTests {
  @Test("api.md: ArrangementCore value types and their defaults")
  func coreShapes() {
    #expect(Axis.neither == [])
    #expect(Axis.both == [.horizontal, .vertical])
    #expect(DirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.left == 2)
    #expect(ViewPlacement.allCases == [.primary, .secondary])
    let state = ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0)
    #expect(!state.isHidden && state.splitAxis == .horizontal && state.zIndex == 0)
    let region = ReservedRegion(
      kind: .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669),
      margins: EdgeInsets(left: 20, right: 20), isActive: true)
    let _: ReservedRegion.ID = region.id
    #expect(region.kind == .division && region.isActive)
    let _: ReservedRegion.QueryOptions = .includeInactive

    var split: SplitArrangement = .split
    #expect(split.axes == .both)
    let range = SplitArrangement.DimensionRange()
    #expect(range.minimum == .automatic && range.preferred == .automatic && range.maximum == .automatic)
    var properties = split.viewProperties(for: .primary)
    #expect(properties.layoutPriority == 0)
    properties.width = SplitArrangement.DimensionRange(minimum: .absolute(340), preferred: .fractional(0.4))
    split.setViewProperties(properties, for: .primary)
    #expect(split.viewProperties(for: .primary).width.maximum == .automatic)
    #expect(split.axes(.horizontal).axes == .horizontal)
    #expect(split.defaultViewProperties == SplitArrangement.ViewProperties())

    var overlay: OverlayArrangement = .overlay
    overlay.setViewProperties(OverlayArrangement.ViewProperties(edge: .leading), for: .primary)
    #expect(overlay.viewProperties(for: .primary).edge == .leading)
    #expect(overlay.defaultViewProperties.edge == [])

    let context = ArrangementContext(
      bounds: CGRect(x: 0, y: 0, width: 1200, height: 800), horizontalSizeClass: .regular,
      verticalSizeClass: .regular, layoutDirection: .leftToRight, displayScale: nil,
      reservedRegions: [], primary: ArrangementContext.PlacementContent(intrinsicContentSize: nil),
      secondary: nil)
    let layout: ArrangementLayout = split.layout(in: context)
    let placement: ArrangementLayout.PlacementLayout? = layout[.primary]
    #expect(placement?.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
    #expect(layout[.secondary] == nil)
    let _: [ArrangementDiagnostic] = layout.diagnostics
    let explanation: ArrangementExplanation = split.explainLayout(in: context)
    #expect(explanation.layout == layout && !explanation.steps.isEmpty)
    let anyArrangement: any Arrangement = overlay
    #expect(anyArrangement.layout(in: context)[.primary]?.state.zIndex == 0)
  }

  @Test("api.md: ArrangementKit classes, traits and the hinge")
  func kitShapes() {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 951, height: 669), scale: 3,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular),
      reservedRegions: [], safeAreaInsets: EdgeInsets(), hinge: Hinge(status: .fullyOpen, angle: .pi))
    let window = Window(display: display)
    let controller = ArrangementController()
    #expect(controller.arrangement.isEqual(to: SplitArrangement.split))
    let primary = ViewController()
    let secondary = ViewController()
    controller.setViewController(primary, for: .primary, animated: false)
    controller.setViewController(secondary, for: .secondary)
    controller.updateArrangement(OverlayArrangement.overlay, animated: true)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    var transitions: [ArrangementTransition] = []
    let token: ObservationToken = controller.addObserver { transitions.append($0) }
    controller.updateArrangement(SplitArrangement.split)
    window.layoutIfNeeded()
    #expect(controller.viewController(for: .primary) === primary)
    #expect(controller.placement(for: secondary) == .secondary)
    #expect(controller.state(for: .primary)?.splitAxis == .horizontal)
    let _: ArrangementLayout? = controller.currentLayout
    let _: ArrangementExplanation = controller.explainLayout()
    #expect(transitions.count == 1)
    let transition = transitions[0]
    let _: ArrangementLayout? = transition.from
    let _: ArrangementLayout = transition.to
    let _: Bool = transition.isAnimated
    let _: TimeInterval = transition.duration
    let _: CGRect = transition.frame(for: .primary, at: 0.5)
    token.cancel()
    #expect(primary.arrangementViewController === controller)
    #expect(controller.arrangementViewController == nil)

    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    primary.view.addSubview(view)
    primary.view.insertSubview(View(), at: 0)
    #expect(view.superview === primary.view && view.window === window)
    let _: CGRect = view.convert(view.bounds, to: nil)
    let _: CGRect = view.convert(view.bounds, from: secondary.view)
    let _: EdgeInsets = view.safeAreaInsets
    let _: TraitCollection = view.traitCollection
    let _: [View.ReservedRegion] = view.reservedRegions(kind: .division, options: .includeInactive)
    var updates = 0
    let hinge = HingeInteraction { _, update in
      let _: Hinge? = update.hinge
      updates += 1
    }
    view.addInteraction(hinge)
    hinge.isEnabled = false
    view.removeInteraction(hinge)
    view.removeFromSuperview()
    #expect(updates == 1)

    var overrides = TraitOverrides()
    overrides.horizontalSizeClass = .compact
    controller.traitOverrides = overrides
    #expect(primary.traitCollection.horizontalSizeClass == .compact)
    primary.preferredContentSize = CGSize(width: 300, height: 0)
    let _: Bool = primary.isViewLoaded
    let _: ViewController? = primary.parent
    let _: [ViewController] = controller.children
    let _: ArrangementController.ViewPlacement = .primary
    let _: ArrangementController.ViewState? = controller.state(for: .secondary)
  }

  @Test("api.md: ArrangementTesting device profiles and the simulator")
  func testingShapes() {
    let devices: [Device] = [.iPhoneDuo, .iPhone, .iPad]
    for device in devices {
      for posture in [Posture.closed, .flat, .book, .tabletop] {
        for orientation in [Orientation.portrait, .landscape] {
          let context: ArrangementContext = device.context(posture: posture, orientation: orientation)
          #expect(context.bounds.width > 0)
        }
      }
    }
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .book, orientation: .landscape, layoutDirection: .leftToRight)
    let window: Window = simulator.window
    let display: Display = simulator.display
    #expect(display.bounds.size == CGSize(width: 951, height: 669))
    #expect(window.bounds.size == display.bounds.size)
    simulator.posture = .closed
    simulator.orientation = .portrait
    #expect(simulator.display.bounds.size == CGSize(width: 466, height: 678))
  }
}
