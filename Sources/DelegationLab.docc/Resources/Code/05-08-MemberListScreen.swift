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
