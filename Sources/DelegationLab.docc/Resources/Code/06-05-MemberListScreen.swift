/// Opens an empty detail screen and starts reading its events.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  listen(to: detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}
