/// An `unowned` (checked) back-reference, for the object model's parent and owner links.
///
/// Checked `unowned` keeps the target's reference count inline (a weak reference would move
/// it to a side table and slow down every retain and release of the target). Every property
/// built on it states the invariant that clears it before its target is freed.
///
/// Properties replace the whole value with `swap`, so the old reference is released after
/// the write:
///
/// ```swift
/// var replacement = UnownedReference(newValue)
/// swap(&superviewReference, &replacement)
/// ```
///
/// A plain assignment would release it during the write, which the optimizer must treat as
/// a possibly conflicting access, and then check every access to the property at run time.
struct UnownedReference<Object: AnyObject> {
  /// The target, or `nil`. Reading it after the target was freed traps (it never reads
  /// freed memory); the invariants of the properties make sure that does not happen.
  private(set) unowned var object: Object?

  /// The target's identity, kept beside the reference so that hot paths can ask "is it
  /// this one?" or "is there one?" without loading it (a load retains the target and checks
  /// that it is alive). Only compared, never turned back into a reference.
  private let identity: ObjectIdentifier?

  /// Whether there is no target, answered without loading the reference.
  var isEmpty: Bool { identity == nil }

  /// A reference to `object`, or an empty one.
  init(_ object: Object? = nil) {
    self.object = object
    identity = object.map(ObjectIdentifier.init)
  }

  /// Whether the target is `candidate`, answered without loading the reference. While the
  /// property's invariant holds (it is cleared before its target is freed) the identity
  /// names a live object, so equal identities mean the same object.
  func refers(to candidate: Object) -> Bool { identity == ObjectIdentifier(candidate) }
}
