/// Opens an empty detail screen and gives it a closure that adds to this list.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  detailVC.onSave = { [weak self] member in self?.addNewMember(member) }
  navigationController?.pushViewController(detailVC, animated: true)
}
