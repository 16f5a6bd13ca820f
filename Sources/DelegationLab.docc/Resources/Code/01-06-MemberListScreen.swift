/// Opens an empty detail screen and makes this screen its delegate.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  detailVC.delegate = self
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Opens a detail screen filled with the selected member, with this screen as delegate.
public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
  let member = memberListManager.getMemberList()[indexPath.row]
  let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
  detailVC.delegate = self
  navigationController?.pushViewController(detailVC, animated: true)
}

extension MemberListScreen: MemberDelegate {
  public func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
    tableView.reloadData()
  }

  public func update(index: Int, _ member: Member) {
    do {
      try memberListManager.updateMemberInfo(index: index, member)
    } catch {
      listView.showError(error)  // a stale index: the list stays as it was
    }
    tableView.reloadData()
  }
}
