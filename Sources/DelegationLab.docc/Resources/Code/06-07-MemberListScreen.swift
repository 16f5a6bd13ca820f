/// Opens an empty detail screen and starts reading its events.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  listen(to: detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Opens a detail screen filled with the selected member, and starts reading its events.
public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
  let member = memberListManager.getMemberList()[indexPath.row]
  let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
  listen(to: detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Reads `detailVC`'s events in a task that holds this screen only weakly.
///
/// `Task.immediate` starts reading now, on the main actor; the loop ends when the
/// stream finishes, or when this screen is released and cancels the task.
private func listen(to detailVC: MemberDetailScreen) {
  let events = detailVC.events
  let sender = detailVC.transcriptName  // the name, not the screen: the task must not keep it
  let id = listenersStarted
  listenersStarted += 1
  let task = Task.immediate { [weak self] in
    for await event in events {
      guard let self else { return }  // strong for this one event only
      handle(event, from: sender)
    }
    self?.listeners[id] = nil
  }
  listeners[id] = Listener(sender: detailVC, task: task)
}
