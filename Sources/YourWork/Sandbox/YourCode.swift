// swift-format-ignore-file
// Your code goes here: paste UIKit-style code, change `import UIKit` to `import StageKit`,
// write `#selector(f)` as `Type.f`, delete `@objc`, make storyboard outlets in code, and
// tell `scene(_:)` at the bottom what the user does. Then: swift run Sandbox
//
// It ships with seed 000's listing (Lesson 1) with Lesson 1's mistake in it: the detail
// screen's delegate is not `weak`, and the list keeps its detail screen. Run it, read the
// report, add `weak`, run it again. To put this file back:
//   git checkout -- Sources/YourWork/Sandbox/YourCode.swift
import StageKit

struct Member {
    var name: String
    var age: Int?
}

protocol MemberDelegate: AnyObject {
    func addNewMember(_ member: Member)
}

final class DetailView: UIView {
    let nameTextField = UITextField()
    let ageTextField = UITextField()
    let saveButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        saveButton.setTitle("Save", for: .normal)
        [nameTextField, ageTextField, saveButton].forEach { addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class DetailViewController: UIViewController {
    let detailView = DetailView()

    var delegate: MemberDelegate?    // the mistake: no `weak`

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailView.saveButton.addTarget(self, action: DetailViewController.saveButtonTapped, for: .touchUpInside)
    }

    func saveButtonTapped() {
        let member = Member(name: detailView.nameTextField.text ?? "", age: Int(detailView.ageTextField.text ?? ""))
        delegate?.addNewMember(member)
        navigationController?.popViewController(animated: true)
    }
}

final class ViewController: UIViewController {
    let tableView = UITableView()
    var members: [Member] = []
    var detailVC: DetailViewController?    // kept "to reuse it": with the strong delegate, a cycle

    lazy var plusButton = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ViewController.plusButtonTapped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Members"
        navigationItem.rightBarButtonItem = plusButton
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
        view.addSubview(tableView)
    }

    func plusButtonTapped() {
        let detailVC = DetailViewController()
        detailVC.delegate = self
        self.detailVC = detailVC
        navigationController?.pushViewController(detailVC, animated: true)
    }
}

extension ViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return members.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MemberCell", for: indexPath)
        cell.textLabel?.text = members[indexPath.row].name
        return cell
    }
}

extension ViewController: MemberDelegate {
    func addNewMember(_ member: Member) {
        members.append(member)
        tableView.reloadData()
    }
}

/// What the user does. `swift run Sandbox` calls this with an empty window, then closes
/// the window and reports every screen and object of yours still alive.
func scene(_ window: UIWindow) {
    let list = ViewController()
    window.rootViewController = UINavigationController(rootViewController: list)

    list.plusButton.tap()    // the user taps +, types, and taps Save
    if let detail = list.navigationController?.topViewController as? DetailViewController {
        detail.detailView.nameTextField.type("Kim Minji")
        detail.detailView.ageTextField.type("28")
        detail.detailView.saveButton.tap()
    }
}
