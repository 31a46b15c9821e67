import Foundation

extension Window {
  /// Calls `observer` after every layout pass that ran in this window, until it is replaced
  /// or set to `nil`. For test tools (ArrangementTesting's simulator audits the screen
  /// after each pass); the object model itself never observes.
  ///
  /// A pass is reported once it has finished, never in the middle of an enclosing pass of
  /// the window; layout the observer itself causes is not reported again.
  ///
  /// ```swift
  /// window.setLayoutPassObserver { window in print(window.subviews.count) }
  /// ```
  package func setLayoutPassObserver(_ observer: (@MainActor (Window) -> Void)?) {
    layoutPassObserver = observer
    hasLayoutPassObserver = observer != nil
  }

  /// A layout pass in this window's hierarchy finished.
  func layoutPassDidFinish() {
    guard let observer = layoutPassObserver, !isInLayoutPass, !isNotifyingLayoutPassObserver else { return }
    isNotifyingLayoutPassObserver = true
    observer(self)
    isNotifyingLayoutPassObserver = false
  }
}

extension View {
  /// A layout pass started at this view finished: tells its window's observer, if any (the
  /// window lookup and the observer call are for test tools).
  func layoutPassDidFinishInWindow() {
    window?.layoutPassDidFinish()
  }
}
