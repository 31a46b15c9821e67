// The now-playing screen, written as an app writes it: two panes laid out with anchors and
// stack views, made of labels, buttons, an image view and a scroll view. main.swift tours it;
// ExampleTests audits and snapshots it in every pose (NowPlayingScreenTests).
import ArrangementKit
import Foundation

/// One track of the album.
struct Track: Sendable, Hashable, CustomStringConvertible {
  let title: String
  let artist: String
  /// Length in seconds.
  let duration: Int
  var description: String { "\(title) — \(artist)" }
}

/// What is playing: the queue, the current track, play or pause. Both panes observe it.
@MainActor
final class Playback {
  let tracks: [Track]
  private(set) var index = 0
  private(set) var isPlaying = false
  private var observers: [@MainActor () -> Void] = []

  init(tracks: [Track]) { self.tracks = tracks }

  var current: Track { tracks[index] }
  /// The tracks after the current one.
  var upNext: ArraySlice<Track> { tracks[(index + 1)...] }

  func observe(_ observer: @escaping @MainActor () -> Void) {
    observers.append(observer)
    observer()
  }
  func togglePlaying() { change { isPlaying.toggle() } }
  /// The next track, or the first after the last.
  func next() { change { index = (index + 1) % tracks.count } }
  /// The previous track, or the last before the first.
  func previous() { change { index = (index + tracks.count - 1) % tracks.count } }
  private func change(_ body: () -> Void) {
    body()
    for observer in observers { observer() }
  }
}

/// `m:ss`.
func timeText(_ seconds: Int) -> String { "\(seconds / 60):" + String(format: "%02d", seconds % 60) }

/// The player pane: artwork, title, artist, elapsed time and the transport buttons, one
/// vertical stack centred in the safe area between the layout margins.
final class PlayerViewController: ViewController {
  let playback: Playback
  let artwork = ImageView(image: Image(named: "now-playing.artwork"))
  let titleLabel = Label()
  let artistLabel = Label()
  let elapsedLabel = Label()
  let previousButton = Button(configuration: .plain())
  let playPauseButton = Button(configuration: .filled())
  let nextButton = Button(configuration: .plain())

  init(playback: Playback) {
    self.playback = playback
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    artwork.accessibilityIdentifier = "artwork"
    // The artwork gives way first: it is as large as the pane allows, up to its own size.
    artwork.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
    artwork.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    artistLabel.font = .preferredFont(forTextStyle: .body)
    artistLabel.textColor = .secondaryLabel
    elapsedLabel.font = .preferredFont(forTextStyle: .caption1)
    elapsedLabel.textColor = .secondaryLabel
    for (button, title) in [(previousButton, "Previous"), (nextButton, "Next")] { button.configuration?.title = title }
    previousButton.addAction(Action { [weak self] _ in self?.playback.previous() }, for: .touchUpInside)
    playPauseButton.addAction(Action { [weak self] _ in self?.playback.togglePlaying() }, for: .touchUpInside)
    nextButton.addAction(Action { [weak self] _ in self?.playback.next() }, for: .touchUpInside)

    let transport = StackView(arrangedSubviews: [previousButton, playPauseButton, nextButton])
    transport.spacing = 16
    transport.alignment = .center
    let stack = StackView(arrangedSubviews: [artwork, titleLabel, artistLabel, elapsedLabel, transport])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.setCustomSpacing(16, after: artwork)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let safeArea = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    LayoutConstraint.activate([
      artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      stack.topAnchor.constraint(greaterThanOrEqualTo: safeArea.topAnchor, constant: 8),
    ])
    playback.observe { [weak self] in self?.show() }
  }

  private func show() {
    let track = playback.current
    titleLabel.text = track.title
    artistLabel.text = track.artist
    elapsedLabel.text = "0:00 / \(timeText(track.duration))"
    playPauseButton.configuration?.title = playback.isPlaying ? "Pause" : "Play"
  }
}

/// The queue pane: "Up Next" and one row per track after the current one, in a scroll view
/// filling the safe area.
final class UpNextViewController: ViewController {
  let playback: Playback
  let scrollView = ScrollView()
  let list = StackView()

  init(playback: Playback) {
    self.playback = playback
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    scrollView.accessibilityIdentifier = "upNext"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    list.axis = .vertical
    list.spacing = 12
    list.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(list)
    let safeArea = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      list.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 16),
      list.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
      list.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -32),
    ])
    playback.observe { [weak self] in self?.show() }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The list, the scroll view's subview, is laid out after this callback (as on the
    // platform): its fitting height, not its frame from the previous pass.
    let fitting = list.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 16 + fitting.height + 16)
  }

  private func show() {
    for row in list.arrangedSubviews { row.removeFromSuperview() }
    let header = Label()
    header.text = "Up Next"
    header.font = .preferredFont(forTextStyle: .headline)
    list.addArrangedSubview(header)
    for (offset, track) in playback.upNext.enumerated() {
      let row = Label()
      row.text = "\(offset + 1). \(track)"
      row.textColor = .secondaryLabel
      list.addArrangedSubview(row)
    }
  }
}

/// The album the example plays.
let kindOfBlue = [
  Track(title: "So What", artist: "Miles Davis", duration: 562),
  Track(title: "Freddie Freeloader", artist: "Miles Davis", duration: 589),
  Track(title: "Blue in Green", artist: "Miles Davis", duration: 337),
  Track(title: "All Blues", artist: "Miles Davis", duration: 693),
  Track(title: "Flamenco Sketches", artist: "Miles Davis", duration: 566),
]

/// The screen: the player (primary) beside or above the queue (secondary), in the default split.
///
/// Registers the artwork first, standing in for the app's asset catalog.
@MainActor
func makeNowPlayingScreen(playback: Playback = Playback(tracks: kindOfBlue)) -> ArrangementController {
  Image.register(named: "now-playing.artwork", size: CGSize(width: 600, height: 600))
  let screen = ArrangementController()
  screen.setViewController(PlayerViewController(playback: playback), for: .primary)
  screen.setViewController(UpNextViewController(playback: playback), for: .secondary)
  return screen
}
