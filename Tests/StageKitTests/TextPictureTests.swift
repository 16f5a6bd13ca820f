import Foundation
import Testing

@testable import StageKit

/// A data source that shows fixed rows.
@MainActor
private final class Rows: TableViewDataSource {
  let rows: [String]
  init(_ rows: [String]) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: rows[indexPath.row])
  }
}

@Suite("Text pictures by display width")
@MainActor
struct TextPictureTests {
  @Test(
    "Each character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), ("김", 2), ("佐", 2), ("か", 2), ("Ａ", 2), ("e\u{301}", 1), ("\u{301}", 0),
      ("\u{200B}", 0), ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("🇰🇷", 2), ("…", 1), ("─", 1),
    ] as [(String, Int)])
  func characterWidths(text: String, width: Int) {
    #expect(TextPicture.displayWidth(of: text) == width, "\(text.unicodeScalars.map { $0.escaped(asASCII: true) })")
  }

  @Test("A name in Hangul or kanji takes two columns a character")
  func nameWidths() {
    #expect(TextPicture.displayWidth(of: "김민지") == 6)
    #expect(TextPicture.displayWidth(of: "佐藤花子") == 8)
    #expect(TextPicture.displayWidth(of: "Kim Minji") == 9)
  }

  @Test("Fitting cuts by columns and never splits a wide character or a combined one")
  func fitByColumns() {
    #expect(TextPicture.fit("김민지김민지", width: 6) == "김민…")
    #expect(TextPicture.fit("김민지", width: 6) == "김민지")
    #expect(TextPicture.fit("cafe\u{301}s and more", width: 5) == "cafe\u{301}…")
    #expect(TextPicture.fit("👍🏽👍🏽👍🏽", width: 4) == "👍🏽…")
    #expect(TextPicture.displayWidth(of: TextPicture.fit("佐藤花子佐藤花子", width: 7)) == 7)
  }

  @Test("Padding fills to the same number of columns whatever the script")
  func padByColumns() {
    for text in ["Kim", "김민지", "佐藤花子", "e\u{301}e\u{301}", "👍🏽"] {
      #expect(TextPicture.displayWidth(of: TextPicture.pad(text, width: 10)) == 10)
    }
  }

  @Test("Wrapping breaks Korean between words and Japanese between characters, by columns")
  func wrapByColumns() {
    let korean = TextPicture.wrap("목록 화면은 회원을 보여 주고 상세 화면은 한 명을 편집합니다.", width: 20)
    #expect(korean.allSatisfy { TextPicture.displayWidth(of: $0) <= 20 })
    #expect(korean.joined(separator: " ") == "목록 화면은 회원을 보여 주고 상세 화면은 한 명을 편집합니다.")
    let japanese = TextPicture.wrap("一覧画面はメンバーを表示し、詳細画面は一人を編集します。", width: 20)
    #expect(japanese.allSatisfy { TextPicture.displayWidth(of: $0) <= 20 })
    #expect(japanese.joined() == "一覧画面はメンバーを表示し、詳細画面は一人を編集します。")
    #expect(!japanese.contains { $0.hasPrefix("、") || $0.hasPrefix("。") })
  }

  @Test("Japanese after a Latin word fills the line, and Latin words and long words break as before")
  func wrapMixed() {
    let mixed = TextPicture.wrap("Back のたびにスタックが購入画面を手放しました。BuyCoordinator は残ります。", width: 20)
    #expect(mixed.first?.hasPrefix("Back のたびに") == true, "\(mixed)")
    #expect(mixed.contains { $0.contains("BuyCoordinator") }, "a Latin word is never split: \(mixed)")
    #expect(mixed.allSatisfy { TextPicture.displayWidth(of: $0) <= 20 })
    #expect(TextPicture.wrap("a bb ccc dd", width: 4) == ["a bb", "ccc", "dd"])
    #expect(TextPicture.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test(
    "Japanese lines never start with a small kana, a long-vowel mark or a closing mark, and katakana words stay whole",
    arguments: 8...24)
  func kinsoku(width: Int) {
    let text = "キャプチャリストのブロックがプロパティを弱く持ちます。シャットダウン（終了）の後、ジョブは「完了」です。"
    let lines = TextPicture.wrap(text, width: width)
    #expect(lines.joined() == text)
    for (line, next) in zip(lines, lines.dropFirst()) {
      let start = next.first ?? " "
      #expect(!"ャュョッァィゥェォーっゃゅょ、。）」".contains(start), "\(width): a line starts with \(start): \(lines)")
      #expect(line.last != "（" && line.last != "「", "\(width): a line ends with an opening mark: \(lines)")
      let words = ["キャプチャリスト", "ブロック", "プロパティ", "シャットダウン", "ジョブ"]
      for word in words where word.count * 2 <= width {
        let joined = line + next
        if let range = joined.range(of: word) {
          let cut = joined.index(joined.startIndex, offsetBy: line.count)
          #expect(!(range.lowerBound < cut && cut < range.upperBound), "\(width): \(word) is split: \(lines)")
        }
      }
    }
  }

  @Test("A screen whose rows hold wide, combining and emoji text keeps every line the same width")
  func screenStaysAligned() {
    let picture = TextPicture.screen(
      left: "‹ 뒤로", title: "회원 목록", right: "+",
      body: ["1. 김민지, 28", "2. 佐藤花子, 31", "3. Rene\u{301}e", "4. 👍🏽 Kim", "5. " + String(repeating: "가", count: 30)])
    let widths = Set(picture.map(TextPicture.displayWidth(of:)))
    #expect(widths == [TextPicture.screenWidth], "\(picture.joined(separator: "\n"))")
  }

  @Test("A table and a text field drawn with wide text fill exactly the width they are given")
  func viewsStayAligned() {
    let field = TextField(caption: "이름")
    field.type("김민지")
    let table = TableView()
    let rows = ["김민지, 28", "佐藤花子, 31", String(repeating: "佐", count: 40)]
    let source = Rows(rows)
    table.dataSource = source
    table.reloadData()
    #expect(field.render(width: 36).map(TextPicture.displayWidth(of:)) == [36])
    #expect(table.render(width: 36).allSatisfy { TextPicture.displayWidth(of: $0) <= 36 })
    #expect(TextPicture.displayWidth(of: table.render(width: 36)[2]) == 36)
  }
}
