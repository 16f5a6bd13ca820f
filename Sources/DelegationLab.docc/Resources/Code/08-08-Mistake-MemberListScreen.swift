/// Observes `state` "for every future save": WRONG, as the loop never ends and owns `self`.
func observe(_ state: MemberEditState) {
  let phases = Observations { state.phase }
  observation = Task {
    for await phase in phases {  // no `return`: after the ending it waits for a change that never comes
      apply(phase, from: state)  // `self`, captured strongly by the task
    }
  }
}
