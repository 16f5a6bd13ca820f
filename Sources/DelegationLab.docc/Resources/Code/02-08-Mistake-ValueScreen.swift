/// WRONG together with the strong `delegate`: kept "to reuse it", typed text and all.
public var keptComposer: ComposeScreen?

/// Presents the kept composer, or a new one, with this screen as its delegate.
func editTitleTapped() {
  let composer = keptComposer ?? ComposeScreen(caption: "Title")
  composer.delegate = self
  if keepsComposer { keptComposer = composer }
  present(composer, animated: true)
}
