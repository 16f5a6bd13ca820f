import Foundation

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

/// One row of a table, like UIKit's `UITableViewCell` with its text label.
public struct TableViewCell: Equatable, Sendable {
  /// The row's main text.
  public var text: String

  /// Creates a cell showing `text`.
  public init(text: String) {
    self.text = text
  }
}

/// A one-section list of rows, like UIKit's `UITableView`.
///
/// The table holds its data source and delegate weakly, as UIKit does. It shows what the
/// data source said at the last `reloadData()`: forget to reload and the rows are stale.
@MainActor
public final class TableView: View {
  /// The object that supplies the rows; held weakly.
  public weak var dataSource: (any TableViewDataSource)?
  /// The object told about selections; held weakly.
  public weak var delegate: (any TableViewDelegate)?

  /// The rows as the user sees them now.
  public private(set) var visibleRows: [String] = []

  /// What an empty table shows.
  public var emptyText = "(no rows)"

  /// Creates an empty table.
  public override init() {}

  /// Asks the data source for every row again and redraws them.
  public func reloadData() {
    guard let dataSource else {
      visibleRows = []
      return
    }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    visibleRows = (0..<count).map {
      dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0)).text
    }
  }

  /// Simulates a tap on a visible row: the delegate is told `didSelectRowAt`.
  ///
  /// - Returns: `false`, and tells nobody, when no such row is visible.
  @discardableResult
  public func selectRow(at indexPath: IndexPath) -> Bool {
    guard visibleRows.indices.contains(indexPath.row) else { return false }
    delegate?.tableView(self, didSelectRowAt: indexPath)
    return true
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
    return visibleRows.enumerated().map { index, row in
      TextPicture.fit("\(index + 1). \(row)", width: width)
    }
  }
}
