import ArrangementKit
import Foundation
import Testing

@MainActor
@Suite("Images and image views (W5)")
struct ImageTests {
  @Test("W5: a system symbol is a square of 1.2 × point size × scale; unknown names are nil")
  func symbols() {
    #expect(Image(systemName: "star")?.size == CGSize(width: 20.4, height: 20.4))
    #expect(Image(systemName: "star.fill")?.size == CGSize(width: 20.4, height: 20.4))
    #expect(Image(systemName: "play.circle.fill") != nil)
    #expect(Image(systemName: "no.such.symbol") == nil)
    #expect(Image(systemName: "") == nil)
    let big = Image(systemName: "gear", withConfiguration: Image.SymbolConfiguration(pointSize: 30))
    #expect(LengthTolerance.isEqual(big?.size.width ?? 0, 36))
    let large = Image(systemName: "gear")?.withConfiguration(Image.SymbolConfiguration(scale: .large))
    #expect(LengthTolerance.isEqual(large?.size.width ?? 0, 24.48))
    let small = Image(
      systemName: "gear", withConfiguration: Image.SymbolConfiguration(textStyle: .caption1, scale: .small))
    #expect(LengthTolerance.isEqual(small?.size.width ?? 0, 1.2 * 12 * 0.8))
    #expect(Image.SymbolConfiguration(pointSize: CGFloat.nan).pointSize == 17)
  }

  @Test("W5: a named image exists only when registered, with its size")
  func namedImages() {
    let name = "cover-\(UUID().uuidString)"
    #expect(Image(named: name) == nil)
    Image.register(named: name, size: CGSize(width: 300, height: 200))
    #expect(Image(named: name)?.size == CGSize(width: 300, height: 200))
    Image.register(named: name, size: CGSize(width: -1, height: CGFloat.nan))
    #expect(Image(named: name)?.size == .zero)
  }

  @Test("W5: an image view's intrinsic size is its image's; init(image:) sizes the frame")
  func imageView() {
    let view = ImageView(image: Image(systemName: "heart.fill"))
    #expect(view.frame.size == CGSize(width: 20.4, height: 20.4))
    #expect(view.intrinsicContentSize == CGSize(width: 20.4, height: 20.4))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    view.contentMode = .scaleAspectFit
    #expect(view.contentMode == .scaleAspectFit)
  }
}
