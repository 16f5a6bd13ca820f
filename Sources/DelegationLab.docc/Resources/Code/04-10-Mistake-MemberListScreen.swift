/// Opens a detail screen with a closure that captures `self` strongly: WRONG.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen()
  detailVC.onSave = { member in self.addNewMember(member) }  // no [weak self]
  detail = detailVC
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Harmless alone, WRONG together with the strong capture in `plusButtonTapped()`: kept "to reuse it later".
public var detail: MemberDetailScreen?
