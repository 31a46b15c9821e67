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

  /// Whether there is no target: answered without loading the reference (a load retains the
  /// target and checks that it is alive), for hot paths that only need to know.
  let isEmpty: Bool

  /// A reference to `object`, or an empty one.
  init(_ object: Object? = nil) {
    self.object = object
    isEmpty = object == nil
  }
}
