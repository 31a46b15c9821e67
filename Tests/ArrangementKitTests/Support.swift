import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A shared, ordered log of callbacks from several controllers.
@MainActor
final class EventLog {
  var events: [String] = []
  func clear() { events.removeAll() }
  func record(_ event: String) { events.append(event) }
  /// The events of one controller, without its name prefix.
  func events(of name: String) -> [String] {
    events.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
  }
}

/// A controller that logs every callback as `name.callback(argument)`.
@MainActor
class RecordingController: ViewController {
  let name: String
  let log: EventLog
  var previousTraits: [TraitCollection?] = []

  init(_ name: String, log: EventLog = EventLog()) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  private func parentName(_ parent: ViewController?) -> String {
    guard let parent else { return "nil" }
    return (parent as? RecordingController)?.name ?? String(describing: type(of: parent))
  }

  override func viewDidLoad() { log.record("\(name).viewDidLoad") }
  override func willMove(toParent parent: ViewController?) {
    log.record("\(name).willMove(\(parentName(parent)))")
  }
  override func didMove(toParent parent: ViewController?) {
    log.record("\(name).didMove(\(parentName(parent)))")
  }
  override func viewWillAppear(_ animated: Bool) { log.record("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.record("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.record("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.record("\(name).viewDidDisappear(\(animated))") }
  override func viewWillLayoutSubviews() { log.record("\(name).viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.record("\(name).viewDidLayoutSubviews") }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    previousTraits.append(previous)
    log.record("\(name).traitCollectionDidChange")
  }
}

/// A view that counts its `layoutSubviews` calls.
@MainActor
final class CountingView: View {
  var layoutCount = 0
  override func layoutSubviews() { layoutCount += 1 }
}

/// A split whose primary width is configured by `body`.
func split(axes: Axis = .both, primaryWidth: SplitArrangement.DimensionRange) -> SplitArrangement {
  var arrangement = SplitArrangement().axes(axes)
  var properties = arrangement.viewProperties(for: .primary)
  properties.width = primaryWidth
  arrangement.setViewProperties(properties, for: .primary)
  return arrangement
}

/// An arrangement controller with two recording children, sized and laid out.
@MainActor
func makeArrangement(
  width: CGFloat = 1200, height: CGFloat = 800, log: EventLog = EventLog()
) -> (ArrangementController, RecordingController, RecordingController) {
  makeArrangement(
    width: width, height: height, primary: RecordingController("primary", log: log),
    secondary: RecordingController("secondary", log: log))
}
