/// A view that holds one line of editable text, like UIKit's `UITextField`.
@MainActor
public final class TextField: Control {
  /// The text typed so far: empty, never `nil`, until something is typed, as in UIKit.
  public var text: String? {
    get { typedText ?? "" }
    set { typedText = newValue }
  }
  private var typedText: String?
  /// The grey hint shown when the field is empty.
  public var placeholder: String?
  /// The caption drawn on the left of the field, such as "Name"; empty draws none.
  public var caption = ""
  /// The font of the text; kept, never drawn.
  public var font: Font?
  /// The frame drawn around the field; kept, never drawn.
  public var borderStyle = BorderStyle.none

  /// The frames UIKit can draw around a text field.
  public enum BorderStyle: Sendable {
    /// No frame.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// Creates an empty text field with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text field with a caption.
  public convenience init(caption: String, placeholder: String? = nil) {
    self.init(frame: .zero)
    self.caption = caption
    self.placeholder = placeholder
  }

  /// Replaces the field's text, as a user clearing it and typing would, and sends
  /// `.editingChanged` to the field's targets.
  public func type(_ newText: String) {
    text = newText
    sendActions(for: .editingChanged)
  }

  public override func render(width: Int) -> [String] {
    let label =
      caption.isEmpty
      ? "" : TextPicture.pad(caption, width: max(8, TextPicture.displayWidth(of: caption) + 1))
    let shown = (text?.isEmpty == false ? text : placeholder.map { "(\($0))" }) ?? ""
    let boxWidth = max(width - TextPicture.displayWidth(of: label) - 2, 4)
    let inner = TextPicture.pad(TextPicture.fit(shown, width: boxWidth), width: boxWidth)
    return ["\(label)[\(inner)]"]
  }
}
