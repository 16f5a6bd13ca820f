import Testing

@testable import Members

@Suite("The exchanges' payloads")
struct PayloadTests {
  @Test("A member edit reads as the act it asks for")
  func memberEditDescription() {
    let kim = Member(name: "Kim Minji", age: 28)
    #expect(MemberEdit.add(kim).description == "add(Kim Minji, 28)")
    #expect(MemberEdit.update(index: 2, kim).description == "update(index: 2, Kim Minji, 28)")
  }

  @Test("A compose outcome reads as the act it reports")
  func composeOutcomeDescription() {
    #expect(ComposeOutcome.done("Hello").description == "done(\"Hello\")")
    #expect(ComposeOutcome.done("").description == "done(\"\")")
    #expect(ComposeOutcome.done(nil).description == "done(nil)")
    #expect(ComposeOutcome.cancelled.description == "cancelled")
  }
}
