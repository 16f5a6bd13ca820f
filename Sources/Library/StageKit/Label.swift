/// A view that shows read-only text, like UIKit's `UILabel`.
@MainActor
public final class Label: View {
  /// The text shown; `nil` draws nothing.
  public var text: String?
  /// The colour of the text; kept, never drawn.
  public var textColor: Color?
  /// The font of the text; kept, never drawn.
  public var font: Font?
  /// How the text lines up; kept, never drawn.
  public var textAlignment = TextAlignment.natural
  /// The most lines to draw; 0, as in UIKit, means as many as the text needs.
  public var numberOfLines = 1

  /// Creates an empty label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label showing `text`.
  public convenience init(_ text: String?) {
    self.init(frame: .zero)
    self.text = text
  }

  public override func render(width: Int) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return TextPicture.wrap(text, width: width)
  }
}
