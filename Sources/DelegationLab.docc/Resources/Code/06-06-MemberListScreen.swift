/// Opens an empty detail screen and starts reading its events.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  listen(to: detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Opens a detail screen filled with the selected member, and starts reading its events.
public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
  let member = memberListManager.getMemberList()[indexPath.row]
  let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
  listen(to: detailVC)
  navigationController?.pushViewController(detailVC, animated: true)
}
