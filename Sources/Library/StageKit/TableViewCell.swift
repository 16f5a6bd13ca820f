/// One row of a table, like UIKit's `UITableViewCell`, with its text labels.
///
/// Make cells as UIKit does: register the class, then dequeue one per row.
///
/// ```swift
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
/// let cell = tableView.dequeueReusableCell(withIdentifier: "MemberCell", for: indexPath)
/// cell.textLabel?.text = member.name
/// ```
///
/// `init(style:reuseIdentifier:)` is `required`, so that a table can make a registered
/// subclass: a subclass that writes its own says `required` where UIKit code says `override`.
@MainActor
open class TableViewCell: View {
  /// The layouts UIKit offers for a cell's labels.
  public enum CellStyle: Sendable {
    /// One text label.
    case `default`
    /// A text label and a detail label on its right.
    case value1
    /// A detail label, then a text label.
    case value2
    /// A text label with a detail label under it.
    case subtitle
  }

  /// The mark drawn at the end of a row.
  public enum AccessoryType: Sendable {
    /// Nothing.
    case none
    /// A chevron: tapping leads somewhere.
    case disclosureIndicator
    /// A check mark.
    case checkmark
  }

  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The main text.
  public let textLabel: Label?
  /// The secondary text, for every style but `.default`.
  public let detailTextLabel: Label?
  /// The picture at the start of the row.
  public let imageView: ImageView?
  /// The mark at the end of the row.
  public var accessoryType = AccessoryType.none
  /// What the cell shows, when set: it replaces the text labels, as in UIKit.
  public var contentConfiguration: ListContentConfiguration?

  /// Creates a cell with a style; the table calls it for registered classes.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    textLabel = Label(frame: .zero)
    detailTextLabel = style == .default ? nil : Label(frame: .zero)
    imageView = ImageView(frame: .zero)
    super.init(frame: .zero)
  }

  /// Creates a default cell with a frame, as `UITableViewCell()` does.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell showing `text`.
  public convenience init(text: String) {
    self.init(style: .default, reuseIdentifier: nil)
    textLabel?.text = text
  }

  /// The row's main text: the configuration's, or the text label's.
  public var text: String {
    get { contentConfiguration?.text ?? textLabel?.text ?? "" }
    set { textLabel?.text = newValue }
  }

  /// Returns an empty configuration for this cell's content, to fill and assign back.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    ListContentConfiguration()
  }

  /// The row as one line: its text, then its secondary text after a middle dot.
  var rowText: String {
    let secondary = contentConfiguration?.secondaryText ?? detailTextLabel?.text
    guard let secondary, !secondary.isEmpty else { return text }
    return "\(text) · \(secondary)"
  }

  open override func render(width: Int) -> [String] {
    let mark =
      switch accessoryType {
      case .none: ""
      case .disclosureIndicator: " ›"
      case .checkmark: " ✓"
      }
    return [TextPicture.fit(rowText + mark, width: width)]
  }
}

/// The content of a list cell, like UIKit's `UIListContentConfiguration`.
public struct ListContentConfiguration: Equatable, Sendable {
  /// The main text.
  public var text: String?
  /// The text under or beside it.
  public var secondaryText: String?
  /// The picture at the start of the row.
  public var image: Image?
}
