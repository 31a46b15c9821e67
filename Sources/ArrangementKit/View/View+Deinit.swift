extension View {
  /// This view is being freed: its subviews forget it, its interactions are told (the main
  /// actor's part of View's deinit).
  func releaseReferencesOnDeinit() {
    View.clearSuperview(of: storedSubviews)
    detachInteractionsOnDeinit()
  }

  /// The superview of `subviews` was freed.
  static func clearSuperview(of subviews: [View]) {
    for subview in subviews {
      subview.storedSuperview = nil
      if subview.isBelowWindow { subview.setSubtreeWindow(nil) }  // a window was freed
    }
  }
}
