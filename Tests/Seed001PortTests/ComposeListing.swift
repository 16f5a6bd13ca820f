// swift-format-ignore-file
// Seed 001, "custom delegate": a compose screen, presented in a navigation controller by
// a storyboard segue, tells the value screen what was typed, or that it was cancelled.
// Written as a UIKit programmer writes it, in the post's structure, then ported with only
// StageKit's edits. Lines that differ from the UIKit form, and why:
//   import UIKit → import StageKit (three files in the post, one here);
//   #selector(presentComposeVC) → CustomDelegateViewController.presentComposeVC; @objc deleted;
//   the storyboard's outlets and action connections are views made in code: the two
//   `@IBOutlet … !` lines become `let … = UI…()`, and viewDidLoad adds each view
//   (`view.addSubview`) and makes the Cancel and Done bar buttons the storyboard drew.
// The segue itself is registered by the test, where the storyboard would have drawn it.
// `@IBAction` compiles here as it is. The post misspells `composerDidCancel` and
// `isModalInPresentation` (which would not compile in UIKit either); the UIKit form here
// spells them right. The delegate is strong and the protocol is not class-only, as in the
// post: it does not leak in this flow, because dismissing lets the compose screen go.
import StageKit

protocol ComposeDelegate {
    func composer(_ vc: UIViewController, didInput value: String?)
    func composerDidCancel(_ vc: UIViewController)
}

class ComposeViewController: UIViewController {
    var delegate: ComposeDelegate?

    let inputField = UITextField()

    @IBAction func performCancel(_ sender: Any) {
        delegate?.composerDidCancel(self)
        dismiss(animated: true, completion: nil)
    }

    @IBAction func performDone(_ sender: Any) {
        delegate?.composer(self, didInput: inputField.text)
        dismiss(animated: true, completion: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputField)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: ComposeViewController.performCancel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: ComposeViewController.performDone)

        if #available(iOS 13.0, *) {
            isModalInPresentation = true
        }
    }
}

class CustomDelegateViewController: UIViewController {
    let valueLabel = UILabel()

    func presentComposeVC() {
        performSegue(withIdentifier: "ComposeSegue", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let vc = segue.destination.children.first as? ComposeViewController {
            vc.delegate = self
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(valueLabel)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
            target: self, action: CustomDelegateViewController.presentComposeVC)
    }
}

extension CustomDelegateViewController: ComposeDelegate {
    func composer(_ vc: UIViewController, didInput value: String?) {
        valueLabel.text = value
    }

    func composerDidCancel(_ vc: UIViewController) {
        valueLabel.text = "Cancel"
    }
}
