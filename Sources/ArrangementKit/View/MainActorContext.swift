import Dispatch
import Foundation

/// Whether the running code may touch main-actor objects: the test a deinit makes before it
/// clears back-references to the object being freed.
///
/// A deinit of a main-actor class is not isolated (an `isolated deinit` would force every
/// subclass's `deinit` to be isolated too, and apps subclass ``View`` and ``ViewController``).
/// The object model's objects are freed on the main actor in practice: either on the main
/// thread, or, where the main queue is served by another thread (`dispatchMain()`, as in
/// the test runner on Linux), inside a job of the main queue. Both count here; anything else
/// (a last reference dropped on another thread) does not.
///
/// ```swift
/// deinit {
///   if MainActorContext.isCurrent { MainActor.assumeIsolated { releaseReferences() } }
/// }
/// ```
enum MainActorContext {
  /// Marks the main queue, so that a job running on it can be recognized on any thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether this is the main thread or a job of the main queue.
  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
}
