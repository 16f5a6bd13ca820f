// Weak: the presentation owns a composer while it is up; these only tell which is which.
private weak var titleComposer: ComposeScreen?
private weak var subtitleComposer: ComposeScreen?

/// Presents a compose screen for the title, with this screen as its delegate.
func editTitleTapped() {
  let composer = ComposeScreen(caption: "Title")
  composer.delegate = self
  titleComposer = composer
  present(composer, animated: true)
}

/// Presents a compose screen for the subtitle, with this screen as its delegate.
func editSubtitleTapped() {
  let composer = ComposeScreen(caption: "Subtitle")
  composer.delegate = self
  subtitleComposer = composer
  present(composer, animated: true)
}
