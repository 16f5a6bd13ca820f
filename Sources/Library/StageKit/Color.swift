// Colours, fonts and alignment are what UIKit code sets on nearly every view it makes.
// StageKit draws plain text, so it keeps these values only for the code to compile.

/// A colour, like UIKit's `UIColor`; kept, never drawn.
public struct Color: Equatable, Sendable {
  /// The colour's name, or its components.
  public let name: String

  /// Creates a colour from red, green, blue and alpha components between 0 and 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    name = "rgba(\(red), \(green), \(blue), \(alpha))"
  }

  private init(named name: String) {
    self.name = name
  }

  /// White.
  public static let white = Color(named: "white")
  /// Black.
  public static let black = Color(named: "black")
  /// No colour at all.
  public static let clear = Color(named: "clear")
  /// Grey.
  public static let gray = Color(named: "gray")
  /// Red.
  public static let red = Color(named: "red")
  /// Blue.
  public static let blue = Color(named: "blue")
  /// The system's blue, used for tinted controls.
  public static let systemBlue = Color(named: "systemBlue")
  /// The background of a screen, white or black with the appearance.
  public static let systemBackground = Color(named: "systemBackground")
  /// The colour of ordinary text.
  public static let label = Color(named: "label")
  /// The colour of secondary text.
  public static let secondaryLabel = Color(named: "secondaryLabel")
}

/// A font, like UIKit's `UIFont`; kept, never drawn.
public struct Font: Equatable, Sendable {
  /// The point size.
  public let size: CGFloat
  /// `true` for a bold font.
  public let isBold: Bool

  /// Returns the system font at `size` points.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, isBold: false)
  }

  /// Returns the bold system font at `size` points.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, isBold: true)
  }
}

/// How text lines up in its view, like UIKit's `NSTextAlignment`; kept, never drawn.
public enum TextAlignment: Sendable {
  /// Left to right.
  case left
  /// Centred.
  case center
  /// Right to left.
  case right
  /// Both edges.
  case justified
  /// As the language reads.
  case natural
}
