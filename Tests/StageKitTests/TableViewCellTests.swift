import StageKit
import Testing

/// A data source that makes its cells as UIKit code does: registered, then dequeued.
@MainActor
private final class MemberRows: UITableViewDataSource {
  let names = ["Kim Minji", "Park Jisoo"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MemberCell", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A cell subclass with a detail label, registered by its class.
@MainActor
private final class SubtitleCell: UITableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    detailTextLabel?.text = "member"
  }
}

@Suite("Table cells, registered and dequeued")
@MainActor
struct TableViewCellTests {
  @Test("A registered cell class is dequeued for its identifier and drawn with its text")
  func registeredCellsAreDequeued() {
    let rows = MemberRows()
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
    table.dataSource = rows
    table.reloadData()
    #expect(table.visibleRows == ["Kim Minji", "Park Jisoo"])
    #expect(table.render(width: 30) == ["1. Kim Minji ›", "2. Park Jisoo ›"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier == "MemberCell")
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("A subclass registered by its class is the one dequeued")
  func subclassIsDequeued() {
    let table = UITableView()
    table.register(SubtitleCell.self, forCellReuseIdentifier: "Cell")
    let cell = table.dequeueReusableCell(withIdentifier: "Cell")
    cell?.textLabel?.text = "Kim Minji"
    #expect(cell is SubtitleCell)
    #expect(cell?.render(width: 30) == ["Kim Minji · member"])
  }

  @Test("An identifier that was never registered dequeues nothing")
  func unregisteredIdentifier() {
    #expect(UITableView().dequeueReusableCell(withIdentifier: "Nope") == nil)
  }

  @Test("A content configuration replaces the text labels, as in UIKit")
  func contentConfiguration() {
    let cell = UITableViewCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Kim Minji"
    content.secondaryText = "28"
    cell.contentConfiguration = content
    #expect(cell.render(width: 30) == ["Kim Minji · 28"])
  }

  @Test("Selecting a row remembers it until it is deselected")
  func selectionIsRemembered() {
    let rows = MemberRows()
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
    table.dataSource = rows
    table.reloadData()
    let path = IndexPath(row: 0, section: 0)
    table.selectRow(at: path)
    #expect(table.indexPathForSelectedRow == path)
    table.deselectRow(at: path, animated: true)
    #expect(table.indexPathForSelectedRow == nil)
  }
}
