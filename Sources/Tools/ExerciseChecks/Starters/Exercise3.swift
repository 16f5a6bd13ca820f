// Exercise 3 · The optional method nobody calls (Lesson 3)
//
// MemberListScreen refuses a second member with the same name in shouldAdd(_:), and
// MemberDetailScreen asks its delegate before adding. Yet a duplicate is added. Make the
// list's shouldAdd(_:) be the one that is asked, and every other receiver's too (FullClub's,
// and those of types this file never names); receivers without it, such as JoinLog, must
// still accept all.
//
// Check it: swift run Coach 3 · a hint: swift run Coach --hint 3
import ExerciseChecks
import Foundation
import MemberViews
import Members
import StageKit

/// Exercise 3's screens and receivers.
enum Exercise3 {}

extension Exercise3 {
  /// The receiver of a detail screen's saves.
  @MainActor
  protocol MemberDelegate: AnyObject {
    /// Adds a member the user has just created.
    func addNewMember(_ member: Member)
  }

  /// The screen that adds one member, if its delegate agrees.
  final class MemberDetailScreen: ViewController {
    /// The receiver of this screen's saves, held weakly.
    weak var delegate: MemberDelegate?
    /// The form: the four fields, Save, and the message line.
    let detailView = MemberFormView()

    override func loadView() {
      view = detailView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "New member"
      detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
    }

    /// Validates the form, asks the delegate, adds, and goes back; a refusal stays with a reason.
    func saveButtonTapped() {
      let member: Member
      do {
        member = try detailView.form.makeMember()
      } catch {
        detailView.showError(error)
        return
      }
      guard delegate?.shouldAdd(member) ?? true else {
        detailView.messageLabel.text = "⚠ \(member.name) is already a member."
        return
      }
      delegate?.addNewMember(member)
      navigationController?.popViewController(animated: true)
    }
  }

  /// The screen that lists the members and refuses a name it already has.
  final class MemberListScreen: ViewController, MemberDelegate {
    /// The members, in the order the table shows them.
    private(set) var memberListManager: MemberListManager
    /// The table of members.
    let tableView = TableView()

    /// Creates a list screen showing `members`.
    init(members: [Member]) {
      memberListManager = MemberListManager(members: members)
      super.init()
    }

    override func loadView() {
      view = tableView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
      tableView.dataSource = self
      tableView.reloadData()
    }

    func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      navigationController?.pushViewController(detail, animated: true)
    }

    func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      tableView.reloadData()
    }

    /// Refuses a member whose name is already in the list.
    func shouldAdd(_ member: Member) -> Bool {
      !memberListManager.getMemberList().contains { $0.name == member.name }
    }
  }
}

extension Exercise3 {
  /// A receiver that only logs who joined: it has no shouldAdd(_:), so it accepts every member.
  final class JoinLog: MemberDelegate {
    /// The members that joined, in order.
    private(set) var added: [Member] = []

    /// Creates an empty log.
    init() {}

    func addNewMember(_ member: Member) {
      added.append(member)
    }
  }

  /// A receiver for a club that is full: its own shouldAdd(_:) refuses everyone.
  final class FullClub: MemberDelegate {
    /// The members it added: none, while it is full.
    private(set) var added: [Member] = []

    /// Creates a full club.
    init() {}

    func addNewMember(_ member: Member) {
      added.append(member)
    }

    /// Refuses every member: there is no room.
    func shouldAdd(_ member: Member) -> Bool { false }
  }
}

extension Exercise3.MemberDelegate {
  /// Accepts every member: receivers that do not care need not write this method.
  func shouldAdd(_ member: Member) -> Bool { true }
}

extension Exercise3.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }
}

// The Coach drives your list and its receivers through these; you do not need to change them.
extension Exercise3.MemberListScreen: OptionalMethodSubject {
  static func makeReceiverWithoutShouldAdd() -> any MemberReceiverSubject { Exercise3.JoinLog() }
  static func makeReceiverThatRefuses() -> any MemberReceiverSubject { Exercise3.FullClub() }
  static func makeReceiver<Rules: ReceiverRules>(following rules: Rules.Type) -> any MemberReceiverSubject {
    Exercise3.Stranger<Rules>()
  }
}

extension Exercise3 {
  /// A receiver whose shouldAdd(_:) follows rules the Coach brings: a type this file never names.
  final class Stranger<Rules: ReceiverRules>: MemberDelegate, MemberReceiverSubject {
    /// The members it added.
    private(set) var added: [Member] = []

    func addNewMember(_ member: Member) {
      added.append(member)
    }

    /// Accepts a member when the Coach's rules do.
    func shouldAdd(_ member: Member) -> Bool { Rules.shouldAdd(member) }

    func makeDetailScreen() -> ViewController {
      let detail = Exercise3.MemberDetailScreen()
      detail.delegate = self
      return detail
    }
  }
}

extension Exercise3.JoinLog: MemberReceiverSubject {
  func makeDetailScreen() -> ViewController {
    let detail = Exercise3.MemberDetailScreen()
    detail.delegate = self
    return detail
  }
}

extension Exercise3.FullClub: MemberReceiverSubject {
  func makeDetailScreen() -> ViewController {
    let detail = Exercise3.MemberDetailScreen()
    detail.delegate = self
    return detail
  }
}
