/// A mistake in a page or a source's markers, said in words.
struct DocError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
