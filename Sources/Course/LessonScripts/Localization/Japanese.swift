// The Japanese narration table. How to write an entry (Localization.swift says more):
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
  /// The Japanese narration, keyed by the English text.
  static let japaneseEntries: KeyValuePairs<String, String> = [
    // Narrator
    "Lesson {0} · {1}":
      "レッスン{0} · {1}",
    "Step {0} · {1}":
      "ステップ{0} · {1}",
    "released":
      "解放された",
    "still alive":
      "まだ生きている",
    "still alive: retain cycle":
      "まだ生きている：循環参照",
    "Reflection (Mirror) found no cycle through stored properties; it cannot tell weak references from strong ones.":
      "リフレクション（Mirror）は格納プロパティをたどる循環を見つけられませんでした。リフレクションは弱参照と強参照を区別できません。",
    "Found by reflection (Mirror), which cannot tell weak references from strong ones.":
      "リフレクション（Mirror）で見つけました。リフレクションは弱参照と強参照を区別できません。",
    "It could not look inside: {0}.":
      "リフレクションが中を調べられなかったもの：{0}。",
    "{0} (a closure)":
      "{0}（クロージャ）",
    "{0} (a task)":
      "{0}（タスク）",
    "Verdict: every object was released.":
      "判定：すべてのオブジェクトが解放されました。",
    "Verdict: leak caught, as this mistake predicts.":
      "判定：このミスが予言したとおり、リークを捕まえました。",
    "Verdict: LEAK. This should not happen in the correct version.":
      "判定：リーク。正しい版では起きてはならないことです。",
    "Verdict: nothing leaked, but this mistake should leak. The check is broken.":
      "判定：何もリークしませんでしたが、このミスはリークするはずです。確認の仕組みが壊れています。",
    "Verdict: mistake caught, as predicted: {0}.":
      "判定：予言どおりミスを捕まえました：{0}。",
    "Verdict: this mistake predicts that {0}, but the run did not show it. The check is broken.":
      "判定：このミスは「{0}」と予言しますが、実行ではそうなりませんでした。確認の仕組みが壊れています。",
    "press Enter for the next step":
      "Enter キーで次のステップへ進みます",

    // Transcript notes
    "{0} refused the input and told nobody":
      "{0} は入力を拒否し、誰にも伝えなかった",
    "{0} has no didSendOptionalInfo: the default ran, doing nothing":
      "{0} には didSendOptionalInfo がない：何もしないデフォルト実装が動いた",
    "{0} is not an AskingSenderOptionalDelegate: optional info skipped":
      "{0} は AskingSenderOptionalDelegate ではない：任意の情報を飛ばした",
    "onOptionalInfo is nil: optional info skipped":
      "onOptionalInfo が nil：任意の情報を飛ばした",
    "static dispatch: the extension's didSendOptionalInfo ran, whatever {0} implements":
      "静的ディスパッチ：{0} が何を実装していても、エクステンションの didSendOptionalInfo が動いた",
    "{0} ignored a notification: {1}'s userInfo[\"edit\"] is a String, not a MemberEdit":
      "{0} は通知を無視した：{1} の userInfo[\"edit\"] が MemberEdit ではなく String",

    // Lesson 1
    "Member editing through a weak delegate":
      "弱参照のデリゲートでメンバーを編集する",
    "Two screens, one job each. MemberListScreen shows the members; MemberDetailScreen edits one. When you tap Save, the detail screen (the sender) must tell the list (the receiver) what happened. It does not know the list's type: only that its `delegate` conforms to MemberDelegate, a protocol with two methods.":
      "二つの画面が、それぞれ一つの仕事をします。MemberListScreen はメンバーを一覧で表示し、MemberDetailScreen は一人を編集します。Save をタップしたら、詳細画面（通知元）は何が起きたかを一覧（通知先）に伝えなければなりません。詳細画面は一覧の型を知りません。知っているのは、自分の `delegate` が二つのメソッドを持つプロトコル MemberDelegate に準拠していることだけです。",
    "The empty list":
      "空の一覧",
    "A navigation controller shows MemberListScreen. It owns no members yet.":
      "ナビゲーションコントローラーが MemberListScreen を表示しています。メンバーはまだいません。",
    "Tap \"+\"":
      "「+」をタップ",
    "you tap +":
      "+ をタップします",
    "plusButtonTapped() made an empty MemberDetailScreen, set `detailVC.delegate = self` and pushed it. The navigation stack now owns the detail screen; the detail screen points back at the list only weakly.":
      "plusButtonTapped() が空の MemberDetailScreen を作り、`detailVC.delegate = self` を設定してプッシュしました。いまはナビゲーションスタックが詳細画面を所有し、詳細画面は一覧を弱くしか指していません。",
    "Fill in the form":
      "フォームに入力",
    "you type a name, an age, a phone number and an address":
      "名前、年齢、電話番号、住所を入力します",
    "Save: the sender tells its delegate":
      "Save：通知元がデリゲートに伝える",
    "you tap Save":
      "Save をタップします",
    "Save validated the form, then sent one message to the delegate and went back:":
      "Save はフォームを検証し、デリゲートにメッセージを一つ送ってから前の画面に戻りました：",
    "The list did the work: listView.apply(.add(member)) added it and reloaded the table. The detail screen was released as soon as it was popped: nothing else held it.":
      "仕事をしたのは一覧です：listView.apply(.add(member)) がメンバーを追加し、テーブルを読み込み直しました。詳細画面はポップされるとすぐに解放されました。ほかに詳細画面を持っているものがなかったからです。",
    "Select the row":
      "行を選ぶ",
    "you tap row 1":
      "1 行目をタップします",
    "tableView(_:didSelectRowAt:) pushed a detail screen filled with row 1's member, and, again, set itself as the delegate.":
      "tableView(_:didSelectRowAt:) が 1 行目のメンバーを入れた詳細画面をプッシュし、今回も自分をデリゲートに設定しました。",
    "Edit and Save: update(index:)":
      "編集して Save：update(index:)",
    "you change the age to 29 and tap Save":
      "年齢を 29 に変えて Save をタップします",
    "This screen was opened for row index 0, so it sends update(index: 0, …):":
      "この画面は行インデックス 0 のために開かれたので、update(index: 0, …) を送ります：",
    "An invalid age is refused":
      "不正な年齢は拒否される",
    "you tap +, type \"{0}\", age \"twenty\", and tap Save":
      "+ をタップし、「{0}」、年齢「twenty」と入力して Save をタップします",
    "The form refused the input before any message was sent: the delegate heard nothing, and the screen stays up with the reason.":
      "メッセージを送る前にフォームが入力を拒否しました。デリゲートには何も届かず、画面は理由を表示したまま残ります。",
    "Back":
      "戻る",
    "you tap ‹ Back":
      "‹ Back をタップします",
    "The list still has exactly one member: nothing was added and nothing was lost.":
      "一覧のメンバーはちょうど一人のままです。何も追加されず、何も失われていません。",
    "Lifetime check":
      "寿命の確認",

    // Lesson 1 --mistake
    "Together they are a retain cycle. Watch what is not released.":
      "二つ合わさると循環参照（retain cycle）になります。何が解放されないかを見てください。",
    "Tap \"+\", fill in the form, Save":
      "「+」をタップ、フォームに入力、Save",
    "you tap +, type \"{0}\", 28, and tap Save":
      "+ をタップし、「{0}」、28 と入力して Save をタップします",
    "The message arrived and the screen was popped, but there is no \"released\" line: the list still holds the detail screen, and the detail screen holds the list.":
      "メッセージは届き、画面はポップされましたが、「released」の行がありません。一覧はまだ詳細画面を持ち、詳細画面は一覧を持っています。",
    "The app lets go of the navigation controller, as when the scene closes:":
      "シーンが閉じるときのように、アプリがナビゲーションコントローラーを手放します：",
    "Breaking the cycle":
      "循環を断ち切る",

    // Lesson 2
    "Compose with cancel: why the sender passes itself":
      "キャンセルのある入力画面: なぜ通知元は自分を渡すのか",
    "ValueScreen shows a title and a subtitle. Each is edited in a ComposeScreen presented modally, with Done and Cancel. Either way the compose screen (the sender) tells the value screen (the receiver) how it ended, and names itself as the first argument:":
      "ValueScreen はタイトルとサブタイトルを表示します。それぞれ、モーダル表示される ComposeScreen で、Done と Cancel を使って編集します。どちらで終わっても、入力画面（通知元）はどう終わったかを値の画面（通知先）に伝え、最初の引数として自分自身を渡します：",
    "The value screen":
      "値の画面",
    "Nothing is set yet.":
      "まだ何も設定されていません。",
    "Edit the title":
      "タイトルを編集する",
    "you tap Edit title":
      "Edit title をタップします",
    "editTitleTapped() made a ComposeScreen, set `composer.delegate = self`, noted it (weakly) as the title's composer, and presented it. The presentation owns it now.":
      "editTitleTapped() が ComposeScreen を作り、`composer.delegate = self` を設定し、タイトル用の入力画面として（弱く）覚えてから表示しました。いまはモーダル表示がこの画面を所有しています。",
    "you type \"Hello\"":
      "「Hello」と入力します",
    "Done: the sender names itself":
      "Done：通知元が自分を名乗る",
    "you tap Done":
      "Done をタップします",
    "One message, then the dismissal; the compose screen was released right away, since only the presentation held it. The value screen put \"Hello\" in the title's row, because the sender it was handed is its title composer:":
      "メッセージが一つ、続いて閉じる処理。入力画面を持っていたのはモーダル表示だけだったので、すぐに解放されました。渡された通知元がタイトル用の入力画面なので、値の画面は「Hello」をタイトルの行に入れました：",
    "A second composer, the same messages":
      "二つ目の入力画面、同じメッセージ",
    "you tap Edit subtitle, type \"Delegates, step by step\", and tap Done":
      "Edit subtitle をタップし、「Delegates, step by step」と入力して Done をタップします",
    "The same method, the same receiver: only the first argument differs. Without it the value screen could not know which row the text belongs in.":
      "同じメソッド、同じ通知先で、違うのは最初の引数だけです。それがなければ、値の画面はテキストをどの行に入れればよいか分かりません。",
    "Cancel delivers no value":
      "Cancel は値を届けない",
    "you tap Edit title, type \"Discarded\", and tap Cancel":
      "Edit title をタップし、「Discarded」と入力して Cancel をタップします",
    "composerDidCancel(_:) carries no value at all: the typed text never left the compose screen. The title row says so; the subtitle row is untouched.":
      "composerDidCancel(_:) は値をまったく運びません。入力したテキストは入力画面から一度も出ていません。タイトルの行はそう表示し、サブタイトルの行はそのままです。",

    // Lesson 2 --mistake
    "Is that a leak? Sometimes. Two runs of the same screens tell when.":
      "これはリークでしょうか？ 場合によります。同じ画面を二回動かすと、どんなときかが分かります。",
    "The twin's value screen only presents its subtitle composer, as the correct one does.":
      "間違い版の値の画面は、正しい画面と同じく、サブタイトルの入力画面を表示するだけです。",
    "you tap Edit subtitle":
      "Edit subtitle をタップします",
    "Reflection cannot tell that subtitleComposer is weak, so the path runs through it. The reference that owns the composer is the presentation's, ValueScreen.presentedViewController.":
      "リフレクションには subtitleComposer が弱参照だとわからないので、道はそこを通ります。入力画面を所有している参照は表示のもの、ValueScreen.presentedViewController です。",
    "Its title composer, though, is kept, so your text is there next time:":
      "けれどもタイトルの入力画面は持っておかれるので、入力したテキストが次回も残っています：",
    "Cutting either arrow of the cycle would do. Clearing the composer's delegate frees both:":
      "循環の矢印のどちらを断ち切ってもかまいません。入力画面のデリゲートを空にすると、両方が解放されます：",
    "Presented only: a cycle while the composer is up":
      "表示しただけ：入力画面が出ている間の循環",
    "The two screens now hold each other. Asked at this moment, LeakWatch finds:":
      "いま二つの画面は互いを持っています。この時点で尋ねると、LeakWatch は次を見つけます：",
    "Done: dismissal ends the cycle":
      "Done：閉じると循環が終わる",
    "you type \"Hello\" and tap Done":
      "「Hello」と入力して Done をタップします",
    "Dismissal cut ValueScreen.presentedViewController. Nothing else held the compose screen, so it was released, and its strong reference to the value screen with it.":
      "閉じる処理が ValueScreen.presentedViewController を切りました。ほかに入力画面を持つものはなかったので入力画面は解放され、値の画面への強参照も一緒に消えました。",
    "Lifetime check: presented only":
      "寿命の確認：表示しただけ",
    "The app lets go of the value screen:":
      "アプリが値の画面を手放します：",
    "Keep the composer, to reuse it":
      "再利用のために入力画面を取っておく",
    "you tap Edit title, type \"Hello\", and tap Done":
      "Edit title をタップし、「Hello」と入力して Done をタップします",
    "Dismissed, but no \"released\" line: the value screen still keeps the composer.":
      "閉じましたが「released」の行がありません。値の画面がまだ入力画面を取っておいています。",
    "you tap Edit title again":
      "もう一度 Edit title をタップします",
    "The same compose screen comes back, with \"Hello\" still typed:":
      "同じ入力画面が、「Hello」と入力されたまま戻ってきます：",
    "you tap Cancel":
      "Cancel をタップします",
    "Lifetime check: kept composer":
      "寿命の確認：取っておいた入力画面",

    // Lesson 3
    "Required and optional delegate methods in Swift":
      "Swift でのデリゲートの必須メソッドと任意メソッド",
    "Technique 1: a default implementation":
      "手法 1：デフォルト実装",
    "The protocol declares both methods; an extension implements the optional one.":
      "プロトコルは両方のメソッドを宣言し、エクステンションが任意メソッドを実装します。",
    "on ReceiverScreen, you tap Open sender":
      "ReceiverScreen で Open sender をタップします",
    "on RequiredOnlyReceiverScreen, you tap Open sender, then ‹ Back":
      "RequiredOnlyReceiverScreen で Open sender をタップし、続いて ‹ Back をタップします",
    "The sender asked nothing. ReceiverScreen's own method ran; RequiredOnlyReceiverScreen got the default. That works because the method is a requirement: dispatched dynamically.":
      "通知元は何も尋ねませんでした。ReceiverScreen では自分のメソッドが動き、RequiredOnlyReceiverScreen にはデフォルト実装が使われました。これが動くのは、このメソッドが要件（requirement）で、動的ディスパッチされるからです。",
    "Technique 3: a refining protocol, asked with as?":
      "手法 3：as? で尋ねる、継承したプロトコル",
    "The optional method lives in a second protocol that refines the first.":
      "任意メソッドは、一つ目のプロトコルを継承した二つ目のプロトコルにあります。",
    "on ReceiverScreen, you tap Open sender, then ‹ Back":
      "ReceiverScreen で Open sender をタップし、続いて ‹ Back をタップします",
    "This is respondsToSelector: in Swift: the sender asks before it calls, and it knows when it skipped. The compiler checks the conformance, so a misspelled method fails to build.":
      "これが Swift 版の respondsToSelector: です。通知元は呼ぶ前に尋ね、飛ばしたときにはそれが分かります。準拠はコンパイラが確かめるので、メソッド名を書き間違えるとビルドが失敗します。",
    "Technique 4: optional closures":
      "手法 4：オプショナルなクロージャ",
    "No protocol: the required closure is an init parameter, the optional one may be nil.":
      "プロトコルはありません。必須のクロージャは init の引数で、任意のクロージャは nil でも構いません。",
    "Each receiver captured itself `[weak self]`: the closures do not keep it alive.":
      "どの通知先も自分を `[weak self]` でキャプチャしました。クロージャは通知先を生かし続けません。",

    // Lesson 3 --mistake
    "ReceiverScreen implements didSendOptionalInfo itself. Everything compiles, without a warning. Watch which didSendOptionalInfo runs.":
      "ReceiverScreen は didSendOptionalInfo を自分で実装しています。すべてが警告一つなくコンパイルされます。どの didSendOptionalInfo が動くかを見てください。",
    "Expected: ReceiverScreen's senderScreen(_:didSendOptionalInfo:) is called with \"this is optional\", 100. It was skipped. ReceiverScreen received only:":
      "期待：ReceiverScreen の senderScreen(_:didSendOptionalInfo:) が \"this is optional\", 100 で呼ばれる。実際には飛ばされました。ReceiverScreen が受け取ったのはこれだけです：",
    "Same object, same call, two static types":
      "同じオブジェクト、同じ呼び出し、二つの静的な型",
    "The call is resolved at compile time, from the type the caller sees:":
      "呼び出しはコンパイル時に、呼ぶ側から見える型で決まります：",
    "received: {0} piece(s), the optional one still missing":
      "受け取ったもの：{0} 件、任意の情報はまだない",
    "received: {0}: its own method ran this time":
      "受け取ったもの：{0}：今回は自分のメソッドが動いた",
    "Dispatch check":
      "ディスパッチの確認",
    "ReceiverScreen's own didSendOptionalInfo is skipped":
      "ReceiverScreen 自身の didSendOptionalInfo が飛ばされる",
    "The pitfall leaks nothing. The app lets go of the receiver and the extra sender:":
      "この落とし穴は何もリークしません。アプリが通知先と追加の通知元を手放します：",
    "The fix":
      "直し方",

    // Lesson 4
    "The same exchange with closures":
      "クロージャで同じやりとりを",
    "The same two screens as Lesson 1, with one change: MemberDetailScreen has no delegate. It stores a closure, and calls it on Save with the edit: add this member, or update that row. The list writes the closure when it creates the screen, and captures itself weakly in it.":
      "レッスン 1 と同じ二つの画面で、変わったのは一つだけです。MemberDetailScreen にはデリゲートがありません。クロージャを一つ保存しておき、Save で編集内容、つまり「このメンバーを追加」か「その行を更新」を渡して呼びます。一覧は画面を作るときにそのクロージャを書き、その中で自分を弱くキャプチャします。",
    "Tap \"+\": the list writes the closure":
      "「+」をタップ：一覧がクロージャを書く",
    "plusButtonTapped() made an empty MemberDetailScreen and gave it a closure:":
      "plusButtonTapped() が空の MemberDetailScreen を作り、クロージャを渡しました：",
    "The stack owns the detail screen, the detail screen owns the closure, and the closure holds the list only weakly: no cycle.":
      "スタックが詳細画面を所有し、詳細画面がクロージャを所有し、クロージャは一覧を弱くしか持ちません。循環はありません。",
    "Save: the sender calls its closure":
      "Save：通知元がクロージャを呼ぶ",
    "you type \"{0}\", 28, and tap Save":
      "「{0}」、28 と入力して Save をタップします",
    "The arrow ends at { closure }: the sender does not know who wrote it, not even a protocol name. The closure ran the list's receive(_:), and the screen went:":
      "矢印は { closure } で終わります。通知元は誰がそれを書いたかを知らず、プロトコル名すら知りません。クロージャが一覧の receive(_:) を実行し、画面は去りました：",
    "Edit a row and Save: onSave again, with an update":
      "行を編集して Save：もう一度 onSave、今度は update",
    "you tap row 1, change the age to 29 and tap Save":
      "1 行目をタップし、年齢を 29 に変えて Save をタップします",
    "For a selected row the list writes the same closure; the edit carries the row index:":
      "選んだ行についても、一覧は同じクロージャを書きます。行インデックスは編集内容に入っています：",
    "The form refused the input before any closure was called.":
      "どのクロージャも呼ばれる前に、フォームが入力を拒否しました。",
    "The popped screen took its closure with it. The list still has one member.":
      "ポップされた画面は自分のクロージャも一緒に持ち去りました。一覧のメンバーは一人のままです。",

    // Lesson 4 --mistake
    "The closure ran and the screen was popped, but there is no \"released\" line: the list holds the detail screen, which holds the closure, which holds the list.":
      "クロージャは動き、画面はポップされましたが、「released」の行がありません。一覧が詳細画面を持ち、詳細画面がクロージャを持ち、クロージャが一覧を持っています。",
    "Both screens are caught by name, but no cycle is drawn: the edge that closes it is the one reflection could not look inside, MemberDetailScreen.onSave, a closure that captured the list. The report names that blind spot instead of guessing.":
      "両方の画面が名前で捕まりましたが、循環は描かれていません。循環を閉じる辺は、リフレクションが中を調べられなかった MemberDetailScreen.onSave、つまり一覧をキャプチャしたクロージャだからです。報告は推測する代わりに、その死角を名前で示します。",
    "The fix in real code is two words in the capture list: `[weak self]`.":
      "実際のコードでの直し方は、キャプチャリストに二語、`[weak self]` です。",

    // Lesson 5
    "The same exchange with NotificationCenter":
      "NotificationCenter で同じやりとりを",
    "This list uses typed messages: NotificationCenter.MainActorMessage structs.":
      "この一覧は型付きのメッセージ、NotificationCenter.MainActorMessage の構造体を使います。",
    "Tap \"+\": the list observes this one detail screen":
      "「+」をタップ：一覧がこの詳細画面一つを監視する",
    "plusButtonTapped() made the detail screen, then observed it: addObserver(of: detailVC, …) returned a token, which the list keeps in its `subscriptions`. `of:` (`object:` in the classic style) means: only this sender. The detail screen holds the center, not the list.":
      "plusButtonTapped() が詳細画面を作り、それを監視しました。addObserver(of: detailVC, …) はトークンを返し、一覧はそれを自分の `subscriptions` に取っておきます。`of:`（従来の書き方では `object:`）は「この通知元だけ」という意味です。詳細画面が持っているのは一覧ではなく通知センターです。",
    "Save: the sender posts, the center delivers":
      "Save：通知元が投稿し、通知センターが届ける",
    "Two arrows where the delegate had one: the sender told the center, and the center told every observer of that sender. post(_:subject:) returns nothing: the sender cannot know who heard it, and no answer comes back. The list dropped its subscription after the one message, and the detail screen was released as soon as it was popped.":
      "デリゲートでは一本だった矢印が二本です。通知元は通知センターに伝え、通知センターはその通知元のオブザーバー全員に伝えました。post(_:subject:) は何も返しません。通知元は誰が聞いたかを知ることができず、答えも返ってきません。一覧はメッセージを一つ受け取ったあと購読を捨て、詳細画面はポップされるとすぐに解放されました。",
    "One post, many observers":
      "一つの投稿、多くのオブザーバー",
    "An activity log observes the same detail screen, knowing nothing of the list.":
      "アクティビティログが、一覧のことは何も知らずに同じ詳細画面を監視します。",
    "One post, two observers. The arrow is the list's; the log draws no arrows (the order in which a center calls its observers is not promised, so the lesson prints only one), but it heard the same post: the list updated row 1, and the log wrote \"row 1 is now {0}, 29\". A delegate has room for one receiver; a center has room for any number, and delivers to them in no promised order.":
      "一つの投稿に二つのオブザーバー。矢印は一覧のものです。ログは矢印を描きませんが（通知センターがオブザーバーを呼ぶ順番は約束されていないので、このレッスンは一つだけ表示します）、同じ投稿を聞いています。一覧は 1 行目を更新し、ログは「row 1 is now {0}, 29」と書きました。デリゲートには通知先一つ分の席しかありませんが、通知センターにはいくつでも入り、約束された順番なしに届けます。",
    "The classic style: a name and userInfo":
      "従来の書き方：名前と userInfo",
    "A second list, in the classic style: Notification.Name plus a userInfo dictionary of type [AnyHashable: Any]. The same screens, the same Save:":
      "従来の書き方で作った二つ目の一覧です。Notification.Name に [AnyHashable: Any] 型の userInfo 辞書を組み合わせます。同じ画面、同じ Save です：",
    "you tap +, type \"{0}\", 31, and tap Save":
      "+ をタップし、「{0}」、31 と入力して Save をタップします",
    "The payload travelled as userInfo[\"edit\"], and the list read it back with `notification.value(for: .edit, as: MemberEdit.self)`, which checks the type on arrival.":
      "ペイロードは userInfo[\"edit\"] として運ばれ、一覧は届いた時点で型を確かめる `notification.value(for: .edit, as: MemberEdit.self)` で読み戻しました。",
    "A notification with the wrong payload is ignored":
      "ペイロードが間違った通知は無視される",
    "Some other code posts .memberNotification for this detail screen, with a String for the edit:":
      "どこか別のコードが、この詳細画面の .memberNotification を、編集内容の代わりに String を入れて投稿します：",
    "The compiler could not catch it: userInfo takes anything. The list refused it with a line in the transcript, and added nothing. With typed messages this does not compile.":
      "コンパイラはこれを捕まえられませんでした。userInfo は何でも受け取るからです。一覧は記録（transcript）に一行残して拒否し、何も追加しませんでした。型付きのメッセージなら、これはコンパイルできません。",

    // Lesson 5 --mistake
    "Classic: a block observer that captures self, never removed":
      "従来の書き方：self をキャプチャし、解除されないブロックオブザーバー",
    "The deliberately wrong twin (Sources/Course/ViaNotificationCenter/Mistakes) drops one `[weak self]`, in the block the center keeps for each detail screen the list opens:":
      "わざと間違えた双子（Sources/Course/ViaNotificationCenter/Mistakes）は、一覧が開く詳細画面ごとにセンターが持つブロックから、`[weak self]` を一つ外しています：",
    "It works, which is why this slip survives code review: the message arrived, and the list ended that subscription, so the center let go of the block.":
      "ちゃんと動くので、このしくじりはコードレビューをすり抜けます。メッセージは届き、一覧はその購読を終え、センターはブロックを手放しました。",
    "you tap +, then ‹ Back":
      "+ をタップし、それから ‹ Back をタップします",
    "This detail screen went without a word, so nothing ended its subscription: the center keeps the block until the list is released, and the block holds the list.":
      "この詳細画面は何も言わずに去ったので、その購読を終わらせるものはありません。センターは一覧が解放されるまでブロックを持ち、ブロックは一覧を持ちます。",
    "No stored property of ours holds the list: the center holds the block, and the block holds the list. Releasing the list would remove the observer, but it is never released.":
      "私たちの格納プロパティはどれも一覧を持っていません。センターがブロックを持ち、ブロックが一覧を持ちます。一覧が解放されればオブザーバーも取り除かれますが、一覧は決して解放されません。",
    "Removing the list's observers, as releasing it would have done, frees the block:":
      "一覧が解放されていればしたように、一覧のオブザーバーを取り除くと、ブロックが手放されます：",
    "take self weakly in every block the center keeps, `[weak self]`.":
      "センターが持つすべてのブロックで self を弱く取ること、`[weak self]`。",
    "An activity log observes a detail screen's updates, and drops the token it is given:":
      "活動記録が詳細画面の更新を監視し、渡されたトークンを捨てます：",
    "The list, which keeps its token, updated row 1. The log wrote 0 lines: the token that addObserver returned is the observation, and `_ =` dropped it, which ended the observation before Save. Nothing crashed and nothing warned. Keep the token.":
      "トークンを持っている一覧は 1 行目を更新しました。記録は 0 行を書きました。addObserver が返したトークンこそが監視で、`_ =` がそれを捨てたので、Save の前に監視は終わっていました。何もクラッシュせず、何も警告しませんでした。トークンは持っておくこと。",
    "Removing the observer":
      "オブザーバーを解除する",
    "The center let go of the block, and the block of the list. The fix in real code:":
      "通知センターはブロックを、ブロックは一覧を手放しました。実際のコードでの直し方：",
    "Typed: a dropped token":
      "型付き：捨てられたトークン",
    "Verdict: deafness shown, as this mistake predicts.":
      "判定：このミスが予言したとおり、誰にも聞こえないことを示しました。",

    // Lesson 6
    "The same exchange with AsyncStream":
      "AsyncStream で同じやりとりを",
    "Lesson 1's exchange again, without a delegate. MemberDetailScreen (the sender) keeps no reference to anyone: it writes each edit into a stream of its own. MemberListScreen (the receiver) reads that stream in a task, one edit at a time.":
      "デリゲートなしで、もう一度レッスン 1 のやり取りです。MemberDetailScreen（通知元）は誰への参照も持たず、編集内容を一つずつ自分のストリームに書き込みます。MemberListScreen（通知先）はタスクの中でそのストリームを編集内容一つずつ読みます。",
    "Tap \"+\": push, and start reading":
      "「+」をタップ：プッシュして読み始める",
    "plusButtonTapped() made an empty MemberDetailScreen, started a task that runs `for await edit in detailVC.events`, and pushed the screen. The task holds the list only weakly, and the detail screen does not know the list at all.":
      "plusButtonTapped() が空の MemberDetailScreen を作り、`for await edit in detailVC.events` を実行するタスクを始めてから画面をプッシュしました。タスクは一覧を弱くしか持たず、詳細画面は一覧をまったく知りません。",
    "Save: the sender writes an edit":
      "Save：通知元が編集内容を書く",
    "The edit went into the stream, the screen went back, its stream finished when it left the stack, and it was released. But look at the list: the member is not there.":
      "編集内容はストリームに入り、画面は戻り、スタックを離れたときにストリームが終わって画面は解放されました。でも一覧を見てください。メンバーがいません。",
    "The reading task runs: the edit arrives":
      "読むタスクが動く：編集内容が届く",
    "Delivery is asynchronous. The lesson awaits the reading task (no sleeping):":
      "届けるのは非同期です。このレッスンは読むタスクを待ちます（sleep はしません）：",
    "The edit arrived after its sender was released: the stream, not the screen, carried it. The task's loop then ended, because the stream had finished.":
      "編集内容は通知元が解放されたあとに届きました。運んだのは画面ではなくストリームです。ストリームが終わっていたので、タスクのループもそのあと終わりました。",
    "Edit a row: an update":
      "行を編集する：update",
    "you tap row 1, change the age to 29, and tap Save":
      "1 行目をタップし、年齢を 29 に変えて Save をタップします",
    "Back: the stream finishes with nothing in it":
      "戻る：何も入れずにストリームが終わる",
    "you tap +, type \"{0}\", then ‹ Back":
      "+ をタップし、「{0}」と入力してから ‹ Back をタップします",
    "Nothing was written, so nothing arrives: the list still has one member.":
      "何も書かれなかったので、何も届きません。一覧のメンバーは一人のままです。",

    // Lesson 6 --mistake
    "`[weak self]` looks safe. Watch what is not released.":
      "`[weak self]` は安全に見えます。何が解放されないかを見てください。",
    "The deliberately wrong twin (Sources/Course/ViaAsyncStream/Mistakes) makes two changes that look harmless one at a time. The list reads each detail screen's stream in a task that takes `self` weakly, and unwraps it once, before the loop:":
      "わざと間違えた双子（Sources/Course/ViaAsyncStream/Mistakes）は、一つずつ見れば無害に見える変更を二つ加えています。一覧は各詳細画面のストリームを、`self` を弱く取るタスクの中で読み、ループの前で一度だけアンラップします：",
    "The detail screen was released, but there is no \"events finished\" line: nothing finished its stream, so the list's task is still in its loop, waiting.":
      "詳細画面は解放されましたが、\"events finished\" の行がありません。ストリームを終わらせたものがないので、一覧のタスクはまだループの中で待っています。",
    "No stored property holds the list: the task does. `[weak self]` made `self` weak only until `guard let self` ran; after it, `self` is strong until the loop ends.":
      "一覧を持つ格納プロパティはありません。タスクが持っています。`[weak self]` が `self` を弱くしたのは `guard let self` が実行されるまでで、そのあと `self` はループが終わるまで強いままです。",
    "Nothing will finish the stream now, so only cancelling the reading task ends its loop, and the task lets go of the list. (The saved edit was handed to the waiting loop at Save, but the loop runs only when the main actor is next free, right after the line below. Handling it did not end the loop: only the stream's end, or a cancellation, does.)":
      "もうストリームを終わらせるものはないので、読むタスクをキャンセルすることだけがそのループを終わらせ、タスクは一覧を手放します。（保存した編集は Save のときに待っているループへ渡されましたが、ループが動くのはメインアクターが次に空いたとき、つまり下の行のすぐあとです。それを処理してもループは終わりませんでした。終わらせるのはストリームの終わりか、キャンセルだけです。）",
    "The edit was applied by a list that nobody showed any more. The fixes: finish the stream when the sender leaves, and take `self` weakly for each edit, inside the loop.":
      "編集内容を適用したのは、もう誰も表示していない一覧でした。直し方：通知元が去るときにストリームを終わらせ、ループの中で編集内容ごとに `self` を弱く取ることです。",

    // Lesson 7
    "Coordinators: parents, children and Back":
      "コーディネーター: 親、子、そして戻る",
    "A coordinator decides which screen comes next, so screens never push each other. MainCoordinator shows the home screen and hands each flow to a child coordinator: BuyCoordinator to subscribe, CreateAccountCoordinator to make an account. The parent keeps every running child in `childCoordinators`, and that array is the only thing that keeps a child alive. So the parent must remove a child when its flow is over: after the flow's own done button, and after Back, which the child never sees.":
      "コーディネーターは次にどの画面を出すかを決めるので、画面どうしが互いをプッシュすることはありません。MainCoordinator はホーム画面を表示し、それぞれの流れを子コーディネーターに任せます。購読は BuyCoordinator、アカウント作成は CreateAccountCoordinator です。親は動いている子をすべて `childCoordinators` に持ち、子を生かしているのはこの配列だけです。だから流れが終わったら、親が子を取り除かなければなりません。流れ自身の完了ボタンのあとも、子からは決して見えない「戻る」のあとも同じです。",
    "The app starts its main coordinator":
      "アプリがメインコーディネーターを始める",
    "start() made MainCoordinator the navigation controller's delegate (held weakly, so the app must keep `main` itself) and pushed HomeScreen, which holds `main` weakly.":
      "start() は MainCoordinator をナビゲーションコントローラーのデリゲートにし（弱く持たれるので、`main` はアプリ自身が持っておく必要があります）、`main` を弱く持つ HomeScreen をプッシュしました。",
    "Now main.childCoordinators is {0}.":
      "いま main.childCoordinators は {0} です。",
    "Buy: the parent starts a child":
      "購入：親が子を始める",
    "you tap Buy a subscription":
      "Buy a subscription をタップします",
    "The home screen only said what you want. MainCoordinator made a BuyCoordinator, set `child.parentCoordinator = self` (weak), appended it, and called start(), which pushed BuyScreen. The parent owns the child; the stack owns the screen.":
      "ホーム画面は望みを伝えただけです。MainCoordinator が BuyCoordinator を作り、`child.parentCoordinator = self`（weak）を設定して配列に加え、start() を呼び、start() が BuyScreen をプッシュしました。親が子を所有し、スタックが画面を所有します。",
    "Back: the navigation controller tells its delegate":
      "戻る：ナビゲーションコントローラーがデリゲートに伝える",
    "BuyCoordinator never saw the Back button: the navigation controller popped its screen. MainCoordinator heard didShow as the delegate. The screen being left, `transitionCoordinator?.viewController(forKey: .from)`, is no longer on the stack, so it was popped, and it names its coordinator. That child's flow is over: it tells the parent, childDidFinish(_:) removes it by identity (===), and nothing holds it any more.":
      "BuyCoordinator は Back ボタンを見ていません。画面をポップしたのはナビゲーションコントローラーです。MainCoordinator はデリゲートとして didShow を聞きました。離れていく画面 `transitionCoordinator?.viewController(forKey: .from)` はもうスタックにないので、ポップされたのだと分かり、その画面が自分のコーディネーターを教えてくれます。その子の流れは終わりです。子が親に伝え、childDidFinish(_:) が同一性（===）で子を取り除き、もう誰も子を持っていません。",
    "Two flows at once":
      "二つの流れを同時に",
    "you tap Buy a subscription, then Create an account first":
      "Buy a subscription をタップし、続いて Create an account first をタップします",
    "The buy screen asked for another flow, so its coordinator's parent started a second child. Both run now, one screen on top of the other.":
      "購入画面が別の流れを求めたので、そのコーディネーターの親が二つ目の子を始めました。いまは両方が動いていて、一つの画面がもう一つの上に重なっています。",
    "Create: the flow's own done button":
      "Create：流れ自身の完了ボタン",
    "you tap Create":
      "Create をタップします",
    "The child told its parent first and popped its screen after. So when didShow came, the popped screen's coordinator was no longer a child, and the parent did nothing: each flow is removed exactly once. The buy flow was not touched.":
      "子は先に親に伝え、そのあとで画面をポップしました。だから didShow が来たとき、ポップされた画面のコーディネーターはもう子ではなく、親は何もしませんでした。それぞれの流れはちょうど一回だけ取り除かれます。購入の流れには触れていません。",
    "Subscribe: the first flow ends too":
      "Subscribe：最初の流れも終わる",
    "you tap Subscribe":
      "Subscribe をタップします",
    "Each child coordinator and its screen were released as their flow ended, while the app kept running. Now the app lets go of `main`, as when the scene closes:":
      "アプリが動いている間に、子コーディネーターとその画面はそれぞれ流れが終わったときに解放されました。では、シーンが閉じるときのように、アプリが `main` を手放します：",

    // Lesson 7 --mistake
    "Two deliberately wrong twins (Sources/Course/Coordinators/Mistakes), one leak each. They keep the names of the types they copy, so what the check reports reads as it would in an app.":
      "わざと間違えた双子が二つ（Sources/Course/Coordinators/Mistakes）、それぞれリークを一つずつ起こします。写した型の名前をそのまま使うので、確認の報告はアプリで見るのと同じように読めます。",
    "A parent that never removes its children":
      "子を決して取り除かない親",
    "The twin MainCoordinator appends each child and nothing ever removes one:":
      "双子の MainCoordinator は子を追加するだけで、どこでも取り除きません：",
    "and its start() never sets `navigationController.delegate = self`, so Back goes unheard:":
      "そしてその start() は `navigationController.delegate = self` を設定しないので、Back は聞こえません：",
    "The twin BuyCoordinator drops one word, `weak`:":
      "双子の BuyCoordinator は一語、`weak` を落としています：",
    "you tap Buy a subscription, then ‹ Back, three times":
      "Buy a subscription をタップしてから ‹ Back をタップする、を三回繰り返します",
    "Each Back released the buy screen, because the stack let it go. No BuyCoordinator was released: nobody told the parent, and the parent holds every one of them.":
      "Back のたびにスタックが購入画面を手放したので、画面は解放されました。BuyCoordinator は一つも解放されていません。誰も親に伝えず、親がそのすべてを持っているからです。",
    "Counting what stays":
      "残ったものを数える",
    "✗ {0} #{1}  still alive: held by MainCoordinator.childCoordinators":
      "✗ {0} #{1}  まだ生きている：MainCoordinator.childCoordinators が保持",
    "Not a cycle: the parent is alive and simply never lets go. Each round trip adds one, for as long as the app keeps its main coordinator: usually, until it quits.":
      "循環ではありません。親が生きていて、ただ手放さないだけです。アプリがメインコーディネーターを持っている間、つまりたいていは終了するまで、行って戻るたびに一つずつ増えていきます。",
    "3 finished BuyCoordinators are still alive":
      "終わった BuyCoordinator が 3 つまだ生きている",
    "What childDidFinish(_:) should have done, for each of them:":
      "childDidFinish(_:) がそれぞれに対してするべきだったこと：",
    "Then this twin's app closes:":
      "続いて、この双子のアプリが閉じます：",
    "A child that holds its parent strongly":
      "親を強参照で持つ子",
    "you open the buy flow":
      "購入の流れを開きます",
    "While the flow runs, the parent holds the child and the child holds the parent. Done or Back would remove the child and undo the loop. But you sign out instead, and the app lets go of its main coordinator while the buy screen is up.":
      "流れが動いている間、親は子を持ち、子は親を持っています。Done か Back なら子が取り除かれ、輪はほどけたはずです。ところが代わりにサインアウトし、購入画面が出ている間にアプリがメインコーディネーターを手放します。",
    "The app drops `main` and the navigation controller:":
      "アプリが `main` とナビゲーションコントローラーを手放します：",
    "This cycle is real: both arrows are strong, because parentCoordinator has no `weak`.":
      "この循環は本物です。parentCoordinator に `weak` がないので、両方の矢印が強参照です。",
    "The two coordinators hold the navigation controller, so it and its screens are still alive too, and so is everything they hold.":
      "二つのコーディネーターがナビゲーションコントローラーを持っているので、それとその画面も、さらにそれらが持つものすべても、まだ生きています。",
    "The fix in real code is one word: `weak var parentCoordinator`. The parent owns the child; the child only needs to find the parent while both are alive.":
      "実際のコードでの直し方は一語、`weak var parentCoordinator` です。親が子を所有し、子は両方が生きている間に親を見つけられれば十分です。",

    // Lesson 8
    "The same exchange with Observation":
      "Observation で同じやりとりを",
    "Lesson 1's screens again, with one change: MemberDetailScreen (the sender) sends no message. It owns an @Observable state and changes it; MemberListScreen (the receiver) observes that state. No protocol, no `delegate = self`: the sender knows nobody.":
      "もう一度レッスン 1 の画面で、変わったのは一つだけです。MemberDetailScreen（通知元）はメッセージを送りません。@Observable な状態を所有してそれを変えるだけで、MemberListScreen（通知先）がその状態を監視します。プロトコルも `delegate = self` もありません。通知元は誰も知りません。",
    "Tap \"+\": observe, do not register":
      "「+」をタップ：登録せずに監視する",
    "plusButtonTapped() made a MemberDetailScreen and started a loop over `Observations { state.phase }`, in a task that holds the list only weakly. The detail screen was not told anything: it has no idea that it is being observed.":
      "plusButtonTapped() が MemberDetailScreen を作り、一覧を弱くしか持たないタスクの中で `Observations { state.phase }` を回るループを始めました。詳細画面には何も伝えられていません。自分が監視されていることをまったく知りません。",
    "Save: the sender changes its state":
      "Save：通知元が状態を変える",
    "Save set `state.phase = .saved(.add(member))` and went back. The screen is already released, and the list has not heard yet: Observation delivers later, on the loop's next turn. The state outlives the screen, because the loop holds it.":
      "Save は `state.phase = .saved(.add(member))` を設定して戻りました。画面はもう解放され、一覧はまだ聞いていません。Observation が届けるのはあとで、ループの次の回です。ループが状態を持っているので、状態は画面より長く生きます。",
    "Now the loop saw the ending, applied it, and returned: the loop is over.":
      "いまループが結末を見て適用し、戻りました。ループは終わりです。",
    "Edit a row: .saved(.update(index:, member))":
      "行を編集する：.saved(.update(index:, member))",
    "An invalid age publishes nothing":
      "不正な年齢は何も発行しない",
    "The state is still `editing`, so the loop has nothing to deliver and keeps waiting.":
      "状態はまだ `editing` なので、ループは届けるものがなく、待ち続けます。",
    "Back: the sender goes away without saving":
      "戻る：通知元が保存せずに去る",
    "Observation does not notice that an object went away, so the screen's last act (its deinit) sets `state.phase = .closed`. The loop sees that ending and returns. The list still has exactly one member.":
      "Observation はオブジェクトが去ったことに気づかないので、画面の最後の仕事（deinit）が `state.phase = .closed` を設定します。ループはその結末を見て戻ります。一覧のメンバーはちょうど一人のままです。",
    "Every loop has ended. Now the app lets go of the navigation controller:":
      "ループはすべて終わりました。では、アプリがナビゲーションコントローラーを手放します：",

    // Lesson 8 --mistake
    "No property points back at the list. Watch what is not released anyway.":
      "一覧を指し返すプロパティはありません。それでも何が解放されないかを見てください。",
    "Ending the loop":
      "ループを終わらせる",
    "The deliberately wrong twin (Sources/Course/ViaObservation/Mistakes) makes two changes that look harmless one at a time. The list observes each detail screen's state in a task that takes `self` weakly, and unwraps it once, before the loop:":
      "わざと間違えた双子（Sources/Course/ViaObservation/Mistakes）は、一つずつ見れば無害に見える変更を二つ加えています。一覧は各詳細画面の状態を、`self` を弱く取るタスクの中で監視し、ループの前で一度だけアンラップします：",
    "and the detail screen goes without ending its state:":
      "そして詳細画面は状態を終わらせずに去ります：",
    "Tap \"+\", then Back":
      "「+」をタップ、それから戻る",
    "The detail screen was released, and its state still says `editing`: Observation does not notice that an object went away, and this screen did not say so. The loop waits for an ending that will never come, holding the list as it waits.":
      "詳細画面は解放され、その状態はまだ `editing` のままです。Observation はオブジェクトが去ったことに気づかず、この画面もそう言いませんでした。ループは決して来ない終わりを待ち、待っている間ずっと一覧を持ちます。",
    "The fixes in real code: end the state when the screen goes (its deinit), return once the ending is applied, and take `self` weakly for each phase (`[weak self]` … `self?.receive(phase, from: state)`), so that even a loop that waits holds nothing.":
      "実際のコードでの直し方：画面が去るとき（その deinit で）状態を終わらせ、結末を適用したら戻り、段階ごとに `self` を弱く取ります（`[weak self]` … `self?.receive(phase, from: state)`）。そうすれば、待っているループも何も持ちません。",
    "Nothing but the task holds the list. Cancelling the task ends the loop and frees it:":
      "一覧を持っているのはタスクだけです。タスクをキャンセルするとループが終わり、一覧が解放されます：",

    // Lesson 9
    "Choosing a mechanism":
      "仕組みを選ぶ",
    "Lessons 1 to 8 did one exchange five ways: the detail screen tells the list \"save this member\". Every way worked, and every way had its own leak. Which one should you pick? Ask these questions in order; the first one that decides, decides.":
      "レッスン 1 から 8 までで、一つのやり取りを五つの方法で行いました。詳細画面が一覧に「このメンバーを保存して」と伝えるやり取りです。どの方法も動き、どの方法にもそれぞれのリークがありました。どれを選べばよいでしょうか。次の問いを順に考えてください。最初に答えが決まった問いが決めます。",
    "How many receivers?":
      "通知先はいくつか？",
    "One receiver that the sender is handed: a delegate or a closure. The sender holds it, so it knows there is exactly one (or none: `delegate?.` calls nobody). Receivers the sender must not know about, any number of them: NotificationCenter (every observer of a name), or Observation (every observer of a property). AsyncStream sits between: one stream feeds one consumer; a second consumer would take elements away from the first, not share them, so more listeners need more streams.":
      "通知元が渡される通知先が一つなら、デリゲートかクロージャです。通知元がそれを持つので、ちょうど一つ（または無し：`delegate?.` は誰も呼びません）だと分かります。通知元が知ってはならない通知先がいくつでもあるなら、通知センター（ある名前のすべてのオブザーバー）か Observation（あるプロパティのすべてのオブザーバー）です。AsyncStream はその間にあります。一つのストリームは一つの消費者に供給します。二つ目の消費者は要素を分け合うのではなく一つ目から奪うので、聞き手が増えればストリームも増やす必要があります。",
    "Must the receiver answer?":
      "通知先は答えなければならないか？",
    "A delegate method can return a value, and the compiler makes the one receiver give it:":
      "デリゲートメソッドは値を返せます。そしてコンパイラは、ただ一つの通知先に必ずそれを返させます：",
    "A closure can return one too (`(Member) -> Bool`). A notification, a stream element or a property change cannot: they go one way, to zero or more receivers. `--mistake` shows what happens when you ask a question by broadcast anyway.":
      "クロージャも値を返せます（`(Member) -> Bool`）。通知、ストリームの要素、プロパティの変化は返せません。これらは 0 個以上の通知先へ一方向に流れるだけです。それでもブロードキャストで質問するとどうなるかは `--mistake` が見せます。",
    "Typing and coupling":
      "型と結合度",
    "delegate       a named protocol: the sender knows the receiver's role, not its type":
      "delegate       名前のあるプロトコル：通知元は通知先の型ではなく役割を知る",
    "closure        a function type: the sender knows even less, the receiver writes the glue":
      "closure        関数型：通知元が知ることはさらに少なく、つなぎのコードは通知先が書く",
    "notification   a name and a userInfo dictionary (`Any`), checked at run time; a typed":
      "notification   名前と userInfo 辞書（`Any`）、実行時に確認。型付きの",
    "MainActorMessage brings the compiler back, the name-only coupling stays":
      "MainActorMessage ならコンパイラの確認が戻るが、名前だけの結合は残る",
    "stream         a typed element; the consumer owns the loop, the producer owns the end":
      "stream         型付きの要素。ループは消費者が、終わりは生産者が持つ",
    "observation    the receiver reads the sender's state; no message type at all":
      "observation    通知先が通知元の状態を読む。メッセージ型はまったくない",
    "Lifetime: the hazard and its fix":
      "寿命：危険とその直し方",
    "delegate       a strong delegate plus a kept screen is a cycle       → `weak var delegate`":
      "delegate       強いデリゲートと取っておいた画面で循環                → `weak var delegate`",
    "closure        a closure that captures self strongly                 → `[weak self]`":
      "closure        self を強くキャプチャするクロージャ                   → `[weak self]`",
    "coordinators   a child coordinator never removed from its parent    → `childDidFinish(_:)`":
      "coordinators   親から取り除かれない子コーディネーター               → `childDidFinish(_:)`",
    "Each of these is a `--mistake` run of its lesson, caught by name.":
      "どれも、そのレッスンの `--mistake` 実行で、名前で捕まえています。",
    "Isolation and threading":
      "隔離とスレッド",
    "Cost":
      "コスト",
    "The decision table":
      "判断表",
    "one-to-   answers?  typed      lifetime fix          runs":
      "通知先    答え      型         寿命の直し方          動くとき",
    "delegate      one       yes       protocol   weak var delegate     now, caller's thread":
      "delegate      一つ      はい      protocol   weak var delegate     すぐ、呼ぶ側のスレッド",
    "closure       one       yes       function   [weak self]           now, caller's thread":
      "closure       一つ      はい      function   [weak self]           すぐ、呼ぶ側のスレッド",
    "* a MainActorMessage is typed   ** or the queue given; a MainActorMessage on the main actor":
      "* MainActorMessage は型付き   ** または指定したキュー。MainActorMessage はメインアクター",
    "Coordinators are not a sixth way of telling: they decide who creates and connects the screens, and then use one of these (usually a delegate or a closure) to hear back.":
      "コーディネーターは六つ目の知らせ方ではありません。誰が画面を作ってつなぐかを決め、返事を聞くにはこれらのどれか（たいていはデリゲートかクロージャ）を使います。",

    // Lesson 9 --mistake
    "The classic wrong choice: a one-to-one question, sent as a one-to-many broadcast. The detail screen wants to ask \"should this member be saved?\" before saving, and posts:":
      "よくある間違った選択：一対一の質問を、一対多のブロードキャストで送ることです。詳細画面は保存する前に「このメンバーを保存すべきか？」と尋ねたくて、こう投稿します：",
    "and hopes that someone writes an answer into `reply`. Three runs show what goes wrong.":
      "そして誰かが `reply` に答えを書いてくれることを期待します。三回の実行で、何がうまくいかないかを見ます。",
    "Nobody is listening":
      "誰も聞いていない",
    "The post went out; the reply box came back with no answer (nil).":
      "投稿は出ていき、返事の箱は答えなし（nil）で戻ってきました。",
    "The sender cannot tell \"nobody listened\" from \"somebody forgot to answer\". It must guess, and a guess of \"save\" saves a member that a rule would have refused.":
      "通知元には「誰も聞いていなかった」と「誰かが答え忘れた」の区別がつきません。推測するしかなく、「保存」と推測すれば、ルールがあれば拒否されたはずのメンバーを保存してしまいます。",
    "Two observers answer":
      "二つのオブザーバーが答える",
    "Both observers ran (2 answers written), into the same box, which keeps only the last one. Which observer runs last is up to the center, and in this Foundation it is not even the same from one run to the next: the sender gets \"save\" or \"do not save\" by chance, and the other answer is lost without a trace.":
      "両方のオブザーバーが動き（答えを 2 つ書いた）、同じ箱に書きましたが、箱は最後の一つしか残しません。どのオブザーバーが最後に動くかは通知センター次第で、この Foundation では実行するたびに変わることさえあります。通知元は偶然に「save」か「do not save」を受け取り、もう一方の答えは跡形もなく消えます。",
    "The same question as a delegate method":
      "同じ質問をデリゲートメソッドで",
    "With the list as delegate: do not save. Exactly one receiver, and it cannot forget to answer: the compiler requires the Bool. Without a delegate the default (save) is written at the call site, where you can read it.":
      "一覧がデリゲートなら：保存しない。通知先はちょうど一つで、答え忘れることはできません。コンパイラが Bool を要求するからです。デリゲートがなければデフォルト（保存）は呼び出し箇所に書かれ、読んで確かめられます。",
    "Use a delegate (or a closure returning a value) for questions; keep broadcasts for news that any number of listeners, or none, may hear.":
      "質問にはデリゲート（または値を返すクロージャ）を使い、ブロードキャストは聞き手がいくつでも、一人もいなくても構わない知らせに使いましょう。",

    // Synced with the numbered lesson scripts
    "A delegate or closure call runs right away, on the caller's thread, inside the call: on the main actor when the sender is a screen. A block observer runs on the posting thread (queue: nil), or later on the queue you give; a MainActorMessage runs on the main actor. A stream hands each element to the consumer's task, later: it is the only one of these that crosses from one actor or thread to another by design. An Observations loop also runs later, in its own task, on the loop's next turn after the change.":
      "デリゲートやクロージャの呼び出しは、呼び出しの中で、呼ぶ側のスレッドですぐに動きます。通知元が画面ならメインアクター上です。ブロックオブザーバーは投稿したスレッドで（queue: nil）、または指定したキューであとで動き、MainActorMessage はメインアクター上で動きます。ストリームは各要素をあとで消費者のタスクに渡します。設計として、あるアクターやスレッドから別のものへ渡るのはこの中でストリームだけです。Observations のループもあとで、自分のタスクの中で、変化のあとのループの次の回に動きます。",
    "A receiver screen presents a sender screen. Going back, the sender tells the receiver a required piece of information and, only if the receiver wants it, an optional one. Objective-C marks the second method @optional and asks respondsToSelector: first. Swift on Linux has no Objective-C runtime, so `@objc optional func` does not even compile here: \"Objective-C interoperability is disabled\".":
      "通知先の画面が通知元の画面を表示します。戻るとき、通知元は通知先に必須の情報を一つ伝え、通知先が望む場合に限って任意の情報も一つ伝えます。Objective-C は二つ目のメソッドに @optional を付け、先に respondsToSelector: で尋ねます。Linux の Swift には Objective-C ランタイムがないので、ここでは `@objc optional func` がコンパイルすらできません：\"Objective-C interoperability is disabled\"。",
    "AsyncStream   one       no        element    finish, weak self     later, consumer's task":
      "AsyncStream   一つ      いいえ    element    finish, weak self     あとで、消費者のタスク",
    "Cutting either arrow of the cycle would do. Setting the list's kept reference to nil frees both:":
      "循環の矢印はどちらを切っても構いません。一覧が取っておいた参照に nil を入れると、両方が解放されます：",
    "Cutting either link of the cycle would do. Setting the list's kept reference to nil frees both:":
      "循環のつながりはどちらを切っても構いません。一覧が取っておいた参照に nil を入れると、両方が解放されます：",
    "Declare the method in the protocol and keep the extension as its default: technique 1, step 1 of the normal run. Then the call is dispatched to the receiver's own version:":
      "メソッドをプロトコルで宣言し、エクステンションはそのデフォルト実装として残します。手法 1、通常の実行のステップ 1 です。そうすれば呼び出しは通知先自身の実装にディスパッチされます：",
    "Each technique below runs twice: for ReceiverScreen, which implements the optional method, and for RequiredOnlyReceiverScreen, which does not. (Technique 2 is the mistake: `--mistake` runs it.)":
      "以下の手法はそれぞれ二回動きます。任意メソッドを実装した ReceiverScreen で一回、実装していない RequiredOnlyReceiverScreen で一回です。（手法 2 はミスの例で、`--mistake` で動きます。）",
    "Every compose screen was released at its dismissal. Now the app lets go of the value screen:":
      "入力画面はどれも閉じたときに解放されました。では、アプリが値の画面を手放します：",
    "Every detail screen was released when it left its stack, and every subscription went with its message or its list. Now the app lets go of both navigation controllers:":
      "詳細画面はどれもスタックを離れたときに解放され、購読はどれもメッセージか一覧と一緒に消えました。では、アプリが二つのナビゲーションコントローラーを手放します：",
    "Every detail screen was released when it left the stack. Now the app lets go of the navigation controller, as when the scene closes:":
      "詳細画面はどれもスタックを離れたときに解放されました。では、シーンが閉じるときのように、アプリがナビゲーションコントローラーを手放します：",
    "Every sender was released as soon as it was dismissed. Now the app lets go of the receivers:":
      "通知元はどれも閉じられるとすぐに解放されました。では、アプリが通知先を手放します：",
    "Every stream finished and every reading task ended. Now the app lets go of the navigation controller, as when the scene closes:":
      "ストリームはすべて終わり、読むタスクもすべて終わりました。では、シーンが閉じるときのように、アプリがナビゲーションコントローラーを手放します：",
    "Its type is a plain function type, with a name:":
      "その型は、名前を付けたただの関数型です：",
    "Its type names what it carries, the edit every mechanism of the course carries:":
      "その型は運ぶもの、つまりこのコースのどの仕組みも運ぶ編集内容を名前で示します：",
    "Measured, not guessed: this lesson's page shows one full run of the benchmark. A delegate or closure call costs nanoseconds; a notification or an observation round, hundreds of nanoseconds to about ten microseconds; a stream element, up to tens of microseconds when it crosses threads. One whole Save, screens and all, costs tens to hundreds of microseconds. The mechanism is rarely what makes an app slow: choose by the questions above. To measure on your machine (a release build, a few seconds): `swift run -c release Benchmarks --quick`.":
      "推測ではなく測った値です。このレッスンのページに、ベンチマークをひととおり実行した結果が一つ載っています。デリゲートやクロージャの呼び出しはナノ秒単位、通知や監視の一回は数百ナノ秒から 10 マイクロ秒ほど、ストリームの要素はスレッドをまたぐと数十マイクロ秒までかかります。画面まで含めた Save 一回全体では数十から数百マイクロ秒です。アプリを遅くするのが仕組みであることはまれです。上の問いで選んでください。自分のマシンで測るには（リリースビルド、数秒）: `swift run -c release Benchmarks --quick`。",
    "Observation   many      no        property   return, weak self     later, the loop's next turn":
      "Observation   多数      いいえ    property   return, weak self     あとで、ループの次の回",
    "Technique 2 is the deliberately wrong one (Sources/Course/OptionalRequirements/Mistakes). It leaves the optional method out of the protocol and writes it only in an extension:":
      "手法 2 はわざと間違えたものです（Sources/Course/OptionalRequirements/Mistakes）。任意メソッドをプロトコルから外し、エクステンションにだけ書いています：",
    "Technique 2: open the sender and go back":
      "手法 2：通知元を開いて戻る",
    "The deliberately wrong twin (Sources/Course/ViaClosure/Mistakes) changes the receiver, not the sender: a stored closure is always held strongly, and the code that writes it decides what it captures. Two changes that look harmless one at a time: no `[weak self]`, and a kept detail screen, \"to reuse it\":":
      "わざと間違えた双子（Sources/Course/ViaClosure/Mistakes）が変えるのは通知元ではなく通知先です。保存されたクロージャは常に強参照で持たれ、何をキャプチャするかはそれを書くコードが決めます。一つずつ見れば無害に見える変更は二つ、`[weak self]` がないことと、「再利用のために」取っておいた詳細画面です：",
    "The deliberately wrong twin (Sources/Course/ViaDelegate/Mistakes) makes two changes that look harmless one at a time. Its MemberDetailScreen drops the `weak`:":
      "わざと間違えた双子（Sources/Course/ViaDelegate/Mistakes）は、一つずつ見れば無害に見える変更を二つ加えています。その MemberDetailScreen は `weak` を外し：",
    "The fix does not depend on who keeps whom: mark the protocol `AnyObject` and make the delegate `weak`, as the correct ComposeScreen does.":
      "どちらがどちらを取っておくかに関係なく、直し方は同じです。プロトコルに `AnyObject` を付け、正しい ComposeScreen と同じようにデリゲートを `weak` にします。",
    "The fix in real code is one word: `weak var delegate`. Then the kept reference is harmless, because the detail screen no longer owns the list.":
      "実際のコードでの直し方は一語、`weak var delegate` です。そうすれば取っておいた参照は無害です。詳細画面がもう一覧を所有しないからです。",
    "The same two screens as in Lesson 1, and no delegate. MemberDetailScreen (the sender) posts what happened to a NotificationCenter; MemberListScreen (the receiver) asked the center to tell it about that one detail screen. Neither screen points at the other. The detail screen posts:":
      "レッスン 1 と同じ二つの画面で、デリゲートはありません。MemberDetailScreen（通知元）は起きたことを NotificationCenter に投稿し、MemberListScreen（通知先）はその詳細画面一つについてだけ知らせるよう通知センターに頼んであります。どちらの画面も相手を指していません。詳細画面はこう投稿し：",
    "The seed's protocol is not class-bound (no `: AnyObject`), so its delegate cannot be `weak` and is held strongly. The twin in Sources/Course/ViaDelegate/Mistakes does the same, in its protocol and in its ComposeScreen:":
      "元の記事のプロトコルはクラス専用ではない（`: AnyObject` がない）ので、デリゲートを `weak` にできず、強参照で持つことになります。Sources/Course/ViaDelegate/Mistakes の双子も、プロトコルと ComposeScreen で同じことをしています：",
    "The sender asks before it calls:":
      "通知元は呼ぶ前に尋ねます：",
    "Through the protocol, the name didSendOptionalInfo means the extension's method, whatever the receiver implements. The sender cannot tell; only the transcript can.":
      "プロトコル経由では、didSendOptionalInfo という名前は、通知先が何を実装していてもエクステンションのメソッドを指します。通知元には分からず、分かるのは記録（transcript）だけです。",
    "and its MemberListScreen keeps the detail screen it opened, \"to reuse it\":":
      "その MemberListScreen は、自分が開いた詳細画面を「再利用のために」取っておきます：",
    "and the detail screen's stream is never finished:":
      "詳細画面のストリームは決して終わりません：",
    "and the list, for the one detail screen it opened, listens:":
      "一覧は、自分が開いた詳細画面一つについてだけ聞きます：",
    "notification   a block observer that captures self, never removed   → `[weak self]`, keep the token":
      "notification   self をキャプチャし解除されないブロック              → `[weak self]`、トークンを持つ",
    "notification  many      no        name/Any*  keep the token        now, poster's thread**":
      "notification  多数      いいえ    name/Any*  keep the token        すぐ、投稿したスレッド**",
    "observation    an Observations loop that never ends and holds self  → return at the ending; `[weak self]`":
      "observation    終わらず self を持つ Observations ループ             → 結末で戻る、`[weak self]`",
    "stream         a Task that loops over a stream that never finishes  → finish it; `self` weakly per edit":
      "stream         終わらないストリームを回る Task                      → 終わらせる、編集ごとに `self` を弱く",
    // --help
    "usage: swift run {0} [options]":
      "使い方: swift run {0} [オプション]",
    "options:":
      "オプション:",
    "wait for Enter before each step":
      "ステップごとに Enter を待つ",
    "run the deliberately wrong version and catch its leak":
      "わざと間違えた版を実行し、そのリークを捕まえる",
    "narrate in en (English), ko (한국어) or ja (日本語)":
      "説明の言語: en (English)、ko (한국어)、ja (日本語)",
    "plain output (also when NO_COLOR is set or not a terminal)":
      "色なしで出力する (NO_COLOR が設定されているとき、端末でないときも)",
    "show this help":
      "このヘルプを表示する",
    "run technique 2, the static-dispatch pitfall, and catch the skipped method":
      "手法 2 (静的ディスパッチの落とし穴) を実行し、飛ばされたメソッドを捕まえる",
    "count the children a parent never removes, and catch a strong parent's cycle":
      "親が取り除かない子を数え、強い親参照の循環を捕まえる",
    "ask a question by broadcast, and see what breaks":
      "ブロードキャストで問いかけ、何が壊れるかを見る",
    "Without --lang, the language follows the locale: the first of LC_ALL, LC_MESSAGES and LANG that is set; ko… is Korean, ja… Japanese, anything else English.":
      "--lang がなければ言語はロケールに従います。LC_ALL、LC_MESSAGES、LANG のうち最初に設定されているものが ko… なら韓国語、ja… なら日本語、それ以外は英語です。",
    "A detail screen tells a list screen \"add this member\" or \"update row i\" through a delegate protocol, then is released. --mistake shows the strong-delegate leak.":
      "詳細画面がデリゲートプロトコルを通して一覧画面に「このメンバーを追加」または「i 行目を更新」と伝え、解放されます。--mistake は強いデリゲートのリークを見せます。",
    "A value screen presents compose screens for a title and a subtitle; Done or Cancel tells it which, naming the sender. --mistake shows when a strong delegate leaks, and when not.":
      "値の画面がタイトルとサブタイトルの入力画面を表示します。Done か Cancel は、通知元が自分を渡すことで、どちらの画面かを伝えます。--mistake は強いデリゲートがリークするときと、しないときを見せます。",
    "A sender screen tells its receiver a required piece of information and, only if the receiver wants it, an optional one: techniques 1, 3 and 4 do what Objective-C's @optional does. --mistake shows technique 2, a method only in a protocol extension, failing.":
      "通知元の画面が通知先に必須の情報を伝え、通知先が望むときだけ任意の情報も伝えます。手法 1、3、4 は Objective-C の @optional と同じことをします。--mistake はプロトコル拡張にだけあるメソッド、手法 2 が失敗する様子を見せます。",
    "The detail screen stores a closure (onSave) that the list writes with [weak self]; no protocol at all. --mistake shows a strong capture leaking, caught by name.":
      "詳細画面は、一覧が [weak self] で書いたクロージャ (onSave) を保持します。プロトコルはまったくありません。--mistake は強いキャプチャがリークし、名前で捕まる様子を見せます。",
    "The detail screen posts to a NotificationCenter and knows nobody; the list observes the one screen it opened, with typed messages or classic userInfo. --mistake shows an observer that is never removed (a leak) and a dropped token (an observer that hears nothing).":
      "詳細画面は NotificationCenter にポストするだけで、誰も知りません。一覧は自分が開いたその画面だけを、型付きのメッセージか従来の userInfo で監視します。--mistake は解除されないオブザーバー (リーク) と、捨てられたトークン (何も聞こえないオブザーバー) を見せます。",
    "A detail screen writes each edit (.add or .update) into its own AsyncStream; the list reads them in a task. --mistake shows a [weak self] task that keeps the list alive anyway.":
      "詳細画面は編集 (.add または .update) を一つずつ自分の AsyncStream に書き込み、一覧はそれを Task の中で読みます。--mistake は [weak self] なのに一覧を生かし続ける Task を見せます。",
    "A main coordinator starts a child coordinator per flow and removes it when the flow ends, by its Done button or by Back. --mistake counts the children never removed and names the cycle of a strong parentCoordinator.":
      "メインコーディネーターはフローごとに子コーディネーターを始め、フローが Done ボタンか Back で終わると取り除きます。--mistake は取り除かれない子を数え、強い parentCoordinator の循環を名前で示します。",
    "A detail screen publishes its ending as @Observable state and the list observes it with Observations. --mistake shows an observation loop that keeps the list alive.":
      "詳細画面は自分の結末を @Observable な状態として公開し、一覧はそれを Observations で監視します。--mistake は一覧を生かし続ける監視ループを見せます。",
    "Delegate, closure, NotificationCenter, AsyncStream or Observation: six questions decide. To measure the costs yourself: swift run -c release Benchmarks --quick (a release build, a few seconds).":
      "デリゲート、クロージャ、NotificationCenter、AsyncStream、Observation のどれを使うかは、六つの問いで決まります。コストを自分で測るには: swift run -c release Benchmarks --quick (リリースビルド、数秒)。",
  ]
}
