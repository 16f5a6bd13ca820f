/// Opens an empty detail screen and observes it.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding, style: style, center: center)
  observe(detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}
