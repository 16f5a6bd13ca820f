// The Coach's Japanese, keyed by the English line it translates (CoachKorean.swift says how
// an entry is written; the keys and their order are the same).

extension CoachTranslator {
  /// The Coach's Japanese, keyed by the English text.
  static let japaneseEntries: KeyValuePairs<String, String> = [
    // CoachText
    "Coach: run me inside the DelegationLab folder (the one with Package.swift and Sources/YourWork/Exercises).":
      "Coach: DelegationLab のフォルダー（Package.swift と Sources/YourWork/Exercises があるフォルダー）の中で実行してください。",
    "Stopped.":
      "中断しました。",
    // The usage, whole: its key is the English text itself.
    CoachText.usage:
      """
    使い方：swift run Coach [N] [オプション]

    レッスンごとの演習です。どれも Sources/YourWork/Exercises にある小さなプログラムで、
    コンパイルはできますが、間違っています。一つを直したら、Coach に確かめてもらいましょう。

      swift run Coach               演習の一覧、進捗、次にやる演習を表示する
      swift run Coach N             演習 N を確かめる（合格なら終了コード 0、まだなら 1）
      swift run Coach --hint [N]    演習 N（N がなければ次の演習）の次のヒントを表示する
      swift run Coach --watch [N]   演習のファイルを保存するたびに確かめ直す（Ctrl-C で終了）
      swift run Coach --reset N     演習 N を初期コードに戻す（先に確認する。--yes で確認を省く）
      swift run Coach --report      提出用の delegationlab-report.md を書く（--json: .json）
      swift run Coach --help        この説明を表示する
      swift run Coach --lang LANG   en（English）・ko（한국어）・ja（日本語）のどれかで話す

    --lang がなければロケールに従います。LC_ALL、LC_MESSAGES、LANG のうち最初に設定されて
    いるものが ja で始まるときは日本語、ko で始まるときは韓国語、それ以外は英語で話します。

    進捗は .delegationlab-progress.json に保存されます。最初からやり直すには、このファイルを
    削除してください。--reset で置き換えられた版は .delegationlab-backups に残ります。
    """,
    "Coach: there is no exercise {0}: the exercises are {1}.":
      "Coach: 演習 {0} はありません。演習の番号は {1} です。",
    "Coach: unknown option '{0}'. Try: swift run Coach --help":
      "Coach: '{0}' というオプションはありません。次を試してください：swift run Coach --help",
    "Coach: one exercise at a time, please: swift run Coach {0}":
      "Coach: 演習は一度に一つずつ確かめてください：swift run Coach {0}",
    "Coach: which exercise? For example: swift run Coach --reset 3":
      "Coach: どの演習ですか？ 例：swift run Coach --reset 3",
    "Coach: the Coach does not speak '{0}': --lang en (English), --lang ko (한국어) or --lang ja (日本語)":
      "Coach: Coach は '{0}' を話せません：--lang en (English)、--lang ko (한국어)、--lang ja (日本語) のどれかを指定してください",
    "Coach: --lang needs a language: --lang en (English), --lang ko (한국어) or --lang ja (日本語)":
      "Coach: --lang には言語を指定してください：--lang en (English)、--lang ko (한국어)、--lang ja (日本語)",
    "Coach: these options do not go together: {0}. Try: swift run Coach --help":
      "Coach: 一緒に使えないオプションです：{0}。次を試してください：swift run Coach --help",

    // CoachText.List
    "DelegationLab exercises: one per lesson, in Sources/YourWork/Exercises":
      "DelegationLab の演習：レッスンごとに一つ、Sources/YourWork/Exercises にあります",
    "passes":
      "合格",
    "passed once; check again to see it as it is now":
      "一度合格。今の状態を見るには、もう一度確かめてください",
    "passed; changed since: check again":
      "合格。その後に変更あり：もう一度確かめてください",
    "changed since its last check":
      "前回確かめたあとに変更あり",
    "to do":
      "未着手",
    "not yet":
      "まだ",
    "not yet ({0})":
      "まだ（{0}）",
    "1 hint seen":
      "ヒント 1 つ表示済み",
    "{0} hints seen":
      "ヒント {0} つ表示済み",
    "missing: swift run Coach --reset {0}":
      "ファイルがありません：swift run Coach --reset {0}",
    "{0} of {1} passed. Next: exercise {2}, {3}":
      "{1} 問中 {0} 問が合格。次：演習 {2}、{3}",
    "Lesson: {0}":
      "レッスン：{0}",
    "Check it with `swift run Coach {0}`, or `swift run Coach --watch` while you edit.":
      "`swift run Coach {0}` で確かめるか、編集しながら `swift run Coach --watch` を使ってください。",
    "Versions replaced by --reset are kept in .delegationlab-backups.":
      "--reset で置き換えられた版は .delegationlab-backups に残っています。",
    "All {0} exercises pass. Done: you have fixed a leak or a lost message with every mechanism in the course.":
      "演習 {0} 問すべてが合格です。完了です。このコースのすべての仕組みで、リークや届かなかったメッセージを直しました。",
    // Both kinds first: a key for one kind alone would also fit a line that names both.
    "All {0} exercises have passed once; exercise {1} does not pass as it is now, and exercise {2} has changed since its last check: check again with swift run Coach {3}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} は今の状態では合格せず、演習 {2} は前回確かめたあとに変更されています。もう一度確かめてください：swift run Coach {3}。",
    "All {0} exercises have passed once; exercise {1} does not pass as it is now, and exercises {2} and {3} have changed since: check again with swift run Coach {4}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} は今の状態では合格せず、演習 {2} と {3} はその後に変更されています。もう一度確かめてください：swift run Coach {4}。",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now, and exercise {3} has changed since its last check: check again with swift run Coach {4}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} と {2} は今の状態では合格せず、演習 {3} は前回確かめたあとに変更されています。もう一度確かめてください：swift run Coach {4}。",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now, and exercises {3} and {4} have changed since: check again with swift run Coach {5}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} と {2} は今の状態では合格せず、演習 {3} と {4} はその後に変更されています。もう一度確かめてください：swift run Coach {5}。",
    "All {0} exercises have passed once; exercise {1} does not pass as it is now: check again with swift run Coach {2}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} は今の状態では合格しません。もう一度確かめてください：swift run Coach {2}。",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now: check again with swift run Coach {3}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} と {2} は今の状態では合格しません。もう一度確かめてください：swift run Coach {3}。",
    "All {0} exercises have passed once; exercise {1} has changed since its last check: check again with swift run Coach {2}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} は前回確かめたあとに変更されています。もう一度確かめてください：swift run Coach {2}。",
    "All {0} exercises have passed once; exercises {1} and {2} have changed since: check again with swift run Coach {3}.":
      "演習 {0} 問すべてが一度は合格しました。演習 {1} と {2} はその後に変更されています。もう一度確かめてください：swift run Coach {3}。",

    // CoachText.Check
    "Checking exercise {0} · {1}":
      "演習 {0} を確かめています · {1}",
    "Building the exercises for the first time: this takes a minute or two.":
      "初めて演習をビルドします。1〜2 分かかります。",
    "Building the exercises: step {0} of {1} ({2}%)":
      "演習をビルドしています：ステップ {0}/{1}（{2}%）",
    "could not start `swift build`: {0}":
      "`swift build` を開始できませんでした：{0}",
    "could not start ExerciseRunner: {0}":
      "ExerciseRunner を開始できませんでした：{0}",
    "Your code printed:":
      "あなたのコードが出力した内容：",
    "✓ Exercise {0} passes.":
      "✓ 演習 {0} は合格です。",
    "Compare with the reference solution: {0}":
      "模範解答と比べてみてください：{0}",
    "Next: exercise {0}, {1}: swift run Coach {2}":
      "次：演習 {0}「{1}」：swift run Coach {2}",
    "✗ Exercise {0}: not yet.":
      "✗ 演習 {0}：まだ合格していません。",
    "It stopped the check at {0}: {1}":
      "そのため {0} でチェックが止まりました：{1}",
    "It stopped the check: {0}":
      "そのためチェックが止まりました：{0}",
    "✗ Exercise {0} crashed: {1}":
      "✗ 演習 {0} がクラッシュしました：{1}",
    "Your code stopped the program at {0}: look there first.":
      "あなたのコードが {0} でプログラムを止めました。まずそこを見てください。",
    "Your code stopped the program, somewhere in {0}.":
      "あなたのコードが、{0} のどこかでプログラムを止めました。",
    "The check was trying to: {0}.":
      "チェックがしようとしていたこと：{0}。",
    "The Coach is fine. To see the whole backtrace, run the check alone: swift run ExerciseRunner {0}":
      "Coach に問題はありません。バックトレース全体を見るには、チェックだけを実行してください：swift run ExerciseRunner {0}",
    "✗ Exercise {0} was stopped after using {1} s of processor time, while trying to: {2}.":
      "✗ 演習 {0} は、プロセッサ時間を {1} 秒使ったところで止めました。しようとしていたこと：{2}。",
    "✗ Exercise {0} was stopped after using {1} s of processor time.":
      "✗ 演習 {0} は、プロセッサ時間を {1} 秒使ったところで止めました。",
    "✗ Exercise {0} was stopped after waiting {1} s without a step forward, while trying to: {2}.":
      "✗ 演習 {0} は、一歩も進まずに {1} 秒待ったところで止めました。しようとしていたこと：{2}。",
    "✗ Exercise {0} was stopped after waiting {1} s without a step forward.":
      "✗ 演習 {0} は、一歩も進まずに {1} 秒待ったところで止めました。",
    "✗ Exercise {0} was stopped after {1} s, the longest a check may run, while trying to: {2}.":
      "✗ 演習 {0} は、チェックに許される最長の {1} 秒が過ぎたところで止めました。しようとしていたこと：{2}。",
    "✗ Exercise {0} was stopped after {1} s, the longest a check may run.":
      "✗ 演習 {0} は、チェックに許される最長の {1} 秒が過ぎたところで止めました。",
    "Something in {0} kept the processor busy without an end (a loop that never ends); the check was stopped.":
      "{0} の中の何かが終わりなくプロセッサを使い続けたので（終わらないループ）、チェックを止めました。",
    "Something in {0} waits for what never comes (a lock, a semaphore, a continuation never resumed); the check was stopped.":
      "{0} の中の何かが決して来ないものを待っているので（ロック、セマフォ、再開されない continuation）、チェックを止めました。",
    "Something in {0} kept the check going without an end, now busy, now waiting; the check was stopped.":
      "{0} の中の何かが、忙しくしたり待ったりしながらチェックを終わりなく続けたので、チェックを止めました。",
    "✗ Exercise {0} has no verdict: something other than the check wrote to the check's report.":
      "✗ 演習 {0} には判定がありません。チェック以外の何かがチェックの報告に書き込みました。",
    "Only the check may write there: does your code write to file descriptors it did not open?":
      "そこに書けるのはチェックだけです。あなたのコードは、自分で開いていないファイル記述子に書き込んでいませんか？",
    "✗ Exercise {0} could not be checked: {1}":
      "✗ 演習 {0} を確かめられませんでした：{1}",
    // "(a trap)" first: the shorter key would also fit it.
    "it was stopped by signal {0} (a trap)":
      "シグナル {0} で止められました（トラップ）",
    "it was stopped by signal {0}":
      "シグナル {0} で止められました",
    "it exited with status {0} before the check could finish":
      "チェックが終わる前に、終了ステータス {0} で終了しました",
    "Stuck? swift run Coach --hint {0} (hint {1} of {2})":
      "行き詰まりましたか？ swift run Coach --hint {0}（ヒント {1}/{2}）",
    "You have seen every hint; read them again with swift run Coach --hint {0}.":
      "ヒントはすべて表示しました。swift run Coach --hint {0} でもう一度読めます。",
    "✗ {0} is missing. `swift run Coach --reset {1}` puts its starter back.":
      "✗ {0} がありません。`swift run Coach --reset {1}` で初期コードに戻せます。",
    "✗ Exercise {0} cannot be checked yet: {1} is missing, and every exercise is built together.":
      "✗ 演習 {0} はまだ確かめられません：{1} がありません。演習はすべて一緒にビルドされます。",
    "✗ Exercise {0} cannot be checked yet: {1} and {2} are missing, and every exercise is built together.":
      "✗ 演習 {0} はまだ確かめられません：{1} と {2} がありません。演習はすべて一緒にビルドされます。",
    "`swift run Coach --reset {0}` puts exercise {1}'s starter back.":
      "`swift run Coach --reset {0}` で演習 {1} の初期コードに戻せます。",
    "✗ The exercises do not build. The build said:":
      "✗ 演習をビルドできません。ビルドの出力：",
    "✗ A file in Sources/YourWork/Exercises changed while it was being built: check again with swift run Coach {0}.":
      "✗ ビルドの途中で Sources/YourWork/Exercises のファイルが変わりました。swift run Coach {0} でもう一度確かめてください。",
    "✗ Exercise {0} cannot be checked yet: the exercises do not compile.":
      "✗ 演習 {0} はまだ確かめられません：演習がコンパイルできません。",
    "There are errors in {0} too.":
      "{0} にもエラーがあります。",
    "Every exercise is built together, so {0} must compile first":
      "演習はすべて一緒にビルドされるので、まず {0} がコンパイルできなければなりません",
    "(or put its starter back: swift run Coach --reset {0}).":
      "（または初期コードに戻してください：swift run Coach --reset {0}）。",

    // CoachText.Progress
    "Coach: {0} is a folder, not a file; your progress is kept in {1} until you move that folder away.":
      "Coach: {0} はファイルではなくフォルダーです。そのフォルダーを移動するまで、進捗は {1} に保存します。",
    "Coach: cannot read {0} ({1}); your progress is kept in {2} instead.":
      "Coach: {0} を読めません（{1}）。代わりに進捗を {2} に保存します。",
    "Wrote {0}: {1} of {2} exercises passed. Hand it in with your repository.":
      "{0} を書きました：演習 {2} 問のうち {1} 問に合格しています。リポジトリと一緒に提出してください。",
    "Coach: cannot write {0} here ({1}); nothing was written.":
      "Coach: ここに {0} を書けません（{1}）。何も書いていません。",
    "Coach: cannot write {0} here ({1}); your progress is kept in {2} instead.":
      "Coach: ここには {0} を書き込めません（{1}）。代わりに進捗を {2} に保存します。",
    "Coach: {0} cannot be read, so it is left as it is; your progress is kept in {1}.":
      "Coach: {0} を読めないので、そのままにしておきます。進捗は {1} に保存します。",
    "Coach: {0} could not be read; it was kept as {1}, and progress starts over.":
      "Coach: {0} を読めませんでした。このファイルは {1} として残し、進捗は最初からやり直します。",
    "Coach: {0} could not be read, nor moved aside; it is left as it is, and your progress is kept in {1}.":
      "Coach: {0} を読めず、別の場所に移すこともできませんでした。ファイルはそのままにして、進捗は {1} に保存します。",
    "Coach: the progress of {0} could not be read, so it starts over; the file as it was is kept as {1}.":
      "Coach: {0} の進捗を読めなかったので、最初からやり直します。元のファイルは {1} として残してあります。",
    "Coach: the progress of {0} could not be read, so they start over; the file as it was is kept as {1}.":
      "Coach: {0} の進捗を読めなかったので、最初からやり直します。元のファイルは {1} として残してあります。",
    "Coach: the progress of {0} could not be read, so it starts over.":
      "Coach: {0} の進捗を読めなかったので、最初からやり直します。",
    "Coach: the progress of {0} could not be read, so they start over.":
      "Coach: {0} の進捗を読めなかったので、最初からやり直します。",
    "exercise {0}":
      "演習 {0}",
    "exercises {0} and {1}":
      "演習 {0} と {1}",
    "Coach: {0} is {1}, not a file; the Coach neither reads nor writes through it. Move it away, or delete it to start over, and run the Coach again.":
      "Coach: {0} はファイルではなく{1}です。Coach はこれを通して読み書きしません。別の場所へ移すか、最初からやり直すなら削除して、もう一度 Coach を実行してください。",
    "a symbolic link":
      "シンボリックリンク",
    "a named pipe (FIFO)":
      "名前付きパイプ (FIFO)",
    "a device":
      "デバイスファイル",
    "a socket":
      "ソケット",
    "Coach: your progress could not be saved anywhere ({0}); hints will start from the first next time.":
      "Coach: 進捗をどこにも保存できませんでした（{0}）。次回はヒントが最初から表示されます。",

    // CoachText.Hint
    "Exercise {0} · {1}":
      "演習 {0} · {1}",
    "Hint {0} of {1}: {2}":
      "ヒント {0}/{1}：{2}",
    "Another hint: swift run Coach --hint {0}":
      "次のヒント：swift run Coach --hint {0}",
    "That was the last hint. Check it: swift run Coach {0}":
      "これが最後のヒントです。確かめてください：swift run Coach {0}",

    // CoachText.Reset
    "Coach: the starter {0} is missing; nothing was changed.":
      "Coach: 初期コード {0} がありません。何も変更していません。",
    "{0} is already the starter: nothing to do.":
      "{0} はすでに初期コードのままです。することはありません。",
    "Put the starter of exercise {0} back in {1}?":
      "{1} を演習 {0} の初期コードに戻しますか？",
    "Your version will be kept in .delegationlab-backups. Type y to reset, anything else to keep it: ":
      "あなたの版は .delegationlab-backups に残します。戻すには y を、そのままにするにはそれ以外を入力してください: ",
    "Not reset: nothing was changed.":
      "戻しませんでした。何も変更していません。",
    "Coach: could not keep a copy of your version ({0}); nothing was changed.":
      "Coach: あなたの版のコピーを残せませんでした（{0}）。何も変更していません。",
    "Coach: could not write {0} ({1}); your version is still there.":
      "Coach: {0} を書き込めませんでした（{1}）。あなたの版はそのまま残っています。",
    "Exercise {0} is back to its starter. Your version is kept in {1}.":
      "演習 {0} を初期コードに戻しました。あなたの版は {1} に残してあります。",
    "Exercise {0} is back to its starter.":
      "演習 {0} を初期コードに戻しました。",

    // CoachText.Watch
    "Watching Sources/YourWork/Exercises: each save checks the exercise whose file you saved (now exercise {0}). Ctrl-C stops.":
      "Sources/YourWork/Exercises を見張っています。ファイルを保存するたびに、そのファイルの演習を確かめます（今は演習 {0}）。Ctrl-C で終了します。",
    "All {0} exercises pass. Watching Sources/YourWork/Exercises anyway: save an exercise's file to check it again. Ctrl-C stops.":
      "演習 {0} 問すべてが合格です。それでも Sources/YourWork/Exercises を見張ります。演習のファイルを保存すると、もう一度確かめます。Ctrl-C で終了します。",
    "Stopped watching.":
      "見張るのをやめました。",

    // Words.Scene
    "MemberListScreen has no \"+\" button: its navigationItem.rightBarButtonItem is nil.":
      "MemberListScreen に「+」ボタンがありません。navigationItem.rightBarButtonItem が nil です。",
    "Tapping + pushed nothing: plusButtonTapped() should push a MemberDetailScreen.":
      "+ をタップしても、何もプッシュされませんでした。plusButtonTapped() は MemberDetailScreen をプッシュする必要があります。",
    "Tapping + pushed {0}, whose view is not the member form.":
      "+ をタップすると {0} がプッシュされましたが、そのビューはメンバーのフォームではありません。",
    "After you {0}, the list holds {1}, not {2}.":
      "{0}あと、一覧のメンバー：{1}（正しくは {2}）。",
    "open a second window with a member list of its own; tap + in both windows, then save Lee Dana, 31 in the second window and Kim Minji, 28 in the first":
      "専用のメンバー一覧を持つ二つ目のウィンドウを開き、両方のウィンドウで + をタップしてから、二つ目のウィンドウで Lee Dana, 31 を、一つ目のウィンドウで Kim Minji, 28 を保存する",
    "saved Lee Dana, 31 in the second window":
      "二つ目のウィンドウで Lee Dana, 31 を保存した",
    "saved Kim Minji, 28 in the first window":
      "一つ目のウィンドウで Kim Minji, 28 を保存した",
    "After you {0}, the first window's list holds {1}: that Save reached a list that did not open its detail screen.":
      "{0}あと、一つ目のウィンドウの一覧のメンバー：{1}。その Save は、その詳細画面を開いていない一覧に届きました。",
    "After you {0}, the second window's list holds {1}: that Save reached a list that did not open its detail screen.":
      "{0}あと、二つ目のウィンドウの一覧のメンバー：{1}。その Save は、その詳細画面を開いていない一覧に届きました。",
    "After you {0}, the detail screen is still on screen: Save should go back to the list.":
      "{0}あとも、詳細画面が表示されたままです。Save をタップしたら一覧に戻る必要があります。",
    "no member":
      "なし",
    "no rows":
      "なし",
    "open a new scene, tap +, and close the scene while the detail screen is still open":
      "新しいシーンを開いて + をタップし、詳細画面が開いたままシーンを閉じる",
    "the scene closed with its detail screen still open":
      "詳細画面が開いたままシーンが閉じた",
    "open a new scene, tap +, and close the scene while that detail screen is still shown elsewhere (as when a window closes mid-edit)":
      "新しいシーンを開いて + をタップし、その詳細画面がまだ別の場所に表示されている間にシーンを閉じる（編集の途中でウィンドウが閉じるときのように）",
    "its scene closed, with only its detail screen still shown":
      "詳細画面だけがまだ表示されている状態で、一覧のシーンが閉じた",
    "type Lee Dana, 31 on that detail screen and tap Save: its list is gone":
      "その詳細画面に Lee Dana, 31 と入力して Save をタップする（一覧はもうない）",
    "that last Save, once nothing showed that detail screen any more":
      "最後の Save をタップして、詳細画面がもうどこにも表示されなくなった",
    "close the scene":
      "シーンを閉じる",

    // Exercise 1
    "The delegate that holds on":
      "手放さないデリゲート",
    "MemberListScreen keeps the last detail screen it opened (for an Undo button to come), and MemberDetailScreen tells it about Save through a delegate. Saving works, but neither screen is ever released. Make them go when the scene closes; Save must still work, and the list must still keep lastDetail while it is open.":
      "MemberListScreen は、最後に開いた詳細画面を持ち続けます（これから作る Undo ボタンのためです）。MemberDetailScreen はデリゲートを通して Save を一覧に伝えます。保存はできますが、どちらの画面も解放されません。シーンが閉じたら両方の画面が消えるようにしてください。ただし、Save は引き続き動き、一覧は開いている間 lastDetail を持ち続けなければなりません。",
    "The arrow back is `delegate`: MemberDetailScreen.delegate → MemberListScreen closes the cycle that lastDetail opens. A delegate is whom a sender reports to; must the sender keep it alive?":
      "戻りの矢印は `delegate` です。lastDetail が始めた循環を、MemberDetailScreen.delegate → MemberListScreen が閉じています。デリゲートは通知元が知らせる相手です。通知元がその相手を生かしておく必要があるでしょうか？",
    "The sender should not own its delegate: `weak var delegate`. The compiler will then ask for one more word.":
      "通知元は自分のデリゲートを所有するべきではありません：`weak var delegate`。するとコンパイラが、もう一語を求めてきます。",
    "Only class instances can be held weakly: declare `protocol MemberDelegate: AnyObject`, then `weak var delegate: MemberDelegate?`.":
      "弱参照で持てるのはクラスのインスタンスだけです。`protocol MemberDelegate: AnyObject` と宣言してから、`weak var delegate: MemberDelegate?` と書いてください。",
    "tap +, type Kim Minji, 28, and tap Save":
      "+ をタップし、Kim Minji, 28 と入力して Save をタップする",
    "Does plusButtonTapped() set the detail screen's delegate, and does Save tell it addNewMember(_:)?":
      "plusButtonTapped() は詳細画面のデリゲートを設定していますか？ Save はデリゲートに addNewMember(_:) を伝えていますか？",
    "tap + again, then ‹ Back: the list keeps this detail screen as lastDetail, for Undo":
      "もう一度 + をタップしてから ‹ Back をタップする（一覧は Undo のために、この詳細画面を lastDetail として持ち続ける）",
    "MemberDetailScreen was released at ‹ Back, while the list is still open.":
      "一覧がまだ開いているのに、‹ Back で MemberDetailScreen が解放されました。",
    "The list must keep lastDetail (for Undo), so lastDetail stays a strong reference.":
      "一覧は（Undo のために）lastDetail を持ち続けなければならないので、lastDetail は強参照のままです。",
    "Keep that arrow as it is: which arrow back from the detail screen should not own?":
      "その矢印はそのままにしてください。詳細画面から一覧へ戻る矢印のうち、所有するべきでないのはどれですか？",
    "close the scene: nothing outside holds the navigation controller any more":
      "シーンを閉じる（ナビゲーションコントローラーを外から持つものは、もう何もない）",
    "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?":
      "一覧は（Undo のために）lastDetail を持ち続けなければならないので、詳細画面を所有します。では、一覧へ戻る矢印のうち、所有するべきでないのはどれですか？",
    "A detail screen should tell the list that opened it, and only that one: how does yours find the list it tells?":
      "詳細画面は、自分を開いた一覧だけに知らせるべきです。あなたの詳細画面は、知らせる一覧をどうやって見つけていますか？",
    "The list was gone and the detail screen still called it: unowned promised it never would be.":
      "一覧はもう消えていたのに、詳細画面がまだ一覧を呼びました。unowned は、一覧が決して消えないと約束していました。",
    "A detail screen can outlive its list, as here, when the scene closes while the screen is still shown.":
      "ここでのように、詳細画面がまだ表示されている間にシーンが閉じると、詳細画面は一覧より長く生きることがあります。",
    "What should the detail screen find in its delegate then?":
      "そのとき、詳細画面のデリゲートには何が入っているべきでしょうか？",

    // Exercise 2
    "Two composers, one answer":
      "二つの入力画面、一つの答え",
    "ValueScreen presents a compose screen for its title and one for its subtitle. Whatever you type in either, it lands in the title. Make each answer (Done or Cancel) land in the row of the composer that sent it.":
      "ValueScreen は、タイトル用とサブタイトル用の入力画面を表示します。どちらに入力しても、答えはタイトルに入ってしまいます。それぞれの答え（Done または Cancel）が、それを送った入力画面の行に入るようにしてください。",
    "Read ComposeDelegate: when a message arrives, what does the receiver know about who sent it?":
      "ComposeDelegate を読んでください。メッセージが届いたとき、通知先は、誰が送ったかについて何を知っていますか？",
    "Let the sender pass itself, as UIKit's delegates do: `func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)`.":
      "UIKit のデリゲートと同じように、通知元が自分自身を渡すようにしてください：`func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)`。",
    "Keep `private weak var titleComposer` and `subtitleComposer`, set them when you present, and compare with `===` in the delegate method.":
      "`private weak var titleComposer` と `subtitleComposer` を用意し、表示するときに設定して、デリゲートメソッドの中で `===` を使って比べてください。",
    "ValueScreen's view is not a ValueView, so the check cannot find its buttons.":
      "ValueScreen のビューが ValueView ではないので、チェックがボタンを見つけられません。",
    "tap Edit subtitle, then type \"{0}\" and tap Done":
      "Edit subtitle をタップし、「{0}」と入力して Done をタップする",
    "tap Edit title, then type \"{0}\" and tap Done":
      "Edit title をタップし、「{0}」と入力して Done をタップする",
    "tap Edit subtitle, then tap Cancel":
      "Edit subtitle をタップしてから Cancel をタップする",
    "tap Edit title, then tap Cancel":
      "Edit title をタップしてから Cancel をタップする",
    "typed \"{0}\" in the subtitle's composer and tapped Done":
      "サブタイトルの入力画面に「{0}」と入力して Done をタップした",
    "typed \"{0}\" in the title's composer and tapped Done":
      "タイトルの入力画面に「{0}」と入力して Done をタップした",
    "tapped Cancel in the subtitle's composer":
      "サブタイトルの入力画面で Cancel をタップした",
    "tapped Cancel in the title's composer":
      "タイトルの入力画面で Cancel をタップした",
    "Tapping Edit subtitle presented no compose screen.":
      "Edit subtitle をタップしても、入力画面が表示されませんでした。",
    "Tapping Edit title presented no compose screen.":
      "Edit title をタップしても、入力画面が表示されませんでした。",
    "After you {0}, the compose screen is still up: it should dismiss itself.":
      "{0}あとも、入力画面が表示されたままです。入力画面は自分で閉じる必要があります。",
    "After you {0}, the value screen shows \"{1}\" and \"{2}\".":
      "{0}あと、値の画面には「{1}」と「{2}」が表示されています。",
    "Neither row changed: no answer reached ValueScreen from the subtitle's composer.":
      "どちらの行も変わりませんでした。サブタイトルの入力画面からの答えが、ValueScreen に届いていません。",
    "Is the subtitle's composer told who its delegate is, and does it tell its delegate on Done and Cancel?":
      "サブタイトルの入力画面は、自分のデリゲートが誰かを知らされていますか？ Done と Cancel で、デリゲートに伝えていますか？",
    "Neither row changed: no answer reached ValueScreen from the title's composer.":
      "どちらの行も変わりませんでした。タイトルの入力画面からの答えが、ValueScreen に届いていません。",
    "Is the title's composer told who its delegate is, and does it tell its delegate on Done and Cancel?":
      "タイトルの入力画面は、自分のデリゲートが誰かを知らされていますか？ Done と Cancel で、デリゲートに伝えていますか？",
    "The answer went to the wrong row: the subtitle's composer sent it, and the other row shows it.":
      "答えが違う行に入りました。送ったのはサブタイトルの入力画面なのに、もう一方の行に表示されています。",
    "The answer went to the wrong row: the title's composer sent it, and the other row shows it.":
      "答えが違う行に入りました。送ったのはタイトルの入力画面なのに、もう一方の行に表示されています。",
    "Can ValueScreen tell which of its two composers is talking to it?":
      "ValueScreen は、二つの入力画面のどちらが話しかけているのかを見分けられますか？",
    "The answer landed in both rows: only the subtitle's composer sent it.":
      "答えが両方の行に入りました。送ったのはサブタイトルの入力画面だけです。",
    "The answer landed in both rows: only the title's composer sent it.":
      "答えが両方の行に入りました。送ったのはタイトルの入力画面だけです。",
    "The subtitle row should show \"{0}\": the answer arrived, but not as it was sent.":
      "サブタイトルの行には「{0}」と表示されるはずです。答えは届きましたが、送られたとおりではありません。",
    "The title row should show \"{0}\": the answer arrived, but not as it was sent.":
      "タイトルの行には「{0}」と表示されるはずです。答えは届きましたが、送られたとおりではありません。",
    "The subtitle row is right, but the other row changed too: it should still show \"{0}\".":
      "サブタイトルの行は正しいのですが、もう一方の行も変わりました。そちらは「{0}」のままのはずです。",
    "The title row is right, but the other row changed too: it should still show \"{0}\".":
      "タイトルの行は正しいのですが、もう一方の行も変わりました。そちらは「{0}」のままのはずです。",
    "tap Edit title, and while its composer is up tap Edit subtitle too (a quick second tap; the screen is already presenting); then type \"Quiz night\" in the title's composer and tap Done":
      "Edit title をタップし、その入力画面が出ている間に Edit subtitle もタップする（素早い二回目のタップ。値の画面はすでに入力画面を表示中）。続いてタイトルの入力画面に「Quiz night」と入力して Done をタップする",
    "tapped Edit subtitle while the title's composer was up, then typed \"Quiz night\" in the title's composer and tapped Done":
      "タイトルの入力画面が出ている間に Edit subtitle をタップし、続いてタイトルの入力画面に「Quiz night」と入力して Done をタップした",
    "check that every composer was released once dismissed":
      "閉じた入力画面がすべて解放されたかを確かめる",
    // Before Words.Lifetime's keys, which would also fit these lines.
    "{0} is still alive after it was dismissed: who holds it?":
      "閉じたあとも {0} がまだ生きています。誰が持っているのでしょうか？",
    "{0} and {1} are still alive after they were dismissed: who holds them?":
      "閉じたあとも {0} と {1} がまだ生きています。誰が持っているのでしょうか？",
    "ValueScreen may remember which composer is which, but only weakly.":
      "ValueScreen は、どの入力画面がどちらかを覚えておいてもかまいませんが、弱参照で覚えておく必要があります。",
    "A composer should not own the screen it answers.":
      "入力画面は、自分が答える相手の画面を所有するべきではありません。",
    "tap Edit title, type \"Board games\" and tap Done; tap Edit title again, and while the new composer is up, the first one, which ValueScreen no longer presents, answers \"Old idea\" with Done":
      "Edit title をタップして \"Board games\" と入力し Done をタップする。もう一度 Edit title をタップし、新しい入力画面が出ている間に、ValueScreen がもう表示していない最初の入力画面が \"Old idea\" で Done をタップする",
    "After a title composer that ValueScreen had dismissed answered \"Old idea\", the value screen shows \"{0}\" and \"{1}\": it took an answer from a composer it no longer presents.":
      "ValueScreen がすでに閉じたタイトルの入力画面が \"Old idea\" と答えたあと、値の画面には「{0}」と「{1}」が表示されています。もう表示していない入力画面の答えを受け取ってしまいました。",
    "Another composer for the title is up now: how does ValueScreen tell the composer it presented from any other with the same caption?":
      "いまはタイトル用の別の入力画面が出ています。ValueScreen は、自分が表示した入力画面を、キャプションが同じほかの入力画面とどうやって見分けるのでしょうか？",
    "close the scene while the new title composer is still up":
      "新しいタイトルの入力画面がまだ出ているうちにシーンを閉じる",
    "the scene closed with a composer still up":
      "入力画面がまだ出ているうちにシーンが閉じた",
    "ValueScreen read a reference to a composer that was already gone: unowned promised it never would be.":
      "ValueScreen が、すでに消えた入力画面への参照を読みました。unowned は、入力画面が決して消えないと約束していました。",
    "A composer is released once dismissed, and the screen outlives it: what should the screen keep of it?":
      "入力画面は閉じると解放され、値の画面はそれより長く生きます。値の画面は、入力画面への参照をどう持っておくべきでしょうか？",

    // Exercise 3
    "The optional method nobody calls":
      "誰も呼ばない任意メソッド",
    "MemberListScreen refuses a second member with the same name in shouldAdd(_:), and MemberDetailScreen asks its delegate before adding. Yet a duplicate is added. Make the list's shouldAdd(_:) be the one that is asked, and every other receiver's too (FullClub's, and those of types this file never names); receivers without it, such as JoinLog, must still accept all.":
      "MemberListScreen は shouldAdd(_:) で、同じ名前の二人目のメンバーを拒否します。MemberDetailScreen は、追加する前にデリゲートに尋ねます。それなのに重複が追加されます。詳細画面が尋ねるときには、一覧自身の shouldAdd(_:) が呼ばれるようにしてください。ほかのすべての通知先（FullClub や、このファイルに名前が出てこない型）でも、その通知先自身の shouldAdd(_:) が呼ばれなければなりません。JoinLog のように shouldAdd(_:) を持たない通知先は、引き続きすべてを受け入れなければなりません。",
    "Put a print in MemberListScreen.shouldAdd(_:) and save a duplicate: it is never called. Which one is?":
      "MemberListScreen.shouldAdd(_:) に print を入れて、重複を保存してみてください。一度も呼ばれません。では、呼ばれているのはどれでしょうか？",
    "A method that exists only in a protocol extension is chosen by the variable's static type (here `MemberDelegate`), not by the object: static dispatch.":
      "プロトコルのエクステンションにしかないメソッドは、オブジェクトではなく、変数の静的な型（ここでは `MemberDelegate`）で選ばれます。これが静的ディスパッチです。",
    "Declare `func shouldAdd(_ member: Member) -> Bool` inside `protocol MemberDelegate` too; keep the extension as its default, so that JoinLog, which has no shouldAdd(_:), still compiles and accepts all. No cast is needed: the detail screen asks `delegate?.shouldAdd(member)`, whoever the delegate is.":
      "`protocol MemberDelegate` の中にも `func shouldAdd(_ member: Member) -> Bool` を宣言してください。エクステンションはデフォルト実装として残し、shouldAdd(_:) を持たない JoinLog も引き続きコンパイルでき、すべてを受け入れるようにします。キャストは要りません。デリゲートが誰であっても、詳細画面は `delegate?.shouldAdd(member)` で尋ねます。",
    "the list holds Kim Minji, 28; tap +, type Kim Minji again, 30, and tap Save":
      "一覧に Kim Minji, 28 がいる状態で + をタップし、同じ名前で Kim Minji, 30 と入力して Save をタップする",
    "After you saved a second Kim Minji, the list holds {0}.":
      "二人目の Kim Minji を保存したあと、一覧のメンバー：{0}。",
    "MemberListScreen.shouldAdd(_:) refuses a name already in the list, but nobody asked it.":
      "MemberListScreen.shouldAdd(_:) は一覧にすでにある名前を拒否しますが、誰もこのメソッドを呼びませんでした。",
    "The detail screen called a shouldAdd(_:), just not the list's: which one, and why?":
      "詳細画面は shouldAdd(_:) を呼びましたが、それは一覧のものではありませんでした。どれを、なぜ呼んだのでしょうか？",
    "The duplicate was refused, but the detail screen went back without saying why.":
      "重複は拒否されましたが、詳細画面は理由を示さずに戻ってしまいました。",
    "When the delegate refuses, stay on the detail screen and show the reason.":
      "デリゲートが拒否したら、詳細画面に留まって理由を表示してください。",
    "type Park Jisoo, 25 instead, and tap Save":
      "代わりに Park Jisoo, 25 と入力して Save をタップする",
    "saved Park Jisoo":
      "Park Jisoo を保存した",
    "A new name must still be added: shouldAdd(_:) refuses only names already in the list.":
      "新しい名前は、引き続き追加されなければなりません。shouldAdd(_:) が拒否するのは、一覧にすでにある名前だけです。",
    "open a detail screen for JoinLog, which has no shouldAdd(_:); type Lee Dana, 31, and tap Save":
      "shouldAdd(_:) を持たない JoinLog の詳細画面を開き、Lee Dana, 31 と入力して Save をタップする",
    "JoinLog has no shouldAdd(_:), yet it was not given Lee Dana, 31: it holds {0}.":
      "JoinLog には shouldAdd(_:) がないのに、Lee Dana, 31 が渡されませんでした。JoinLog が持っているメンバー：{0}。",
    "Receivers that do not write shouldAdd(_:) must still accept every member: keep a default that says yes.":
      "shouldAdd(_:) を書いていない通知先も、引き続きすべてのメンバーを受け入れなければなりません。常に受け入れるデフォルト実装を残してください。",
    "JoinLog was given Lee Dana, 31, but its detail screen stayed: Save should go back.":
      "JoinLog には Lee Dana, 31 が渡されましたが、詳細画面が残ったままです。Save をタップしたら戻る必要があります。",
    "open a detail screen for FullClub, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31":
      "shouldAdd(_:) が誰でも拒否する FullClub の詳細画面を開き、Lee Dana, 31 を保存する",
    "open a detail screen for a receiver the Coach made, of a type your code has never seen, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31":
      "Coach が作った通知先（あなたのコードが一度も見たことのない型で、shouldAdd(_:) が誰でも拒否する）の詳細画面を開き、Lee Dana, 31 を保存する",
    "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it {0}.":
      "FullClub 自身の shouldAdd(_:) は誰でも拒否するのに、Save は FullClub に {0} を渡しました。",
    "Every receiver's shouldAdd(_:) must be the one asked, not only MemberListScreen's.":
      "MemberListScreen のものだけでなく、すべての通知先について、その通知先自身の shouldAdd(_:) に尋ねなければなりません。",
    "How does the detail screen ask its delegate?":
      "詳細画面は、デリゲートにどうやって尋ねていますか？",
    "A receiver of a type your code has never seen refuses everyone in its own shouldAdd(_:), yet Save gave it {0}.":
      "あなたのコードが一度も見たことのない型の通知先は、自分の shouldAdd(_:) で誰でも拒否するのに、Save はその通知先に {0} を渡しました。",
    "The detail screen asked only the receivers it knows by name: any receiver's shouldAdd(_:) must be reached through the protocol.":
      "詳細画面は、名前で知っている通知先にしか尋ねませんでした。どの通知先の shouldAdd(_:) にも、プロトコルを通して届かなければなりません。",
    "FullClub refused Lee Dana, 31, but the detail screen went back without saying why.":
      "FullClub は Lee Dana, 31 を拒否しましたが、詳細画面は理由を示さずに戻ってしまいました。",
    "The receiver your code has never seen refused Lee Dana, 31, but the detail screen went back without saying why.":
      "あなたのコードが一度も見たことのない通知先は Lee Dana, 31 を拒否しましたが、詳細画面は理由を示さずに戻ってしまいました。",
    "The detail screen made for {0} has no member form, so the check cannot use it.":
      "次の通知先のために作った詳細画面に、メンバーのフォームがありません：{0}。そのため、チェックはその画面を使えません。",
    "a receiver your code has never seen":
      "あなたのコードが一度も見たことのない通知先",
    "The detail screen's delegate must stay weak.":
      "詳細画面のデリゲートは、弱参照のままでなければなりません。",

    // Exercise 4
    "The closure that captures its owner":
      "持ち主をキャプチャするクロージャ",
    "MemberListScreen makes one detail screen and reuses it for every \"+\"; the detail screen reports Save through its onSave closure. Saving works, but the list is never released. Make both screens go when the scene closes, without giving up the reuse.":
      "MemberListScreen は詳細画面を一つだけ作り、「+」のたびにそれを再利用します。詳細画面は onSave クロージャで Save を伝えます。保存はできますが、一覧が解放されません。再利用はあきらめずに、シーンが閉じたら両方の画面が消えるようにしてください。",
    "`onSave` is `{ member in self.addNewMember(member) }`, and a closure keeps alive what it captures: the list owns the detail screen, which owns the closure, which owns the list.":
      "`onSave` は `{ member in self.addNewMember(member) }` で、クロージャはキャプチャしたものを生かし続けます。一覧が詳細画面を、詳細画面がクロージャを、クロージャが一覧を保持しています。",
    "Keep the one detail screen and its closure; change only how the closure captures `self`: a capture list can take it weakly.":
      "一つの詳細画面とそのクロージャはそのままにして、クロージャが `self` をキャプチャする方法だけを変えてください。キャプチャリストを使えば `self` を弱く持てます。",
    "Write `detail.onSave = { [weak self] member in self?.addNewMember(member) }`.":
      "次のように書いてください：`detail.onSave = { [weak self] member in self?.addNewMember(member) }`。",
    "tap +, type {0}, and tap Save":
      "+ をタップし、{0} と入力して Save をタップする",
    "saved {0}":
      "{0} を保存した",
    "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +.":
      "二回目の + で、新しい MemberDetailScreen がプッシュされました。一覧は、最初の + で作った画面を再利用しなければなりません。",
    "The task asks for one detail screen, made on the first + and pushed again on every + after it.":
      "課題が求めているのは、詳細画面一つです。最初の + で作り、そのあとの + のたびにもう一度プッシュする画面です。",
    "Does the detail screen call onSave each time, and does the list's closure add the member?":
      "詳細画面は毎回 onSave を呼んでいますか？ 一覧のクロージャはメンバーを追加していますか？",
    "A detail screen should call the closure its own list gave it, and nothing else: what does yours call on Save?":
      "詳細画面は、自分の一覧が渡したクロージャだけを呼ぶべきです。あなたの詳細画面は、Save で何を呼んでいますか？",
    "The list owns the detail screen, which owns onSave: what does that closure capture?":
      "一覧は詳細画面を所有し、詳細画面は onSave を所有します。そのクロージャは何をキャプチャしていますか？",
    "The list was gone and its onSave closure still called it: unowned promised it never would be.":
      "一覧はもう消えていたのに、onSave クロージャがまだ一覧を呼びました。unowned は、一覧が決して消えないと約束していました。",
    "The detail screen can outlive its list, as here, when the scene closes while the screen is still shown.":
      "ここでのように、詳細画面がまだ表示されている間にシーンが閉じると、詳細画面は一覧より長く生きることがあります。",
    "What should the closure find when the list is gone?":
      "一覧が消えたとき、クロージャには何が見えるべきでしょうか？",

    // Exercise 5
    "The observer that hears nothing, then never leaves":
      "何も聞かず、そして決して去らないオブザーバー",
    "MemberDetailScreen posts a typed MemberSaved message on Save, and MemberListScreen observes it. The list never adds anyone. Make it hear the saves of the detail screens it opened, and only those (two lists may be open at once, as in two windows), and make sure it is released when its scene closes (the check does all three).":
      "MemberDetailScreen は Save で型付きの MemberSaved メッセージを投稿し、MemberListScreen はそれを監視します。ところが、一覧には誰も追加されません。一覧が、自分の開いた詳細画面の保存を、そしてそれだけを聞くようにしてください（二つのウィンドウのように、一覧が二つ同時に開いていることがあります）。さらに、シーンが閉じたら一覧が解放されるようにしてください（チェックはこの三つをすべて確かめます）。",
    "`addObserver(for:using:)` returns a token, and the observation lasts only as long as that token: `_ =` drops it at once, so the list stops observing before anyone taps Save. Keep the token in a stored property of the list: `private var observation: NotificationCenter.ObservationToken?`.":
      "`addObserver(for:using:)` はトークンを返し、監視はそのトークンが生きている間しか続きません。`_ =` はトークンをすぐに捨てるので、誰かが Save をタップする前に、一覧は監視をやめてしまいます。トークンは一覧の格納プロパティに取っておいてください：`private var observation: NotificationCenter.ObservationToken?`。",
    "Kept, the token keeps your closure registered in NotificationCenter.default, which lives as long as the app. The closure says `self.addNewMember`: it owns the list, and the list owns the token. Which capture breaks that circle? And with no subject, the list hears every detail screen in every window: `addObserver(of:for:using:)` names the one to hear.":
      "トークンを取っておくと、トークンはあなたのクロージャを、アプリと同じだけ生きる NotificationCenter.default に登録したままにします。クロージャには `self.addNewMember` と書かれているので、クロージャは一覧を所有し、一覧はトークンを所有します。この循環を断ち切るのは、どんなキャプチャでしょうか？ また、対象（subject）を指定しないと、一覧はすべてのウィンドウのすべての詳細画面を聞いてしまいます。聞く相手を指定するのが `addObserver(of:for:using:)` です。",
    "A center knows the subject of an observation by its address only, and a detail screen made after another one is gone is often made at the same address: an observation that outlives its screen hears the new one, even in another window. End the observation with its screen, or check in the closure that its screen is still there.":
      "センターは監視の対象（subject）をアドレスでしか見分けません。そして、ある詳細画面が消えたあとに作られた詳細画面は、同じアドレスに作られることがよくあります。すると、自分の画面より長く残った監視は新しい画面の投稿を聞いてしまいます。ほかのウィンドウの画面でも同じです。監視を画面とともに終わらせるか、クロージャの中でその画面がまだあるかを確かめてください。",
    "In plusButtonTapped(), observe the screen you push, and hear it only while it exists: `observation = NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) { [weak self, weak detail] message in guard detail != nil else { return }; self?.addNewMember(message.member) }`.":
      "plusButtonTapped() の中で、プッシュする画面を監視し、その画面がある間だけ聞くようにしてください：`observation = NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) { [weak self, weak detail] message in guard detail != nil else { return }; self?.addNewMember(message.member) }`。",
    "open two windows, each with a member list; in the first, tap +, type Kim Minji, 28, and tap Save: the detail screen posts MemberSaved":
      "メンバー一覧を一つずつ持つウィンドウを二つ開き、一つ目のウィンドウで + をタップし、Kim Minji, 28 と入力して Save をタップする（詳細画面が MemberSaved を投稿する）",
    "tapped Save on the first window's detail screen":
      "一つ目のウィンドウの詳細画面で Save をタップした",
    "in the first window, tap + and ‹ Back, then tap + again and save Park Jisoo, 25":
      "一つ目のウィンドウで + と ‹ Back をタップしてから、もう一度 + をタップして Park Jisoo, 25 を保存する",
    "saved Park Jisoo once in the first window":
      "一つ目のウィンドウで Park Jisoo を一度保存した",
    "in the first window, tap + and save Choi Yuna, 26; then, in the second window, tap + until the new detail screen is made at the address the first window's one had (the center tells subjects apart by address), and save Lee Dana, 31 there":
      "一つ目のウィンドウで + をタップして Choi Yuna, 26 を保存し、続けて二つ目のウィンドウで、新しい詳細画面が一つ目のウィンドウの詳細画面のあったアドレスに作られるまで + をタップして（センターは対象をアドレスで見分ける）、そこで Lee Dana, 31 を保存する",
    "saved Lee Dana in the second window, on a detail screen made where the first window's last one had been":
      "二つ目のウィンドウで、一つ目のウィンドウの最後の詳細画面があった場所に作られた詳細画面から Lee Dana を保存した",
    "in the second window, tap + and ‹ Back; then, in the first window, tap + until the new detail screen is made at the address the second window's one had, and save Jung Hoon, 34 there":
      "二つ目のウィンドウで + と ‹ Back をタップし、続けて一つ目のウィンドウで、新しい詳細画面が二つ目のウィンドウの詳細画面のあったアドレスに作られるまで + をタップして、そこで Jung Hoon, 34 を保存する",
    "saved Jung Hoon in the first window, on a detail screen made where the second window's one, left with ‹ Back, had been":
      "一つ目のウィンドウで、二つ目のウィンドウで ‹ Back で去った詳細画面があった場所に作られた詳細画面から Jung Hoon を保存した",
    "The detail screen posted MemberSaved and this list did not hear it: is it still observing when Save is tapped?":
      "詳細画面は MemberSaved を投稿しましたが、この一覧はそれを聞きませんでした。Save がタップされたとき、一覧はまだ監視していますか？",
    "After you {0}, the first window's list holds {1}: a Save made in the other window reached it too.":
      "{0}あと、一つ目のウィンドウの一覧のメンバー：{1}。もう一方のウィンドウでの Save が、この一覧にも届きました。",
    "After you {0}, the second window's list holds {1}: a Save made in the other window reached it too.":
      "{0}あと、二つ目のウィンドウの一覧のメンバー：{1}。もう一方のウィンドウでの Save が、この一覧にも届きました。",
    "Each list should hear only the detail screens it opened: which messages does it observe, and from whom?":
      "一覧は、自分が開いた詳細画面だけを聞くべきです。一覧はどのメッセージを、誰から監視していますか？",
    "After you {0}, the first window's list holds {1}: it heard a detail screen it never opened.":
      "{0}あと、一つ目のウィンドウの一覧のメンバー：{1}。この一覧は、自分が開いたことのない詳細画面を聞きました。",
    "After you {0}, the second window's list holds {1}: it heard a detail screen it never opened.":
      "{0}あと、二つ目のウィンドウの一覧のメンバー：{1}。この一覧は、自分が開いたことのない詳細画面を聞きました。",
    "A center, like an ObjectIdentifier, knows a subject only by its address, and a new screen is often made where a gone one was: how does that list know that a screen is one it opened, and still there?":
      "センターは ObjectIdentifier と同じく対象をアドレスでしか見分けず、新しい画面は消えた画面のあった場所に作られることがよくあります。その一覧は、ある画面が自分の開いたもので、まだあることを、どうやって知るのでしょうか？",
    "saved a member in the first window":
      "一つ目のウィンドウでメンバーを保存した",
    "saved a member in the second window":
      "二つ目のウィンドウでメンバーを保存した",
    "tapped ‹ Back in the first window":
      "一つ目のウィンドウで ‹ Back をタップした",
    "tapped ‹ Back in the second window":
      "二つ目のウィンドウで ‹ Back をタップした",
    "MemberDetailScreen is still alive after you {0}, though nothing shows it any more: who holds it?":
      "{0}あとも MemberDetailScreen がまだ生きています。もうどこにも表示されていないのに、誰が持っているのでしょうか？",
    "The center never keeps the screens it hears from: something in your code does.":
      "センターは、聞いている画面を持ち続けることはありません。持っているのは、あなたのコードの中の何かです。",
    "The check could not make a new detail screen at the address of one that is gone, in {0} tries: this is a fault of the check, not of your code.":
      "チェックは {0} 回試しても、消えた詳細画面のアドレスに新しい詳細画面を作れませんでした。これはあなたのコードではなく、チェックの側の不具合です。",
    "Run the check again; if this stays, please report it with your system and Swift version.":
      "チェックをもう一度実行してください。それでも続くようなら、お使いのシステムと Swift のバージョンを添えて報告してください。",
    "After you {0}, the list holds {1}: that one Save was heard {2} times.":
      "{0}あと、一覧のメンバー：{1}。一回の Save を {2} 回聞いています。",
    "The list is registered more than once: how many observers does it add, and when?":
      "一覧が二回以上登録されています。一覧はオブザーバーをいくつ、いつ追加していますか？",
    "close both windows":
      "両方のウィンドウを閉じる",
    "both windows closed":
      "両方のウィンドウが閉じた",
    "NotificationCenter keeps your observer's closure as long as the token lives: what does it capture?":
      "通知センターは、トークンが生きている間、オブザーバーのクロージャを持ち続けます。そのクロージャは何をキャプチャしていますか？",
    "The list was gone and its observer still ran when the detail screen posted: unowned promised the list never would be gone.":
      "一覧はもう消えていたのに、詳細画面が投稿すると、一覧のオブザーバーがまだ動きました。unowned は、一覧が決して消えないと約束していました。",
    "An observation outlives the list when its token is kept somewhere else, as here: what should the closure find then?":
      "ここでのようにトークンがどこか別の場所に取っておかれると、監視は一覧より長く生きます。そのとき、クロージャには何が見えるべきでしょうか？",

    // Exercise 6
    "The stream task that outlives its screen":
      "画面より長生きするストリームのタスク",
    "MemberListScreen adds every member that arrives on its events stream, in a Task that says [weak self]. The stream stays open as long as the app runs. Make the list go when its scene closes, while the stream is still open.":
      "MemberListScreen は、[weak self] と書いた Task の中で、events ストリームに届くメンバーをすべて追加します。ストリームは、アプリが動いている間ずっと開いています。ストリームがまだ開いていても、シーンが閉じたら一覧が消えるようにしてください。",
    "`Task { [weak self] in await self?.listen() }`: how long does the call to listen() keep self?":
      "`Task { [weak self] in await self?.listen() }`：listen() の呼び出しは、self をどれだけの間持ち続けるでしょうか？",
    "For the whole loop: `self?.listen()` holds self strongly until listen() returns, and it returns only when the stream ends.":
      "ループの間ずっとです。`self?.listen()` は listen() が戻るまで self を強参照で持ち、listen() はストリームが終わったときにしか戻りません。",
    "Loop in the task itself, capturing the stream and not self, and keep the task in `listening`, which deinit cancels: `listening = Task { [weak self, events] in for await member in events { self?.addNewMember(member) } }`. Keep `self?` inside the loop: a member can still arrive after the list is gone.":
      "self ではなくストリームをキャプチャしてタスクの中で直接ループし、そのタスクは deinit がキャンセルする `listening` に取っておいてください：`listening = Task { [weak self, events] in for await member in events { self?.addNewMember(member) } }`。ループの中の `self?` はそのままにしてください。一覧が消えたあとにも、メンバーが届くことがあります。",
    "the events stream delivers Kim Minji, 28; waiting for MemberListScreen to take it and ask for the next event":
      "events ストリームが Kim Minji, 28 を届け、MemberListScreen がそれを受け取って次のイベントを求めるのを待つ",
    "Nothing asked the events stream for a member: MemberListScreen never reads it.":
      "events ストリームにメンバーを求めたものは、何もありませんでした。MemberListScreen はストリームを一度も読んでいません。",
    "Does the list start a loop over events once its view is loaded?":
      "一覧は、ビューが読み込まれたら events を回るループを始めていますか？",
    "MemberListScreen took Kim Minji, 28 from the stream and never asked for the next member: its loop stopped (the list holds {0}).":
      "MemberListScreen はストリームから Kim Minji, 28 を受け取ったあと、次のメンバーを求めませんでした。ループが止まっています（一覧のメンバー：{0}）。",
    "The stream stays open as long as the app runs: the list must keep reading while it is open.":
      "ストリームは、アプリが動いている間ずっと開いています。一覧は、開いている間ずっと読み続けなければなりません。",
    "The list took Kim Minji, 28 from the stream, and now holds {0}.":
      "一覧はストリームから Kim Minji, 28 を受け取りました。いまの一覧のメンバー：{0}。",
    "Each event should add its member: addNewMember(_:) for every element of the loop.":
      "イベントごとに、そのメンバーを追加するべきです。ループの要素ごとに addNewMember(_:) を呼んでください。",
    "close the scene while the events stream is still open":
      "events ストリームがまだ開いている間にシーンを閉じる",
    "the scene closed, with the events stream still open":
      "events ストリームが開いたままシーンが閉じた",
    "What keeps the listening task's loop going, and what does that task hold while it waits for the next member?":
      "ストリームを聞くタスクのループを回し続けているのは何ですか？ そのタスクは、次のメンバーを待つ間、何を持っていますか？",
    "the stream delivers Park Jisoo, 25, after the list is gone":
      "一覧が消えたあとに、ストリームが Park Jisoo, 25 を届ける",
    "check that the task the list started has ended: it should not ask the stream for another member":
      "一覧が始めたタスクが終わったかを確かめる：ストリームに次のメンバーをもう求めないはず",
    "MemberListScreen is gone, but the task it started still runs: after Park Jisoo arrived, its loop asked the stream for the next member.":
      "MemberListScreen は消えましたが、一覧が始めたタスクはまだ動いています。Park Jisoo が届いたあと、ループがストリームに次のメンバーを求めました。",
    "MemberListScreen is gone, and its loop asks for no more members, but something it started still holds the events stream.":
      "MemberListScreen は消え、ループももうメンバーを求めませんが、一覧が始めた何かがまだ events ストリームを持っています。",
    "A task runs until its closure returns, and a loop over a stream that stays open never returns by itself: what ends that task when the list goes?":
      "タスクはクロージャが戻るまで動き続け、開いたままのストリームを回るループは自分からは戻りません。一覧が消えるとき、そのタスクを終わらせるのは何でしょうか？",
    "The list was gone and its loop still used it when Park Jisoo arrived: unowned promised it never would be.":
      "一覧はもう消えていたのに、Park Jisoo が届いたとき、ループがまだ一覧を使いました。unowned は、一覧が決して消えないと約束していました。",
    "A loop over a stream that outlives the list wakes for the next element after the list is gone (even a cancelled task gets the element it was already waiting for). What should the loop find then?":
      "一覧より長生きするストリームを回るループは、一覧が消えたあとも、次の要素が来ると目を覚まします（キャンセルされたタスクも、すでに待っていた要素は受け取ります）。そのとき、ループには何が見えるべきでしょうか？",

    // Exercise 7
    "The child coordinator nobody removes":
      "誰も取り除かない子コーディネーター",
    "MainCoordinator starts a BuyCoordinator for each Buy and has a childDidFinish(_:) that removes it. Done on BuyScreen ends a flow through it, but after ‹ Back the child stays in childCoordinators, one more each time. Make ‹ Back remove the child whose screen was left, and only that one: a second Buy may be started from the first, and then two BuyCoordinators run at once, each ending by Done or by ‹ Back.":
      "MainCoordinator は Buy のたびに BuyCoordinator を始め、それを取り除く childDidFinish(_:) も持っています。BuyScreen の Done はこのメソッドを通ってフローを終えますが、‹ Back のあとは子が childCoordinators に残り、そのたびに一つずつ増えていきます。‹ Back で離れた画面の子を、そしてその子だけを取り除くようにしてください。最初の BuyScreen から二つ目の Buy を始めることもでき、そのときは BuyCoordinator が二つ同時に動き、それぞれ Done か ‹ Back で終わります。",
    "Put a print in navigationController(_:didShow:animated:). Is it called when you tap Back?":
      "navigationController(_:didShow:animated:) に print を入れてみてください。Back をタップしたときに呼ばれますか？",
    "A navigation controller tells only its delegate, and nobody made MainCoordinator the delegate.":
      "ナビゲーションコントローラーが伝える相手は、自分のデリゲートだけです。そして、誰も MainCoordinator をデリゲートにしていません。",
    "In start(), write `navigationController.delegate = self` before pushing the first screen; childDidFinish(_:) already removes the finished child by identity (===), not by type.":
      "start() の中で、最初の画面をプッシュする前に `navigationController.delegate = self` と書いてください。childDidFinish(_:) は、終わった子を型ではなく同一性（===）で取り除くように、すでに書かれています。",
    "tap Buy (first time): buySubscription() starts a BuyCoordinator":
      "Buy をタップする（一回目）：buySubscription() が BuyCoordinator を始める",
    "tap Buy (second time): buySubscription() starts a BuyCoordinator":
      "Buy をタップする（二回目）：buySubscription() が BuyCoordinator を始める",
    "tap ‹ Back on BuyScreen":
      "BuyScreen で ‹ Back をタップする",
    "tap Done on BuyScreen: its BuyCoordinator tells MainCoordinator it has finished, then pops it":
      "BuyScreen で Done をタップする：BuyCoordinator が MainCoordinator に終わったことを知らせてから、画面をポップする",
    "BuyScreen has no Done button: its navigationItem.rightBarButtonItem is nil.":
      "BuyScreen に Done ボタンがありません。navigationItem.rightBarButtonItem が nil です。",
    "After buySubscription(), MainCoordinator has {0}, and the stack shows {1}; {2} should be running.":
      "buySubscription() のあと、MainCoordinator の子は {0}で、スタックに見える画面は {1}です。動いているべき子は {2}です。",
    "{0} child":
      "{0} 個",
    "{0} children":
      "{0} 個",
    "no screen":
      "なし",
    "buySubscription() should append a BuyCoordinator to childCoordinators and start it, pushing BuyScreen; a child still on screen must stay in childCoordinators.":
      "buySubscription() は BuyCoordinator を childCoordinators に加えて開始し、BuyScreen をプッシュする必要があります。まだ画面に出ている子は、childCoordinators に残っていなければなりません。",
    "After ‹ Back, MainCoordinator.childCoordinators still holds {0}: BuyCoordinator is still alive, and every Buy adds one more.":
      "‹ Back のあとも、MainCoordinator.childCoordinators に子が {0}残っています。BuyCoordinator はまだ生きていて、Buy のたびに一つずつ増えます。",
    "Who notices Back, and who then calls childDidFinish(_:)?":
      "誰が Back に気づき、そのあと誰が childDidFinish(_:) を呼びますか？",
    "After Done, MainCoordinator.childCoordinators still holds {0}: BuyCoordinator is still alive, and every Buy adds one more.":
      "Done のあとも、MainCoordinator.childCoordinators に子が {0}残っています。BuyCoordinator はまだ生きていて、Buy のたびに一つずつ増えます。",
    "Does Done tell MainCoordinator that its child has finished?":
      "Done は、子が終わったことを MainCoordinator に知らせていますか？",
    "‹ Back":
      "‹ Back をタップした",
    "Done":
      "Done をタップした",
    "Once removed from childCoordinators, nothing should hold it.":
      "childCoordinators から取り除いたあとは、何もそれを持っていてはいけません。",
    "tap Buy, then Buy again from the first BuyScreen (a gift for a friend): two BuyCoordinators run at once":
      "Buy をタップし、最初の BuyScreen からもう一度 Buy をタップする（友だちへのプレゼント）：BuyCoordinator が二つ同時に動く",
    "tap ‹ Back on the second BuyScreen: only the second child has finished":
      "二つ目の BuyScreen で ‹ Back をタップする：終わったのは二つ目の子だけ",
    "tap ‹ Back on the first BuyScreen":
      "最初の BuyScreen で ‹ Back をタップする",
    "tap Done on the second BuyScreen: only the second child has finished":
      "二つ目の BuyScreen で Done をタップする：終わったのは二つ目の子だけ",
    "tap Done on the first BuyScreen":
      "最初の BuyScreen で Done をタップする",
    "After ‹ Back from the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is still on screen: its BuyCoordinator went with the other.":
      "二つ目の BuyScreen から ‹ Back で戻ったあと、MainCoordinator に子が一つも残っていません。最初の BuyScreen はまだ画面に出ているのに、その BuyCoordinator がもう一方と一緒に消えました。",
    "Two children of the same type can run at once: which one finished?":
      "同じ型の子が二つ同時に動くことがあります。終わったのはどちらでしょうか？",
    "After ‹ Back from the second BuyScreen, MainCoordinator removed the first child, whose screen is still up, and kept the one that finished.":
      "二つ目の BuyScreen から ‹ Back で戻ったあと、MainCoordinator は、画面がまだ出ている一つ目の子を取り除き、終わった子を残しました。",
    "After ‹ Back from the second BuyScreen, MainCoordinator still holds both children.":
      "二つ目の BuyScreen から ‹ Back で戻ったあとも、MainCoordinator は両方の子を持ったままです。",
    "Who notices Back, and which child does it remove?":
      "誰が Back に気づき、どの子を取り除きますか？",
    "After Done on the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is still on screen: its BuyCoordinator went too.":
      "二つ目の BuyScreen で Done をタップしたあと、MainCoordinator に子が一つも残っていません。最初の BuyScreen はまだ画面に出ているのに、その BuyCoordinator まで消えました。",
    "Done removed the second child itself, then popped its screen: which child did that pop remove, and how did your code choose it?":
      "Done は二つ目の子を自分で取り除いてから、その画面をポップしました。そのポップでどの子が取り除かれ、あなたのコードはその子をどうやって選んだのでしょうか？",
    "After Done on the second BuyScreen, MainCoordinator removed the first child, whose screen is still up, and kept the one that finished.":
      "二つ目の BuyScreen で Done をタップしたあと、MainCoordinator は、画面がまだ出ている一つ目の子を取り除き、終わった子を残しました。",
    "After Done on the second BuyScreen, MainCoordinator still holds both children.":
      "二つ目の BuyScreen で Done をタップしたあとも、MainCoordinator は両方の子を持ったままです。",
    "tap Buy twice, then close the scene while both BuyScreens are still up":
      "Buy を二回タップしてから、両方の BuyScreen がまだ出ているうちにシーンを閉じる",
    "the scene closed with two buy flows still running":
      "二つの購入フローがまだ動いているうちにシーンが閉じた",
    "A child points at its parent only weakly.":
      "子は親を、弱参照でしか指しません。",

    // Exercise 8
    "The observation that keeps its observer":
      "オブザーバーを持ち続ける監視",
    "MemberListScreen shows a MemberRoster (an Observable model that outlives screens): a task loops over `Observations { … }` and shows the members after every change. The rows stay current, but the list is never released while the roster lives. Make it go when its scene closes; while it is open, the rows must still follow every change.":
      "MemberListScreen は、名簿 MemberRoster（画面より長生きする Observable なモデル）を表示します。タスクが `Observations { … }` をループし、変化があるたびにメンバーを表示します。行は常に最新ですが、名簿が生きている間、一覧は決して解放されません。シーンが閉じたら一覧が消えるようにしてください。開いている間は、引き続き変化のたびに行が更新されなければなりません。",
    "Two closures capture `self` here: the one given to Observations (`self.roster.members`) and the task's (`show(members)` means `self.show`). A task keeps what it captures until it ends, and this loop ends only with the roster.":
      "ここでは二つのクロージャが `self` をキャプチャしています。Observations に渡したクロージャ（`self.roster.members`）と、タスクのクロージャ（`show(members)` は `self.show` のことです）です。タスクはキャプチャしたものを終わるまで持ち続け、このループは名簿がなくなるまで終わりません。",
    "Neither closure may hold the list: capture `roster` itself for Observations, take `self` weakly for each change, and end the task when the list goes.":
      "どちらのクロージャも一覧を保持してはいけません。Observations には `roster` そのものをキャプチャして渡し、変化のたびに `self` は弱く持ち、一覧がなくなるときにタスクを終わらせてください。",
    "Capture the roster, not self, and take self weakly for each change: `observation = Task { [weak self, roster] in for await members in Observations({ roster.members }) { self?.show(members) } }`; and cancel the task in `deinit`, so that the loop ends with the list.":
      "self ではなく名簿をキャプチャし、変化のたびに self を弱参照で取り出してください：`observation = Task { [weak self, roster] in for await members in Observations({ roster.members }) { self?.show(members) } }`。そして `deinit` でタスクをキャンセルし、ループが一覧と一緒に終わるようにしてください。",
    "the list opens on a roster holding Kim Minji, 28; waiting for its rows to show her":
      "Kim Minji, 28 がいる名簿で一覧を開き、行にそのメンバーが表示されるのを待つ",
    "add {0} to the roster; waiting for MemberListScreen to show the change":
      "名簿に {0} を加え、MemberListScreen がその変化を表示するのを待つ",
    "After the list opened, the list shows {0}, not {1}.":
      "一覧を開いたあと、一覧に表示されている行：{0}（正しくは {1}）。",
    "After {0} joined the roster, the list shows {1}, not {2}.":
      "{0} が名簿に加わったあと、一覧に表示されている行：{1}（正しくは {2}）。",
    "The list read roster.members, but its rows do not show what it read.":
      "一覧は roster.members を読みましたが、読んだ内容が行に表示されていません。",
    "Nothing read roster.members: does the list start observing once its view is loaded?":
      "roster.members を読んだものは、何もありませんでした。一覧は、ビューが読み込まれたら監視を始めていますか？",
    "Nothing read roster.members again after the change: the list stopped observing it.":
      "変化のあと、roster.members をもう一度読んだものは、何もありませんでした。一覧が監視をやめています。",
    "close the scene; the roster lives on, as app-wide models do":
      "シーンを閉じる（アプリ全体で使うモデルがそうであるように、名簿は生き続ける）",
    "the scene closed, with the roster still alive":
      "名簿が生きたままシーンが閉じた",
    "The roster outlives the list, and so does the task looping over its changes: what does that task hold while it waits for the next change?":
      "名簿は一覧より長く生き、名簿の変化をループで受け取るタスクも一覧より長く生きます。そのタスクは、次の変化を待つ間、何を持っていますか？",
    "change the roster after the list is gone":
      "一覧が消えたあとに名簿を変える",
    "check that the task the list started has ended: it should no longer hold the roster":
      "一覧が始めたタスクが終わったかを確かめる：もう名簿を持っていないはず",
    "MemberListScreen is gone, but the task it started still runs: it read roster.members again after the last change.":
      "MemberListScreen は消えましたが、一覧が始めたタスクはまだ動いています。最後の変更のあとも、roster.members をもう一度読みました。",
    "MemberListScreen is gone, and nothing reads roster.members any more, but something it started still holds the roster.":
      "MemberListScreen は消え、もう誰も roster.members を読みませんが、一覧が始めた何かがまだ名簿を持っています。",
    "A task runs until its closure returns, and a loop over Observations of a roster that lives on never returns by itself: what ends that task when the list goes?":
      "タスクはクロージャが戻るまで動き続け、生き続ける名簿の Observations を回るループは自分からは戻りません。一覧が消えるとき、そのタスクを終わらせるのは何でしょうか？",
    "The list was gone and the observation loop still used it when the roster changed: unowned promised it never would be.":
      "一覧はもう消えていたのに、名簿が変わったとき、監視のループがまだ一覧を使いました。unowned は、一覧が決して消えないと約束していました。",
    "The roster outlives the list, so its next change wakes a loop that is still running: what should the loop find then?":
      "名簿は一覧より長く生きるので、名簿の次の変化が、まだ動いているループを起こします。そのとき、ループには何が見えるべきでしょうか？",

    // Words.Lifetime: last, since its keys would also fit exercise 2's lines about dismissed composers.
    "{0} is still alive after {1}: who holds it?":
      "{1}あとも、{0} がまだ生きています。誰が持っているのでしょうか？",
    "{0} and {1} are still alive after {2}: who holds them?":
      "{2}あとも、{0} と {1} がまだ生きています。誰が持っているのでしょうか？",
    "No cycle shows through stored properties, so a closure, a task or an observer holds it.":
      "格納プロパティをたどっても、循環は見えません。ですから、持っているのはクロージャ、タスク、オブザーバーのどれかです。",
    "Possible retain cycle: {0}":
      "循環参照の可能性：{0}",
    "(Found by reflection, which cannot tell weak references from strong ones.)":
      "（リフレクションで見つけました。リフレクションは弱参照と強参照を区別できません。）",
    "Reflection cannot look inside {0}.":
      "リフレクションは {0} の中を調べられません。",
    "the scene closed":
      "シーンが閉じた",

    // The names a check gives the objects it watches, when two of a type are alive at once.
    "{0} (left with ‹ Back)":
      "{0}（‹ Back で離れた画面）",
    "{0} (first window)":
      "{0}（一つ目のウィンドウ）",
    "{0} (second window)":
      "{0}（二つ目のウィンドウ）",
    "{0} (first)":
      "{0}（一つ目）",
    "{0} (second)":
      "{0}（二つ目）",
    "{0} (title)":
      "{0}（タイトル）",
    "{0} (subtitle)":
      "{0}（サブタイトル）",
    "{0} (a closure)":
      "{0}（クロージャ）",
    "{0} (a task)":
      "{0}（タスク）",
  ]
}
