// A mermaid sequence diagram reads its participant ids case-insensitively against its own
// keywords: a participant called `Loop` opens a `loop` block, and the diagram does not render.
import Foundation
import Testing

/// The words mermaid's sequence-diagram grammar reserves, lower-cased.
let mermaidSequenceKeywords: Set<String> = [
  "sequencediagram", "participant", "actor", "as", "create", "destroy", "box", "end", "loop", "alt", "else",
  "opt", "par", "par_over", "and", "rect", "critical", "option", "break", "note", "over", "left", "right", "of",
  "activate", "deactivate", "autonumber", "off", "title", "acctitle", "accdescr", "link", "links",
  "properties", "details",
]

/// The participant ids of a sequence diagram that are mermaid keywords, as written.
func keywordParticipants(in diagram: [String]) -> [String] {
  // A message line, `From->>To: text`, with any of mermaid's arrows and an optional `+`/`-`.
  let messageArrow = #/^([^\s:<>+-]+)\s*<?<?-{1,2}(?:>>|>|x|\))[+-]?\s*([^\s:]+)\s*:/#
  var ids: [String] = []
  for line in diagram.map({ $0.trimmingCharacters(in: .whitespaces) }) {
    let words = line.split(separator: " ").map(String.init)
    if let first = words.first?.lowercased(), first == "participant" || first == "actor", words.count > 1 {
      ids.append(words[1])
    } else if let message = line.firstMatch(of: messageArrow) {
      ids += [String(message.output.1), String(message.output.2)]
    }
  }
  return ids.filter { mermaidSequenceKeywords.contains($0.lowercased()) }
}

@Suite("Mermaid diagrams render")
struct MermaidTests {
  @Test("No sequence diagram names a participant with a mermaid keyword", arguments: try Repository.markdownPages())
  func participantsAreNotKeywords(page: String) throws {
    let lines = try Repository.read(page).components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == "```mermaid", index + 1 < lines.count,
        lines[index + 1].trimmingCharacters(in: .whitespaces) == "sequenceDiagram",
        let end = lines[(index + 1)...].firstIndex(of: "```")
      else { continue }
      for id in keywordParticipants(in: Array(lines[(index + 1)..<end])) {
        Issue.record("\(page):\(index + 1): the participant id '\(id)' is a mermaid keyword; rename it")
      }
      index = end
    }
  }

  @Test("The check finds keyword ids in any case, declared or used in a message")
  func theCheckCanFail() {
    let diagram = ["sequenceDiagram", "participant Loop as the task", "actor END", "List->>+Opt: start"]
    #expect(keywordParticipants(in: diagram) == ["Loop", "END", "Opt"])
    #expect(keywordParticipants(in: ["sequenceDiagram", "participant Task as the task", "List->>Task: x"]).isEmpty)
  }
}
