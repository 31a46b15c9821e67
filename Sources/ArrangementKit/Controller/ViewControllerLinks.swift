/// A controller's references to the objects around it other than its view and children: its
/// parent, the arrangement controller whose slot holds it, the controller it presents, the
/// one presenting it, and a window it keeps alive.
///
/// One stored value of ``ViewController`` (`controllerLinks`), read and replaced through the
/// accessors below. The two `unowned` (checked) references, not weak, keep controllers' reference
/// counts inline (see ``UnownedReference``); each is replaced whole (`swap`).
struct ViewControllerLinks {
  /// The parent. Invariant: set only while the parent lists this controller in
  /// `storedChildren`, cleared by `removeFromParent()` or the parent's deinit.
  var parent = UnownedReference<ViewController>()
  /// The arrangement controller whose slot holds this controller, attached or detached (C6).
  /// Invariant: set only while that controller's slot holds this one, cleared when the slot
  /// lets go of it or the arrangement controller is freed (its deinit).
  var slotOwner = UnownedReference<ArrangementController>()
  /// The window kept alive as its root after its owner let go (`keepAliveWithRootViewController()`).
  var keptWindow: Window?
  /// The controller this one presents (N3); its presenter keeps it alive, as on the platform.
  var presented: ViewController?
  /// The controller presenting this one.
  weak var presenting: ViewController?
  /// The window this controller's view left because the controller it presents covers it
  /// (`.fullScreen`, N3): its traits still come from there; `nil` otherwise.
  weak var coveredWindow: Window?
}

extension ViewController {
  /// The parent (``ViewControllerLinks/parent``).
  var storedParent: ViewController? {
    get { controllerLinks.parent.object }
    set {
      var replacement = UnownedReference(newValue)
      swap(&controllerLinks.parent, &replacement)
    }
  }
  /// Whether `parent` is the parent / whether there is one, without loading the reference.
  func isChild(of parent: ViewController) -> Bool { controllerLinks.parent.refers(to: parent) }
  final var hasParent: Bool { !controllerLinks.parent.isEmpty }
  /// The arrangement controller whose slot holds this controller (``ViewControllerLinks/slotOwner``).
  var slotOwner: ArrangementController? {
    get { controllerLinks.slotOwner.object }
    set {
      var replacement = UnownedReference(newValue)
      swap(&controllerLinks.slotOwner, &replacement)
    }
  }
  final var hasSlotOwner: Bool { !controllerLinks.slotOwner.isEmpty }
  /// See ``ViewControllerLinks/keptWindow``.
  var keptWindow: Window? {
    get { controllerLinks.keptWindow }
    set { controllerLinks.keptWindow = newValue }
  }
  /// See ``ViewControllerLinks/presented``.
  var storedPresented: ViewController? {
    get { controllerLinks.presented }
    set { controllerLinks.presented = newValue }
  }
  /// See ``ViewControllerLinks/coveredWindow``.
  var coveredWindow: Window? {
    get { controllerLinks.coveredWindow }
    set { controllerLinks.coveredWindow = newValue }
  }
  /// See ``ViewControllerLinks/presenting``.
  var storedPresenting: ViewController? {
    get { controllerLinks.presenting }
    set { controllerLinks.presenting = newValue }
  }
}
