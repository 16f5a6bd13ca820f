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
