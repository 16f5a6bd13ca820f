// swift-format-ignore-file
// Seed 000, "custom delegate pattern": a detail screen (the sender) adds or updates a
// member and tells the list (the receiver) through a weak delegate. Written as a UIKit
// programmer writes it, in the post's structure, then ported with only StageKit's edits:
//   import UIKit → import StageKit; #selector(f) → Type.f; @objc deleted.
// No other line differs from the UIKit form. Lint is off for this file, so that it keeps
// UIKit's four-space indent and the post's force unwraps.
import StageKit

struct Member {
    var memberId = 0
    var memberImage: UIImage?
    var name: String
    var age: Int?
    var phone: String
    var address: String

    init(name: String, age: Int?, phone: String, address: String) {
        self.name = name
        self.age = age
        self.phone = phone
        self.address = address
    }
}

final class MemberListManager {
    private var membersList: [Member] = []

    func getMemberList() -> [Member] {
        return membersList
    }

    func makeNewMember(_ member: Member) {
        var member = member
        member.memberId = membersList.count
        membersList.append(member)
    }

    func updateMemberInfo(index: Int, _ member: Member) {
        membersList[index] = member
    }
}

protocol MemberDelegate: AnyObject {
    func addNewMember(_ member: Member)
    func update(index: Int, _ member: Member)
}

final class DetailView: UIView {
    var member: Member? {
        didSet { setupData() }
    }

    let mainImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(systemName: "person")
        return imageView
    }()
    let idTextField = UITextField()
    let nameTextField = UITextField()
    let ageTextField = UITextField()
    let phoneTextField = UITextField()
    let addressTextField = UITextField()
    let saveButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("SAVE", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        nameTextField.placeholder = "Name"
        ageTextField.placeholder = "Age"
        [mainImageView, idTextField, nameTextField, ageTextField, phoneTextField, addressTextField, saveButton]
            .forEach { addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupData() {
        mainImageView.image = member?.memberImage
        idTextField.text = member.map { String($0.memberId) }
        nameTextField.text = member?.name
        ageTextField.text = member?.age.map { String($0) }
        phoneTextField.text = member?.phone
        addressTextField.text = member?.address
    }
}

final class DetailViewController: UIViewController {
    private let detailView = DetailView()

    var member: Member?

    weak var delegate: MemberDelegate?

    override func loadView() {
        view = detailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailView.member = member
        setupButtonAction()
    }

    func setupButtonAction() {
        detailView.saveButton.addTarget(self, action: DetailViewController.saveButtonTapped, for: .touchUpInside)
    }

    func saveButtonTapped() {
        if member == nil {
            let name = detailView.nameTextField.text ?? ""
            let age = Int(detailView.ageTextField.text ?? "")
            let phone = detailView.phoneTextField.text ?? ""
            let address = detailView.addressTextField.text ?? ""

            var newMember = Member(name: name, age: age, phone: phone, address: address)
            newMember.memberImage = detailView.mainImageView.image

            delegate?.addNewMember(newMember)
        } else {
            member!.memberImage = detailView.mainImageView.image

            let memberId = Int(detailView.idTextField.text!) ?? 0
            member!.name = detailView.nameTextField.text ?? ""
            member!.age = Int(detailView.ageTextField.text ?? "") ?? 0
            member!.phone = detailView.phoneTextField.text ?? ""
            member!.address = detailView.addressTextField.text ?? ""

            detailView.member = member

            delegate?.update(index: memberId, member!)
        }
        navigationController?.popViewController(animated: true)
    }
}

final class ViewController: UIViewController {
    let tableView = UITableView()

    var memberListManager = MemberListManager()

    lazy var plusButton: UIBarButtonItem = {
        let button = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ViewController.plusButtonTapped)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Members"
        navigationItem.rightBarButtonItem = plusButton
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    func plusButtonTapped() {
        let detailVC = DetailViewController()

        detailVC.delegate = self

        navigationController?.pushViewController(detailVC, animated: true)
    }
}

extension ViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return memberListManager.getMemberList().count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MemberCell", for: indexPath)
        let member = memberListManager.getMemberList()[indexPath.row]
        cell.textLabel?.text = "\(member.name), \(member.age ?? 0)"
        return cell
    }
}

extension ViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detailVC = DetailViewController()
        detailVC.delegate = self

        let array = memberListManager.getMemberList()
        detailVC.member = array[indexPath.row]

        navigationController?.pushViewController(detailVC, animated: true)
    }
}

extension ViewController: MemberDelegate {
    func addNewMember(_ member: Member) {
        memberListManager.makeNewMember(member)
        tableView.reloadData()
    }

    func update(index: Int, _ member: Member) {
        memberListManager.updateMemberInfo(index: index, member)
        tableView.reloadData()
    }
}
