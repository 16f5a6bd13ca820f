/// Presents a compose screen for the title, with closures that set the title.
func editTitleTapped() {
  let composer = ComposeScreen(caption: "Title")
  composer.onInput = { [weak self] value in self?.valueView.showTitle(.done(value)) }
  composer.onCancel = { [weak self] in self?.valueView.showTitle(.cancelled) }
  present(composer, animated: true)
}
