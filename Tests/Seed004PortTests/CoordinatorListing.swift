// swift-format-ignore-file
// Seed 004, "coordinators, part 2": a main coordinator starts a child BuyCoordinator,
// which points back at its parent weakly. Written as a UIKit programmer writes it, in the
// post's structure (with the Coordinator and Storyboarded protocols of the part it builds
// on), then ported with only StageKit's edits:
//   import UIKit → import StageKit; the storyboard's button is a view made in code
//   (`let buyButton = UIButton()`, and viewDidLoad adds it and its target, the action
//   connection the storyboard drew).
// The storyboard's scenes are registered by the test, where the storyboard file would be;
// `Storyboarded.instantiate()` then runs as written. As in the post, the child is never
// removed from `childCoordinators`: after Back it stays alive until its parent goes.
import StageKit

protocol Coordinator {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}

protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        let id = String(describing: self)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: id) as! Self
    }
}

class MainCoordinator: NSObject, Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = ViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }

    func buySubscription() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }
}

class BuyCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = BuyViewController.instantiate()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }
}

class BuyViewController: UIViewController, Storyboarded {
    weak var coordinator: BuyCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

class ViewController: UIViewController, Storyboarded {
    weak var coordinator: MainCoordinator?

    let buyButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        buyButton.setTitle("Buy", for: .normal)
        buyButton.addTarget(self, action: ViewController.buyTapped, for: .touchUpInside)
        view.addSubview(buyButton)
    }

    @IBAction func buyTapped(_ sender: Any) {
        coordinator?.buySubscription()
    }
}
