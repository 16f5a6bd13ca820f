/// Opens an empty detail screen and observes its state.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  observe(detailVC.state)
  navigationController?.pushViewController(detailVC, animated: true)
}
