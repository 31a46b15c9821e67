// ArrangementUIKitShims: the platform's names for this package's types, for code that is
// written once for UIKit and compiled on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ArrangementUIKitShims
//     #endif
//
// Importing the shims makes only the platform's names visible (`UIView`, `UIEdgeInsets`,
// `UIArrangementViewController` …), each a typealias of the object model's type, plus
// Foundation (re-exported, as `import UIKit` does on the platform, so `CGRect`, `CGFloat` and
// friends are in scope). The object model's own names (`View`, `EdgeInsets`, `Window` …) are
// not re-exported, so client code may declare types of those names — its own `View`, a
// SwiftUI-shaped `protocol View`, an `EdgeInsets` (api.md, the shims section). Members work
// through the aliases as on the platform: `UIView().safeAreaInsets.top`,
// `UIArrangementViewController.ViewPlacement.primary`.
//
// Everything reached through those names (`UISplitArrangement.Dimension`, `UIView.AutoresizingMask`,
// `UIEdgeInsets.zero`, a trait's value type …) may appear in a client's public signatures,
// default arguments and `@inlinable` code, in Swift 5 and 6 modes: the scoped re-export below
// makes every client file count as importing ArrangementKit and ArrangementCore (which Swift
// requires there) while it adds no name to the client's scope. A new shim file needs nothing
// for this: `public import ArrangementKit` (and `ArrangementCore` where the type lives there)
// and plain `public typealias UIName = KitName` lines (Decisions-Kit, *ArrangementUIKitShims*).

public import ArrangementCore
public import ArrangementKit
@_exported import Foundation
@_exported import enum ArrangementKit.ShimsImportAnchor
