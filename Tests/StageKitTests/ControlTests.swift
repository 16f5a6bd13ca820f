import Foundation
import LeakCheck
import LeakCheckTesting
import Testing

@testable import StageKit

/// A target that counts taps and row selections.
@MainActor
private final class Receiver: TableViewDataSource, TableViewDelegate {
  var taps = 0
  var selected: [Int] = []
  var deleted: [Int] = []
  var rows = ["first", "second"]

  func buttonTapped() { taps += 1 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: rows[indexPath.row])
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }

  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
    deleted.append(indexPath.row)
  }
}

@Suite("Controls")
@MainActor
struct ControlTests {
  @Test("A button calls its target's action on tap, and not when disabled")
  func buttonTaps() {
    let receiver = Receiver()
    let button = Button(title: "Save")
    button.addTarget(receiver, action: Receiver.buttonTapped)
    button.tap()
    button.isEnabled = false
    button.tap()
    #expect(receiver.taps == 1)
    #expect(button.render(width: 20) == ["( Save )"])
  }

  @Test("A button holds its target weakly, as UIKit does")
  func buttonTargetIsWeak() {
    let button = Button(title: "Save")
    let watch = LeakWatch()
    do {
      let receiver = Receiver()
      button.addTarget(receiver, action: Receiver.buttonTapped)
      watch.watch(receiver)
      #expect(button.targets.count == 1)
    }
    watch.expectAllReleased()
    #expect(button.targets.isEmpty)
    button.tap()  // a tap with no target does nothing
  }

  @Test("A bar button holds its target weakly")
  func barButtonTargetIsWeak() {
    let watch = LeakWatch()
    let item: BarButtonItem
    do {
      let receiver = Receiver()
      item = BarButtonItem(barButtonSystemItem: .add, target: receiver, action: Receiver.buttonTapped)
      watch.watch(receiver)
    }
    watch.expectAllReleased()
    #expect(item.target == nil)
    #expect(item.title == "+")
  }

  @Test("A table shows what its data source said at the last reload")
  func tableReloads() {
    let receiver = Receiver()
    let table = TableView()
    table.dataSource = receiver
    #expect(table.visibleRows.isEmpty)
    table.reloadData()
    #expect(table.visibleRows == ["first", "second"])
    receiver.rows.append("third")
    #expect(table.visibleRows.count == 2)
    table.reloadData()
    #expect(table.render(width: 30) == ["1. first", "2. second", "3. third"])
  }

  @Test("Selecting a visible row tells the delegate; a row that is not there tells nobody")
  func tableSelects() {
    let receiver = Receiver()
    let table = TableView()
    table.dataSource = receiver
    table.delegate = receiver
    table.reloadData()
    #expect(table.selectRow(at: IndexPath(row: 1, section: 0)))
    #expect(!table.selectRow(at: IndexPath(row: 5, section: 0)))
    #expect(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
    #expect(receiver.selected == [1])
    #expect(receiver.deleted == [0])
  }

  @Test("A table holds its data source and delegate weakly")
  func tableHoldsWeakly() {
    let table = TableView()
    let watch = LeakWatch()
    do {
      let receiver = Receiver()
      table.dataSource = receiver
      table.delegate = receiver
      watch.watch(receiver)
    }
    watch.expectAllReleased()
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test("Text fields and labels draw themselves as text")
  func fieldsRender() {
    let field = TextField(caption: "Name", placeholder: "required")
    #expect(field.render(width: 24) == ["Name    [(required)    ]"])
    field.type("Kim")
    #expect(field.render(width: 24) == ["Name    [Kim           ]"])
    #expect(Label("a long line of text").render(width: 10) == ["a long", "line of", "text"])
    #expect(Label(nil).render(width: 10).isEmpty)
  }

  @Test("IndexPath has UIKit's row and section")
  func indexPathRow() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
  }
}

@Suite("Leak reports and StageKit's weak links")
@MainActor
struct StageKitWeakLinkTests {
  @Test("A screen kept alive from outside shows no cycle through its own table or buttons")
  func noCycleThroughStageKitWeakLinks() {
    let screen = ListLikeScreen()
    _ = screen.view
    let navigation = NavigationController(rootViewController: screen)
    let watch = LeakWatch()
    watch.watch(screen, as: "ListLikeScreen")
    watch.watch(navigation, as: "NavigationController")
    let report = watch.report()
    #expect(report.survivorLabels == ["ListLikeScreen", "NavigationController"])
    #expect(report.cycles.isEmpty, "\(report.cycles)")
  }
}

/// A screen that is its table's data source and its button's target, as list screens are.
private final class ListLikeScreen: ViewController, TableViewDataSource {
  let table = TableView()
  let button = Button(title: "+")

  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    button.addTarget(self, action: ListLikeScreen.tapped)
    view.addSubview(table)
    view.addSubview(button)
  }

  func tapped() {}

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: "")
  }
}
