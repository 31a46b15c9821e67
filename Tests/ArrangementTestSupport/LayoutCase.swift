import ArrangementCore
import ArrangementTesting
import Foundation
import Testing

/// The arrangement a table case solves: ArrangementTesting's split-or-overlay value.
package typealias Subject = ScenarioArrangement

/// What a table case expects for one placement.
package enum Want: Sendable, CustomStringConvertible {
  case absent
  case hidden
  case shown(CGRect, Axis, Int)

  package var layout: ArrangementLayout.PlacementLayout? {
    switch self {
    case .absent: return nil
    case .hidden: return .hidden
    case .shown(let frame, let axis, let z):
      return .init(frame: frame, state: ViewState(isHidden: false, splitAxis: axis, zIndex: z))
    }
  }

  package var description: String { layout.map { $0.description } ?? "absent" }
}

/// Which symmetric reruns a case gets.
package struct Variants: OptionSet, Sendable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }
  package static let mirrored = Variants(rawValue: 1)
  package static let transposed = Variants(rawValue: 2)
  package static let all: Variants = [.mirrored, .transposed]
  package static let none: Variants = []
}

/// One row of a rule table: an input and its expected layout, computed by hand from
/// behavior.md. ``verify()`` solves it, then reruns it mirrored (right-to-left) and
/// transposed where the rule mirrors, deriving the mirrored expectation from the hand-written
/// one.
package struct LayoutCase: Sendable, CustomTestStringConvertible {
  package var name: String
  package var context: ArrangementContext
  package var subject: Subject
  package var primary: Want
  package var secondary: Want
  package var variants: Variants = .all
  /// The diagnostic kinds expected (in any order); `nil` does not check them.
  package var diagnostics: [ArrangementDiagnostic.Kind]? = nil

  package init(
    name: String, context: ArrangementContext, subject: Subject, primary: Want, secondary: Want,
    variants: Variants = .all, diagnostics: [ArrangementDiagnostic.Kind]? = nil
  ) {
    self.name = name
    self.context = context
    self.subject = subject
    self.primary = primary
    self.secondary = secondary
    self.variants = variants
    self.diagnostics = diagnostics
  }

  package var testDescription: String { name }

  package var expected: ArrangementLayout {
    ArrangementLayout(primary: primary.layout, secondary: secondary.layout)
  }

  /// Solves the case and its variants; records an issue naming the variant on any mismatch.
  package func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    check("as written", context, subject, expected, sourceLocation: sourceLocation)
    if let diagnostics {
      let got = subject.layout(in: context).diagnostics.map(\.kind)
      #expect(
        got.map(\.rawValue).sorted() == diagnostics.map(\.rawValue).sorted(),
        "\(name): diagnostics \(got), expected \(diagnostics)", sourceLocation: sourceLocation)
    }
    let mirroredContext = LayoutSymmetry.mirrored(context)
    if variants.contains(.mirrored) {
      check(
        "mirrored (\(mirroredContext.layoutDirection))", mirroredContext, subject,
        LayoutSymmetry.mirrored(expected, in: context), sourceLocation: sourceLocation)
    }
    if variants.contains(.transposed) {
      let ltr = context.layoutDirection == .leftToRight ? context : mirroredContext
      let ltrExpected =
        context.layoutDirection == .leftToRight ? expected : LayoutSymmetry.mirrored(expected, in: context)
      check(
        "transposed", LayoutSymmetry.transposed(ltr), subject.transposed,
        LayoutSymmetry.transposed(ltrExpected), sourceLocation: sourceLocation)
    }
  }

  private func check(
    _ variant: String, _ context: ArrangementContext, _ subject: Subject, _ expected: ArrangementLayout,
    sourceLocation: SourceLocation
  ) {
    let layout = subject.layout(in: context)
    let differences = LayoutSymmetry.differences(layout, expected)
    #expect(
      differences.isEmpty,
      "\(name) [\(variant)]: \(differences.joined(separator: "; "))\ncontext: \(context)\n\(subject)",
      sourceLocation: sourceLocation)
    let problems = LayoutInvariants.check(layout, context, arrangement: subject)
    #expect(problems.isEmpty, "\(name) [\(variant)] invariants: \(problems)", sourceLocation: sourceLocation)
  }
}
