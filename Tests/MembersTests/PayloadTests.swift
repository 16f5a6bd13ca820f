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

  @Test("A compose outcome reads as the value screen shows it")
  func composeOutcomeDescription() {
    #expect(ComposeOutcome.done("Hello").description == "Hello")
    #expect(ComposeOutcome.done("").description == "(empty)")
    #expect(ComposeOutcome.done(nil).description == "(empty)")
    #expect(ComposeOutcome.cancelled.description == "Cancelled")
  }
}
