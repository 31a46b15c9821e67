import Foundation

extension Image {
  /// The SF Symbols base names ``init(systemName:)`` knows (common ones in app code); each
  /// also exists with the suffixes in ``knownSymbolSuffixes``.
  ///
  /// ```swift
  /// Image.knownSymbolBaseNames.contains("heart")   // true
  /// ```
  public static let knownSymbolBaseNames: Set<String> = [
    "play", "pause", "stop", "forward", "backward", "forward.end", "backward.end", "shuffle", "repeat", "repeat.1",
    "speaker", "speaker.wave.2", "speaker.wave.3", "speaker.slash", "music.note", "music.note.list", "mic",
    "headphones", "airplayaudio", "airplayvideo", "film", "tv", "camera", "video", "photo", "photo.on.rectangle",
    "house", "magnifyingglass", "gear", "gearshape", "person", "person.2", "person.crop.circle", "star", "heart",
    "bookmark", "tag", "flag", "bell", "envelope", "paperplane", "phone", "message", "bubble.left", "bubble.right",
    "trash", "folder", "doc", "doc.text", "doc.on.doc", "book", "books.vertical", "newspaper", "calendar", "clock",
    "alarm", "timer", "stopwatch", "hourglass", "map", "mappin", "mappin.and.ellipse", "location", "globe", "cart",
    "bag", "creditcard", "gift", "lock", "lock.open", "key", "link", "paperclip", "pencil", "square.and.pencil",
    "square.and.arrow.up", "square.and.arrow.down", "arrow.up", "arrow.down", "arrow.left", "arrow.right",
    "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath", "arrow.up.arrow.down",
    "chevron.up", "chevron.down", "chevron.left", "chevron.right", "chevron.forward", "chevron.backward",
    "plus", "minus", "multiply", "xmark", "checkmark", "ellipsis", "info", "questionmark", "exclamationmark",
    "exclamationmark.triangle", "line.3.horizontal", "line.3.horizontal.decrease", "list.bullet", "list.number",
    "square.grid.2x2", "rectangle.grid.1x2", "sidebar.left", "sidebar.right", "rectangle.split.2x1",
    "rectangle.split.1x2", "square.split.2x1", "slider.horizontal.3", "switch.2", "power", "wifi",
    "antenna.radiowaves.left.and.right", "battery.100", "bolt", "sun.max", "moon", "cloud", "cloud.rain", "snowflake",
    "flame", "drop", "leaf", "cup.and.saucer", "fork.knife", "car", "bicycle", "airplane", "tram", "figure.walk",
    "hand.thumbsup", "hand.thumbsdown", "hand.raised", "eye", "eye.slash", "qrcode", "barcode", "wand.and.stars",
    "sparkles", "paintbrush", "scissors", "printer", "keyboard", "desktopcomputer", "laptopcomputer", "iphone",
    "ipad", "applewatch", "externaldrive", "icloud", "square", "circle", "triangle", "diamond", "hexagon", "capsule",
    "rectangle", "app", "square.stack", "rectangle.stack", "tray", "archivebox", "shippingcontainer", "cube",
    "chart.bar", "chart.pie", "waveform", "dot.radiowaves.left.and.right", "rectangle.portrait.and.arrow.right",
    "arrow.up.left.and.arrow.down.right", "arrow.down.right.and.arrow.up.left", "hinge", "platter.2.filled.iphone",
  ]

  /// The variant suffixes every known base name takes.
  public static let knownSymbolSuffixes: [String] = [
    "", ".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".slash", ".slash.fill", ".badge.plus",
    ".rectangle", ".rectangle.fill",
  ]

  /// Whether `name` is a known base name with a known suffix.
  static func isKnownSymbol(_ name: String) -> Bool {
    if knownSymbolBaseNames.contains(name) { return true }
    for suffix in knownSymbolSuffixes where !suffix.isEmpty && name.hasSuffix(suffix) {
      if knownSymbolBaseNames.contains(String(name.dropLast(suffix.count))) { return true }
    }
    return false
  }
}
