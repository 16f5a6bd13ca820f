// The properties of StageKit's types that own nothing, declared so that leak reports
// never draw a cycle through them, and draw every other property of these types as
// strong. A type of yours (a subclass included) is not in this table: its properties are
// drawn as "not declared", unless it declares them itself.
import LeakCheck

/// StageKit's declarations, one entry per type, looked up by the types' class methods.
enum StageKitOwnership {
  private static let table: [ObjectIdentifier: Set<String>] = [
    ObjectIdentifier(ViewController.self): ["parent", "presenter"],
    ObjectIdentifier(NavigationController.self): ["delegate"],
    ObjectIdentifier(View.self): ["superview"],
    ObjectIdentifier(Control.self): [],
    ObjectIdentifier(Button.self): [],
    ObjectIdentifier(Label.self): [],
    ObjectIdentifier(TextField.self): [],
    ObjectIdentifier(ImageView.self): [],
    ObjectIdentifier(TableView.self): ["dataSource", "delegate"],
    ObjectIdentifier(TableViewCell.self): [],
    ObjectIdentifier(Window.self): [],
    ObjectIdentifier(NavigationItem.self): [],
    ObjectIdentifier(NavigationBar.self): [],
    ObjectIdentifier(BarButtonItem.self): [],
    ObjectIdentifier(StoryboardSegue.self): [],
    ObjectIdentifier(TargetAction.self): ["target", "perform"],
    ObjectIdentifier(SegueRegistration.self): [],
  ]

  /// The non-owning properties that StageKit's `type` declares, or `nil` for a type it does not know.
  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    table[ObjectIdentifier(type)]
  }
}

extension TargetAction: DeclaresNonOwningProperties {
  nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension SegueRegistration: DeclaresNonOwningProperties {
  nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension NavigationItem: DeclaresNonOwningProperties {
  /// Returns StageKit's declaration for `type`: a navigation item owns its bar buttons.
  public nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension NavigationBar: DeclaresNonOwningProperties {
  /// Returns StageKit's declaration for `type`: a navigation bar owns nothing of yours.
  public nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension BarButtonItem: DeclaresNonOwningProperties {
  /// Returns StageKit's declaration for `type`: a bar button holds its target weakly.
  public nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension StoryboardSegue: DeclaresNonOwningProperties {
  /// Returns StageKit's declaration for `type`: a segue owns its source and destination.
  public nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}
