import ArrangementTestSupport
import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the porting article's closure rewrites of Objective-C runtime code (X5), kept in
/// PortingObjectiveCRuntime.swift, and checks that the article shows exactly that code.
@MainActor
@Suite("X5: the porting article's rewrites of Objective-C runtime code")
struct PortingObjectiveCRuntimeTests {
  @Test("X5: target-action on a button becomes addAction; a tap delivered with sendActions runs it")
  func targetAction() {
    let controller = TransportViewController()
    controller.loadViewIfNeeded()
    #expect(controller.playButton.title(for: .normal) == "Play")
    controller.playButton.sendActions(for: .touchUpInside)
    #expect(controller.isPlaying)
    #expect(controller.playButton.title(for: .normal) == "Pause")
    // Another event is not the one registered; a disabled button delivers nothing (W4).
    controller.playButton.sendActions(for: .valueChanged)
    #expect(controller.isPlaying)
    controller.playButton.isEnabled = false
    controller.playButton.sendActions(for: .touchUpInside)
    #expect(controller.isPlaying)
  }

  @Test("X5: a primary action at creation gives the button its title and runs for primaryActionTriggered")
  func primaryAction() {
    var skips = 0
    let button = makeSkipButton { skips += 1 }
    #expect(button.currentTitle == "Next")
    button.sendActions(for: .primaryActionTriggered)
    #expect(skips == 1)
  }

  @Test("X5: an action reads the control that sent it from action.sender")
  func sender() {
    let controller = RatingViewController()
    controller.loadViewIfNeeded()
    controller.stars[3].sendActions(for: .touchUpInside)
    #expect(controller.rating == 4)
    controller.stars[0].sendActions(for: .touchUpInside)
    #expect(controller.rating == 1)
  }

  @Test("X5: removeTarget becomes removeAction(identifiedBy:for:)")
  func removeByIdentifier() {
    let controller = ShuffleViewController()
    controller.loadViewIfNeeded()
    controller.shuffleButton.sendActions(for: .touchUpInside)
    #expect(controller.shuffles == 1)
    controller.stopShuffling()
    controller.shuffleButton.sendActions(for: .touchUpInside)
    #expect(controller.shuffles == 1)
  }

  @Test("X5: selector-based trait registration becomes the closure form, called on a size-class change")
  func traitRegistration() {
    let window = UIWindow(display: Display(bounds: CGRect(x: 0, y: 0, width: 800, height: 600)))
    window.makeKeyAndVisible()
    let controller = ColumnsViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    controller.traitOverrides.horizontalSizeClass = .compact
    controller.updateTraitsIfNeeded()
    #expect(controller.columns == 1)
    controller.traitOverrides.horizontalSizeClass = .regular
    controller.updateTraitsIfNeeded()
    #expect(controller.columns == 2)
  }

  @Test("X5: a delayed perform with cancelPreviousPerformRequests becomes a replaced task: one reload for two queries")
  func delayedPerform() async {
    let controller = SearchViewController()
    controller.reloadDelay = .milliseconds(20)
    controller.queryDidChange()
    let first = controller.pendingReload
    controller.queryDidChange()
    await first?.value
    await controller.pendingReload?.value
    #expect(controller.reloads == 1)
  }

  /// The Swift code blocks of the article's section on the Objective-C runtime.
  static func articleBlocks() throws -> [[String]] {
    let article = ProductRunner.packageRoot.appendingPathComponent(
      "Sources/ArrangementKit/ArrangementKit.docc/PortingFromUIKit.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let heading = "### Code that needs the Objective-C runtime\n"
    let start = try #require(text.range(of: heading))
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
    return blocks(in: rest[..<end], opening: "```swift\n", closing: "```")
  }

  /// The snippets of PortingObjectiveCRuntime.swift.
  static func sourceSnippets() throws -> [[String]] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("PortingObjectiveCRuntime.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    return blocks(in: text[...], opening: "// BEGIN PORTING " + "SNIPPET\n", closing: "// END PORTING " + "SNIPPET")
  }

  /// The non-empty lines, trimmed, of every block between `opening` and `closing`.
  static func blocks(in text: Substring, opening: String, closing: String) -> [[String]] {
    var result: [[String]] = []
    var remaining = text
    while let open = remaining.range(of: opening), let close = remaining[open.upperBound...].range(of: closing) {
      let lines = remaining[open.upperBound..<close.lowerBound].split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      result.append(lines)
      remaining = remaining[close.upperBound...]
    }
    return result
  }

  /// Code that needs the runtime: the "before" half of each rewrite, which cannot compile here.
  static func needsRuntime(_ block: [String]) -> Bool {
    block.contains { $0.contains("#selector") || $0.contains("@objc") }
  }

  @Test("X5: every rewrite in the article is the code these tests compile and run, and every one is shown")
  func articleShowsTheTestedCode() throws {
    let blocks = try Self.articleBlocks()
    let rewrites = blocks.filter { !Self.needsRuntime($0) }
    let originals = blocks.filter(Self.needsRuntime)
    let snippets = try Self.sourceSnippets()
    #expect(snippets.count == 6)
    // The article's rewrites, in order, are PortingObjectiveCRuntime.swift's snippets (compared
    // one by one, naming the first differing line: a short message).
    #expect(rewrites.count == snippets.count)
    for (index, (shown, tested)) in zip(rewrites, snippets).enumerated() {
      let same = shown == tested
      let difference = zip(shown, tested).first { $0 != $1 }.map { "article: \($0.0) / test: \($0.1)" }
      #expect(same, "rewrite \(index + 1) differs: \(difference ?? "in length")")
    }
    // Each rewrite follows the code it replaces.
    #expect(originals.count == rewrites.count)
    for (index, block) in blocks.enumerated() {
      #expect(Self.needsRuntime(block) == index.isMultiple(of: 2), "block \(index + 1) alternates before/after")
    }
  }
}
