/// Opens an empty detail screen and observes its state.
func plusButtonTapped() {
  let detailVC = MemberDetailScreen(mode: .adding)
  observe(detailVC.state)
  navigationController?.pushViewController(detailVC, animated: true)
}

/// Opens a detail screen filled with the selected member, and observes its state.
public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
  let member = memberListManager.getMemberList()[indexPath.row]
  let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
  observe(detailVC.state)
  navigationController?.pushViewController(detailVC, animated: true)
}
