import Foundation

/// The diagnostics of one layout, stored inline so that solving does not allocate.
///
/// Up to ``inlineCapacity`` diagnostics live inside the value, each packed into 24 bytes (its
/// two numbers and one word for kind and subject); more spill into an array (the only time
/// solving allocates, and only for pathological input such as dozens of ignored regions). A
/// diagnostic whose subject does not fit the packed word (a region index beyond 2⁴⁷, an axis
/// with undefined bits — only hand-made diagnostics passed to the public
/// ``ArrangementLayout`` initializer can be like that) also goes to the array, and so does
/// everything after it, so the order is always kept.
///
/// The inline part is plain data: creating an empty list writes zeros, copying it copies
/// bytes, and the spill array is `nil` (no allocation, nothing to release) until something
/// spills.
@usableFromInline
struct DiagnosticList: Hashable, Sendable {
  static let inlineCapacity = 8

  /// One inline diagnostic: its numbers and a packed word for kind and subject (see `pack`).
  @usableFromInline struct Entry: Sendable {
    var value: CGFloat
    var replacement: CGFloat
    var code: UInt64

    static let blank = Entry(value: 0, replacement: 0, code: 0)
  }

  @usableFromInline typealias Storage = (Entry, Entry, Entry, Entry, Entry, Entry, Entry, Entry)

  @usableFromInline var storage: Storage
  @usableFromInline var inlineCount: Int
  /// Set once a diagnostic went to `overflow`: every later one must follow it there.
  ///
  /// The same as `overflow != nil`, kept as a byte of its own on purpose: testing the optional
  /// array instead measured 4–5 instructions more per `solve.split` (Docs/Performance.md),
  /// which is past that benchmark's 5× target.
  @usableFromInline var isSealed: Bool
  @usableFromInline var overflow: [ArrangementDiagnostic]?

  @inlinable var count: Int { isSealed ? inlineCount + overflow!.count : inlineCount }

  @inline(__always)
  mutating func append(_ diagnostic: ArrangementDiagnostic) {
    if _fastPath(!isSealed && inlineCount < Self.inlineCapacity), let code = Self.pack(diagnostic) {
      let entry = Entry(value: diagnostic.value, replacement: diagnostic.replacement, code: code)
      let index = inlineCount
      withUnsafeMutableBytes(of: &storage) { raw in
        raw.storeBytes(of: entry, toByteOffset: index * MemoryLayout<Entry>.stride, as: Entry.self)
      }
      inlineCount += 1
    } else {
      spill(diagnostic)
    }
  }

  @inline(never)
  mutating func spill(_ diagnostic: ArrangementDiagnostic) {
    isSealed = true
    if overflow == nil { overflow = [] }
    overflow!.append(diagnostic)
  }

  subscript(index: Int) -> ArrangementDiagnostic {
    if index < inlineCount {
      let entry = withUnsafeBytes(of: storage) { raw in
        raw.load(fromByteOffset: index * MemoryLayout<Entry>.stride, as: Entry.self)
      }
      return Self.unpack(entry)
    }
    return overflow![index - inlineCount]
  }

  var array: [ArrangementDiagnostic] {
    var result: [ArrangementDiagnostic] = []
    result.reserveCapacity(count)
    for index in 0..<count { result.append(self[index]) }
    return result
  }

  @usableFromInline static func == (lhs: DiagnosticList, rhs: DiagnosticList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
    return true
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for index in 0..<count { hasher.combine(self[index]) }
  }
}

extension DiagnosticList {
  /// An empty list. Through the memberwise initializer (this initializer lives in an
  /// extension so that the struct keeps one): the value is built directly rather than in a
  /// temporary that is copied and destroyed.
  @inline(__always)
  init() {
    self.init(
      storage: (.blank, .blank, .blank, .blank, .blank, .blank, .blank, .blank), inlineCount: 0,
      isSealed: false, overflow: nil)
  }

  init(_ diagnostics: [ArrangementDiagnostic]) {
    self.init()
    for diagnostic in diagnostics { append(diagnostic) }
  }
}

extension DiagnosticList {
  // The packed word: bits 0–7 the kind, 8–15 the subject case (0 context, 1 placement,
  // 2 dimension, 3 region), then for a placement its slot in bits 16–23; for a dimension the
  // slot in 16–23, the member in 24–31 and the axis bits in 32–63; for a region its index in
  // bits 16–63.

  /// The packed word of a diagnostic, or `nil` when its subject does not fit.
  @inline(__always)
  static func pack(_ diagnostic: ArrangementDiagnostic) -> UInt64? {
    let kind = UInt64(diagnostic.kind.rawValue)
    switch diagnostic.subject {
    case .context:
      return kind
    case .placement(let placement):
      return kind | 1 << 8 | UInt64(placement.slot.rawValue) << 16
    case .dimension(let placement, let axis, let member):
      guard axis.rawValue >= 0 && axis.rawValue <= Int(UInt32.max) else { return nil }
      return kind | 2 << 8 | UInt64(placement.slot.rawValue) << 16
        | UInt64(member.rawValue) << 24 | UInt64(axis.rawValue) << 32
    case .region(let index):
      guard index >= 0 && index < 1 << 47 else { return nil }
      return kind | 3 << 8 | UInt64(index) << 16
    }
  }

  /// The diagnostic an entry was packed from.
  static func unpack(_ entry: Entry) -> ArrangementDiagnostic {
    let code = entry.code
    // Every stored entry came from `pack`, so these raw values are valid.
    let kind = ArrangementDiagnostic.Kind(rawValue: UInt8(truncatingIfNeeded: code))!
    let slot = ViewPlacement.Slot(rawValue: UInt8(truncatingIfNeeded: code >> 16)) ?? .primary
    let subject: ArrangementDiagnostic.Subject
    switch (code >> 8) & 0xFF {
    case 0:
      subject = .context
    case 1:
      subject = .placement(ViewPlacement(slot))
    case 2:
      subject = .dimension(
        ViewPlacement(slot), Axis(rawValue: Int(code >> 32)),
        ArrangementDiagnostic.RangeMember(rawValue: UInt8(truncatingIfNeeded: code >> 24))!)
    default:
      subject = .region(Int(code >> 16))
    }
    return ArrangementDiagnostic(
      kind: kind, subject: subject, value: entry.value, replacement: entry.replacement)
  }
}

extension DiagnosticList {
  /// Replaces this list with `other`, field by field (the same as `self = other`): the inline
  /// entries are plain data stored over the old ones, and only the spill array is released
  /// (`ArrangementLayout.replace(with:)`).
  @inlinable
  mutating func replace(with other: consuming DiagnosticList) {
    storage = other.storage
    inlineCount = other.inlineCount
    isSealed = other.isSealed
    overflow = other.overflow
  }
}
