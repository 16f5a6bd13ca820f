/// Opens a detail screen with a closure that captures `self` strongly: WRONG.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen()
  detailVC.onSave = { member in self.addNewMember(member) }  // no [weak self]
  detail = detailVC
  navigationController?.pushViewController(detailVC, animated: true)
}
