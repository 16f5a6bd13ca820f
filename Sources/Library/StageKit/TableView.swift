/// The object that tells a table how many rows it has and what each row shows,
/// like UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// Returns the number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// Returns the cell that shows the row at `indexPath`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// Deletes the row the user swiped away; the default does nothing.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
  public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
}

/// The object a table tells about the user's touches, like UIKit's `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// Tells the delegate that the user selected the row at `indexPath`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

/// A one-section list of rows, like UIKit's `UITableView`.
///
/// The table holds its data source and delegate weakly, as UIKit does. It shows what the
/// data source said at the last `reloadData()`: forget to reload and the rows are stale.
@MainActor
public final class TableView: View {
  /// The ways UIKit groups a table's sections; StageKit draws one plain section.
  public enum Style: Sendable {
    /// Rows edge to edge.
    case plain
    /// Sections in boxes.
    case grouped
    /// Sections in rounded boxes.
    case insetGrouped
  }

  /// The object that supplies the rows; held weakly.
  public weak var dataSource: (any TableViewDataSource)?
  /// The object told about selections; held weakly.
  public weak var delegate: (any TableViewDelegate)?

  /// The rows as the user sees them now.
  public private(set) var visibleRows: [String] = []
  /// The cells the rows were drawn from, as the data source made them at the last reload.
  public private(set) var visibleCells: [TableViewCell] = []
  /// The row the user selected last, until it is deselected.
  public private(set) var indexPathForSelectedRow: IndexPath?

  /// What an empty table shows.
  public var emptyText = "(no rows)"
  /// The height of a row; kept, never used.
  public var rowHeight: CGFloat = 44

  private var registeredCells: [String: TableViewCell.Type] = [:]

  /// Creates an empty table with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty table with a frame and a style, as `UITableView(frame:style:)`.
  public convenience init(frame: CGRect, style: Style) {
    self.init(frame: frame)
  }

  /// Registers the cell class that `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass
  }

  /// Returns a new cell of the class registered for `identifier`.
  ///
  /// As in UIKit, asking for an identifier that was never registered is a programming
  /// error: it stops the program with a message that says which registration is missing.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no cell is registered for "
          + "\"\(identifier)\". Call tableView.register(UITableViewCell.self, forCellReuseIdentifier: "
          + "\"\(identifier)\") first.")
    }
    return cell
  }

  /// Returns a new cell of the class registered for `identifier`, or `nil` if none is.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// Asks the data source for every row again and redraws them.
  public func reloadData() {
    guard let dataSource else {
      visibleRows = []
      visibleCells = []
      return
    }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    visibleCells = (0..<count).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0)) }
    visibleRows = visibleCells.map(\.rowText)
  }

  /// The number of rows shown in `section`, as of the last reload.
  public func numberOfRows(inSection section: Int) -> Int {
    section == 0 ? visibleCells.count : 0
  }

  /// The cell shown for the row at `indexPath`, if that row is visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visibleCells.indices.contains(indexPath.row) ? visibleCells[indexPath.row] : nil
  }

  /// Simulates a tap on a visible row: the delegate is told `didSelectRowAt`.
  ///
  /// - Returns: `false`, and tells nobody, when no such row is visible.
  @discardableResult
  public func selectRow(at indexPath: IndexPath) -> Bool {
    guard visibleRows.indices.contains(indexPath.row) else { return false }
    indexPathForSelectedRow = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
    return true
  }

  /// Removes the selection highlight from a row, as UIKit code does in `didSelectRowAt`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  /// Simulates swiping a visible row away: the data source is told to delete it.
  ///
  /// - Returns: `false`, and tells nobody, when no such row is visible.
  @discardableResult
  public func swipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard visibleRows.indices.contains(indexPath.row) else { return false }
    dataSource?.tableView(self, commitDeleteForRowAt: indexPath)
    return true
  }

  public override func render(width: Int) -> [String] {
    guard !visibleRows.isEmpty else { return [emptyText] }
    return visibleCells.enumerated().map { index, cell in
      TextPicture.fit("\(index + 1). \(cell.render(width: .max).first ?? "")", width: width)
    }
  }
}
