/// A type that tells leak reports which of its stored properties own nothing.
///
/// Reflection cannot tell a `weak` property from a strong one, nor see what a closure
/// captures, so a report would otherwise draw "cycles" through links that hold nothing,
/// or list harmless closures as blind spots. A type that declares such properties has them
/// skipped. StageKit's own types declare theirs (a button's weak target and the method
/// reference it calls, a table's data source, a screen's navigation controller); lesson
/// code declares nothing, so a property that should be weak and is not is still found.
public protocol DeclaresNonOwningProperties {
  /// Returns the names of the stored properties that `type` itself declares and that own
  /// no object: `weak` or `unowned` ones, or closures that capture no object.
  ///
  /// `type` is this type or one of its superclasses. A subclass inherits the conformance
  /// but not the names: asked about a class it does not know, a type answers with an
  /// empty set.
  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>
}
