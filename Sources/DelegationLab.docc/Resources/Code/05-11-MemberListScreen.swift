/// Opens an empty detail screen and observes it.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding, style: style, center: center)
  observe(detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Observes the two messages of `detail`, and no other detail screen's.
private func observe(_ detail: MemberDetailScreen) {
  let subscription = Subscription(center: center)
  // Every closure the center keeps takes `self` weakly; a bare method (`ignored: ignore`)
  // would capture it strongly, and the center would keep this screen alive.
  let ignored: @MainActor (UserInfoError) -> Void = { [weak self] in self?.ignore($0) }
  subscription.observe(MemberAdded.self, from: detail, style: style, ignored: ignored) { [weak self] in
    self?.receive($0)
  }
  subscription.observe(MemberUpdated.self, from: detail, style: style, ignored: ignored) { [weak self] in
    self?.receive($0)
  }
  detailSubscription = subscription
}

/// The observers of the detail screen opened last; replacing it removes the old ones.
private(set) var detailSubscription: Subscription?

extension MemberListScreen {
  /// Adds the member a detail screen saved.
  func receive(_ message: MemberAdded) {
    heard(message)
    memberListManager.makeNewMember(message.member)
    tableView.reloadData()
  }

  /// Replaces the member at the row a detail screen was opened for.
  func receive(_ message: MemberUpdated) {
    heard(message)
    do {
      try memberListManager.updateMemberInfo(index: message.index, message.member)
    } catch {
      listView.showError(error)  // a stale index: the list stays as it was
    }
    tableView.reloadData()
  }

  /// Records the arrow, and stops observing: a detail screen sends one message, then goes.
  private func heard(_ message: some CustomStringConvertible) {
    transcript.message(from: center, to: self, "\(message)")
    detailSubscription = nil
  }
}
