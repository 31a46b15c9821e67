import Foundation

/// One item a constraint relates: a view or a layout guide.
@MainActor
enum LayoutItem {
  case view(View)
  case guide(LayoutGuide)

  /// The item from what the app passed (`Any` in UIKit's initializer); `nil` for anything else.
  init?(_ value: Any?) {
    if let view = value as? View {
      self = .view(view)
    } else if let guide = value as? LayoutGuide {
      self = .guide(guide)
    } else {
      return nil
    }
  }

  /// The item as UIKit's `firstItem` returns it.
  var object: AnyObject {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide
    }
  }

  /// The view the item lies in: the view itself, or the guide's owning view.
  var hostView: View? {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide.owningView
    }
  }

  /// Whether both name the same object.
  func isSame(as other: LayoutItem) -> Bool { object === other.object }

  /// `View:0x6000…'name'`: the item's type and address, and its identifier when it has one,
  /// as UIKit prints items in constraint descriptions.
  var debugName: String {
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    switch self {
    case .view(let view):
      let name = view.accessibilityIdentifier.map { "'\($0)'" } ?? ""
      return "\(type(of: view)):\(address)\(name)"
    case .guide(let guide):
      let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      return "\(type(of: guide)):\(address)\(name)"
    }
  }
}

/// A layout item held weakly: constraints do not keep their items alive (UIKit's don't either),
/// so a view holding a constraint to itself forms no cycle.
@MainActor
struct WeakLayoutItem {
  private weak var view: View?
  private weak var guide: LayoutGuide?

  init(_ item: LayoutItem?) {
    switch item {
    case .view(let view)?: self.view = view
    case .guide(let guide)?: self.guide = guide
    case nil: break
    }
  }

  /// The item while it lives.
  var item: LayoutItem? {
    if let view { return .view(view) }
    if let guide { return .guide(guide) }
    return nil
  }
}
