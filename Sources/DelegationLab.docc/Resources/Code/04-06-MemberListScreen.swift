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

extension MemberListScreen {
  /// Adds a member the user has just created: what the `onSave` closure calls.
  public func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
    tableView.reloadData()
  }

  /// Replaces the member at row `index` with the edited `member`: what `onUpdate` calls.
  public func update(index: Int, _ member: Member) {
    do {
      try memberListManager.updateMemberInfo(index: index, member)
    } catch {
      listView.showError(error)  // a stale index: the list stays as it was
    }
    tableView.reloadData()
  }
}
