// The forms a UIKit listing uses, each compiled and run here under UIKit's spelling:
// the `UI…` names, Foundation's types after `import StageKit` alone, zero-argument views,
// target-action for an event, and screens that compare by identity.
import StageKit
import Testing

/// A target whose actions take nothing, the sender, or `Any`, as `@objc` methods do.
@MainActor
private final class Tapped {
  var calls: [String] = []

  func plain() { calls.append("plain") }
  func withButton(_ sender: UIButton) { calls.append("button \(sender.title)") }
  func withAny(_ sender: Any) { calls.append("any") }
  func edited(_ sender: UITextField) { calls.append("edited \(sender.text ?? "")") }
}

@Suite("UIKit's spelling")
@MainActor
struct UIKitFormsTests {
  @Test("Views made with no arguments, as UIKit code makes them")
  func zeroArgumentViews() {
    let field = UITextField()
    field.placeholder = "Name"
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    let label = UILabel()
    label.text = "Hello"
    #expect(field.render(width: 12) == ["[(Name)    ]"])
    #expect(button.render(width: 12) == ["[ Save ]"])
    #expect(button.title(for: .normal) == "Save" && button.title(for: .highlighted) == "Save")
    #expect(label.render(width: 12) == ["Hello"])
    #expect(UIView().subviews.isEmpty && UIButton().title.isEmpty && UITableView().visibleRows.isEmpty)
  }

  @Test("addTarget(_:action:for:) calls a method with no sender, the button, or Any")
  func targetActionForEvent() {
    let target = Tapped()
    let button = UIButton()
    button.setTitle("Done", for: .normal)
    button.addTarget(target, action: Tapped.plain, for: .touchUpInside)
    button.addTarget(target, action: Tapped.withButton, for: .touchUpInside)
    button.addTarget(target, action: Tapped.withAny, for: .touchUpInside)
    button.addTarget(target, action: Tapped.plain, for: .valueChanged)
    button.tap()
    #expect(target.calls == ["plain", "button Done", "any"])
  }

  @Test("A disabled button shows its disabled title and sends nothing")
  func disabledButton() {
    let target = Tapped()
    let button = UIButton()
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving…", for: .disabled)
    button.addTarget(target, action: Tapped.plain, for: .touchUpInside)
    button.isEnabled = false
    button.tap()
    #expect(target.calls.isEmpty)
    #expect(button.render(width: 20) == ["( Saving… )"])
  }

  @Test("A text field sends .editingChanged as the user types")
  func textFieldEditingChanged() {
    let target = Tapped()
    let field = UITextField()
    field.addTarget(target, action: Tapped.edited, for: .editingChanged)
    field.type("Kim")
    #expect(target.calls == ["edited Kim"])
  }

  @Test("A bar button's action may take the sender, as an @objc action does")
  func barButtonWithSender() {
    let target = Tapped()
    let item = UIBarButtonItem(barButtonSystemItem: .save, target: target, action: Tapped.withAny)
    let titled = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Tapped.plain)
    item.tap()
    titled.tap()
    #expect(target.calls == ["any", "plain"])
    #expect(item.title == "Save")
  }

  @Test("IndexPath, NSObject and CGRect are in scope after import StageKit alone")
  func foundationIsReexported() {
    let path = IndexPath(row: 2, section: 0)
    let object: NSObject = NSObject()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(path.row == 2 && object.isEqual(object) && view.bounds.width == 320)
  }

  @Test("Screens compare by identity, so a stack can be searched for one")
  func screensCompareByIdentity() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    #expect(navigation.viewControllers.contains(first))
    #expect(!navigation.viewControllers.contains(second))
    #expect(first == first && first != second)
    #expect(Set([first, first, second]).count == 2)
  }

  @Test("An image view shows an image by its name, and images made by name always exist")
  func imageView() throws {
    let image = try #require(UIImage(named: "photo"))
    let view = UIImageView(image: image)
    #expect(view.render(width: 20) == ["[image: photo]"])
    view.image = nil
    #expect(view.render(width: 20).isEmpty)
    #expect(UIImage(systemName: "plus") == UIImage(systemName: "plus"))
  }

  @Test("A view belongs to one superview at a time, which holds it")
  func superview() {
    let first = UIView()
    let second = UIView()
    let label = UILabel()
    first.addSubview(label)
    second.addSubview(label)
    #expect(first.subviews.isEmpty && second.subviews.count == 1 && label.superview === second)
    label.removeFromSuperview()
    #expect(second.subviews.isEmpty && label.superview == nil)
  }
}
