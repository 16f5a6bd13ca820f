/// A picture, like UIKit's `UIImage`, known by its name: StageKit has no pixels.
public final class Image: Equatable, Sendable {
  /// The name it was made with, such as "person.circle".
  public let name: String

  /// Creates the image named `name` in the app's assets.
  ///
  /// Failable, as UIKit's is, so that `if let` and `!` compile; StageKit has no assets,
  /// so it always makes one.
  public init?(named name: String) {
    self.name = name
  }

  /// Creates the system symbol named `name`, such as "plus"; always made, as above.
  public init?(systemName name: String) {
    self.name = name
  }

  /// Two images are equal when they have the same name.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name
  }
}

/// A view that shows an image, like UIKit's `UIImageView`.
@MainActor
public final class ImageView: View {
  /// The image shown; `nil` draws nothing.
  public var image: Image?

  /// Creates an empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view showing `image`.
  public convenience init(image: Image?) {
    self.init(frame: .zero)
    self.image = image
  }

  public override func render(width: Int) -> [String] {
    guard let image else { return [] }
    return [TextPicture.fit("[image: \(image.name)]", width: width)]
  }
}
