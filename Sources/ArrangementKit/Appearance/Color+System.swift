import Foundation

// The system colours with their light and dark values (W1).
//
// Source: Apple Human Interface Guidelines, "Color" — the iOS/iPadOS system-colour table,
// columns "Default (light)" and "Default (dark)", as published for iOS 13 through iOS 18
// (https://developer.apple.com/design/human-interface-guidelines/color; the June 2025 revision
// for iOS 26 changed several values and is not used here). The semantic colours (background,
// label, separator, fill) are the values UIKit itself returns on iOS 13+, as tabulated by
// Noah Gilmore, "Dark mode and UIColor compatibility" (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility)
// and by the UIKit dump at https://gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53.
// Values are 0–255 per channel, alpha 0–1; `measurements.md` asks for this table to be cited here.

extension Color {
  /// Components from 0–255 channel values and an alpha.
  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Components {
    Components(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  /// A system colour: dynamic, named, light and dark from the table above.
  private static func system(
    _ name: String, _ light: (Int, Int, Int, CGFloat), _ dark: (Int, Int, Int, CGFloat)
  ) -> Color {
    Color(
      named: name, light: rgb(light.0, light.1, light.2, light.3), dark: rgb(dark.0, dark.1, dark.2, dark.3))
  }

  // MARK: Tint colours (HIG Color, "System colors")

  /// Blue: 0, 122, 255 light; 10, 132, 255 dark. The default tint.
  public static let systemBlue = system("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1))
  /// Red: 255, 59, 48 light; 255, 69, 58 dark.
  public static let systemRed = system("systemRed", (255, 59, 48, 1), (255, 69, 58, 1))
  /// Green: 52, 199, 89 light; 48, 209, 88 dark.
  public static let systemGreen = system("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1))
  /// Orange: 255, 149, 0 light; 255, 159, 10 dark.
  public static let systemOrange = system("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1))
  /// Yellow: 255, 204, 0 light; 255, 214, 10 dark.
  public static let systemYellow = system("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1))
  /// Pink: 255, 45, 85 light; 255, 55, 95 dark.
  public static let systemPink = system("systemPink", (255, 45, 85, 1), (255, 55, 95, 1))
  /// Purple: 175, 82, 222 light; 191, 90, 242 dark.
  public static let systemPurple = system("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1))
  /// Teal: 48, 176, 199 light; 64, 200, 224 dark (the iOS 15 values).
  public static let systemTeal = system("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1))
  /// Indigo: 88, 86, 214 light; 94, 92, 230 dark.
  public static let systemIndigo = system("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1))
  /// Mint: 0, 199, 190 light; 102, 212, 207 dark.
  public static let systemMint = system("systemMint", (0, 199, 190, 1), (102, 212, 207, 1))
  /// Cyan: 50, 173, 230 light; 100, 210, 255 dark.
  public static let systemCyan = system("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1))
  /// Brown: 162, 132, 94 light; 172, 142, 104 dark.
  public static let systemBrown = system("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1))
  /// The tint colour of views without their own (the platform's `UIColor.tintColor`): system blue.
  public static let tintColor = system("tintColor", (0, 122, 255, 1), (10, 132, 255, 1))

  // MARK: Greys (HIG Color, "System gray colors")

  /// Gray: 142, 142, 147 in both styles.
  public static let systemGray = system("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
  /// Gray 2: 174, 174, 178 light; 99, 99, 102 dark.
  public static let systemGray2 = system("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
  /// Gray 3: 199, 199, 204 light; 72, 72, 74 dark.
  public static let systemGray3 = system("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
  /// Gray 4: 209, 209, 214 light; 58, 58, 60 dark.
  public static let systemGray4 = system("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
  /// Gray 5: 229, 229, 234 light; 44, 44, 46 dark.
  public static let systemGray5 = system("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
  /// Gray 6: 242, 242, 247 light; 28, 28, 30 dark.
  public static let systemGray6 = system("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))

  // MARK: Backgrounds (HIG Color, "Background colors")

  /// The main background: white light; black dark.
  public static let systemBackground = system("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
  /// Content grouped on the main background: 242, 242, 247 light; 28, 28, 30 dark.
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
  /// Content grouped on the secondary background: white light; 44, 44, 46 dark.
  public static let tertiarySystemBackground = system(
    "tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
  /// A grouped table's background: 242, 242, 247 light; black dark.
  public static let systemGroupedBackground = system(
    "systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
  /// Content on a grouped background: white light; 28, 28, 30 dark.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
  /// Content on the secondary grouped background: 242, 242, 247 light; 44, 44, 46 dark.
  public static let tertiarySystemGroupedBackground = system(
    "tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))

  // MARK: Foregrounds (HIG Color, "Foreground colors")

  /// Primary text: black light; white dark.
  public static let label = system("label", (0, 0, 0, 1), (255, 255, 255, 1))
  /// Secondary text: 60, 60, 67 at 60 % light; 235, 235, 245 at 60 % dark.
  public static let secondaryLabel = system("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// Tertiary text: 60, 60, 67 at 30 % light; 235, 235, 245 at 30 % dark.
  public static let tertiaryLabel = system("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Quaternary text: 60, 60, 67 at 18 % light; 235, 235, 245 at 16 % dark.
  public static let quaternaryLabel = system("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
  /// Placeholder text: 60, 60, 67 at 30 % light; 235, 235, 245 at 30 % dark.
  public static let placeholderText = system("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Links: 0, 122, 255 light; 9, 132, 255 dark.
  public static let link = system("link", (0, 122, 255, 1), (9, 132, 255, 1))
  /// Thin separators: 60, 60, 67 at 29 % light; 84, 84, 88 at 60 % dark.
  public static let separator = system("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// Opaque separators: 198, 198, 200 light; 56, 56, 58 dark.
  public static let opaqueSeparator = system("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
  /// Thin shapes' fill: 120, 120, 128 at 20 % light; at 36 % dark.
  public static let systemFill = system("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// Medium shapes' fill: 120, 120, 128 at 16 % light; at 32 % dark.
  public static let secondarySystemFill = system(
    "secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// Large shapes' fill: 118, 118, 128 at 12 % light; at 24 % dark.
  public static let tertiarySystemFill = system(
    "tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
  /// Large areas' fill: 116, 116, 128 at 8 % light; 118, 118, 128 at 18 % dark.
  public static let quaternarySystemFill = system(
    "quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

  // MARK: Fixed colours (the platform's class colours, the same in both styles)

  /// Transparent black (alpha 0).
  public static let clear = Color(white: 0, alpha: 0)
  /// 0, 0, 0.
  public static let black = Color(white: 0, alpha: 1)
  /// 1, 1, 1.
  public static let white = Color(white: 1, alpha: 1)
  /// White 0.5.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// White 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  /// White 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  /// 1, 0, 0.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// 0, 1, 0.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// 0, 0, 1.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// 0, 1, 1.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// 1, 1, 0.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// 1, 0, 1.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// 1, 0.5, 0.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// 0.5, 0, 0.5.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// 0.6, 0.4, 0.2.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  /// Every system colour with its name, for tests and tables.
  package static let systemColorsByName: [String: Color] = {
    let all: [Color] = [
      systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemTeal,
      systemIndigo, systemMint, systemCyan, systemBrown, tintColor, systemGray, systemGray2, systemGray3,
      systemGray4, systemGray5, systemGray6, systemBackground, secondarySystemBackground, tertiarySystemBackground,
      systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground, label,
      secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator,
      systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill,
    ]
    return Dictionary(uniqueKeysWithValues: all.map { ($0.description, $0) })
  }()
}
