// Runs seed 000's listing as the post's app runs it: add a member, then edit it, with the
// .leakCheck trait watching every screen the listing makes, the listing's own
// `ViewController` included, without a watch call.
import LeakCheckTesting
import StageKit
import Testing

@Suite("Seed 000 ported: member editing through a weak delegate", .leakCheck)
struct MemberFlowTests {
  /// The detail screen on top of the list's stack, and its form.
  private func topDetail(of list: ViewController) throws -> (DetailViewController, DetailView) {
    let detail = try #require(list.navigationController?.topViewController as? DetailViewController)
    return (detail, try #require(detail.view as? DetailView))
  }

  @Test("The learner's own ViewController is the listing's class, and UIViewController is StageKit's")
  func ownViewControllerResolves() {
    let list = ViewController()
    #expect(String(reflecting: type(of: list)) == "Seed000PortTests.ViewController")
    #expect(String(reflecting: UIViewController.self) == "StageKit.ViewController")
  }

  @Test("+ pushes a detail screen; Save adds the member, pops, and the list shows it")
  func addMember() throws {
    let window = UIWindow()
    let list = ViewController()
    window.rootViewController = UINavigationController(rootViewController: list)
    list.plusButton.tap()
    let (_, form) = try topDetail(of: list)
    form.nameTextField.type("Kim Minji")
    form.ageTextField.type("28")
    form.saveButton.tap()
    #expect(list.navigationController?.viewControllers.count == 1)
    #expect(list.tableView.visibleRows == ["Kim Minji, 28"])
  }

  @Test("Selecting a row opens it filled; Save updates that row through the delegate")
  func editMember() throws {
    let window = UIWindow()
    let list = ViewController()
    window.rootViewController = UINavigationController(rootViewController: list)
    list.addNewMember(Member(name: "Kim Minji", age: 28, phone: "", address: ""))
    list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    let (detail, form) = try topDetail(of: list)
    #expect(detail.member?.name == "Kim Minji" && form.idTextField.text == "0")
    form.ageTextField.type("29")
    form.saveButton.tap()
    #expect(list.tableView.visibleRows == ["Kim Minji, 29"])
  }
}
