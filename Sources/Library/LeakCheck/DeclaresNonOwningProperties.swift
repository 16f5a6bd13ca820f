/// A type that tells leak reports which of its stored properties own nothing.
///
/// Reflection cannot tell a `weak` property from a strong one, nor see what a closure
/// captures, so a report would otherwise draw "cycles" through links that hold nothing,
/// or list harmless closures as blind spots. A type that declares such properties has them
/// skipped, and its other stored properties are then known to be strong: the live graph
/// draws them as such. StageKit's own types declare theirs (a button's weak target and the
/// method reference it calls, a table's data source, a screen's parent); lesson code
/// declares nothing, so a property that should be weak and is not is still found.
///
/// A screen of your own can declare its weak properties by overriding
/// `ViewController.nonOwningPropertyNames(declaredBy:)`:
///
/// ```swift
/// override class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
///   type == DetailViewController.self ? ["delegate"] : super.nonOwningPropertyNames(declaredBy: type)
/// }
/// ```
public protocol DeclaresNonOwningProperties {
  /// Returns the names of the stored properties that `type` itself declares and that own
  /// no object: `weak` or `unowned` ones, or closures that capture no object.
  ///
  /// `type` is this type or one of its superclasses. A subclass inherits the conformance
  /// but not the names: asked about a class it does not know, a type answers `nil`, and
  /// that class's properties are drawn as "not declared" (weak or strong, reflection
  /// cannot tell). An empty set says the opposite: every property of `type` owns.
  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>?
}
