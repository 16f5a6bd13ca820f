// Random edit scripts for the differential stress test. The generator is seeded and
// self-contained, so a failing script can be replayed from its seed alone.

import Foundation
import Members

/// A small, fast, seedable generator (SplitMix64), so every run makes the same scripts.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One thing a user does in the member-editing exchange.
enum EditStep: Equatable, CustomStringConvertible {
  /// "+", type the fields, Save (the input may be invalid).
  case add(name: String, age: String)
  /// Select a row, change the age, Save (the input may be invalid; the row may not exist).
  case update(row: Int, age: String)
  /// Open a row or "+", type, then Back without saving.
  case back(row: Int?)

  var description: String {
    switch self {
    case .add(let name, let age): "add(\(name.debugDescription), \(age.debugDescription))"
    case .update(let row, let age): "update(row: \(row), \(age.debugDescription))"
    case .back(let row): "back(row: \(row.map(String.init) ?? "+"))"
    }
  }
}

/// A starting list and the steps applied to it.
struct EditScript: CustomStringConvertible {
  let seed: UInt64
  let members: [Member]
  let steps: [EditStep]

  var description: String { "seed \(seed): \(members.count) members, \(steps)" }

  private static let names = ["Kim Minji", "Lee Jun", "Park Jisoo", "Choi Yuna", "", "  "]
  private static let ages = ["28", "31", "0", "150", "151", "-1", "twenty", "", "28.5"]

  /// Makes the script for `seed`.
  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    self.seed = seed
    members = (0..<Int.random(in: 0...3, using: &random)).map {
      Member(name: "Member \($0 + 1)", age: 20 + $0)
    }
    var count = members.count
    steps = (0..<Int.random(in: 1...6, using: &random)).map { _ in
      let age = Self.ages.randomElement(using: &random) ?? "28"
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let name = Self.names.randomElement(using: &random) ?? ""
        if !name.trimmingCharacters(in: .whitespaces).isEmpty, Int(age).map(MemberForm.ageRange.contains) == true {
          count += 1
        }
        return .add(name: name, age: age)
      case 1 where count > 0:
        return .update(row: Int.random(in: 0..<count, using: &random), age: age)
      default:
        return .back(row: count > 0 && Bool.random(using: &random) ? Int.random(in: 0..<count, using: &random) : nil)
      }
    }
  }

  /// The members the exchange must end with, worked out without any screen.
  func expectedMembers() -> [Member] {
    var manager = MemberListManager(members: members)
    for step in steps {
      switch step {
      case .add(let name, let age):
        if let member = try? MemberForm(name: name, age: age).makeMember() { manager.makeNewMember(member) }
      case .update(let row, let age):
        let current = manager.getMemberList()[row]
        let form = MemberForm(name: current.name, age: age, phone: current.phone, address: current.address)
        if let member = try? form.makeMember() { try? manager.updateMemberInfo(index: row, member) }
      case .back:
        break
      }
    }
    return manager.getMemberList()
  }
}
