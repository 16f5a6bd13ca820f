// The properties of StageKit's final types that own nothing, declared so that leak reports
// never draw a cycle through them. Screens declare theirs in ViewController and NavigationController.
import LeakCheck

extension TableView: DeclaresNonOwningProperties {
  /// Returns the table's weak properties: its data source and its delegate.
  public nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String> {
    ["dataSource", "delegate"]
  }
}

extension TargetAction: DeclaresNonOwningProperties {
  /// Returns the target-action pair's non-owning properties: its weak target and its method reference.
  nonisolated static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String> {
    ["target", "perform"]
  }
}
