import Foundation

// Views here have no pixels: each one draws itself as lines of text, which is all a
// terminal lesson needs to show a screen.

/// A rectangular piece of a screen that can draw itself as text.
@MainActor
open class View {
  /// The views inside this one, drawn top to bottom.
  public private(set) var subviews: [View] = []

  /// When `true`, the view and its subviews are not drawn.
  public var isHidden = false

  /// Creates an empty view.
  public init() {}

  /// Adds a view to the end of this view's subviews.
  public func addSubview(_ view: View) {
    subviews.append(view)
  }

  /// Draws this view in lines no wider than `width` terminal columns.
  ///
  /// A plain view draws its subviews one under another; subclasses draw themselves.
  open func render(width: Int) -> [String] {
    subviews.filter { !$0.isHidden }.flatMap { $0.render(width: width) }
  }
}

/// A view that shows one line of read-only text, like UIKit's `UILabel`.
@MainActor
public final class Label: View {
  /// The text shown; `nil` draws nothing.
  public var text: String?

  /// Creates a label showing `text`.
  public init(_ text: String? = nil) {
    self.text = text
  }

  public override func render(width: Int) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return TextPicture.wrap(text, width: width)
  }
}

/// A view that holds one line of editable text, like UIKit's `UITextField`.
@MainActor
public final class TextField: View {
  /// The text typed so far; optional, as UIKit's is.
  public var text: String?

  /// The grey hint shown when the field is empty.
  public var placeholder: String?

  /// The caption drawn on the left of the field, such as "Name".
  public let caption: String

  /// Creates a text field with a caption.
  public init(caption: String, placeholder: String? = nil) {
    self.caption = caption
    self.placeholder = placeholder
  }

  /// Replaces the field's text, as a user clearing it and typing would.
  public func type(_ newText: String) {
    text = newText
  }

  public override func render(width: Int) -> [String] {
    let label = TextPicture.pad(caption, width: 8)
    let shown = (text?.isEmpty == false ? text : placeholder.map { "(\($0))" }) ?? ""
    let boxWidth = max(width - TextPicture.displayWidth(of: label) - 2, 4)
    let inner = TextPicture.pad(TextPicture.fit(shown, width: boxWidth), width: boxWidth)
    return ["\(label)[\(inner)]"]
  }
}
