// StageKit's types drop UIKit's "UI" prefix, and lessons use the short names. UIKit code
// uses the long ones, so each is also a type alias: a listing that says `UIViewController`
// needs no renaming. A class of your own named like a StageKit type, such as Xcode's
// template `class ViewController: UIViewController`, is found first in your own module,
// and `UIViewController` still means StageKit's.

/// UIKit's name for ``ViewController``.
public typealias UIViewController = ViewController
/// UIKit's name for ``NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's name for ``NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's name for ``NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's name for ``BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's name for ``View``.
public typealias UIView = View
/// UIKit's name for ``Window``.
public typealias UIWindow = Window
/// UIKit's name for ``Control``.
public typealias UIControl = Control
/// UIKit's name for ``Button``.
public typealias UIButton = Button
/// UIKit's name for ``Label``.
public typealias UILabel = Label
/// UIKit's name for ``TextField``.
public typealias UITextField = TextField
/// UIKit's name for ``ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``Image``.
public typealias UIImage = Image
/// UIKit's name for ``Color``.
public typealias UIColor = Color
/// UIKit's name for ``Font``.
public typealias UIFont = Font
/// UIKit's name for ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``TableView``.
public typealias UITableView = TableView
/// UIKit's name for ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for ``TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for ``TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's name for ``ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name for ``StoryboardSegue``.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's name for ``Storyboard``.
public typealias UIStoryboard = Storyboard
