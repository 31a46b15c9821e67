@_exported import ArrangementCore

/// The declaration the shims re-export by name (`@_exported import enum
/// ArrangementKit.ShimsImportAnchor`), so that a file importing only `ArrangementUIKitShims`
/// counts as importing ArrangementKit and, through it, ArrangementCore, without seeing any of
/// their names.
///
/// Swift lets a public signature, a default argument or `@inlinable` code use a declaration
/// only if the file imports its module; a typealias such as `UISplitArrangement` does not
/// import it, so `UISplitArrangement.Dimension` in a client's public API was rejected ("cannot
/// use enum 'Dimension' here; 'ArrangementCore' was not imported by this file"). A scoped
/// re-export makes the module imported while adding no name to the client's scope, and this
/// anchor is `package`, so not even its own name reaches a client outside this package
/// (Decisions-Kit, *ArrangementUIKitShims*).
///
/// ```swift
/// // ArrangementUIKitShims.swift
/// @_exported import enum ArrangementKit.ShimsImportAnchor
/// ```
///
/// It has no cases and no members: nothing can be made of it, so there is no degenerate use.
package enum ShimsImportAnchor {}
