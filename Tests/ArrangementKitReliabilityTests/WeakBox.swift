/// A weak reference with a label, to check that dropped objects are freed.
final class WeakBox {
  weak var object: AnyObject?
  let label: String

  init(_ object: AnyObject, _ label: String) {
    self.object = object
    self.label = label
  }
}
