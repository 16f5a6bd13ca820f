/// Opens an empty detail screen and makes this screen its delegate.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  detailVC.delegate = self
  navigationController?.pushViewController(detailVC, animated: true)
}
