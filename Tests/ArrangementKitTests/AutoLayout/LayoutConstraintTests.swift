import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Auto Layout constraints (L1–L4)")
struct LayoutConstraintTests {
  @Test("L1: a constraint relates two attributes linearly; anchors make the same constraints")
  func linearRelation() {
    let fixture = AutoLayoutFixture()
    let a = fixture.constrainedView()
    let b = fixture.constrainedView()
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      LayoutConstraint(
        item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right, multiplier: 1, constant: 8),
      LayoutConstraint(
        item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 2, constant: 10),
      b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
      b.heightAnchor.constraint(equalToConstant: 30),
    ])
    fixture.layout()
    #expect(a.frame.isClose(to: CGRect(x: 20, y: 10, width: 100, height: 50)))
    // b.left = 20 + 100 + 8; width = 2 × 100 + 10; centre y = 10 + 25 = 35 → top 20.
    #expect(b.frame.isClose(to: CGRect(x: 128, y: 20, width: 210, height: 30)))
  }

  @Test("L1: UIKit's raw values and properties")
  func rawValuesAndProperties() {
    #expect(LayoutConstraint.Attribute.left.rawValue == 1)
    #expect(LayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    #expect(LayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(LayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(LayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(LayoutConstraint.Axis.vertical.rawValue == 1)
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
    let view = View()
    let constraint = view.widthAnchor.constraint(equalToConstant: 44)
    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem == nil)
    #expect(constraint.firstAttribute == .width)
    #expect(constraint.secondAttribute == .notAnAttribute)
    #expect(constraint.relation == .equal)
    #expect(constraint.multiplier == 1)
    #expect(constraint.constant == 44)
    #expect(constraint.priority == .required)
    #expect(!constraint.isActive)
    #expect(constraint.secondAnchor == nil)
    #expect(constraint.description.hasSuffix(".width == 44   (inactive)>"))
  }

  @Test("L2: no number of lower-priority constraints outweighs one of higher priority")
  func priorityOrder() {
    let fixture = AutoLayoutFixture()
    let view = fixture.constrainedView()
    view.leftAnchor.constraint(equalTo: fixture.container.leftAnchor).isActive = true
    view.topAnchor.constraint(equalTo: fixture.container.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    for _ in 0..<50 {
      let many = view.widthAnchor.constraint(equalToConstant: 100)
      many.priority = LayoutPriority(750)
      many.isActive = true
    }
    let one = view.widthAnchor.constraint(equalToConstant: 200)
    one.priority = LayoutPriority(751)
    one.isActive = true
    fixture.layout()
    #expect(view.frame.width.isClose(to: 200))
    one.priority = LayoutPriority(749)
    fixture.layout()
    #expect(view.frame.width.isClose(to: 100))
  }

  @Test("L2: an under-constrained view is ambiguous; a determined one is not")
  func ambiguity() {
    let fixture = AutoLayoutFixture()
    let view = fixture.constrainedView()
    view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    view.heightAnchor.constraint(equalToConstant: 50).isActive = true
    view.topAnchor.constraint(equalTo: fixture.container.topAnchor).isActive = true
    fixture.layout()
    #expect(view.hasAmbiguousLayout)
    view.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor).isActive = true
    fixture.layout()
    #expect(!view.hasAmbiguousLayout)
    #expect(!fixture.container.hasAmbiguousLayout)
  }

  @Test(
    "L3: a contradicting required constraint stays active, is broken, is reported once, and takes effect when the other goes"
  )
  func unsatisfiable() {
    let fixture = AutoLayoutFixture()
    let view = fixture.constrainedView(in: nil, "box")
    view.leftAnchor.constraint(equalTo: fixture.container.leftAnchor).isActive = true
    view.topAnchor.constraint(equalTo: fixture.container.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    let hundred = view.widthAnchor.constraint(equalToConstant: 100)
    hundred.identifier = "width-100"
    hundred.isActive = true
    let twoHundred = view.widthAnchor.constraint(equalToConstant: 200)
    twoHundred.identifier = "width-200"
    twoHundred.isActive = true
    fixture.layout()
    #expect(twoHundred.isActive)
    #expect(view.frame.width.isClose(to: 100))
    #expect(fixture.window.brokenLayoutConstraints.map(\.identifier) == ["width-200"])
    let reports = fixture.window.layoutConstraintDiagnostics
    #expect(reports.count == 1)
    let report = reports.first ?? ""
    #expect(report.contains("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("'width-100'"))
    #expect(report.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:"))
    #expect(report.contains("'width-200' View:"))
    fixture.layout()
    #expect(fixture.window.layoutConstraintDiagnostics.count == 1)
    hundred.isActive = false
    fixture.layout()
    #expect(view.frame.width.isClose(to: 200))
    #expect(fixture.window.brokenLayoutConstraints.isEmpty)
  }

  @Test("L4: NaN and infinite constants and multipliers become 0 and 1")
  func badNumbers() {
    let view = View()
    let other = View()
    #expect(view.widthAnchor.constraint(equalToConstant: .nan).constant == 0)
    #expect(view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: .infinity).multiplier == 1)
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.constant = -.infinity
    #expect(constraint.constant == 0)
  }

  @Test("L4: programmer errors trap with UIKit's wording")
  func programmerErrors() async {
    let noAncestor = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = View()
        let b = View()
        a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
      }
    }
    #expect(standardError(of: noAncestor).contains("no common ancestor"))
    let mixed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = View()
        _ = LayoutConstraint(
          item: a, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .left, multiplier: 1, constant: 0)
      }
    }
    #expect(
      standardError(of: mixed).contains(
        "between a leading/trailing attribute and a right/left attribute"))
    let axes = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = View()
        _ = LayoutConstraint(
          item: a, attribute: .centerX, relatedBy: .equal, toItem: a, attribute: .top, multiplier: 1, constant: 0)
      }
    }
    #expect(standardError(of: axes).contains("Invalid pairing of layout attributes"))
    let zero = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let a = View()
        let b = View()
        _ = LayoutConstraint(
          item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0, constant: 0)
      }
    }
    #expect(
      standardError(of: zero).contains("Location attributes must be specified in pairs"))
  }
}
