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

extension MemberListScreen {
  /// Observes `state` until it reaches an ending, applies that ending, and stops.
  func observe(_ state: MemberEditState) {
    let phases = Observations { state.phase }
    let loop = Task { [weak self] in
      for await phase in phases where phase != .editing {
        self?.apply(phase, from: state)
        return  // an ending comes once: the loop is over, and its task ends
      }
    }
    observation = (state, loop)
  }

  private func apply(_ phase: MemberEditState.Phase, from state: MemberEditState) {
    transcript.message(from: state, to: self, "\(phase)")
    switch phase {
    case .added(let member):
      memberListManager.makeNewMember(member)
    case .updated(let index, let member):
      do {
        try memberListManager.updateMemberInfo(index: index, member)
      } catch {
        listView.showError(error)  // a stale index: the list stays as it was
      }
    case .editing, .closed:
      return
    }
    tableView.reloadData()
  }
}
