import Foundation

/// A view's appearance state (W1), allocated on first use: most views never set a colour.
@MainActor
final class ViewAppearance {
  var backgroundColor: Color?
  var tintColor: Color?
  var isOpaque = true
  /// Backs ``View/alpha`` (V6): always within 0…1.
  var alpha: CGFloat = 1
  var contentMode: View.ContentMode = .scaleToFill
  /// Input diagnostics raised while the view was outside every window (reported on entry).
  var unreportedDiagnostics: [String] = []
  /// A window's reported diagnostics (only on windows).
  var reportedDiagnostics: [String] = []
  /// A window's text measurer (only on windows; `nil`: the system-font model).
  var textMeasurer: TextMeasurerBox?
  /// Backs ``View/traitOverrides`` (T1, DT1).
  var traitOverrides = TraitOverrides()
  /// Backs ``View/minimumContentSizeCategory`` and ``View/maximumContentSizeCategory`` (DT5).
  var contentSizeLimits = ContentSizeCategoryLimits()
}

extension View {
  /// How a view's content is placed in its bounds: the platform's `UIView.ContentMode`.
  ///
  /// ```swift
  /// imageView.contentMode = .center
  /// ```
  ///
  /// Degenerate input: none; the raw values are the platform's.
  public enum ContentMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Stretch to the bounds.
    case scaleToFill = 0
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scale to fill, keeping the aspect ratio (clipping).
    case scaleAspectFill = 2
    /// Redraw on bounds changes (drawn as `scaleToFill`).
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// Top, unscaled.
    case top = 5
    /// Bottom, unscaled.
    case bottom = 6
    /// Left, unscaled.
    case left = 7
    /// Right, unscaled.
    case right = 8
    /// Top left, unscaled.
    case topLeft = 9
    /// Top right, unscaled.
    case topRight = 10
    /// Bottom left, unscaled.
    case bottomLeft = 11
    /// Bottom right, unscaled.
    case bottomRight = 12

    /// The case name, e.g. `scaleAspectFit`.
    public var description: String {
      [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
      ][rawValue]
    }
  }

  /// The appearance box, created when first needed.
  func makeAppearance() -> ViewAppearance {
    if let appearance { return appearance }
    let created = ViewAppearance()
    appearance = created
    return created
  }

  func setBackgroundColor(_ color: Color?) {
    if let note = color?.inputDiagnostic { reportInputDiagnostic("backgroundColor: " + note) }
    if color == nil, appearance == nil { return }
    makeAppearance().backgroundColor = color
  }

  /// The tint this view uses: its own, else its superview's, else the default tint.
  var effectiveTintColor: Color {
    var view: View? = self
    while let current = view {
      if let tint = current.appearance?.tintColor { return tint }
      view = current.storedSuperview
    }
    return .tintColor
  }

  func setTintColor(_ color: Color?) {
    if let note = color?.inputDiagnostic { reportInputDiagnostic("tintColor: " + note) }
    if color == nil, appearance?.tintColor == nil { return }
    makeAppearance().tintColor = color
    notifyTintChange()
  }

  /// Calls ``tintColorDidChange()`` here and, top-down, on every descendant that inherits.
  private func notifyTintChange() {
    tintColorDidChange()
    for subview in storedSubviews where subview.appearance?.tintColor == nil {
      subview.notifyTintChange()
    }
  }

  /// Records that an input was sanitized (W: bad input never crashes): the view's window
  /// keeps it in ``Window/inputDiagnostics`` (an audited simulator records a test issue for
  /// each); a view outside every window keeps it until a control of the
  /// package moves into one (``reportPendingInputDiagnostics()``).
  func reportInputDiagnostic(_ message: String) {
    let named = "\(ViewDiagnosticName.of(self)): \(message)"
    if let window {
      window.recordInputDiagnostic(named)
    } else {
      makeAppearance().unreportedDiagnostics.append(named)
    }
  }

  /// Hands the diagnostics this view kept while outside a window to its window.
  func reportPendingInputDiagnostics() {
    guard let window, let pending = appearance?.unreportedDiagnostics, !pending.isEmpty else { return }
    appearance?.unreportedDiagnostics = []
    for message in pending { window.recordInputDiagnostic(message) }
  }
}

/// How a diagnostic names a view: its accessibility identifier, else its type.
@MainActor
enum ViewDiagnosticName {
  static func of(_ view: View) -> String {
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    return String(describing: type(of: view))
  }
}

extension Window {
  /// The largest number of diagnostics a window keeps (older ones are dropped first).
  nonisolated static let inputDiagnosticLimit = 256

  /// What the views in this window sanitized, oldest first: a label given a NaN font size,
  /// a scroll view given a negative content size, a colour with non-finite components.
  ///
  /// Beyond the platform (which has no such inputs checks). A simulator with a screen audit (ArrangementTesting) records
  /// each new one as a test issue.
  ///
  /// ```swift
  /// label.font = .systemFont(ofSize: .nan)
  /// window.inputDiagnostics.last   // "Label: font: size nan is not a finite, non-negative number; 17 used"
  /// ```
  ///
  /// Degenerate input: at most `inputDiagnosticLimit` are kept.
  public var inputDiagnostics: [String] { appearance?.reportedDiagnostics ?? [] }

  func recordInputDiagnostic(_ message: String) {
    let box = makeAppearance()
    box.reportedDiagnostics.append(message)
    if box.reportedDiagnostics.count > Window.inputDiagnosticLimit { box.reportedDiagnostics.removeFirst() }
  }
}
