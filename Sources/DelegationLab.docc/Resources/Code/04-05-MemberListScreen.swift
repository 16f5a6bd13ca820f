/// Opens an empty detail screen and gives it a closure that adds to this list.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  detailVC.onSave = { [weak self] member in self?.addNewMember(member) }
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Opens a detail screen filled with the selected member, with a closure that updates it.
public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
  let member = memberListManager.getMemberList()[indexPath.row]
  let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
  detailVC.onUpdate = { [weak self] index, member in self?.update(index: index, member) }
  navigationController?.pushViewController(detailVC, animated: true)
}
