// The Korean narration table. How to write an entry (Localization.swift says more):
//
//   "English text, exactly as the lesson writes it": "its translation",
//
// - A paragraph's key is the lines of one `say(…)` call, trimmed and joined by single spaces;
//   write the translation as one line: the Narrator wraps it by display width.
// - `{0}`, `{1}` … stand for text that varies (a member's name, a count). Keep every
//   placeholder of the key in the translation, wherever the sentence wants it.
// - Code in backticks, method names, type names and file names stay English.
// - Entries are grouped by lesson, in the order the lesson writes them; the Narrator's own
//   sentences come first. `swift test --filter LocalizationTests` names every missing and
//   every stale entry.

extension Localization {
  /// The Korean narration, keyed by the English text.
  static let koreanEntries: KeyValuePairs<String, String> = [
    // Narrator
    "Lesson {0} · {1}":
      "레슨 {0} · {1}",
    "Step {0} · {1}":
      "{0}단계 · {1}",
    "released":
      "해제됨",
    "still alive":
      "아직 살아 있음",
    "still alive: retain cycle":
      "아직 살아 있음: 순환 참조",
    "Reflection (Mirror) found no cycle through stored properties; it cannot tell weak references from strong ones.":
      "리플렉션(Mirror)은 저장 프로퍼티를 따라가는 순환을 찾지 못했습니다. 리플렉션은 약한 참조와 강한 참조를 구별하지 못합니다.",
    "Found by reflection (Mirror), which cannot tell weak references from strong ones.":
      "리플렉션(Mirror)으로 찾았습니다. 리플렉션은 약한 참조와 강한 참조를 구별하지 못합니다.",
    "It could not look inside: {0}.":
      "리플렉션이 안을 들여다보지 못한 곳: {0}.",
    "{0} (a closure)":
      "{0} (클로저)",
    "{0} (a task)":
      "{0} (태스크)",
    "Verdict: every object was released.":
      "판정: 모든 객체가 해제되었습니다.",
    "Verdict: leak caught, as this mistake predicts.":
      "판정: 이 실수가 예측한 대로 누수를 잡았습니다.",
    "Verdict: LEAK. This should not happen in the correct version.":
      "판정: 누수. 올바른 버전에서는 일어나면 안 되는 일입니다.",
    "Verdict: nothing leaked, but this mistake should leak. The check is broken.":
      "판정: 아무것도 새지 않았지만 이 실수는 누수를 일으켜야 합니다. 검사가 고장 났습니다.",
    "Verdict: mistake caught, as predicted: {0}.":
      "판정: 예측한 대로 실수를 잡았습니다: {0}.",
    "Verdict: this mistake predicts that {0}, but the run did not show it. The check is broken.":
      "판정: 이 실수는 {0}고 예측하지만 실행에서는 그렇게 되지 않았습니다. 검사가 고장 났습니다.",
    "press Enter for the next step":
      "다음 단계로 넘어가려면 Enter를 누르세요",

    // Transcript notes
    "{0} refused the input and told nobody":
      "{0}가 입력을 거부하고 아무에게도 알리지 않음",
    "{0} has no didSendOptionalInfo: the default ran, doing nothing":
      "{0}에는 didSendOptionalInfo가 없음: 아무 일도 하지 않는 기본 구현이 실행됨",
    "{0} is not an AskingSenderOptionalDelegate: optional info skipped":
      "{0}는 AskingSenderOptionalDelegate가 아님: 선택 정보를 건너뜀",
    "onOptionalInfo is nil: optional info skipped":
      "onOptionalInfo가 nil: 선택 정보를 건너뜀",
    "static dispatch: the extension's didSendOptionalInfo ran, whatever {0} implements":
      "정적 디스패치: {0}가 무엇을 구현하든 익스텐션의 didSendOptionalInfo가 실행됨",
    "{0} ignored a notification: {1}'s userInfo[\"edit\"] is a String, not a MemberEdit":
      "{0}가 노티피케이션을 무시함: {1}의 userInfo[\"edit\"]가 MemberEdit가 아니라 String임",

    // Lesson 1
    "Member editing through a weak delegate":
      "약한 델리게이트로 멤버 편집하기",
    "Two screens, one job each. MemberListScreen shows the members; MemberDetailScreen edits one. When you tap Save, the detail screen (the sender) must tell the list (the receiver) what happened. It does not know the list's type: only that its `delegate` conforms to MemberDelegate, a protocol with two methods.":
      "두 화면이 각자 한 가지 일을 합니다. MemberListScreen은 멤버 목록을 보여 주고, MemberDetailScreen은 멤버 한 명을 편집합니다. Save를 탭하면 상세 화면(보내는 쪽)은 무슨 일이 있었는지 목록(받는 쪽)에 알려야 합니다. 상세 화면은 목록의 타입을 모릅니다. 아는 것은 자신의 `delegate`가 메서드 두 개짜리 프로토콜 MemberDelegate를 채택한다는 것뿐입니다.",
    "The empty list":
      "빈 목록",
    "A navigation controller shows MemberListScreen. It owns no members yet.":
      "내비게이션 컨트롤러가 MemberListScreen을 보여 줍니다. 아직 멤버가 한 명도 없습니다.",
    "Tap \"+\"":
      "\"+\" 탭",
    "you tap +":
      "+를 탭합니다",
    "plusButtonTapped() made an empty MemberDetailScreen, set `detailVC.delegate = self` and pushed it. The navigation stack now owns the detail screen; the detail screen points back at the list only weakly.":
      "plusButtonTapped()가 빈 MemberDetailScreen을 만들고 `detailVC.delegate = self`를 설정한 뒤 푸시했습니다. 이제 내비게이션 스택이 상세 화면을 소유하고, 상세 화면은 목록을 약하게만 가리킵니다.",
    "Fill in the form":
      "폼 채우기",
    "you type a name, an age, a phone number and an address":
      "이름, 나이, 전화번호, 주소를 입력합니다",
    "Save: the sender tells its delegate":
      "Save: 보내는 쪽이 델리게이트에게 알림",
    "you tap Save":
      "Save를 탭합니다",
    "Save validated the form, then sent one message to the delegate and went back:":
      "Save는 폼을 검증한 뒤 델리게이트에게 메시지 하나를 보내고 이전 화면으로 돌아갔습니다:",
    "The list did the work: listView.apply(.add(member)) added it and reloaded the table. The detail screen was released as soon as it was popped: nothing else held it.":
      "실제 일은 목록이 했습니다: listView.apply(.add(member))가 멤버를 추가하고 테이블을 다시 불러왔습니다. 상세 화면은 팝되자마자 해제되었습니다. 그 밖에 상세 화면을 붙잡고 있는 것이 없었기 때문입니다.",
    "Select the row":
      "행 선택하기",
    "you tap row 1":
      "1행을 탭합니다",
    "tableView(_:didSelectRowAt:) pushed a detail screen filled with row 1's member, and, again, set itself as the delegate.":
      "tableView(_:didSelectRowAt:)가 1행의 멤버로 채운 상세 화면을 푸시하고, 이번에도 자신을 델리게이트로 설정했습니다.",
    "Edit and Save: update(index:)":
      "편집하고 Save: update(index:)",
    "you change the age to 29 and tap Save":
      "나이를 29로 바꾸고 Save를 탭합니다",
    "This screen was opened for row index 0, so it sends update(index: 0, …):":
      "이 화면은 행 인덱스 0을 위해 열렸으므로 update(index: 0, …)를 보냅니다:",
    "An invalid age is refused":
      "잘못된 나이는 거부됩니다",
    "you tap +, type \"{0}\", age \"twenty\", and tap Save":
      "+를 탭하고 \"{0}\", 나이 \"twenty\"를 입력한 뒤 Save를 탭합니다",
    "The form refused the input before any message was sent: the delegate heard nothing, and the screen stays up with the reason.":
      "메시지를 보내기 전에 폼이 입력을 거부했습니다. 델리게이트는 아무것도 듣지 못했고, 화면은 이유를 보여 주며 그대로 남아 있습니다.",
    "Back":
      "뒤로",
    "you tap ‹ Back":
      "‹ Back을 탭합니다",
    "The list still has exactly one member: nothing was added and nothing was lost.":
      "목록에는 여전히 멤버가 정확히 한 명입니다. 추가된 것도, 잃어버린 것도 없습니다.",
    "Lifetime check":
      "수명 검사",

    // Lesson 1 --mistake
    "Together they are a retain cycle. Watch what is not released.":
      "둘이 합쳐지면 순환 참조(retain cycle)가 됩니다. 무엇이 해제되지 않는지 지켜보세요.",
    "Tap \"+\", fill in the form, Save":
      "\"+\" 탭, 폼 채우기, Save",
    "you tap +, type \"{0}\", 28, and tap Save":
      "+를 탭하고 \"{0}\", 28을 입력한 뒤 Save를 탭합니다",
    "The message arrived and the screen was popped, but there is no \"released\" line: the list still holds the detail screen, and the detail screen holds the list.":
      "메시지는 도착했고 화면은 팝되었지만 \"released\" 줄이 없습니다. 목록이 아직 상세 화면을 붙잡고 있고, 상세 화면은 목록을 붙잡고 있습니다.",
    "The app lets go of the navigation controller, as when the scene closes:":
      "씬(scene)이 닫힐 때처럼 앱이 내비게이션 컨트롤러를 놓아 줍니다:",
    "Breaking the cycle":
      "순환 끊기",

    // Lesson 2
    "Compose with cancel: why the sender passes itself":
      "취소가 있는 작성 화면: 보내는 쪽이 자기 자신을 넘기는 이유",
    "ValueScreen shows a title and a subtitle. Each is edited in a ComposeScreen presented modally, with Done and Cancel. Either way the compose screen (the sender) tells the value screen (the receiver) how it ended, and names itself as the first argument:":
      "ValueScreen은 제목과 부제목을 보여 줍니다. 각각은 모달로 표시되는 ComposeScreen에서 Done과 Cancel로 편집합니다. 어느 쪽이든 작성 화면(보내는 쪽)은 어떻게 끝났는지 값 화면(받는 쪽)에 알리고, 첫 번째 인자로 자기 자신을 넘깁니다:",
    "The value screen":
      "값 화면",
    "Nothing is set yet.":
      "아직 아무것도 설정되지 않았습니다.",
    "Edit the title":
      "제목 편집하기",
    "you tap Edit title":
      "Edit title을 탭합니다",
    "editTitleTapped() made a ComposeScreen, set `composer.delegate = self`, noted it (weakly) as the title's composer, and presented it. The presentation owns it now.":
      "editTitleTapped()가 ComposeScreen을 만들고 `composer.delegate = self`를 설정한 뒤, 제목의 작성 화면으로 (약하게) 기록하고 표시했습니다. 이제 표시(presentation)가 그 화면을 소유합니다.",
    "you type \"Hello\"":
      "\"Hello\"를 입력합니다",
    "Done: the sender names itself":
      "Done: 보내는 쪽이 자신을 밝힘",
    "you tap Done":
      "Done을 탭합니다",
    "One message, then the dismissal; the compose screen was released right away, since only the presentation held it. The value screen put \"Hello\" in the title's row, because the sender it was handed is its title composer:":
      "메시지 하나, 그다음 닫기(dismiss)입니다. 작성 화면을 붙잡고 있던 것은 표시뿐이었으므로 바로 해제되었습니다. 값 화면은 넘겨받은 보내는 쪽이 제목의 작성 화면이므로 \"Hello\"를 제목 행에 넣었습니다:",
    "A second composer, the same messages":
      "두 번째 작성 화면, 같은 메시지",
    "you tap Edit subtitle, type \"Delegates, step by step\", and tap Done":
      "Edit subtitle을 탭하고 \"Delegates, step by step\"을 입력한 뒤 Done을 탭합니다",
    "The same method, the same receiver: only the first argument differs. Without it the value screen could not know which row the text belongs in.":
      "같은 메서드, 같은 받는 쪽입니다. 다른 것은 첫 번째 인자뿐입니다. 그 인자가 없으면 값 화면은 텍스트가 어느 행에 들어가야 하는지 알 수 없습니다.",
    "Cancel delivers no value":
      "Cancel은 값을 전달하지 않습니다",
    "you tap Edit title, type \"Discarded\", and tap Cancel":
      "Edit title을 탭하고 \"Discarded\"를 입력한 뒤 Cancel을 탭합니다",
    "composerDidCancel(_:) carries no value at all: the typed text never left the compose screen. The title row says so; the subtitle row is untouched.":
      "composerDidCancel(_:)은 값을 전혀 싣지 않습니다. 입력한 텍스트는 작성 화면 밖으로 나가지 않았습니다. 제목 행은 그렇게 표시하고, 부제목 행은 그대로입니다.",

    // Lesson 2 --mistake
    "Is that a leak? Sometimes. Two runs of the same screens tell when.":
      "이것이 누수일까요? 때에 따라 다릅니다. 같은 화면을 두 번 실행해 보면 언제인지 알 수 있습니다.",
    "The twin's value screen only presents its subtitle composer, as the correct one does.":
      "쌍둥이의 값 화면은 올바른 화면처럼 부제목 작성 화면을 표시만 합니다.",
    "you tap Edit subtitle":
      "Edit subtitle을 탭합니다",
    "Reflection cannot tell that subtitleComposer is weak, so the path runs through it. The reference that owns the composer is the presentation's, ValueScreen.presentedViewController.":
      "리플렉션은 subtitleComposer가 약하다는 것을 알 수 없어서, 경로가 그것을 지나갑니다. 작성 화면을 소유하는 참조는 표시의 것, ValueScreen.presentedViewController입니다.",
    "Its title composer, though, is kept, so your text is there next time:":
      "하지만 제목 작성 화면은 붙잡아 두므로, 입력한 텍스트가 다음에도 남아 있습니다:",
    "Cutting either arrow of the cycle would do. Clearing the composer's delegate frees both:":
      "순환의 화살표 중 어느 하나만 끊으면 됩니다. 작성 화면의 델리게이트를 비우면 둘 다 해제됩니다:",
    "Presented only: a cycle while the composer is up":
      "표시만 한 경우: 작성 화면이 떠 있는 동안의 순환",
    "The two screens now hold each other. Asked at this moment, LeakWatch finds:":
      "이제 두 화면이 서로를 붙잡고 있습니다. 지금 이 순간 물어보면 LeakWatch는 이렇게 찾습니다:",
    "Done: dismissal ends the cycle":
      "Done: 닫기가 순환을 끝냄",
    "you type \"Hello\" and tap Done":
      "\"Hello\"를 입력하고 Done을 탭합니다",
    "Dismissal cut ValueScreen.presentedViewController. Nothing else held the compose screen, so it was released, and its strong reference to the value screen with it.":
      "닫기가 ValueScreen.presentedViewController를 끊었습니다. 작성 화면을 붙잡는 것이 더는 없었으므로 작성 화면이 해제되었고, 값 화면을 향한 강한 참조도 함께 사라졌습니다.",
    "Lifetime check: presented only":
      "수명 검사: 표시만 한 경우",
    "The app lets go of the value screen:":
      "앱이 값 화면을 놓아 줍니다:",
    "Keep the composer, to reuse it":
      "작성 화면을 재사용하려고 보관하기",
    "you tap Edit title, type \"Hello\", and tap Done":
      "Edit title을 탭하고 \"Hello\"를 입력한 뒤 Done을 탭합니다",
    "Dismissed, but no \"released\" line: the value screen still keeps the composer.":
      "닫혔지만 \"released\" 줄이 없습니다. 값 화면이 아직 작성 화면을 보관하고 있습니다.",
    "you tap Edit title again":
      "Edit title을 다시 탭합니다",
    "The same compose screen comes back, with \"Hello\" still typed:":
      "같은 작성 화면이 \"Hello\"가 입력된 채로 돌아옵니다:",
    "you tap Cancel":
      "Cancel을 탭합니다",
    "Lifetime check: kept composer":
      "수명 검사: 보관한 작성 화면",

    // Lesson 3
    "Required and optional delegate methods in Swift":
      "Swift의 필수 델리게이트 메서드와 선택 델리게이트 메서드",
    "Technique 1: a default implementation":
      "기법 1: 기본 구현",
    "The protocol declares both methods; an extension implements the optional one.":
      "프로토콜은 두 메서드를 모두 선언하고, 익스텐션이 선택 메서드를 구현합니다.",
    "on ReceiverScreen, you tap Open sender":
      "ReceiverScreen에서 Open sender를 탭합니다",
    "on RequiredOnlyReceiverScreen, you tap Open sender, then ‹ Back":
      "RequiredOnlyReceiverScreen에서 Open sender를 탭한 뒤 ‹ Back을 탭합니다",
    "The sender asked nothing. ReceiverScreen's own method ran; RequiredOnlyReceiverScreen got the default. That works because the method is a requirement: dispatched dynamically.":
      "보내는 쪽은 아무것도 묻지 않았습니다. ReceiverScreen은 자신의 메서드가 실행되었고, RequiredOnlyReceiverScreen은 기본 구현을 받았습니다. 이 메서드가 요구 사항(requirement)이어서 동적으로 디스패치되기 때문에 이렇게 동작합니다.",
    "Technique 3: a refining protocol, asked with as?":
      "기법 3: as?로 물어보는 하위 프로토콜",
    "The optional method lives in a second protocol that refines the first.":
      "선택 메서드는 첫 번째 프로토콜을 상속한 두 번째 프로토콜, 즉 하위 프로토콜(refining protocol)에 있습니다.",
    "on ReceiverScreen, you tap Open sender, then ‹ Back":
      "ReceiverScreen에서 Open sender를 탭한 뒤 ‹ Back을 탭합니다",
    "This is respondsToSelector: in Swift: the sender asks before it calls, and it knows when it skipped. The compiler checks the conformance, so a misspelled method fails to build.":
      "이것이 Swift판 respondsToSelector:입니다. 보내는 쪽은 호출하기 전에 묻고, 건너뛴 때를 압니다. 컴파일러가 채택 여부를 검사하므로 메서드 이름을 잘못 쓰면 빌드가 실패합니다.",
    "Technique 4: optional closures":
      "기법 4: 옵셔널 클로저",
    "No protocol: the required closure is an init parameter, the optional one may be nil.":
      "프로토콜이 없습니다. 필수 클로저는 init 매개변수이고, 선택 클로저는 nil일 수 있습니다.",
    "Each receiver captured itself `[weak self]`: the closures do not keep it alive.":
      "각 받는 쪽은 자신을 `[weak self]`로 캡처했습니다. 클로저가 받는 쪽을 살려 두지 않습니다.",

    // Lesson 3 --mistake
    "ReceiverScreen implements didSendOptionalInfo itself. Everything compiles, without a warning. Watch which didSendOptionalInfo runs.":
      "ReceiverScreen은 didSendOptionalInfo를 직접 구현합니다. 모든 것이 경고 하나 없이 컴파일됩니다. 어느 didSendOptionalInfo가 실행되는지 지켜보세요.",
    "Expected: ReceiverScreen's senderScreen(_:didSendOptionalInfo:) is called with \"this is optional\", 100. It was skipped. ReceiverScreen received only:":
      "기대한 것: ReceiverScreen의 senderScreen(_:didSendOptionalInfo:)가 \"this is optional\", 100으로 호출된다. 실제로는 건너뛰었습니다. ReceiverScreen이 받은 것은 이것뿐입니다:",
    "Same object, same call, two static types":
      "같은 객체, 같은 호출, 두 가지 정적 타입",
    "The call is resolved at compile time, from the type the caller sees:":
      "호출은 컴파일 시점에, 호출하는 쪽이 보는 타입에 따라 결정됩니다:",
    "received: {0} piece(s), the optional one still missing":
      "받은 것: {0}개, 선택 정보는 여전히 없음",
    "received: {0}: its own method ran this time":
      "받은 것: {0}: 이번에는 자신의 메서드가 실행됨",
    "Dispatch check":
      "디스패치 검사",
    "ReceiverScreen's own didSendOptionalInfo is skipped":
      "ReceiverScreen 자신의 didSendOptionalInfo를 건너뛴다",
    "The pitfall leaks nothing. The app lets go of the receiver and the extra sender:":
      "이 함정은 아무것도 새게 하지 않습니다. 앱이 받는 쪽과 추가로 만든 보내는 쪽을 놓아 줍니다:",
    "The fix":
      "고치는 방법",

    // Lesson 4
    "The same exchange with closures":
      "같은 주고받기를 클로저로",
    "The same two screens as Lesson 1, with one change: MemberDetailScreen has no delegate. It stores a closure, and calls it on Save with the edit: add this member, or update that row. The list writes the closure when it creates the screen, and captures itself weakly in it.":
      "레슨 1과 같은 두 화면이고, 바뀐 것은 하나입니다. MemberDetailScreen에는 델리게이트가 없습니다. 클로저 하나를 저장해 두었다가 Save를 누르면 편집 내용, 즉 이 멤버를 추가하라거나 그 행을 갱신하라는 내용을 넘겨 호출합니다. 목록은 화면을 만들 때 그 클로저를 작성하고, 클로저 안에서 자신을 약하게 캡처합니다.",
    "Tap \"+\": the list writes the closure":
      "\"+\" 탭: 목록이 클로저를 작성함",
    "plusButtonTapped() made an empty MemberDetailScreen and gave it a closure:":
      "plusButtonTapped()가 빈 MemberDetailScreen을 만들고 클로저를 건넸습니다:",
    "The stack owns the detail screen, the detail screen owns the closure, and the closure holds the list only weakly: no cycle.":
      "스택이 상세 화면을 소유하고, 상세 화면이 클로저를 소유하며, 클로저는 목록을 약하게만 붙잡습니다. 순환이 없습니다.",
    "Save: the sender calls its closure":
      "Save: 보내는 쪽이 클로저를 호출함",
    "you type \"{0}\", 28, and tap Save":
      "\"{0}\", 28을 입력하고 Save를 탭합니다",
    "The arrow ends at { closure }: the sender does not know who wrote it, not even a protocol name. The closure ran the list's receive(_:), and the screen went:":
      "화살표는 { closure }에서 끝납니다. 보내는 쪽은 누가 그 클로저를 작성했는지 모르고, 프로토콜 이름조차 모릅니다. 클로저가 목록의 receive(_:)를 실행했고, 화면은 사라졌습니다:",
    "Edit a row and Save: onSave again, with an update":
      "행을 편집하고 Save: 다시 onSave, 이번에는 update",
    "you tap row 1, change the age to 29 and tap Save":
      "1행을 탭하고 나이를 29로 바꾼 뒤 Save를 탭합니다",
    "For a selected row the list writes the same closure; the edit carries the row index:":
      "선택한 행에 대해서도 목록은 같은 클로저를 작성합니다. 행 인덱스는 편집 내용에 실려 갑니다:",
    "The form refused the input before any closure was called.":
      "어떤 클로저도 호출되기 전에 폼이 입력을 거부했습니다.",
    "The popped screen took its closure with it. The list still has one member.":
      "팝된 화면은 자신의 클로저도 함께 가져갔습니다. 목록에는 여전히 멤버가 한 명입니다.",

    // Lesson 4 --mistake
    "The closure ran and the screen was popped, but there is no \"released\" line: the list holds the detail screen, which holds the closure, which holds the list.":
      "클로저는 실행되었고 화면은 팝되었지만 \"released\" 줄이 없습니다. 목록이 상세 화면을 붙잡고, 상세 화면이 클로저를 붙잡고, 클로저가 목록을 붙잡습니다.",
    "Both screens are caught by name, but no cycle is drawn: the edge that closes it is the one reflection could not look inside, MemberDetailScreen.onSave, a closure that captured the list. The report names that blind spot instead of guessing.":
      "두 화면 모두 이름으로 잡혔지만 순환은 그려지지 않았습니다. 순환을 닫는 간선은 리플렉션이 안을 들여다볼 수 없었던 MemberDetailScreen.onSave, 즉 목록을 캡처한 클로저이기 때문입니다. 보고서는 추측하는 대신 그 사각지대를 이름으로 알려 줍니다.",
    "The fix in real code is two words in the capture list: `[weak self]`.":
      "실제 코드에서 고치는 방법은 캡처 리스트에 두 단어, `[weak self]`입니다.",

    // Lesson 5
    "The same exchange with NotificationCenter":
      "같은 주고받기를 NotificationCenter로",
    "This list uses typed messages: NotificationCenter.MainActorMessage structs.":
      "이 목록은 타입이 있는 메시지, 즉 NotificationCenter.MainActorMessage 구조체를 씁니다.",
    "Tap \"+\": the list observes this one detail screen":
      "\"+\" 탭: 목록이 이 상세 화면 하나를 관찰함",
    "plusButtonTapped() made the detail screen, then observed it: addObserver(of: detailVC, …) returned a token, which the list keeps in its `subscriptions`. `of:` (`object:` in the classic style) means: only this sender. The detail screen holds the center, not the list.":
      "plusButtonTapped()가 상세 화면을 만든 뒤 관찰했습니다. addObserver(of: detailVC, …)가 토큰을 돌려주었고, 목록은 그 토큰을 자신의 `subscriptions`에 보관합니다. `of:`(고전적인 방식에서는 `object:`)는 \"이 보내는 쪽만\"이라는 뜻입니다. 상세 화면은 목록이 아니라 센터를 붙잡습니다.",
    "Save: the sender posts, the center delivers":
      "Save: 보내는 쪽은 게시하고, 센터가 전달함",
    "Two arrows where the delegate had one: the sender told the center, and the center told every observer of that sender. post(_:subject:) returns nothing: the sender cannot know who heard it, and no answer comes back. The list dropped its subscription after the one message, and the detail screen was released as soon as it was popped.":
      "델리게이트에서는 하나였던 화살표가 두 개입니다. 보내는 쪽은 센터에 알렸고, 센터는 그 보내는 쪽의 모든 옵저버에게 알렸습니다. post(_:subject:)는 아무것도 돌려주지 않습니다. 보내는 쪽은 누가 들었는지 알 수 없고, 답도 돌아오지 않습니다. 목록은 메시지 하나를 받은 뒤 구독을 버렸고, 상세 화면은 팝되자마자 해제되었습니다.",
    "One post, many observers":
      "게시 하나, 옵저버 여럿",
    "An activity log observes the same detail screen, knowing nothing of the list.":
      "활동 로그가 목록에 대해서는 전혀 모르는 채로 같은 상세 화면을 관찰합니다.",
    "One post, two observers. The arrow is the list's; the log draws no arrows (the order in which a center calls its observers is not promised, so the lesson prints only one), but it heard the same post: the list updated row 1, and the log wrote \"row 1 is now {0}, 29\". A delegate has room for one receiver; a center has room for any number, and delivers to them in no promised order.":
      "게시 하나에 옵저버 둘입니다. 화살표는 목록의 것입니다. 로그는 화살표를 그리지 않지만(센터가 옵저버를 부르는 순서는 보장되지 않으므로 이 강의는 하나만 출력합니다) 같은 게시를 들었습니다. 목록은 1행을 갱신했고, 로그는 \"row 1 is now {0}, 29\"라고 기록했습니다. 델리게이트에는 받는 쪽 하나만 들어갈 자리가 있지만, 센터에는 몇 개든 들어갈 수 있고 보장된 순서 없이 전달합니다.",
    "The classic style: a name and userInfo":
      "고전적인 방식: 이름과 userInfo",
    "A second list, in the classic style: Notification.Name plus a userInfo dictionary of type [AnyHashable: Any]. The same screens, the same Save:":
      "고전적인 방식으로 만든 두 번째 목록입니다. Notification.Name에 [AnyHashable: Any] 타입의 userInfo 딕셔너리를 더합니다. 같은 화면, 같은 Save입니다:",
    "you tap +, type \"{0}\", 31, and tap Save":
      "+를 탭하고 \"{0}\", 31을 입력한 뒤 Save를 탭합니다",
    "The payload travelled as userInfo[\"edit\"], and the list read it back with `notification.value(for: .edit, as: MemberEdit.self)`, which checks the type on arrival.":
      "페이로드는 userInfo[\"edit\"]로 전달되었고, 목록은 도착 시점에 타입을 검사하는 `notification.value(for: .edit, as: MemberEdit.self)`로 다시 읽었습니다.",
    "A notification with the wrong payload is ignored":
      "페이로드가 잘못된 노티피케이션은 무시됩니다",
    "Some other code posts .memberNotification for this detail screen, with a String for the edit:":
      "다른 코드가 이 상세 화면에 대한 .memberNotification을 편집 내용 대신 String을 담아 게시합니다:",
    "The compiler could not catch it: userInfo takes anything. The list refused it with a line in the transcript, and added nothing. With typed messages this does not compile.":
      "컴파일러는 이것을 잡을 수 없었습니다. userInfo는 무엇이든 받기 때문입니다. 목록은 기록(transcript)에 한 줄을 남기고 거부했으며 아무것도 추가하지 않았습니다. 타입이 있는 메시지라면 이 코드는 컴파일되지 않습니다.",

    // Lesson 5 --mistake
    "Classic: a block observer that captures self, never removed":
      "고전적인 방식: self를 캡처하고 끝내 제거되지 않는 블록 옵저버",
    "The deliberately wrong twin (Sources/Course/ViaNotificationCenter/Mistakes) drops one `[weak self]`, in the block the center keeps for each detail screen the list opens:":
      "일부러 틀리게 만든 쌍둥이(Sources/Course/ViaNotificationCenter/Mistakes)는 목록이 여는 상세 화면마다 센터가 붙잡아 두는 블록에서 `[weak self]` 하나를 뺍니다:",
    "It works, which is why this slip survives code review: the message arrived, and the list ended that subscription, so the center let go of the block.":
      "잘 동작합니다. 그래서 이 실수는 코드 리뷰를 통과합니다. 메시지가 도착했고, 목록이 그 구독을 끝냈으므로 센터는 블록을 놓았습니다.",
    "you tap +, then ‹ Back":
      "+를 탭한 뒤 ‹ Back을 탭합니다",
    "This detail screen went without a word, so nothing ended its subscription: the center keeps the block until the list is released, and the block holds the list.":
      "이 상세 화면은 말없이 사라졌으므로 아무것도 그 구독을 끝내지 않았습니다. 센터는 목록이 해제될 때까지 블록을 붙잡고, 블록은 목록을 붙잡습니다.",
    "No stored property of ours holds the list: the center holds the block, and the block holds the list. Releasing the list would remove the observer, but it is never released.":
      "우리의 저장 프로퍼티 중 어느 것도 목록을 붙잡지 않습니다. 센터가 블록을 붙잡고, 블록이 목록을 붙잡습니다. 목록이 해제되면 옵저버도 제거되겠지만, 목록은 결코 해제되지 않습니다.",
    "Removing the list's observers, as releasing it would have done, frees the block:":
      "목록이 해제되었다면 했을 일처럼 목록의 옵저버를 제거하면, 블록이 풀려납니다:",
    "take self weakly in every block the center keeps, `[weak self]`.":
      "센터가 붙잡는 모든 블록에서 self를 약하게 잡으세요, `[weak self]`.",
    "An activity log observes a detail screen's updates, and drops the token it is given:":
      "활동 기록이 상세 화면의 수정을 관찰하고, 받은 토큰을 버립니다:",
    "The list, which keeps its token, updated row 1. The log wrote 0 lines: the token that addObserver returned is the observation, and `_ =` dropped it, which ended the observation before Save. Nothing crashed and nothing warned. Keep the token.":
      "토큰을 보관하는 목록은 1행을 수정했습니다. 기록은 0줄을 썼습니다. addObserver가 반환한 토큰이 곧 관찰이고, `_ =`가 그것을 버려서 Save 전에 관찰이 끝났습니다. 크래시도 경고도 없었습니다. 토큰을 보관하세요.",
    "Removing the observer":
      "옵저버 제거하기",
    "The center let go of the block, and the block of the list. The fix in real code:":
      "센터는 블록을, 블록은 목록을 놓아 주었습니다. 실제 코드에서 고치는 방법:",
    "Typed: a dropped token":
      "타입이 있는 방식: 버려진 토큰",
    "Verdict: deafness shown, as this mistake predicts.":
      "판정: 이 실수가 예측한 대로 아무도 듣지 못함을 확인했습니다.",

    // Lesson 6
    "The same exchange with AsyncStream":
      "같은 주고받기를 AsyncStream으로",
    "Lesson 1's exchange again, without a delegate. MemberDetailScreen (the sender) keeps no reference to anyone: it writes each edit into a stream of its own. MemberListScreen (the receiver) reads that stream in a task, one edit at a time.":
      "델리게이트 없이 다시 레슨 1의 주고받기입니다. MemberDetailScreen(보내는 쪽)은 누구에 대한 참조도 갖지 않고, 편집 내용을 하나씩 자신의 스트림에 씁니다. MemberListScreen(받는 쪽)은 태스크 안에서 그 스트림을 편집 내용 하나씩 읽습니다.",
    "Tap \"+\": push, and start reading":
      "\"+\" 탭: 푸시하고 읽기 시작",
    "plusButtonTapped() made an empty MemberDetailScreen, started a task that runs `for await edit in detailVC.events`, and pushed the screen. The task holds the list only weakly, and the detail screen does not know the list at all.":
      "plusButtonTapped()가 빈 MemberDetailScreen을 만들고, `for await edit in detailVC.events`를 실행하는 태스크를 시작한 뒤 화면을 푸시했습니다. 태스크는 목록을 약하게만 붙잡고, 상세 화면은 목록을 전혀 모릅니다.",
    "Save: the sender writes an edit":
      "Save: 보내는 쪽이 편집 내용을 씀",
    "The edit went into the stream, the screen went back, its stream finished when it left the stack, and it was released. But look at the list: the member is not there.":
      "편집 내용이 스트림에 들어갔고, 화면은 돌아갔으며, 스택을 떠날 때 스트림이 끝나고 화면이 해제되었습니다. 그런데 목록을 보세요. 멤버가 없습니다.",
    "The reading task runs: the edit arrives":
      "읽는 태스크가 실행됨: 편집 내용 도착",
    "Delivery is asynchronous. The lesson awaits the reading task (no sleeping):":
      "전달은 비동기입니다. 이 강의는 읽는 태스크를 기다립니다(sleep 없이):",
    "The edit arrived after its sender was released: the stream, not the screen, carried it. The task's loop then ended, because the stream had finished.":
      "편집 내용은 보내는 쪽이 해제된 뒤에 도착했습니다. 그것을 나른 것은 화면이 아니라 스트림입니다. 스트림이 끝났으므로 태스크의 루프도 이어서 끝났습니다.",
    "Edit a row: an update":
      "행 편집하기: update",
    "you tap row 1, change the age to 29, and tap Save":
      "1행을 탭하고 나이를 29로 바꾼 뒤 Save를 탭합니다",
    "Back: the stream finishes with nothing in it":
      "뒤로: 아무것도 없이 스트림이 끝남",
    "you tap +, type \"{0}\", then ‹ Back":
      "+를 탭하고 \"{0}\"를 입력한 뒤 ‹ Back을 탭합니다",
    "Nothing was written, so nothing arrives: the list still has one member.":
      "아무것도 쓰지 않았으므로 아무것도 도착하지 않습니다. 목록에는 여전히 멤버가 한 명입니다.",

    // Lesson 6 --mistake
    "`[weak self]` looks safe. Watch what is not released.":
      "`[weak self]`는 안전해 보입니다. 무엇이 해제되지 않는지 지켜보세요.",
    "The deliberately wrong twin (Sources/Course/ViaAsyncStream/Mistakes) makes two changes that look harmless one at a time. The list reads each detail screen's stream in a task that takes `self` weakly, and unwraps it once, before the loop:":
      "일부러 틀리게 만든 쌍둥이(Sources/Course/ViaAsyncStream/Mistakes)는 하나씩 보면 해가 없어 보이는 변경 두 가지를 합니다. 목록은 각 상세 화면의 스트림을 `self`를 약하게 잡는 태스크에서 읽고, 루프 앞에서 한 번 풉니다:",
    "The detail screen was released, but there is no \"events finished\" line: nothing finished its stream, so the list's task is still in its loop, waiting.":
      "상세 화면은 해제되었지만 \"events finished\" 줄이 없습니다. 아무것도 스트림을 끝내지 않았으므로, 목록의 태스크는 아직 루프 안에서 기다리고 있습니다.",
    "No stored property holds the list: the task does. `[weak self]` made `self` weak only until `guard let self` ran; after it, `self` is strong until the loop ends.":
      "목록을 붙잡는 저장 프로퍼티는 없습니다. 태스크가 붙잡습니다. `[weak self]`는 `guard let self`가 실행될 때까지만 `self`를 약하게 했고, 그 뒤로 `self`는 루프가 끝날 때까지 강합니다.",
    "Nothing will finish the stream now, so only cancelling the reading task ends its loop, and the task lets go of the list. (The saved edit was handed to the waiting loop at Save, but the loop runs only when the main actor is next free, right after the line below. Handling it did not end the loop: only the stream's end, or a cancellation, does.)":
      "이제 스트림을 끝낼 것은 없으므로, 읽는 태스크를 취소해야만 루프가 끝나고 태스크가 목록을 놓습니다. (저장한 편집은 Save 때 기다리던 루프에 건네졌지만, 루프는 메인 액터가 다음에 비었을 때, 곧 아래 줄 바로 뒤에야 실행됩니다. 그것을 처리해도 루프는 끝나지 않았습니다. 스트림의 끝이나 취소만이 루프를 끝냅니다.)",
    "The edit was applied by a list that nobody showed any more. The fixes: finish the stream when the sender leaves, and take `self` weakly for each edit, inside the loop.":
      "편집 내용을 적용한 것은 더 이상 아무도 보여 주지 않는 목록이었습니다. 고치는 방법: 보내는 쪽이 떠날 때 스트림을 끝내고, 루프 안에서 편집 내용마다 `self`를 약하게 잡으세요.",

    // Lesson 7
    "Coordinators: parents, children and Back":
      "코디네이터: 부모, 자식, 그리고 Back",
    "A coordinator decides which screen comes next, so screens never push each other. MainCoordinator shows the home screen and hands each flow to a child coordinator: BuyCoordinator to subscribe, CreateAccountCoordinator to make an account. The parent keeps every running child in `childCoordinators`, and that array is the only thing that keeps a child alive. So the parent must remove a child when its flow is over: after the flow's own done button, and after Back, which the child never sees.":
      "코디네이터는 다음에 어떤 화면이 올지 정하므로, 화면끼리 서로를 푸시하지 않습니다. MainCoordinator는 홈 화면을 보여 주고 각 흐름을 자식 코디네이터에게 맡깁니다. 구독은 BuyCoordinator, 계정 만들기는 CreateAccountCoordinator입니다. 부모는 실행 중인 자식을 모두 `childCoordinators`에 보관하고, 자식을 살려 두는 것은 그 배열뿐입니다. 그래서 흐름이 끝나면 부모가 자식을 제거해야 합니다. 흐름 자체의 완료 버튼 뒤에도, 자식이 결코 보지 못하는 뒤로(Back) 뒤에도 그렇습니다.",
    "The app starts its main coordinator":
      "앱이 메인 코디네이터를 시작함",
    "start() made MainCoordinator the navigation controller's delegate (held weakly, so the app must keep `main` itself) and pushed HomeScreen, which holds `main` weakly.":
      "start()는 MainCoordinator를 내비게이션 컨트롤러의 델리게이트로 만들고(약하게 붙잡히므로 `main`은 앱이 직접 보관해야 합니다), `main`을 약하게 붙잡는 HomeScreen을 푸시했습니다.",
    "Now main.childCoordinators is {0}.":
      "이제 main.childCoordinators는 {0}입니다.",
    "Buy: the parent starts a child":
      "구매: 부모가 자식을 시작함",
    "you tap Buy a subscription":
      "Buy a subscription을 탭합니다",
    "The home screen only said what you want. MainCoordinator made a BuyCoordinator, set `child.parentCoordinator = self` (weak), appended it, and called start(), which pushed BuyScreen. The parent owns the child; the stack owns the screen.":
      "홈 화면은 원하는 것을 말했을 뿐입니다. MainCoordinator가 BuyCoordinator를 만들고 `child.parentCoordinator = self`(weak)를 설정한 뒤 배열에 추가하고 start()를 불렀으며, start()가 BuyScreen을 푸시했습니다. 부모는 자식을 소유하고, 스택은 화면을 소유합니다.",
    "Back: the navigation controller tells its delegate":
      "뒤로: 내비게이션 컨트롤러가 델리게이트에게 알림",
    "BuyCoordinator never saw the Back button: the navigation controller popped its screen. MainCoordinator heard didShow as the delegate. The screen being left, `transitionCoordinator?.viewController(forKey: .from)`, is no longer on the stack, so it was popped, and it names its coordinator. That child's flow is over: it tells the parent, childDidFinish(_:) removes it by identity (===), and nothing holds it any more.":
      "BuyCoordinator는 Back 버튼을 보지 못했습니다. 화면을 팝한 것은 내비게이션 컨트롤러입니다. MainCoordinator는 델리게이트로서 didShow를 들었습니다. 떠나는 화면 `transitionCoordinator?.viewController(forKey: .from)`은 더 이상 스택에 없으므로 팝된 것이고, 그 화면은 자신의 코디네이터를 알려 줍니다. 그 자식의 흐름은 끝났습니다. 자식이 부모에게 알리면 childDidFinish(_:)가 식별자(===)로 자식을 제거하고, 이제 아무것도 자식을 붙잡지 않습니다.",
    "Two flows at once":
      "두 흐름을 동시에",
    "you tap Buy a subscription, then Create an account first":
      "Buy a subscription을 탭한 뒤 Create an account first를 탭합니다",
    "The buy screen asked for another flow, so its coordinator's parent started a second child. Both run now, one screen on top of the other.":
      "구매 화면이 다른 흐름을 요청했으므로, 그 코디네이터의 부모가 두 번째 자식을 시작했습니다. 이제 둘 다 실행 중이고, 한 화면이 다른 화면 위에 있습니다.",
    "Create: the flow's own done button":
      "Create: 흐름 자체의 완료 버튼",
    "you tap Create":
      "Create를 탭합니다",
    "The child told its parent first and popped its screen after. So when didShow came, the popped screen's coordinator was no longer a child, and the parent did nothing: each flow is removed exactly once. The buy flow was not touched.":
      "자식은 먼저 부모에게 알리고, 그다음 화면을 팝했습니다. 그래서 didShow가 왔을 때 팝된 화면의 코디네이터는 이미 자식이 아니었고, 부모는 아무것도 하지 않았습니다. 각 흐름은 정확히 한 번 제거됩니다. 구매 흐름은 건드리지 않았습니다.",
    "Subscribe: the first flow ends too":
      "Subscribe: 첫 번째 흐름도 끝남",
    "you tap Subscribe":
      "Subscribe를 탭합니다",
    "Each child coordinator and its screen were released as their flow ended, while the app kept running. Now the app lets go of `main`, as when the scene closes:":
      "앱이 실행되는 동안 각 자식 코디네이터와 그 화면은 흐름이 끝날 때 해제되었습니다. 이제 씬(scene)이 닫힐 때처럼 앱이 `main`을 놓아 줍니다:",

    // Lesson 7 --mistake
    "Two deliberately wrong twins (Sources/Course/Coordinators/Mistakes), one leak each. They keep the names of the types they copy, so what the check reports reads as it would in an app.":
      "일부러 틀리게 만든 쌍둥이 둘(Sources/Course/Coordinators/Mistakes)이 각각 누수를 하나씩 만듭니다. 베낀 타입의 이름을 그대로 쓰므로, 검사 보고서는 실제 앱에서와 똑같이 읽힙니다.",
    "A parent that never removes its children":
      "자식을 결코 제거하지 않는 부모",
    "The twin MainCoordinator appends each child and nothing ever removes one:":
      "쌍둥이 MainCoordinator는 자식을 추가하기만 하고, 어디에서도 제거하지 않습니다:",
    "and its start() never sets `navigationController.delegate = self`, so Back goes unheard:":
      "그리고 그 start()는 `navigationController.delegate = self`를 설정하지 않아서, Back이 들리지 않습니다:",
    "The twin BuyCoordinator drops one word, `weak`:":
      "쌍둥이 BuyCoordinator는 단어 하나, `weak`를 빠뜨립니다:",
    "you tap Buy a subscription, then ‹ Back, three times":
      "Buy a subscription을 탭한 뒤 ‹ Back을 탭하기를 세 번 합니다",
    "Each Back released the buy screen, because the stack let it go. No BuyCoordinator was released: nobody told the parent, and the parent holds every one of them.":
      "Back을 누를 때마다 스택이 구매 화면을 놓아 주었으므로 화면은 해제되었습니다. BuyCoordinator는 하나도 해제되지 않았습니다. 아무도 부모에게 알리지 않았고, 부모가 그 모두를 붙잡고 있습니다.",
    "Counting what stays":
      "남은 것 세기",
    "✗ {0} #{1}  still alive: held by MainCoordinator.childCoordinators":
      "✗ {0} #{1}  아직 살아 있음: MainCoordinator.childCoordinators가 붙잡고 있음",
    "Not a cycle: the parent is alive and simply never lets go. Each round trip adds one, for as long as the app keeps its main coordinator: usually, until it quits.":
      "순환이 아닙니다. 부모가 살아 있으면서 그냥 놓아 주지 않을 뿐입니다. 앱이 메인 코디네이터를 보관하는 동안, 보통은 앱이 종료될 때까지, 한 번 다녀올 때마다 하나씩 늘어납니다.",
    "3 finished BuyCoordinators are still alive":
      "끝난 BuyCoordinator 3개가 아직 살아 있다",
    "What childDidFinish(_:) should have done, for each of them:":
      "childDidFinish(_:)가 각각에 대해 했어야 하는 일:",
    "Then this twin's app closes:":
      "그다음 이 쌍둥이의 앱이 닫힙니다:",
    "A child that holds its parent strongly":
      "부모를 강하게 붙잡는 자식",
    "you open the buy flow":
      "구매 흐름을 엽니다",
    "While the flow runs, the parent holds the child and the child holds the parent. Done or Back would remove the child and undo the loop. But you sign out instead, and the app lets go of its main coordinator while the buy screen is up.":
      "흐름이 실행되는 동안 부모는 자식을, 자식은 부모를 붙잡습니다. Done이나 Back이라면 자식을 제거해 고리를 풀었을 것입니다. 그런데 대신 로그아웃을 하고, 구매 화면이 떠 있는 동안 앱이 메인 코디네이터를 놓아 줍니다.",
    "The app drops `main` and the navigation controller:":
      "앱이 `main`과 내비게이션 컨트롤러를 버립니다:",
    "This cycle is real: both arrows are strong, because parentCoordinator has no `weak`.":
      "이 순환은 진짜입니다. parentCoordinator에 `weak`가 없으므로 두 화살표 모두 강한 참조입니다.",
    "The two coordinators hold the navigation controller, so it and its screens are still alive too, and so is everything they hold.":
      "두 코디네이터가 내비게이션 컨트롤러를 붙잡고 있으므로 내비게이션 컨트롤러와 그 화면들도, 그리고 그것들이 붙잡은 모든 것도 아직 살아 있습니다.",
    "The fix in real code is one word: `weak var parentCoordinator`. The parent owns the child; the child only needs to find the parent while both are alive.":
      "실제 코드에서 고치는 방법은 단어 하나, `weak var parentCoordinator`입니다. 부모가 자식을 소유하고, 자식은 둘 다 살아 있는 동안 부모를 찾을 수만 있으면 됩니다.",

    // Lesson 8
    "The same exchange with Observation":
      "같은 주고받기를 Observation으로",
    "Lesson 1's screens again, with one change: MemberDetailScreen (the sender) sends no message. It owns an @Observable state and changes it; MemberListScreen (the receiver) observes that state. No protocol, no `delegate = self`: the sender knows nobody.":
      "다시 레슨 1의 화면들이고, 바뀐 것은 하나입니다. MemberDetailScreen(보내는 쪽)은 메시지를 보내지 않습니다. @Observable 상태를 소유하고 그 상태를 바꿀 뿐이며, MemberListScreen(받는 쪽)이 그 상태를 관찰합니다. 프로토콜도 `delegate = self`도 없습니다. 보내는 쪽은 아무도 모릅니다.",
    "Tap \"+\": observe, do not register":
      "\"+\" 탭: 등록하지 말고 관찰하기",
    "plusButtonTapped() made a MemberDetailScreen and started a loop over `Observations { state.phase }`, in a task that holds the list only weakly. The detail screen was not told anything: it has no idea that it is being observed.":
      "plusButtonTapped()가 MemberDetailScreen을 만들고, 목록을 약하게만 붙잡는 태스크 안에서 `Observations { state.phase }`를 도는 루프를 시작했습니다. 상세 화면은 아무것도 듣지 못했습니다. 자신이 관찰되고 있다는 것을 전혀 모릅니다.",
    "Save: the sender changes its state":
      "Save: 보내는 쪽이 상태를 바꿈",
    "Save set `state.phase = .saved(.add(member))` and went back. The screen is already released, and the list has not heard yet: Observation delivers later, on the loop's next turn. The state outlives the screen, because the loop holds it.":
      "Save는 `state.phase = .saved(.add(member))`를 설정하고 돌아갔습니다. 화면은 이미 해제되었고, 목록은 아직 듣지 못했습니다. Observation은 나중에, 루프의 다음 차례에 전달합니다. 루프가 상태를 붙잡고 있으므로 상태는 화면보다 오래 삽니다.",
    "Now the loop saw the ending, applied it, and returned: the loop is over.":
      "이제 루프가 결말을 보고 적용한 뒤 반환했습니다. 루프가 끝났습니다.",
    "Edit a row: .saved(.update(index:, member))":
      "행 편집하기: .saved(.update(index:, member))",
    "An invalid age publishes nothing":
      "잘못된 나이는 아무것도 발행하지 않습니다",
    "The state is still `editing`, so the loop has nothing to deliver and keeps waiting.":
      "상태가 여전히 `editing`이므로 루프는 전달할 것이 없어 계속 기다립니다.",
    "Back: the sender goes away without saving":
      "뒤로: 보내는 쪽이 저장하지 않고 떠남",
    "Observation does not notice that an object went away, so the screen's last act (its deinit) sets `state.phase = .closed`. The loop sees that ending and returns. The list still has exactly one member.":
      "Observation은 객체가 사라진 것을 알아차리지 못하므로, 화면의 마지막 행동(deinit)이 `state.phase = .closed`를 설정합니다. 루프는 그 결말을 보고 반환합니다. 목록에는 여전히 멤버가 정확히 한 명입니다.",
    "Every loop has ended. Now the app lets go of the navigation controller:":
      "모든 루프가 끝났습니다. 이제 앱이 내비게이션 컨트롤러를 놓아 줍니다:",

    // Lesson 8 --mistake
    "No property points back at the list. Watch what is not released anyway.":
      "목록을 되짚어 가리키는 프로퍼티는 없습니다. 그래도 무엇이 해제되지 않는지 지켜보세요.",
    "Ending the loop":
      "루프 끝내기",
    "The deliberately wrong twin (Sources/Course/ViaObservation/Mistakes) makes two changes that look harmless one at a time. The list observes each detail screen's state in a task that takes `self` weakly, and unwraps it once, before the loop:":
      "일부러 틀리게 만든 쌍둥이(Sources/Course/ViaObservation/Mistakes)는 하나씩 보면 해가 없어 보이는 변경 두 가지를 합니다. 목록은 각 상세 화면의 상태를 `self`를 약하게 잡는 태스크에서 관찰하고, 루프 앞에서 한 번 풉니다:",
    "and the detail screen goes without ending its state:":
      "그리고 상세 화면은 상태를 끝내지 않고 사라집니다:",
    "Tap \"+\", then Back":
      "\"+\" 탭, 그리고 Back",
    "The detail screen was released, and its state still says `editing`: Observation does not notice that an object went away, and this screen did not say so. The loop waits for an ending that will never come, holding the list as it waits.":
      "상세 화면은 해제되었고, 그 상태는 여전히 `editing`입니다. Observation은 객체가 사라진 것을 알아차리지 못하고, 이 화면은 그렇다고 말하지 않았습니다. 루프는 결코 오지 않을 끝을 기다리며, 기다리는 동안 목록을 붙잡습니다.",
    "The fixes in real code: end the state when the screen goes (its deinit), return once the ending is applied, and take `self` weakly for each phase (`[weak self]` … `self?.receive(phase, from: state)`), so that even a loop that waits holds nothing.":
      "실제 코드의 해결책: 화면이 사라질 때(그 deinit에서) 상태를 끝내고, 끝을 적용하면 반환하고, 단계마다 `self`를 약하게 잡습니다(`[weak self]` … `self?.receive(phase, from: state)`). 그러면 기다리는 루프도 아무것도 붙잡지 않습니다.",
    "Nothing but the task holds the list. Cancelling the task ends the loop and frees it:":
      "목록을 붙잡는 것은 태스크뿐입니다. 태스크를 취소하면 루프가 끝나고 목록이 해제됩니다:",

    // Lesson 9
    "Choosing a mechanism":
      "방식 고르기",
    "Lessons 1 to 8 did one exchange five ways: the detail screen tells the list \"save this member\". Every way worked, and every way had its own leak. Which one should you pick? Ask these questions in order; the first one that decides, decides.":
      "레슨 1부터 레슨 8까지 한 가지 주고받기를 다섯 가지 방법으로 했습니다. 상세 화면이 목록에 \"이 멤버를 저장해\"라고 알리는 일입니다. 모든 방법이 동작했고, 모든 방법에 저마다의 누수가 있었습니다. 어느 것을 골라야 할까요? 다음 질문을 순서대로 던지세요. 처음으로 답이 정해지는 질문이 결정합니다.",
    "How many receivers?":
      "받는 쪽은 몇 개인가?",
    "One receiver that the sender is handed: a delegate or a closure. The sender holds it, so it knows there is exactly one (or none: `delegate?.` calls nobody). Receivers the sender must not know about, any number of them: NotificationCenter (every observer of a name), or Observation (every observer of a property). AsyncStream sits between: one stream feeds one consumer; a second consumer would take elements away from the first, not share them, so more listeners need more streams.":
      "보내는 쪽이 넘겨받는 받는 쪽 하나라면 델리게이트나 클로저입니다. 보내는 쪽이 그것을 붙잡으므로 정확히 하나(또는 없음: `delegate?.`는 아무도 부르지 않습니다)라는 것을 압니다. 보내는 쪽이 몰라야 하는 받는 쪽이 몇 개든 있다면 NotificationCenter(이름의 모든 옵저버)나 Observation(프로퍼티의 모든 옵저버)입니다. AsyncStream은 그 사이에 있습니다. 스트림 하나는 소비자 하나에게 공급합니다. 두 번째 소비자는 요소를 나눠 갖는 것이 아니라 첫 번째 소비자에게서 빼앗아 가므로, 듣는 쪽이 늘면 스트림도 늘려야 합니다.",
    "Must the receiver answer?":
      "받는 쪽이 답해야 하는가?",
    "A delegate method can return a value, and the compiler makes the one receiver give it:":
      "델리게이트 메서드는 값을 반환할 수 있고, 컴파일러는 하나뿐인 받는 쪽이 그 값을 내놓도록 강제합니다:",
    "A closure can return one too (`(Member) -> Bool`). A notification, a stream element or a property change cannot: they go one way, to zero or more receivers. `--mistake` shows what happens when you ask a question by broadcast anyway.":
      "클로저도 값을 반환할 수 있습니다(`(Member) -> Bool`). 노티피케이션, 스트림 요소, 프로퍼티 변경은 그럴 수 없습니다. 이것들은 0개 이상의 받는 쪽을 향해 한 방향으로만 갑니다. 그래도 브로드캐스트로 질문하면 어떻게 되는지는 `--mistake`가 보여 줍니다.",
    "Typing and coupling":
      "타입과 결합도",
    "delegate       a named protocol: the sender knows the receiver's role, not its type":
      "delegate       이름 있는 프로토콜: 보내는 쪽은 받는 쪽의 타입이 아니라 역할을 앎",
    "closure        a function type: the sender knows even less, the receiver writes the glue":
      "closure        함수 타입: 보내는 쪽은 더 적게 알고, 연결 코드는 받는 쪽이 작성함",
    "notification   a name and a userInfo dictionary (`Any`), checked at run time; a typed":
      "notification   이름과 userInfo 딕셔너리(`Any`), 실행 중에 검사함. 타입이 있는",
    "MainActorMessage brings the compiler back, the name-only coupling stays":
      "MainActorMessage는 컴파일러 검사를 되살리지만, 이름으로만 묶이는 결합은 남음",
    "stream         a typed element; the consumer owns the loop, the producer owns the end":
      "stream         타입이 있는 요소. 루프는 소비자가, 끝은 생산자가 소유함",
    "observation    the receiver reads the sender's state; no message type at all":
      "observation    받는 쪽이 보내는 쪽의 상태를 읽음. 메시지 타입이 전혀 없음",
    "Lifetime: the hazard and its fix":
      "수명: 위험과 해결책",
    "delegate       a strong delegate plus a kept screen is a cycle       → `weak var delegate`":
      "delegate       강한 델리게이트와 보관한 화면은 순환                  → `weak var delegate`",
    "closure        a closure that captures self strongly                 → `[weak self]`":
      "closure        self를 강하게 캡처하는 클로저                         → `[weak self]`",
    "coordinators   a child coordinator never removed from its parent    → `childDidFinish(_:)`":
      "coordinators   부모에서 제거되지 않는 자식 코디네이터               → `childDidFinish(_:)`",
    "Each of these is a `--mistake` run of its lesson, caught by name.":
      "각각은 해당 강의의 `--mistake` 실행이며, 이름으로 잡힙니다.",
    "Isolation and threading":
      "격리와 스레드",
    "Cost":
      "비용",
    "The decision table":
      "결정 표",
    "one-to-   answers?  typed      lifetime fix          runs":
      "받는 쪽   답?       타입       수명 문제 해결        실행 시점",
    "delegate      one       yes       protocol   weak var delegate     now, caller's thread":
      "delegate      하나      예        protocol   weak var delegate     즉시, 호출한 스레드",
    "closure       one       yes       function   [weak self]           now, caller's thread":
      "closure       하나      예        function   [weak self]           즉시, 호출한 스레드",
    "* a MainActorMessage is typed   ** or the queue given; a MainActorMessage on the main actor":
      "* MainActorMessage는 타입이 있음   ** 또는 지정한 큐. MainActorMessage는 메인 액터",
    "Coordinators are not a sixth way of telling: they decide who creates and connects the screens, and then use one of these (usually a delegate or a closure) to hear back.":
      "코디네이터는 여섯 번째 알림 방법이 아닙니다. 누가 화면을 만들고 연결할지 정한 다음, 답을 듣기 위해 이 중 하나(보통 델리게이트나 클로저)를 씁니다.",

    // Lesson 9 --mistake
    "The classic wrong choice: a one-to-one question, sent as a one-to-many broadcast. The detail screen wants to ask \"should this member be saved?\" before saving, and posts:":
      "전형적인 잘못된 선택: 일대일 질문을 일대다 브로드캐스트로 보내는 것입니다. 상세 화면은 저장하기 전에 \"이 멤버를 저장해야 하나?\"라고 묻고 싶어서 이렇게 게시합니다:",
    "and hopes that someone writes an answer into `reply`. Three runs show what goes wrong.":
      "그리고 누군가 `reply`에 답을 써 주기를 바랍니다. 세 번의 실행이 무엇이 잘못되는지 보여 줍니다.",
    "Nobody is listening":
      "아무도 듣고 있지 않음",
    "The post went out; the reply box came back with no answer (nil).":
      "게시는 나갔고, 답장 상자는 답 없이(nil) 돌아왔습니다.",
    "The sender cannot tell \"nobody listened\" from \"somebody forgot to answer\". It must guess, and a guess of \"save\" saves a member that a rule would have refused.":
      "보내는 쪽은 \"아무도 듣지 않았다\"와 \"누군가 답하는 것을 잊었다\"를 구별할 수 없습니다. 추측해야 하고, \"저장\"으로 추측하면 규칙이었다면 거부했을 멤버를 저장하게 됩니다.",
    "Two observers answer":
      "두 옵저버가 답함",
    "Both observers ran (2 answers written), into the same box, which keeps only the last one. Which observer runs last is up to the center, and in this Foundation it is not even the same from one run to the next: the sender gets \"save\" or \"do not save\" by chance, and the other answer is lost without a trace.":
      "두 옵저버 모두 실행되어(답 2개를 씀) 같은 상자에 썼고, 상자는 마지막 답만 남깁니다. 어느 옵저버가 마지막에 실행될지는 센터가 정하며, 이 Foundation에서는 실행할 때마다 달라지기까지 합니다. 보내는 쪽은 우연에 따라 \"save\" 또는 \"do not save\"를 받고, 다른 답은 흔적도 없이 사라집니다.",
    "The same question as a delegate method":
      "같은 질문을 델리게이트 메서드로",
    "With the list as delegate: do not save. Exactly one receiver, and it cannot forget to answer: the compiler requires the Bool. Without a delegate the default (save) is written at the call site, where you can read it.":
      "목록이 델리게이트일 때: 저장하지 않음. 받는 쪽은 정확히 하나이고 답하는 것을 잊을 수 없습니다. 컴파일러가 Bool을 요구하기 때문입니다. 델리게이트가 없으면 기본값(저장)이 호출하는 곳에 쓰여 있어 읽을 수 있습니다.",
    "Use a delegate (or a closure returning a value) for questions; keep broadcasts for news that any number of listeners, or none, may hear.":
      "질문에는 델리게이트(또는 값을 반환하는 클로저)를 쓰세요. 브로드캐스트는 듣는 쪽이 몇이든, 아무도 없든 상관없는 소식에 쓰세요.",

    // Synced with the numbered lesson scripts
    "A delegate or closure call runs right away, on the caller's thread, inside the call: on the main actor when the sender is a screen. A block observer runs on the posting thread (queue: nil), or later on the queue you give; a MainActorMessage runs on the main actor. A stream hands each element to the consumer's task, later: it is the only one of these that crosses from one actor or thread to another by design. An Observations loop also runs later, in its own task, on the loop's next turn after the change.":
      "델리게이트나 클로저 호출은 호출 안에서, 호출하는 쪽의 스레드에서 바로 실행됩니다. 보내는 쪽이 화면이라면 메인 액터에서입니다. 블록 옵저버는 게시한 스레드에서(queue: nil), 또는 나중에 지정한 큐에서 실행되고, MainActorMessage는 메인 액터에서 실행됩니다. 스트림은 각 요소를 나중에 소비자의 태스크에 넘깁니다. 이 중에서 설계상 한 액터나 스레드에서 다른 곳으로 넘어가는 것은 스트림뿐입니다. Observations 루프도 나중에, 자신의 태스크에서, 변경 뒤 루프의 다음 차례에 실행됩니다.",
    "A receiver screen presents a sender screen. Going back, the sender tells the receiver a required piece of information and, only if the receiver wants it, an optional one. Objective-C marks the second method @optional and asks respondsToSelector: first. Swift on Linux has no Objective-C runtime, so `@objc optional func` does not even compile here: \"Objective-C interoperability is disabled\".":
      "받는 쪽 화면이 보내는 쪽 화면을 표시합니다. 돌아갈 때 보내는 쪽은 받는 쪽에 필수 정보 하나를 알리고, 받는 쪽이 원할 때만 선택 정보도 하나 알립니다. Objective-C는 두 번째 메서드에 @optional을 붙이고 먼저 respondsToSelector:로 물어봅니다. Linux의 Swift에는 Objective-C 런타임이 없으므로 여기서는 `@objc optional func`가 컴파일조차 되지 않습니다: \"Objective-C interoperability is disabled\".",
    "AsyncStream   one       no        element    finish, weak self     later, consumer's task":
      "AsyncStream   하나      아니요    element    finish, weak self     나중에, 소비자의 태스크",
    "Cutting either arrow of the cycle would do. Setting the list's kept reference to nil frees both:":
      "순환의 화살표 중 어느 쪽을 끊어도 됩니다. 목록이 보관한 참조를 nil로 설정하면 둘 다 해제됩니다:",
    "Cutting either link of the cycle would do. Setting the list's kept reference to nil frees both:":
      "순환의 고리 중 어느 쪽을 끊어도 됩니다. 목록이 보관한 참조를 nil로 설정하면 둘 다 해제됩니다:",
    "Declare the method in the protocol and keep the extension as its default: technique 1, step 1 of the normal run. Then the call is dispatched to the receiver's own version:":
      "메서드를 프로토콜에 선언하고, 익스텐션은 기본 구현으로 남겨 두세요. 기법 1, 정상 실행의 1단계입니다. 그러면 호출이 받는 쪽 자신의 구현으로 디스패치됩니다:",
    "Each technique below runs twice: for ReceiverScreen, which implements the optional method, and for RequiredOnlyReceiverScreen, which does not. (Technique 2 is the mistake: `--mistake` runs it.)":
      "아래의 각 기법은 두 번 실행됩니다. 선택 메서드를 구현한 ReceiverScreen에서 한 번, 구현하지 않은 RequiredOnlyReceiverScreen에서 한 번입니다. (기법 2는 실수입니다. `--mistake`가 실행합니다.)",
    "Every compose screen was released at its dismissal. Now the app lets go of the value screen:":
      "모든 작성 화면은 닫힐 때 해제되었습니다. 이제 앱이 값 화면을 놓아 줍니다:",
    "Every detail screen was released when it left its stack, and every subscription went with its message or its list. Now the app lets go of both navigation controllers:":
      "모든 상세 화면은 스택을 떠날 때 해제되었고, 모든 구독은 메시지나 목록과 함께 사라졌습니다. 이제 앱이 두 내비게이션 컨트롤러를 놓아 줍니다:",
    "Every detail screen was released when it left the stack. Now the app lets go of the navigation controller, as when the scene closes:":
      "모든 상세 화면은 스택을 떠날 때 해제되었습니다. 이제 씬(scene)이 닫힐 때처럼 앱이 내비게이션 컨트롤러를 놓아 줍니다:",
    "Every sender was released as soon as it was dismissed. Now the app lets go of the receivers:":
      "모든 보내는 쪽은 닫히자마자 해제되었습니다. 이제 앱이 받는 쪽들을 놓아 줍니다:",
    "Every stream finished and every reading task ended. Now the app lets go of the navigation controller, as when the scene closes:":
      "모든 스트림이 끝나고 모든 읽는 태스크가 끝났습니다. 이제 씬(scene)이 닫힐 때처럼 앱이 내비게이션 컨트롤러를 놓아 줍니다:",
    "Its type is a plain function type, with a name:":
      "그 타입은 이름이 붙은 평범한 함수 타입입니다:",
    "Its type names what it carries, the edit every mechanism of the course carries:":
      "그 타입은 무엇을 나르는지, 즉 이 코스의 모든 메커니즘이 나르는 편집 내용을 이름으로 밝힙니다:",
    "Measured, not guessed: this lesson's page shows one full run of the benchmark. A delegate or closure call costs nanoseconds; a notification or an observation round, hundreds of nanoseconds to about ten microseconds; a stream element, up to tens of microseconds when it crosses threads. One whole Save, screens and all, costs tens to hundreds of microseconds. The mechanism is rarely what makes an app slow: choose by the questions above. To measure on your machine (a release build, a few seconds): `swift run -c release Benchmarks --quick`.":
      "추측이 아니라 측정한 값입니다. 이 레슨의 페이지에 벤치마크 전체 실행 한 번의 결과가 있습니다. 델리게이트나 클로저 호출은 나노초 단위, 노티피케이션이나 관찰 한 번은 수백 나노초에서 10마이크로초 정도, 스트림 요소는 스레드를 넘을 때 수십 마이크로초까지 듭니다. 화면까지 포함한 Save 한 번 전체는 수십에서 수백 마이크로초입니다. 앱을 느리게 만드는 것이 메커니즘인 경우는 드뭅니다. 위의 질문으로 고르세요. 여러분의 컴퓨터에서 직접 재려면(릴리스 빌드, 몇 초): `swift run -c release Benchmarks --quick`.",
    "Observation   many      no        property   return, weak self     later, the loop's next turn":
      "Observation   여럿      아니요    property   return, weak self     나중에, 루프의 다음 차례",
    "Technique 2 is the deliberately wrong one (Sources/Course/OptionalRequirements/Mistakes). It leaves the optional method out of the protocol and writes it only in an extension:":
      "기법 2는 일부러 틀리게 만든 것입니다(Sources/Course/OptionalRequirements/Mistakes). 선택 메서드를 프로토콜에서 빼고 익스텐션에만 작성합니다:",
    "Technique 2: open the sender and go back":
      "기법 2: 보내는 쪽을 열고 돌아가기",
    "The deliberately wrong twin (Sources/Course/ViaClosure/Mistakes) changes the receiver, not the sender: a stored closure is always held strongly, and the code that writes it decides what it captures. Two changes that look harmless one at a time: no `[weak self]`, and a kept detail screen, \"to reuse it\":":
      "일부러 틀리게 만든 쌍둥이(Sources/Course/ViaClosure/Mistakes)는 보내는 쪽이 아니라 받는 쪽을 바꿉니다. 저장된 클로저는 언제나 강하게 붙잡히고, 무엇을 캡처할지는 그 클로저를 작성하는 코드가 정합니다. 하나씩 보면 무해해 보이는 변경 두 가지, `[weak self]`가 없는 것과 \"재사용하려고\" 보관한 상세 화면입니다:",
    "The deliberately wrong twin (Sources/Course/ViaDelegate/Mistakes) makes two changes that look harmless one at a time. Its MemberDetailScreen drops the `weak`:":
      "일부러 틀리게 만든 쌍둥이(Sources/Course/ViaDelegate/Mistakes)는 하나씩 보면 무해해 보이는 변경 두 가지를 합니다. 그 MemberDetailScreen은 `weak`를 빼고:",
    "The fix does not depend on who keeps whom: mark the protocol `AnyObject` and make the delegate `weak`, as the correct ComposeScreen does.":
      "누가 누구를 보관하든 고치는 방법은 같습니다. 프로토콜을 `AnyObject`로 표시하고, 올바른 ComposeScreen처럼 델리게이트를 `weak`로 만드세요.",
    "The fix in real code is one word: `weak var delegate`. Then the kept reference is harmless, because the detail screen no longer owns the list.":
      "실제 코드에서 고치는 방법은 단어 하나, `weak var delegate`입니다. 그러면 보관한 참조는 무해합니다. 상세 화면이 더 이상 목록을 소유하지 않기 때문입니다.",
    "The same two screens as in Lesson 1, and no delegate. MemberDetailScreen (the sender) posts what happened to a NotificationCenter; MemberListScreen (the receiver) asked the center to tell it about that one detail screen. Neither screen points at the other. The detail screen posts:":
      "레슨 1과 같은 두 화면이고, 델리게이트는 없습니다. MemberDetailScreen(보내는 쪽)은 무슨 일이 있었는지 NotificationCenter에 게시하고, MemberListScreen(받는 쪽)은 그 상세 화면 하나에 대해서만 알려 달라고 센터에 요청해 두었습니다. 어느 화면도 상대를 가리키지 않습니다. 상세 화면은 이렇게 게시하고:",
    "The seed's protocol is not class-bound (no `: AnyObject`), so its delegate cannot be `weak` and is held strongly. The twin in Sources/Course/ViaDelegate/Mistakes does the same, in its protocol and in its ComposeScreen:":
      "원래 글의 프로토콜은 클래스 전용이 아니어서(`: AnyObject`가 없음) 델리게이트를 `weak`로 선언할 수 없고, 강하게 붙잡습니다. Sources/Course/ViaDelegate/Mistakes의 쌍둥이도 프로토콜과 ComposeScreen에서 똑같이 합니다:",
    "The sender asks before it calls:":
      "보내는 쪽은 호출하기 전에 묻습니다:",
    "Through the protocol, the name didSendOptionalInfo means the extension's method, whatever the receiver implements. The sender cannot tell; only the transcript can.":
      "프로토콜을 통해 부르면 didSendOptionalInfo라는 이름은 받는 쪽이 무엇을 구현하든 익스텐션의 메서드를 뜻합니다. 보내는 쪽은 알 수 없고, 기록(transcript)만이 알려 줍니다.",
    "and its MemberListScreen keeps the detail screen it opened, \"to reuse it\":":
      "그 MemberListScreen은 자신이 연 상세 화면을 \"재사용하려고\" 보관합니다:",
    "and the detail screen's stream is never finished:":
      "상세 화면의 스트림은 끝나지 않습니다:",
    "and the list, for the one detail screen it opened, listens:":
      "목록은 자신이 연 상세 화면 하나에 대해서만 듣습니다:",
    "notification   a block observer that captures self, never removed   → `[weak self]`, keep the token":
      "notification   self를 캡처하고 제거되지 않는 블록 옵저버            → `[weak self]`, 토큰 보관",
    "notification  many      no        name/Any*  keep the token        now, poster's thread**":
      "notification  여럿      아니요    name/Any*  keep the token        즉시, 게시한 스레드**",
    "observation    an Observations loop that never ends and holds self  → return at the ending; `[weak self]`":
      "observation    끝나지 않고 self를 붙잡는 Observations 루프          → 결말에서 반환, `[weak self]`",
    "stream         a Task that loops over a stream that never finishes  → finish it; `self` weakly per edit":
      "stream         끝나지 않는 스트림을 도는 Task                       → 스트림을 끝냄, 편집마다 `self`를 약하게",
    // --help
    "usage: swift run {0} [options]":
      "사용법: swift run {0} [옵션]",
    "options:":
      "옵션:",
    "wait for Enter before each step":
      "단계마다 Enter를 기다림",
    "run the deliberately wrong version and catch its leak":
      "일부러 틀리게 만든 버전을 실행하고 그 누수를 잡아냄",
    "narrate in en (English), ko (한국어) or ja (日本語)":
      "설명할 언어: en (English), ko (한국어), ja (日本語)",
    "plain output (also when NO_COLOR is set or not a terminal)":
      "색 없이 출력 (NO_COLOR가 설정되었거나 터미널이 아닐 때도)",
    "show this help":
      "이 도움말 보기",
    "run technique 2, the static-dispatch pitfall, and catch the skipped method":
      "기법 2(정적 디스패치 함정)를 실행하고 건너뛴 메서드를 잡아냄",
    "count the children a parent never removes, and catch a strong parent's cycle":
      "부모가 끝내 제거하지 않는 자식을 세고, 강한 부모 참조의 순환을 잡아냄",
    "ask a question by broadcast, and see what breaks":
      "브로드캐스트로 질문하고 무엇이 깨지는지 봄",
    "Without --lang, the language follows the locale: the first of LC_ALL, LC_MESSAGES and LANG that is set; ko… is Korean, ja… Japanese, anything else English.":
      "--lang이 없으면 로캘을 따릅니다. LC_ALL, LC_MESSAGES, LANG 중 처음으로 설정된 값이 ko…이면 한국어, ja…이면 일본어, 그 밖에는 영어입니다.",
    "A detail screen tells a list screen \"add this member\" or \"update row i\" through a delegate protocol, then is released. --mistake shows the strong-delegate leak.":
      "상세 화면이 델리게이트 프로토콜로 목록 화면에 \"이 멤버를 추가\" 또는 \"i번 행을 수정\"을 알린 뒤 해제됩니다. --mistake는 강한 델리게이트의 누수를 보여 줍니다.",
    "A value screen presents compose screens for a title and a subtitle; Done or Cancel tells it which, naming the sender. --mistake shows when a strong delegate leaks, and when not.":
      "값 화면이 제목과 부제목을 작성하는 화면을 표시합니다. Done이나 Cancel은 보내는 쪽이 자기 자신을 넘겨 어느 화면인지 알립니다. --mistake는 강한 델리게이트가 누수를 만들 때와 만들지 않을 때를 보여 줍니다.",
    "A sender screen tells its receiver a required piece of information and, only if the receiver wants it, an optional one: techniques 1, 3 and 4 do what Objective-C's @optional does. --mistake shows technique 2, a method only in a protocol extension, failing.":
      "보내는 쪽 화면이 받는 쪽에 필수 정보를 알리고, 받는 쪽이 원할 때만 선택 정보도 알립니다. 기법 1, 3, 4가 Objective-C의 @optional이 하던 일을 합니다. --mistake는 프로토콜 익스텐션에만 있는 메서드, 기법 2가 실패하는 모습을 보여 줍니다.",
    "The detail screen stores a closure (onSave) that the list writes with [weak self]; no protocol at all. --mistake shows a strong capture leaking, caught by name.":
      "상세 화면은 목록이 [weak self]로 작성한 클로저(onSave)를 저장합니다. 프로토콜은 전혀 없습니다. --mistake는 강한 캡처가 누수를 만들고 이름으로 잡히는 모습을 보여 줍니다.",
    "The detail screen posts to a NotificationCenter and knows nobody; the list observes the one screen it opened, with typed messages or classic userInfo. --mistake shows an observer that is never removed (a leak) and a dropped token (an observer that hears nothing).":
      "상세 화면은 NotificationCenter에 포스트할 뿐 아무도 모릅니다. 목록은 자신이 연 그 화면 하나만 타입이 있는 메시지나 전통적인 userInfo로 관찰합니다. --mistake는 끝내 제거되지 않는 옵저버(누수)와 버려진 토큰(아무것도 듣지 못하는 옵저버)을 보여 줍니다.",
    "A detail screen writes each edit (.add or .update) into its own AsyncStream; the list reads them in a task. --mistake shows a [weak self] task that keeps the list alive anyway.":
      "상세 화면이 편집(.add 또는 .update)을 하나씩 자신의 AsyncStream에 씁니다. 목록은 Task 안에서 그것을 읽습니다. --mistake는 [weak self]인데도 목록을 살려 두는 Task를 보여 줍니다.",
    "A main coordinator starts a child coordinator per flow and removes it when the flow ends, by its Done button or by Back. --mistake counts the children never removed and names the cycle of a strong parentCoordinator.":
      "메인 코디네이터가 흐름마다 자식 코디네이터를 시작하고, 흐름이 Done 버튼이나 Back으로 끝나면 제거합니다. --mistake는 끝내 제거되지 않는 자식을 세고, 강한 parentCoordinator가 만드는 순환을 이름으로 보여 줍니다.",
    "A detail screen publishes its ending as @Observable state and the list observes it with Observations. --mistake shows an observation loop that keeps the list alive.":
      "상세 화면이 자신의 결말을 @Observable 상태로 공개하고, 목록은 Observations로 그것을 관찰합니다. --mistake는 목록을 살려 두는 관찰 루프를 보여 줍니다.",
    "Delegate, closure, NotificationCenter, AsyncStream or Observation: six questions decide. To measure the costs yourself: swift run -c release Benchmarks --quick (a release build, a few seconds).":
      "델리게이트, 클로저, NotificationCenter, AsyncStream, Observation 중 무엇을 쓸지는 여섯 가지 질문이 정합니다. 비용을 직접 재려면: swift run -c release Benchmarks --quick (릴리스 빌드, 몇 초).",
  ]
}
