// The Coach's Korean, keyed by the English line it translates. How to write an entry
// (CoachTranslator.swift says more):
//
//   "English line, exactly as the Coach writes it, without its leading spaces": "translation",
//
// - `{0}`, `{1}` … stand for text that varies. A value that is itself an English phrase
//   with an entry here (a step, a moment, an exercise's title, a hint) is translated too.
// - Code in backticks, commands, type, method and file names stay English.
// - `swift test --filter CoachLanguageTests` names every line with no entry, and every
//   entry no scenario writes any more.
// - Keys with placeholders are tried in this order, and the first that fits wins: a key
//   that also fits a longer line must come after the key for that line (Words.Lifetime is
//   last for that reason).

extension CoachTranslator {
  /// The Coach's Korean, keyed by the English text.
  static let koreanEntries: KeyValuePairs<String, String> = [
    // CoachText
    "Coach: run me inside the DelegationLab folder (the one with Package.swift and Sources/YourWork/Exercises).":
      "Coach: DelegationLab 폴더(Package.swift와 Sources/YourWork/Exercises가 있는 폴더) 안에서 실행하세요.",
    "Stopped.":
      "멈췄습니다.",
    // The usage, whole: its key is the English text itself.
    CoachText.usage:
      """
    사용법: swift run Coach [N] [옵션]

    레슨마다 연습할 문제들입니다. Sources/YourWork/Exercises에 있는 작은 프로그램으로, 컴파일은
    되지만 잘못되어 있습니다. 하나를 고친 다음 Coach에게 확인을 맡기세요.

      swift run Coach               연습 문제 목록, 진행 상황, 다음에 할 문제 보기
      swift run Coach N             연습 문제 N 확인 (통과하면 종료 코드 0, 아직이면 1)
      swift run Coach --hint [N]    연습 문제 N(N이 없으면 다음에 할 문제)의 다음 힌트 보기
      swift run Coach --watch [N]   연습 문제 파일을 저장할 때마다 그 문제를 다시 확인; Ctrl-C로 멈춤
      swift run Coach --reset N     연습 문제 N의 파일을 시작 코드로 되돌리기 (먼저 물어봄; --yes로 건너뜀)
      swift run Coach --report      제출할 delegationlab-report.md 쓰기 (--json: .json)
      swift run Coach --help        이 도움말 보기
      swift run Coach --lang LANG   en(English), ko(한국어), ja(日本語) 가운데 하나로 말하기

    --lang이 없으면 로케일을 따릅니다. LC_ALL, LC_MESSAGES, LANG 가운데 처음으로 설정된 값이
    ko로 시작하면 한국어로, ja로 시작하면 일본어로, 그 밖에는 영어로 말합니다.

    진행 상황은 .delegationlab-progress.json에 저장됩니다. 처음부터 다시 하려면 이 파일을
    지우세요. --reset으로 되돌리기 전의 버전은 .delegationlab-backups에 보관됩니다.
    """,
    "Coach: there is no exercise {0}: the exercises are {1}.":
      "Coach: 없는 연습 문제입니다: {0}. 연습 문제는 {1}번입니다.",
    "Coach: unknown option '{0}'. Try: swift run Coach --help":
      "Coach: 알 수 없는 옵션입니다: '{0}'. 이렇게 해 보세요: swift run Coach --help",
    "Coach: one exercise at a time, please: swift run Coach {0}":
      "Coach: 연습 문제는 한 번에 하나씩 확인하세요: swift run Coach {0}",
    "Coach: which exercise? For example: swift run Coach --reset 3":
      "Coach: 어느 연습 문제인가요? 예: swift run Coach --reset 3",
    "Coach: the Coach does not speak '{0}': --lang en (English), --lang ko (한국어) or --lang ja (日本語)":
      "Coach: Coach는 '{0}' 언어로 말하지 않습니다: --lang en (English), --lang ko (한국어), --lang ja (日本語) 가운데 하나를 적으세요",
    "Coach: --lang needs a language: --lang en (English), --lang ko (한국어) or --lang ja (日本語)":
      "Coach: --lang 뒤에 언어를 적으세요: --lang en (English), --lang ko (한국어), --lang ja (日本語)",
    "Coach: these options do not go together: {0}. Try: swift run Coach --help":
      "Coach: 함께 쓸 수 없는 옵션입니다: {0}. 이렇게 해 보세요: swift run Coach --help",

    // CoachText.List
    "DelegationLab exercises: one per lesson, in Sources/YourWork/Exercises":
      "DelegationLab 연습 문제: 레슨마다 하나씩, Sources/YourWork/Exercises에 있습니다",
    "passes":
      "통과",
    "passed once; check again to see it as it is now":
      "한 번 통과함. 지금 상태를 보려면 다시 확인하세요",
    "passed; changed since: check again":
      "통과함. 그 뒤로 바뀜: 다시 확인하세요",
    "changed since its last check":
      "마지막 확인 뒤로 바뀜",
    "to do":
      "할 일",
    "not yet":
      "아직",
    "not yet ({0})":
      "아직 ({0})",
    "1 hint seen":
      "힌트 1개 봄",
    "{0} hints seen":
      "힌트 {0}개 봄",
    "missing: swift run Coach --reset {0}":
      "파일 없음: swift run Coach --reset {0}",
    "{0} of {1} passed. Next: exercise {2}, {3}":
      "{1}개 중 {0}개 통과. 다음: 연습 문제 {2}, {3}",
    "Lesson: {0}":
      "레슨: {0}",
    "Check it with `swift run Coach {0}`, or `swift run Coach --watch` while you edit.":
      "확인하려면 `swift run Coach {0}`, 고치면서 저장할 때마다 확인하려면 `swift run Coach --watch`를 실행하세요.",
    "Versions replaced by --reset are kept in .delegationlab-backups.":
      "--reset으로 되돌리기 전의 버전은 .delegationlab-backups에 보관되어 있습니다.",
    "All {0} exercises pass. Done: you have fixed a leak or a lost message with every mechanism in the course.":
      "연습 문제 {0}개가 모두 통과합니다. 끝났습니다. 이 코스의 모든 방식으로 누수나 사라진 메시지를 고쳐 보았습니다.",
    // Both kinds first: a key for one kind alone would also fit a line that names both.
    "All {0} exercises have passed once; exercise {1} does not pass as it is now, and exercise {2} has changed since its last check: check again with swift run Coach {3}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}. 마지막 확인 뒤로 바뀐 연습 문제: {2}. 다시 확인하세요: swift run Coach {3}.",
    "All {0} exercises have passed once; exercise {1} does not pass as it is now, and exercises {2} and {3} have changed since: check again with swift run Coach {4}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}. 마지막 확인 뒤로 바뀐 연습 문제: {2}, {3}. 다시 확인하세요: swift run Coach {4}.",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now, and exercise {3} has changed since its last check: check again with swift run Coach {4}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}, {2}. 마지막 확인 뒤로 바뀐 연습 문제: {3}. 다시 확인하세요: swift run Coach {4}.",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now, and exercises {3} and {4} have changed since: check again with swift run Coach {5}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}, {2}. 마지막 확인 뒤로 바뀐 연습 문제: {3}, {4}. 다시 확인하세요: swift run Coach {5}.",
    "All {0} exercises have passed once; exercise {1} does not pass as it is now: check again with swift run Coach {2}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}. 다시 확인하세요: swift run Coach {2}.",
    "All {0} exercises have passed once; exercises {1} and {2} do not pass as they are now: check again with swift run Coach {3}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 지금 상태로는 통과하지 못하는 연습 문제: {1}, {2}. 다시 확인하세요: swift run Coach {3}.",
    "All {0} exercises have passed once; exercise {1} has changed since its last check: check again with swift run Coach {2}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 마지막 확인 뒤로 바뀐 연습 문제: {1}. 다시 확인하세요: swift run Coach {2}.",
    "All {0} exercises have passed once; exercises {1} and {2} have changed since: check again with swift run Coach {3}.":
      "연습 문제 {0}개가 모두 한 번은 통과했습니다. 마지막 확인 뒤로 바뀐 연습 문제: {1}, {2}. 다시 확인하세요: swift run Coach {3}.",

    // CoachText.Check
    "Checking exercise {0} · {1}":
      "연습 문제 {0} 확인 중 · {1}",
    "Building the exercises for the first time: this takes a minute or two.":
      "연습 문제를 처음으로 빌드합니다. 1~2분쯤 걸립니다.",
    "Building the exercises: step {0} of {1} ({2}%)":
      "연습 문제 빌드 중: {1}단계 중 {0}단계 ({2}%)",
    "could not start `swift build`: {0}":
      "`swift build`를 시작할 수 없습니다: {0}",
    "could not start ExerciseRunner: {0}":
      "ExerciseRunner를 시작할 수 없습니다: {0}",
    "Your code printed:":
      "여러분의 코드가 출력한 내용:",
    "✓ Exercise {0} passes.":
      "✓ 연습 문제 {0}: 통과했습니다.",
    "Compare with the reference solution: {0}":
      "모범 답안과 비교해 보세요: {0}",
    "Next: exercise {0}, {1}: swift run Coach {2}":
      "다음: 연습 문제 {0}, {1}: swift run Coach {2}",
    "✗ Exercise {0}: not yet.":
      "✗ 연습 문제 {0}: 아직 통과하지 못했습니다.",
    "It stopped the check at {0}: {1}":
      "이 때문에 확인이 {0}에서 멈췄습니다: {1}",
    "It stopped the check: {0}":
      "이 때문에 확인이 멈췄습니다: {0}",
    "✗ Exercise {0} crashed: {1}":
      "✗ 연습 문제 {0}: 프로그램이 비정상적으로 끝났습니다: {1}",
    "Your code stopped the program at {0}: look there first.":
      "여러분의 코드가 {0}에서 프로그램을 멈췄습니다. 그곳부터 살펴보세요.",
    "Your code stopped the program, somewhere in {0}.":
      "여러분의 코드가 {0} 안의 어딘가에서 프로그램을 멈췄습니다.",
    "The check was trying to: {0}.":
      "확인이 하던 일: {0}.",
    "The Coach is fine. To see the whole backtrace, run the check alone: swift run ExerciseRunner {0}":
      "Coach는 괜찮습니다. 백트레이스 전체를 보려면 확인만 따로 실행하세요: swift run ExerciseRunner {0}",
    "✗ Exercise {0} was stopped after using {1} s of processor time, while trying to: {2}.":
      "✗ 연습 문제 {0}: 프로세서 시간을 {1}초 쓴 뒤 확인을 멈췄습니다. 하던 일: {2}.",
    "✗ Exercise {0} was stopped after using {1} s of processor time.":
      "✗ 연습 문제 {0}: 프로세서 시간을 {1}초 쓴 뒤 확인을 멈췄습니다.",
    "✗ Exercise {0} was stopped after waiting {1} s without a step forward, while trying to: {2}.":
      "✗ 연습 문제 {0}: 한 걸음도 나아가지 못한 채 {1}초를 기다려 확인을 멈췄습니다. 하던 일: {2}.",
    "✗ Exercise {0} was stopped after waiting {1} s without a step forward.":
      "✗ 연습 문제 {0}: 한 걸음도 나아가지 못한 채 {1}초를 기다려 확인을 멈췄습니다.",
    "✗ Exercise {0} was stopped after {1} s, the longest a check may run, while trying to: {2}.":
      "✗ 연습 문제 {0}: 확인에 허용된 가장 긴 시간인 {1}초가 지나 확인을 멈췄습니다. 하던 일: {2}.",
    "✗ Exercise {0} was stopped after {1} s, the longest a check may run.":
      "✗ 연습 문제 {0}: 확인에 허용된 가장 긴 시간인 {1}초가 지나 확인을 멈췄습니다.",
    "Something in {0} kept the processor busy without an end (a loop that never ends); the check was stopped.":
      "{0}의 무언가가 끝없이 프로세서를 쓰고 있어서(끝나지 않는 루프) 확인을 멈췄습니다.",
    "Something in {0} waits for what never comes (a lock, a semaphore, a continuation never resumed); the check was stopped.":
      "{0}의 무언가가 오지 않을 것을 기다리고 있어서(락, 세마포어, 재개되지 않는 continuation) 확인을 멈췄습니다.",
    "Something in {0} kept the check going without an end, now busy, now waiting; the check was stopped.":
      "{0}의 무언가가 바쁘다가 기다리다가 하며 확인을 끝없이 이어 가서 확인을 멈췄습니다.",
    "✗ Exercise {0} has no verdict: something other than the check wrote to the check's report.":
      "✗ 연습 문제 {0}: 판정이 없습니다. 확인이 아닌 다른 무언가가 확인의 보고에 썼습니다.",
    "Only the check may write there: does your code write to file descriptors it did not open?":
      "그곳에는 확인만 쓸 수 있습니다. 여러분의 코드가 직접 열지 않은 파일 디스크립터에 쓰고 있지 않나요?",
    "✗ Exercise {0} could not be checked: {1}":
      "✗ 연습 문제 {0}: 확인할 수 없었습니다: {1}",
    // "(a trap)" first: the shorter key would also fit it.
    "it was stopped by signal {0} (a trap)":
      "시그널 {0}에 의해 중단됨 (트랩)",
    "it was stopped by signal {0}":
      "시그널 {0}에 의해 중단됨",
    "it exited with status {0} before the check could finish":
      "확인이 끝나기 전에 종료됨 (종료 상태 {0})",
    "Stuck? swift run Coach --hint {0} (hint {1} of {2})":
      "막혔나요? swift run Coach --hint {0} (힌트 {1}/{2})",
    "You have seen every hint; read them again with swift run Coach --hint {0}.":
      "힌트를 모두 보았습니다. 다시 읽으려면: swift run Coach --hint {0}.",
    "✗ {0} is missing. `swift run Coach --reset {1}` puts its starter back.":
      "✗ {0} 파일이 없습니다. 시작 코드를 되돌리려면: `swift run Coach --reset {1}`",
    "✗ Exercise {0} cannot be checked yet: {1} is missing, and every exercise is built together.":
      "✗ 연습 문제 {0}: 아직 확인할 수 없습니다. {1} 파일이 없는데, 모든 연습 문제는 함께 빌드됩니다.",
    "✗ Exercise {0} cannot be checked yet: {1} and {2} are missing, and every exercise is built together.":
      "✗ 연습 문제 {0}: 아직 확인할 수 없습니다. {1}, {2} 파일이 없는데, 모든 연습 문제는 함께 빌드됩니다.",
    "`swift run Coach --reset {0}` puts exercise {1}'s starter back.":
      "`swift run Coach --reset {0}`: 연습 문제 {1}의 시작 코드를 되돌립니다.",
    "✗ The exercises do not build. The build said:":
      "✗ 연습 문제가 빌드되지 않습니다. 빌드 출력:",
    "✗ A file in Sources/YourWork/Exercises changed while it was being built: check again with swift run Coach {0}.":
      "✗ Sources/YourWork/Exercises의 파일이 빌드되는 동안 바뀌었습니다. swift run Coach {0}로 다시 확인하세요.",
    "✗ Exercise {0} cannot be checked yet: the exercises do not compile.":
      "✗ 연습 문제 {0}: 아직 확인할 수 없습니다. 연습 문제가 컴파일되지 않습니다.",
    "There are errors in {0} too.":
      "{0}에도 오류가 있습니다.",
    "Every exercise is built together, so {0} must compile first":
      "모든 연습 문제는 함께 빌드되므로, 먼저 {0} 파일이 컴파일되어야 합니다",
    "(or put its starter back: swift run Coach --reset {0}).":
      "(또는 그 파일의 시작 코드를 되돌리세요: swift run Coach --reset {0}).",

    // CoachText.Progress
    "Coach: {0} is a folder, not a file; your progress is kept in {1} until you move that folder away.":
      "Coach: {0} 경로가 파일이 아니라 폴더입니다. 그 폴더를 치울 때까지 진행 상황은 {1}에 저장합니다.",
    "Coach: cannot read {0} ({1}); your progress is kept in {2} instead.":
      "Coach: {0} 파일을 읽을 수 없습니다({1}). 대신 진행 상황을 {2}에 저장합니다.",
    "Wrote {0}: {1} of {2} exercises passed. Hand it in with your repository.":
      "{0} 파일을 썼습니다: 연습 문제 {2}개 가운데 {1}개를 통과했습니다. 저장소와 함께 제출하세요.",
    "Coach: cannot write {0} here ({1}); nothing was written.":
      "Coach: 여기에 {0} 파일을 쓸 수 없습니다({1}). 아무것도 쓰지 않았습니다.",
    "Coach: cannot write {0} here ({1}); your progress is kept in {2} instead.":
      "Coach: 여기에 {0} 파일을 쓸 수 없습니다({1}). 대신 진행 상황을 {2}에 저장합니다.",
    "Coach: {0} cannot be read, so it is left as it is; your progress is kept in {1}.":
      "Coach: {0} 파일을 읽을 수 없어 그대로 둡니다. 진행 상황은 {1}에 저장합니다.",
    "Coach: {0} could not be read; it was kept as {1}, and progress starts over.":
      "Coach: {0} 파일을 읽을 수 없었습니다. 그 파일은 {1} 이름으로 보관했고, 진행 상황은 처음부터 다시 시작합니다.",
    "Coach: {0} could not be read, nor moved aside; it is left as it is, and your progress is kept in {1}.":
      "Coach: {0} 파일을 읽을 수도, 다른 곳으로 옮길 수도 없었습니다. 파일은 그대로 두고, 진행 상황은 {1}에 저장합니다.",
    "Coach: the progress of {0} could not be read, so it starts over; the file as it was is kept as {1}.":
      "Coach: {0}의 진행 기록을 읽을 수 없어 처음부터 다시 시작합니다. 원래 파일은 {1} 이름으로 보관했습니다.",
    "Coach: the progress of {0} could not be read, so they start over; the file as it was is kept as {1}.":
      "Coach: {0}의 진행 기록을 읽을 수 없어 처음부터 다시 시작합니다. 원래 파일은 {1} 이름으로 보관했습니다.",
    "Coach: the progress of {0} could not be read, so it starts over.":
      "Coach: {0}의 진행 기록을 읽을 수 없어 처음부터 다시 시작합니다.",
    "Coach: the progress of {0} could not be read, so they start over.":
      "Coach: {0}의 진행 기록을 읽을 수 없어 처음부터 다시 시작합니다.",
    "exercise {0}":
      "연습 문제 {0}",
    "exercises {0} and {1}":
      "연습 문제 {0}, {1}",
    "Coach: {0} is {1}, not a file; the Coach neither reads nor writes through it. Move it away, or delete it to start over, and run the Coach again.":
      "Coach: {0} 경로가 파일이 아니라 {1}입니다. Coach는 이것을 통해 읽지도 쓰지도 않습니다. 다른 곳으로 옮기거나, 처음부터 다시 하려면 지운 뒤 Coach를 다시 실행하세요.",
    "a symbolic link":
      "심볼릭 링크",
    "a named pipe (FIFO)":
      "이름 있는 파이프(FIFO)",
    "a device":
      "장치 파일",
    "a socket":
      "소켓",
    "Coach: your progress could not be saved anywhere ({0}); hints will start from the first next time.":
      "Coach: 진행 상황을 어디에도 저장할 수 없었습니다({0}). 다음에는 힌트가 첫 번째부터 다시 나옵니다.",

    // CoachText.Hint
    "Exercise {0} · {1}":
      "연습 문제 {0} · {1}",
    "Hint {0} of {1}: {2}":
      "힌트 {0}/{1}: {2}",
    "Another hint: swift run Coach --hint {0}":
      "다음 힌트: swift run Coach --hint {0}",
    "That was the last hint. Check it: swift run Coach {0}":
      "마지막 힌트였습니다. 확인해 보세요: swift run Coach {0}",

    // CoachText.Reset
    "Coach: the starter {0} is missing; nothing was changed.":
      "Coach: 시작 코드 {0} 파일이 없습니다. 아무것도 바꾸지 않았습니다.",
    "{0} is already the starter: nothing to do.":
      "{0} 파일은 이미 시작 코드와 같습니다. 할 일이 없습니다.",
    "Put the starter of exercise {0} back in {1}?":
      "{1} 파일을 연습 문제 {0}의 시작 코드로 되돌릴까요?",
    "Your version will be kept in .delegationlab-backups. Type y to reset, anything else to keep it: ":
      "여러분의 버전은 .delegationlab-backups에 보관됩니다. 되돌리려면 y를, 그대로 두려면 그 밖의 아무 글자나 입력하세요: ",
    "Not reset: nothing was changed.":
      "되돌리지 않았습니다. 아무것도 바꾸지 않았습니다.",
    "Coach: could not keep a copy of your version ({0}); nothing was changed.":
      "Coach: 여러분의 버전을 복사해 둘 수 없었습니다({0}). 아무것도 바꾸지 않았습니다.",
    "Coach: could not write {0} ({1}); your version is still there.":
      "Coach: {0} 파일을 쓸 수 없었습니다({1}). 여러분의 버전은 그대로 있습니다.",
    "Exercise {0} is back to its starter. Your version is kept in {1}.":
      "연습 문제 {0}: 시작 코드로 되돌렸습니다. 여러분의 버전은 {1}에 보관했습니다.",
    "Exercise {0} is back to its starter.":
      "연습 문제 {0}: 시작 코드로 되돌렸습니다.",

    // CoachText.Watch
    "Watching Sources/YourWork/Exercises: each save checks the exercise whose file you saved (now exercise {0}). Ctrl-C stops.":
      "Sources/YourWork/Exercises를 지켜봅니다. 파일을 저장할 때마다 그 파일의 연습 문제를 확인합니다(지금은 연습 문제 {0}). Ctrl-C로 멈춥니다.",
    "All {0} exercises pass. Watching Sources/YourWork/Exercises anyway: save an exercise's file to check it again. Ctrl-C stops.":
      "연습 문제 {0}개가 모두 통과합니다. 그래도 Sources/YourWork/Exercises를 지켜봅니다. 연습 문제 파일을 저장하면 다시 확인합니다. Ctrl-C로 멈춥니다.",
    "Stopped watching.":
      "지켜보기를 멈췄습니다.",

    // Words.Scene
    "MemberListScreen has no \"+\" button: its navigationItem.rightBarButtonItem is nil.":
      "MemberListScreen에 \"+\" 버튼이 없습니다. navigationItem.rightBarButtonItem이 nil입니다.",
    "Tapping + pushed nothing: plusButtonTapped() should push a MemberDetailScreen.":
      "+를 탭해도 아무 화면도 푸시되지 않았습니다. plusButtonTapped()는 MemberDetailScreen을 푸시해야 합니다.",
    "Tapping + pushed {0}, whose view is not the member form.":
      "+를 탭하자 {0} 화면이 푸시되었지만, 그 뷰는 멤버 폼이 아닙니다.",
    "After you {0}, the list holds {1}, not {2}.":
      "{0} 뒤 목록에 있는 멤버: {1}. 있어야 할 멤버: {2}.",
    "open a second window with a member list of its own; tap + in both windows, then save Lee Dana, 31 in the second window and Kim Minji, 28 in the first":
      "멤버 목록이 따로 있는 두 번째 창을 열고, 두 창 모두에서 +를 탭한 뒤, 두 번째 창에서 Lee Dana, 31을, 첫 번째 창에서 Kim Minji, 28을 저장하기",
    "saved Lee Dana, 31 in the second window":
      "두 번째 창에서 Lee Dana, 31을 저장한",
    "saved Kim Minji, 28 in the first window":
      "첫 번째 창에서 Kim Minji, 28을 저장한",
    "After you {0}, the first window's list holds {1}: that Save reached a list that did not open its detail screen.":
      "{0} 뒤 첫 번째 창의 목록에 있는 멤버: {1}. 그 Save가 해당 상세 화면을 열지 않은 목록에 닿았습니다.",
    "After you {0}, the second window's list holds {1}: that Save reached a list that did not open its detail screen.":
      "{0} 뒤 두 번째 창의 목록에 있는 멤버: {1}. 그 Save가 해당 상세 화면을 열지 않은 목록에 닿았습니다.",
    "After you {0}, the detail screen is still on screen: Save should go back to the list.":
      "{0} 뒤에도 상세 화면이 그대로 보입니다. Save를 탭하면 목록으로 돌아가야 합니다.",
    "no member":
      "없음",
    "no rows":
      "없음",
    "open a new scene, tap +, and close the scene while the detail screen is still open":
      "새 씬을 열고 +를 탭한 뒤, 상세 화면이 열려 있는 채로 씬 닫기",
    "the scene closed with its detail screen still open":
      "상세 화면이 열린 채로 씬이 닫힌",
    "open a new scene, tap +, and close the scene while that detail screen is still shown elsewhere (as when a window closes mid-edit)":
      "새 씬을 열고 +를 탭한 뒤, 그 상세 화면이 다른 곳에 아직 보이는 채로 씬 닫기(편집 도중에 창이 닫힐 때처럼)",
    "its scene closed, with only its detail screen still shown":
      "상세 화면만 아직 보이는 채로 목록의 씬이 닫힌",
    "type Lee Dana, 31 on that detail screen and tap Save: its list is gone":
      "그 상세 화면에 Lee Dana, 31을 입력하고 Save를 탭하기(목록은 이미 없음)",
    "that last Save, once nothing showed that detail screen any more":
      "마지막 Save를 탭해 상세 화면이 더는 어디에도 보이지 않게 된",
    "close the scene":
      "씬 닫기",

    // Exercise 1
    "The delegate that holds on":
      "놓아주지 않는 델리게이트",
    "MemberListScreen keeps the last detail screen it opened (for an Undo button to come), and MemberDetailScreen tells it about Save through a delegate. Saving works, but neither screen is ever released. Make them go when the scene closes; Save must still work, and the list must still keep lastDetail while it is open.":
      "MemberListScreen은 마지막으로 연 상세 화면을 붙잡아 둡니다(나중에 만들 Undo 버튼을 위해서). MemberDetailScreen은 델리게이트를 통해 목록에 Save를 알립니다. 저장은 되지만 두 화면 모두 해제되지 않습니다. 씬이 닫힐 때 두 화면이 사라지도록 고치세요. Save는 여전히 동작해야 하고, 목록은 열려 있는 동안 여전히 lastDetail을 붙잡아 두어야 합니다.",
    "The arrow back is `delegate`: MemberDetailScreen.delegate → MemberListScreen closes the cycle that lastDetail opens. A delegate is whom a sender reports to; must the sender keep it alive?":
      "되돌아가는 화살표는 `delegate`입니다. lastDetail이 시작한 순환을 MemberDetailScreen.delegate → MemberListScreen이 닫습니다. 델리게이트는 보내는 쪽이 알릴 상대입니다. 보내는 쪽이 그 상대를 살려 두어야 할까요?",
    "The sender should not own its delegate: `weak var delegate`. The compiler will then ask for one more word.":
      "보내는 쪽은 자신의 델리게이트를 소유하면 안 됩니다: `weak var delegate`. 그러면 컴파일러가 단어 하나를 더 요구할 것입니다.",
    "Only class instances can be held weakly: declare `protocol MemberDelegate: AnyObject`, then `weak var delegate: MemberDelegate?`.":
      "약하게 참조할 수 있는 것은 클래스 인스턴스뿐입니다. `protocol MemberDelegate: AnyObject`로 선언한 다음 `weak var delegate: MemberDelegate?`라고 쓰세요.",
    "tap +, type Kim Minji, 28, and tap Save":
      "+를 탭하고 Kim Minji, 28을 입력한 뒤 Save를 탭하기",
    "Does plusButtonTapped() set the detail screen's delegate, and does Save tell it addNewMember(_:)?":
      "plusButtonTapped()가 상세 화면의 델리게이트를 설정하나요? 그리고 Save가 델리게이트에게 addNewMember(_:)를 알리나요?",
    "tap + again, then ‹ Back: the list keeps this detail screen as lastDetail, for Undo":
      "+를 다시 탭한 뒤 ‹ Back을 탭하기(목록은 Undo를 위해 이 상세 화면을 lastDetail로 붙잡아 둠)",
    "MemberDetailScreen was released at ‹ Back, while the list is still open.":
      "목록이 아직 열려 있는데 ‹ Back에서 MemberDetailScreen이 해제되었습니다.",
    "The list must keep lastDetail (for Undo), so lastDetail stays a strong reference.":
      "목록은 (Undo를 위해) lastDetail을 붙잡아 두어야 하므로, lastDetail은 강한 참조로 남습니다.",
    "Keep that arrow as it is: which arrow back from the detail screen should not own?":
      "그 화살표는 그대로 두세요. 상세 화면에서 목록으로 되돌아가는 화살표 가운데 어느 것이 소유하면 안 되나요?",
    "close the scene: nothing outside holds the navigation controller any more":
      "씬 닫기(이제 바깥의 아무것도 내비게이션 컨트롤러를 붙잡고 있지 않음)",
    "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?":
      "목록은 (Undo를 위해) lastDetail을 붙잡아 두어야 하므로 상세 화면을 소유합니다. 그렇다면 목록으로 되돌아가는 화살표 가운데 어느 것이 소유하면 안 되나요?",
    "A detail screen should tell the list that opened it, and only that one: how does yours find the list it tells?":
      "상세 화면은 자기를 연 목록에게만 알려야 합니다. 여러분의 상세 화면은 알릴 목록을 어떻게 찾나요?",
    "The list was gone and the detail screen still called it: unowned promised it never would be.":
      "목록은 이미 사라졌는데 상세 화면이 여전히 목록을 호출했습니다. unowned는 목록이 결코 사라지지 않는다고 약속한 것입니다.",
    "A detail screen can outlive its list, as here, when the scene closes while the screen is still shown.":
      "여기서처럼 화면이 아직 보이는 동안 씬이 닫히면, 상세 화면이 목록보다 오래 살 수 있습니다.",
    "What should the detail screen find in its delegate then?":
      "그때 상세 화면은 자신의 델리게이트에서 무엇을 찾아야 할까요?",

    // Exercise 2
    "Two composers, one answer":
      "작성 화면 둘, 답 하나",
    "ValueScreen presents a compose screen for its title and one for its subtitle. Whatever you type in either, it lands in the title. Make each answer (Done or Cancel) land in the row of the composer that sent it.":
      "ValueScreen은 제목용 작성 화면과 부제목용 작성 화면을 표시합니다. 어느 쪽에 입력하든 모두 제목에 들어갑니다. 각 답(Done 또는 Cancel)이 그것을 보낸 작성 화면의 행에 들어가도록 고치세요.",
    "Read ComposeDelegate: when a message arrives, what does the receiver know about who sent it?":
      "ComposeDelegate를 읽어 보세요. 메시지가 도착할 때, 받는 쪽은 누가 보냈는지에 대해 무엇을 알고 있나요?",
    "Let the sender pass itself, as UIKit's delegates do: `func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)`.":
      "UIKit의 델리게이트처럼 보내는 쪽이 자기 자신을 넘기게 하세요: `func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)`.",
    "Keep `private weak var titleComposer` and `subtitleComposer`, set them when you present, and compare with `===` in the delegate method.":
      "`private weak var titleComposer`와 `subtitleComposer`를 두고, 표시할 때 설정한 뒤, 델리게이트 메서드에서 `===`로 비교하세요.",
    "ValueScreen's view is not a ValueView, so the check cannot find its buttons.":
      "ValueScreen의 뷰가 ValueView가 아니어서, 확인이 버튼을 찾을 수 없습니다.",
    "tap Edit subtitle, then type \"{0}\" and tap Done":
      "Edit subtitle을 탭하고 \"{0}\" 입력 후 Done을 탭하기",
    "tap Edit title, then type \"{0}\" and tap Done":
      "Edit title을 탭하고 \"{0}\" 입력 후 Done을 탭하기",
    "tap Edit subtitle, then tap Cancel":
      "Edit subtitle을 탭한 뒤 Cancel을 탭하기",
    "tap Edit title, then tap Cancel":
      "Edit title을 탭한 뒤 Cancel을 탭하기",
    "typed \"{0}\" in the subtitle's composer and tapped Done":
      "부제목 작성 화면에 \"{0}\" 입력 후 Done을 탭한",
    "typed \"{0}\" in the title's composer and tapped Done":
      "제목 작성 화면에 \"{0}\" 입력 후 Done을 탭한",
    "tapped Cancel in the subtitle's composer":
      "부제목 작성 화면에서 Cancel을 탭한",
    "tapped Cancel in the title's composer":
      "제목 작성 화면에서 Cancel을 탭한",
    "Tapping Edit subtitle presented no compose screen.":
      "Edit subtitle을 탭해도 작성 화면이 표시되지 않았습니다.",
    "Tapping Edit title presented no compose screen.":
      "Edit title을 탭해도 작성 화면이 표시되지 않았습니다.",
    "After you {0}, the compose screen is still up: it should dismiss itself.":
      "{0} 뒤에도 작성 화면이 아직 떠 있습니다. 작성 화면은 스스로 닫혀야 합니다.",
    "After you {0}, the value screen shows \"{1}\" and \"{2}\".":
      "{0} 뒤 ValueScreen에 보이는 행: \"{1}\", \"{2}\".",
    "Neither row changed: no answer reached ValueScreen from the subtitle's composer.":
      "두 행 모두 바뀌지 않았습니다. 부제목 작성 화면의 답이 ValueScreen에 닿지 않았습니다.",
    "Is the subtitle's composer told who its delegate is, and does it tell its delegate on Done and Cancel?":
      "부제목 작성 화면은 자신의 델리게이트가 누구인지 전달받나요? 그리고 Done과 Cancel에서 델리게이트에게 알리나요?",
    "Neither row changed: no answer reached ValueScreen from the title's composer.":
      "두 행 모두 바뀌지 않았습니다. 제목 작성 화면의 답이 ValueScreen에 닿지 않았습니다.",
    "Is the title's composer told who its delegate is, and does it tell its delegate on Done and Cancel?":
      "제목 작성 화면은 자신의 델리게이트가 누구인지 전달받나요? 그리고 Done과 Cancel에서 델리게이트에게 알리나요?",
    "The answer went to the wrong row: the subtitle's composer sent it, and the other row shows it.":
      "답이 엉뚱한 행으로 갔습니다. 부제목 작성 화면이 보낸 답인데, 다른 행에 보입니다.",
    "The answer went to the wrong row: the title's composer sent it, and the other row shows it.":
      "답이 엉뚱한 행으로 갔습니다. 제목 작성 화면이 보낸 답인데, 다른 행에 보입니다.",
    "Can ValueScreen tell which of its two composers is talking to it?":
      "ValueScreen은 두 작성 화면 가운데 어느 쪽이 자신에게 말하는지 구별할 수 있나요?",
    "The answer landed in both rows: only the subtitle's composer sent it.":
      "답이 두 행 모두에 들어갔습니다. 보낸 것은 부제목 작성 화면뿐입니다.",
    "The answer landed in both rows: only the title's composer sent it.":
      "답이 두 행 모두에 들어갔습니다. 보낸 것은 제목 작성 화면뿐입니다.",
    "The subtitle row should show \"{0}\": the answer arrived, but not as it was sent.":
      "부제목 행에 보여야 할 값: \"{0}\". 답은 도착했지만, 보낸 그대로가 아닙니다.",
    "The title row should show \"{0}\": the answer arrived, but not as it was sent.":
      "제목 행에 보여야 할 값: \"{0}\". 답은 도착했지만, 보낸 그대로가 아닙니다.",
    "The subtitle row is right, but the other row changed too: it should still show \"{0}\".":
      "부제목 행은 맞지만 다른 행도 바뀌었습니다. 다른 행에 그대로 보여야 할 값: \"{0}\".",
    "The title row is right, but the other row changed too: it should still show \"{0}\".":
      "제목 행은 맞지만 다른 행도 바뀌었습니다. 다른 행에 그대로 보여야 할 값: \"{0}\".",
    "tap Edit title, and while its composer is up tap Edit subtitle too (a quick second tap; the screen is already presenting); then type \"Quiz night\" in the title's composer and tap Done":
      "Edit title을 탭하고, 그 작성 화면이 떠 있는 동안 Edit subtitle도 탭하기(재빠른 두 번째 탭. ValueScreen은 이미 작성 화면을 표시하는 중임). 그다음 제목 작성 화면에 \"Quiz night\"를 입력하고 Done을 탭하기",
    "tapped Edit subtitle while the title's composer was up, then typed \"Quiz night\" in the title's composer and tapped Done":
      "제목 작성 화면이 떠 있는 동안 Edit subtitle을 탭하고, 제목 작성 화면에 \"Quiz night\"를 입력한 뒤 Done을 탭한",
    "check that every composer was released once dismissed":
      "닫힌 작성 화면이 모두 해제되었는지 확인하기",
    // Before Words.Lifetime's keys, which would also fit these lines.
    "{0} is still alive after it was dismissed: who holds it?":
      "닫힌 뒤에도 {0} 객체가 살아 있습니다. 누가 붙잡고 있나요?",
    "{0} and {1} are still alive after they were dismissed: who holds them?":
      "닫힌 뒤에도 {0}, {1} 객체가 살아 있습니다. 누가 붙잡고 있나요?",
    "ValueScreen may remember which composer is which, but only weakly.":
      "ValueScreen은 어느 작성 화면이 어느 것인지 기억해도 되지만, 약하게만 기억해야 합니다.",
    "A composer should not own the screen it answers.":
      "작성 화면은 자신이 답하는 화면을 소유하면 안 됩니다.",
    "tap Edit title, type \"Board games\" and tap Done; tap Edit title again, and while the new composer is up, the first one, which ValueScreen no longer presents, answers \"Old idea\" with Done":
      "Edit title을 탭하고 \"Board games\"를 입력한 뒤 Done을 탭하기. 다시 Edit title을 탭하고, 새 작성 화면이 떠 있는 동안 ValueScreen이 더는 띄우지 않는 첫 번째 작성 화면이 \"Old idea\"로 Done을 탭함",
    "After a title composer that ValueScreen had dismissed answered \"Old idea\", the value screen shows \"{0}\" and \"{1}\": it took an answer from a composer it no longer presents.":
      "ValueScreen이 이미 닫은 제목 작성 화면이 \"Old idea\"로 답한 뒤 ValueScreen에 보이는 행: \"{0}\", \"{1}\". 더는 띄우지 않는 작성 화면의 답을 받아들였습니다.",
    "Another composer for the title is up now: how does ValueScreen tell the composer it presented from any other with the same caption?":
      "지금은 제목용 작성 화면이 따로 떠 있습니다. ValueScreen은 자기가 띄운 작성 화면을, 캡션이 같은 다른 작성 화면과 어떻게 구별하나요?",
    "close the scene while the new title composer is still up":
      "새 제목 작성 화면이 아직 떠 있는 채로 씬 닫기",
    "the scene closed with a composer still up":
      "작성 화면이 아직 떠 있는 채로 씬이 닫힌",
    "ValueScreen read a reference to a composer that was already gone: unowned promised it never would be.":
      "ValueScreen이 이미 사라진 작성 화면에 대한 참조를 읽었습니다. unowned는 그 화면이 결코 사라지지 않는다고 약속한 것입니다.",
    "A composer is released once dismissed, and the screen outlives it: what should the screen keep of it?":
      "작성 화면은 닫히면 해제되고, ValueScreen은 그보다 오래 삽니다. ValueScreen은 작성 화면의 무엇을 간직해야 할까요?",

    // Exercise 3
    "The optional method nobody calls":
      "아무도 호출하지 않는 선택 메서드",
    "MemberListScreen refuses a second member with the same name in shouldAdd(_:), and MemberDetailScreen asks its delegate before adding. Yet a duplicate is added. Make the list's shouldAdd(_:) be the one that is asked, and every other receiver's too (FullClub's, and those of types this file never names); receivers without it, such as JoinLog, must still accept all.":
      "MemberListScreen은 shouldAdd(_:)에서 같은 이름의 두 번째 멤버를 거절하고, MemberDetailScreen은 추가하기 전에 델리게이트에게 묻습니다. 그런데도 중복이 추가됩니다. 목록의 shouldAdd(_:)가 호출되도록 고치세요. 다른 모든 받는 쪽의 것도(FullClub의 것, 그리고 이 파일에 이름이 한 번도 나오지 않는 타입들의 것도) 호출되어야 합니다. JoinLog처럼 이 메서드가 없는 받는 쪽은 여전히 모두 받아들여야 합니다.",
    "Put a print in MemberListScreen.shouldAdd(_:) and save a duplicate: it is never called. Which one is?":
      "MemberListScreen.shouldAdd(_:)에 print를 넣고 중복을 저장해 보세요. 한 번도 호출되지 않습니다. 그렇다면 어느 것이 호출될까요?",
    "A method that exists only in a protocol extension is chosen by the variable's static type (here `MemberDelegate`), not by the object: static dispatch.":
      "프로토콜 익스텐션에만 있는 메서드는 객체가 아니라 변수의 정적 타입(여기서는 `MemberDelegate`)에 따라 골라집니다. 이것이 정적 디스패치입니다.",
    "Declare `func shouldAdd(_ member: Member) -> Bool` inside `protocol MemberDelegate` too; keep the extension as its default, so that JoinLog, which has no shouldAdd(_:), still compiles and accepts all. No cast is needed: the detail screen asks `delegate?.shouldAdd(member)`, whoever the delegate is.":
      "`protocol MemberDelegate` 안에도 `func shouldAdd(_ member: Member) -> Bool`을 선언하세요. 익스텐션은 기본 구현으로 남겨 두어, shouldAdd(_:)가 없는 JoinLog도 여전히 컴파일되고 모두 받아들이게 하세요. 캐스팅은 필요 없습니다. 델리게이트가 누구든 상세 화면은 `delegate?.shouldAdd(member)`로 묻습니다.",
    "the list holds Kim Minji, 28; tap +, type Kim Minji again, 30, and tap Save":
      "목록에 Kim Minji, 28이 있는 상태에서 +를 탭하고, 같은 이름 Kim Minji와 나이 30을 입력한 뒤 Save를 탭하기",
    "After you saved a second Kim Minji, the list holds {0}.":
      "두 번째 Kim Minji를 저장한 뒤 목록에 있는 멤버: {0}.",
    "MemberListScreen.shouldAdd(_:) refuses a name already in the list, but nobody asked it.":
      "MemberListScreen.shouldAdd(_:)는 이미 목록에 있는 이름을 거절하지만, 아무도 이 메서드를 호출하지 않았습니다.",
    "The detail screen called a shouldAdd(_:), just not the list's: which one, and why?":
      "상세 화면은 shouldAdd(_:)를 호출하긴 했지만, 목록의 것은 아니었습니다. 어느 것을, 왜 호출했을까요?",
    "The duplicate was refused, but the detail screen went back without saying why.":
      "중복은 거절되었지만, 상세 화면이 이유를 말하지 않고 돌아갔습니다.",
    "When the delegate refuses, stay on the detail screen and show the reason.":
      "델리게이트가 거절하면 상세 화면에 머물면서 이유를 보여 주세요.",
    "type Park Jisoo, 25 instead, and tap Save":
      "대신 Park Jisoo, 25를 입력하고 Save를 탭하기",
    "saved Park Jisoo":
      "Park Jisoo를 저장한",
    "A new name must still be added: shouldAdd(_:) refuses only names already in the list.":
      "새 이름은 여전히 추가되어야 합니다. shouldAdd(_:)는 이미 목록에 있는 이름만 거절합니다.",
    "open a detail screen for JoinLog, which has no shouldAdd(_:); type Lee Dana, 31, and tap Save":
      "shouldAdd(_:)가 없는 JoinLog의 상세 화면을 열고, Lee Dana, 31을 입력한 뒤 Save를 탭하기",
    "JoinLog has no shouldAdd(_:), yet it was not given Lee Dana, 31: it holds {0}.":
      "JoinLog에는 shouldAdd(_:)가 없는데도 Lee Dana, 31을 받지 못했습니다. JoinLog가 가진 멤버: {0}.",
    "Receivers that do not write shouldAdd(_:) must still accept every member: keep a default that says yes.":
      "shouldAdd(_:)를 구현하지 않은 받는 쪽도 여전히 모든 멤버를 받아들여야 합니다. 항상 받아들이는 기본 구현을 남겨 두세요.",
    "JoinLog was given Lee Dana, 31, but its detail screen stayed: Save should go back.":
      "JoinLog는 Lee Dana, 31을 받았지만 상세 화면이 그대로 남았습니다. Save를 탭하면 돌아가야 합니다.",
    "open a detail screen for FullClub, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31":
      "shouldAdd(_:)가 모두를 거절하는 FullClub의 상세 화면을 열고 Lee Dana, 31을 저장하기",
    "open a detail screen for a receiver the Coach made, of a type your code has never seen, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31":
      "Coach가 만든 받는 쪽, 곧 여러분의 코드가 한 번도 본 적 없는 타입이며 shouldAdd(_:)가 모두를 거절하는 받는 쪽의 상세 화면을 열고 Lee Dana, 31을 저장하기",
    "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it {0}.":
      "FullClub 자신의 shouldAdd(_:)는 모두를 거절하는데도, Save가 FullClub에 넘긴 멤버: {0}.",
    "Every receiver's shouldAdd(_:) must be the one asked, not only MemberListScreen's.":
      "MemberListScreen의 것만이 아니라, 모든 받는 쪽 자신의 shouldAdd(_:)에 물어야 합니다.",
    "How does the detail screen ask its delegate?":
      "상세 화면은 델리게이트에게 어떻게 묻나요?",
    "A receiver of a type your code has never seen refuses everyone in its own shouldAdd(_:), yet Save gave it {0}.":
      "여러분의 코드가 한 번도 본 적 없는 타입의 받는 쪽은 자신의 shouldAdd(_:)에서 모두를 거절하는데도, Save가 그 받는 쪽에 넘긴 멤버: {0}.",
    "The detail screen asked only the receivers it knows by name: any receiver's shouldAdd(_:) must be reached through the protocol.":
      "상세 화면은 이름으로 아는 받는 쪽에게만 물었습니다. 어떤 받는 쪽의 shouldAdd(_:)든 프로토콜을 통해 닿아야 합니다.",
    "FullClub refused Lee Dana, 31, but the detail screen went back without saying why.":
      "FullClub은 Lee Dana, 31을 거절했지만, 상세 화면이 이유를 말하지 않고 돌아갔습니다.",
    "The receiver your code has never seen refused Lee Dana, 31, but the detail screen went back without saying why.":
      "여러분의 코드가 한 번도 본 적 없는 받는 쪽은 Lee Dana, 31을 거절했지만, 상세 화면이 이유를 말하지 않고 돌아갔습니다.",
    "The detail screen made for {0} has no member form, so the check cannot use it.":
      "{0}에게 만들어 준 상세 화면에 멤버 폼이 없어서, 확인이 그 화면을 쓸 수 없습니다.",
    "a receiver your code has never seen":
      "여러분의 코드가 한 번도 본 적 없는 받는 쪽",
    "The detail screen's delegate must stay weak.":
      "상세 화면의 델리게이트는 계속 약한 참조여야 합니다.",

    // Exercise 4
    "The closure that captures its owner":
      "주인을 캡처하는 클로저",
    "MemberListScreen makes one detail screen and reuses it for every \"+\"; the detail screen reports Save through its onSave closure. Saving works, but the list is never released. Make both screens go when the scene closes, without giving up the reuse.":
      "MemberListScreen은 상세 화면을 하나 만들어 \"+\"를 탭할 때마다 다시 씁니다. 상세 화면은 onSave 클로저로 Save를 알립니다. 저장은 되지만 목록이 해제되지 않습니다. 재사용을 포기하지 않고, 씬이 닫힐 때 두 화면이 모두 사라지도록 고치세요.",
    "`onSave` is `{ member in self.addNewMember(member) }`, and a closure keeps alive what it captures: the list owns the detail screen, which owns the closure, which owns the list.":
      "`onSave`는 `{ member in self.addNewMember(member) }`이고, 클로저는 캡처한 것을 살려 둡니다. 목록이 상세 화면을, 상세 화면이 클로저를, 클로저가 다시 목록을 소유합니다.",
    "Keep the one detail screen and its closure; change only how the closure captures `self`: a capture list can take it weakly.":
      "상세 화면 하나와 그 클로저는 그대로 두고, 클로저가 `self`를 캡처하는 방식만 바꾸세요. 캡처 리스트로 `self`를 약하게 잡을 수 있습니다.",
    "Write `detail.onSave = { [weak self] member in self?.addNewMember(member) }`.":
      "다음과 같이 쓰세요: `detail.onSave = { [weak self] member in self?.addNewMember(member) }`.",
    "tap +, type {0}, and tap Save":
      "+를 탭하고 {0} 입력 후 Save를 탭하기",
    "saved {0}":
      "{0} 멤버를 저장한",
    "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +.":
      "두 번째 +가 새 MemberDetailScreen을 푸시했습니다. 목록은 첫 번째 +에서 만든 화면을 다시 써야 합니다.",
    "The task asks for one detail screen, made on the first + and pushed again on every + after it.":
      "과제는 상세 화면 하나를 요구합니다. 첫 번째 +에서 만들고, 그 뒤의 모든 +에서 다시 푸시하는 화면입니다.",
    "Does the detail screen call onSave each time, and does the list's closure add the member?":
      "상세 화면이 매번 onSave를 호출하나요? 그리고 목록의 클로저가 멤버를 추가하나요?",
    "A detail screen should call the closure its own list gave it, and nothing else: what does yours call on Save?":
      "상세 화면은 자기 목록이 건넨 클로저만 호출해야 합니다. 여러분의 상세 화면은 Save를 탭하면 무엇을 호출하나요?",
    "The list owns the detail screen, which owns onSave: what does that closure capture?":
      "목록은 상세 화면을 소유하고, 상세 화면은 onSave를 소유합니다. 그 클로저는 무엇을 캡처하나요?",
    "The list was gone and its onSave closure still called it: unowned promised it never would be.":
      "목록은 이미 사라졌는데 onSave 클로저가 여전히 목록을 호출했습니다. unowned는 목록이 결코 사라지지 않는다고 약속한 것입니다.",
    "The detail screen can outlive its list, as here, when the scene closes while the screen is still shown.":
      "여기서처럼 화면이 아직 보이는 동안 씬이 닫히면, 상세 화면은 목록보다 오래 살 수 있습니다.",
    "What should the closure find when the list is gone?":
      "목록이 사라졌을 때 클로저는 무엇을 찾아야 할까요?",

    // Exercise 5
    "The observer that hears nothing, then never leaves":
      "아무것도 듣지 못하다가, 끝내 떠나지 않는 옵저버",
    "MemberDetailScreen posts a typed MemberSaved message on Save, and MemberListScreen observes it. The list never adds anyone. Make it hear the saves of the detail screens it opened, and only those (two lists may be open at once, as in two windows), and make sure it is released when its scene closes (the check does all three).":
      "MemberDetailScreen은 Save를 탭하면 타입 있는 MemberSaved 메시지를 게시하고, MemberListScreen은 그 메시지를 관찰합니다. 그런데 목록은 아무도 추가하지 않습니다. 목록이 자기가 연 상세 화면들의 저장을 듣되 그것만 듣게 하고(창 두 개에서처럼 목록 두 개가 한꺼번에 열려 있을 수 있습니다), 씬이 닫힐 때 목록이 해제되게 하세요. 확인은 이 세 가지를 모두 검사합니다.",
    "`addObserver(for:using:)` returns a token, and the observation lasts only as long as that token: `_ =` drops it at once, so the list stops observing before anyone taps Save. Keep the token in a stored property of the list: `private var observation: NotificationCenter.ObservationToken?`.":
      "`addObserver(for:using:)` 메서드는 토큰을 돌려주고, 관찰은 그 토큰이 살아 있는 동안만 이어집니다. `_ =`로 받으면 토큰을 곧바로 버리므로, 누군가 Save를 탭하기도 전에 목록은 관찰을 멈춥니다. 토큰을 목록의 저장 프로퍼티에 보관하세요: `private var observation: NotificationCenter.ObservationToken?`.",
    "Kept, the token keeps your closure registered in NotificationCenter.default, which lives as long as the app. The closure says `self.addNewMember`: it owns the list, and the list owns the token. Which capture breaks that circle? And with no subject, the list hears every detail screen in every window: `addObserver(of:for:using:)` names the one to hear.":
      "토큰을 보관하면, 토큰은 앱만큼 오래 사는 NotificationCenter.default에 여러분의 클로저를 등록된 채로 둡니다. 클로저에는 `self.addNewMember`라고 쓰여 있으니, 클로저는 목록을 소유하고 목록은 토큰을 소유합니다. 어떤 캡처가 이 순환을 끊을까요? 그리고 대상(subject)이 없으면 목록은 모든 창의 모든 상세 화면을 듣습니다. 들을 대상을 지정하는 것은 `addObserver(of:for:using:)`입니다.",
    "A center knows the subject of an observation by its address only, and a detail screen made after another one is gone is often made at the same address: an observation that outlives its screen hears the new one, even in another window. End the observation with its screen, or check in the closure that its screen is still there.":
      "센터는 관찰 대상(subject)을 주소로만 알아봅니다. 그리고 어떤 상세 화면이 사라진 뒤에 만든 상세 화면은 같은 주소에 만들어지는 일이 많습니다. 그래서 자기 화면보다 오래 남은 관찰은 새 화면의 말을 듣게 되고, 그 화면이 다른 창에 있어도 마찬가지입니다. 관찰을 그 화면과 함께 끝내거나, 클로저 안에서 그 화면이 아직 있는지 확인하세요.",
    "In plusButtonTapped(), observe the screen you push, and hear it only while it exists: `observation = NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) { [weak self, weak detail] message in guard detail != nil else { return }; self?.addNewMember(message.member) }`.":
      "plusButtonTapped()에서, 푸시하는 화면을 관찰하되 그 화면이 있는 동안만 들으세요: `observation = NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) { [weak self, weak detail] message in guard detail != nil else { return }; self?.addNewMember(message.member) }`.",
    "open two windows, each with a member list; in the first, tap +, type Kim Minji, 28, and tap Save: the detail screen posts MemberSaved":
      "멤버 목록이 하나씩 있는 창 두 개를 열고, 첫 번째 창에서 +를 탭하고 Kim Minji, 28을 입력한 뒤 Save를 탭하기(상세 화면이 MemberSaved를 게시함)",
    "tapped Save on the first window's detail screen":
      "첫 번째 창의 상세 화면에서 Save를 탭한",
    "in the first window, tap + and ‹ Back, then tap + again and save Park Jisoo, 25":
      "첫 번째 창에서 +와 ‹ Back을 탭한 뒤, 다시 +를 탭하고 Park Jisoo, 25를 저장하기",
    "saved Park Jisoo once in the first window":
      "첫 번째 창에서 Park Jisoo를 한 번 저장한",
    "in the first window, tap + and save Choi Yuna, 26; then, in the second window, tap + until the new detail screen is made at the address the first window's one had (the center tells subjects apart by address), and save Lee Dana, 31 there":
      "첫 번째 창에서 +를 탭하고 Choi Yuna, 26을 저장한 뒤, 두 번째 창에서 새 상세 화면이 첫 번째 창의 상세 화면이 있던 주소에 만들어질 때까지 +를 탭하고(센터는 대상을 주소로 구별함), 거기서 Lee Dana, 31을 저장하기",
    "saved Lee Dana in the second window, on a detail screen made where the first window's last one had been":
      "두 번째 창에서, 첫 번째 창의 마지막 상세 화면이 있던 자리에 만들어진 상세 화면으로 Lee Dana를 저장한",
    "in the second window, tap + and ‹ Back; then, in the first window, tap + until the new detail screen is made at the address the second window's one had, and save Jung Hoon, 34 there":
      "두 번째 창에서 +와 ‹ Back을 탭한 뒤, 첫 번째 창에서 새 상세 화면이 두 번째 창의 상세 화면이 있던 주소에 만들어질 때까지 +를 탭하고, 거기서 Jung Hoon, 34를 저장하기",
    "saved Jung Hoon in the first window, on a detail screen made where the second window's one, left with ‹ Back, had been":
      "첫 번째 창에서, 두 번째 창에서 ‹ Back으로 떠난 상세 화면이 있던 자리에 만들어진 상세 화면으로 Jung Hoon을 저장한",
    "The detail screen posted MemberSaved and this list did not hear it: is it still observing when Save is tapped?":
      "상세 화면이 MemberSaved를 게시했지만 이 목록은 듣지 못했습니다. Save를 탭할 때 목록이 아직 관찰하고 있나요?",
    "After you {0}, the first window's list holds {1}: a Save made in the other window reached it too.":
      "{0} 뒤 첫 번째 창의 목록에 있는 멤버: {1}. 다른 창에서 한 Save가 이 목록에도 닿았습니다.",
    "After you {0}, the second window's list holds {1}: a Save made in the other window reached it too.":
      "{0} 뒤 두 번째 창의 목록에 있는 멤버: {1}. 다른 창에서 한 Save가 이 목록에도 닿았습니다.",
    "Each list should hear only the detail screens it opened: which messages does it observe, and from whom?":
      "각 목록은 자기가 연 상세 화면의 메시지만 들어야 합니다. 목록은 어떤 메시지를, 누구에게서 관찰하나요?",
    "After you {0}, the first window's list holds {1}: it heard a detail screen it never opened.":
      "{0} 뒤 첫 번째 창의 목록에 있는 멤버: {1}. 이 목록은 자기가 연 적 없는 상세 화면의 말을 들었습니다.",
    "After you {0}, the second window's list holds {1}: it heard a detail screen it never opened.":
      "{0} 뒤 두 번째 창의 목록에 있는 멤버: {1}. 이 목록은 자기가 연 적 없는 상세 화면의 말을 들었습니다.",
    "A center, like an ObjectIdentifier, knows a subject only by its address, and a new screen is often made where a gone one was: how does that list know that a screen is one it opened, and still there?":
      "센터는 ObjectIdentifier처럼 대상을 주소로만 알아보고, 새 화면은 사라진 화면이 있던 자리에 만들어지는 일이 많습니다. 그 목록은 어떤 화면이 자기가 연 화면이며 아직 있다는 것을 어떻게 아나요?",
    "saved a member in the first window":
      "첫 번째 창에서 멤버를 저장한",
    "saved a member in the second window":
      "두 번째 창에서 멤버를 저장한",
    "tapped ‹ Back in the first window":
      "첫 번째 창에서 ‹ Back을 탭한",
    "tapped ‹ Back in the second window":
      "두 번째 창에서 ‹ Back을 탭한",
    "MemberDetailScreen is still alive after you {0}, though nothing shows it any more: who holds it?":
      "{0} 뒤에도 MemberDetailScreen이 아직 살아 있습니다. 이제 아무도 그 화면을 보여 주지 않는데, 누가 붙잡고 있나요?",
    "The center never keeps the screens it hears from: something in your code does.":
      "센터는 자기가 듣는 화면을 붙잡지 않습니다. 붙잡는 것은 여러분 코드의 무언가입니다.",
    "The check could not make a new detail screen at the address of one that is gone, in {0} tries: this is a fault of the check, not of your code.":
      "확인이 {0}번 시도하는 동안 사라진 상세 화면의 주소에 새 상세 화면을 만들지 못했습니다. 이것은 여러분 코드의 잘못이 아니라 확인의 잘못입니다.",
    "Run the check again; if this stays, please report it with your system and Swift version.":
      "확인을 다시 실행해 보세요. 그래도 계속되면 사용하는 시스템과 Swift 버전을 적어 알려 주세요.",
    "After you {0}, the list holds {1}: that one Save was heard {2} times.":
      "{0} 뒤 목록에 있는 멤버: {1}. 한 번의 Save를 {2}번 들었습니다.",
    "The list is registered more than once: how many observers does it add, and when?":
      "목록이 두 번 이상 등록되어 있습니다. 목록은 옵저버를 몇 개, 언제 추가하나요?",
    "close both windows":
      "두 창 모두 닫기",
    "both windows closed":
      "두 창이 모두 닫힌",
    "NotificationCenter keeps your observer's closure as long as the token lives: what does it capture?":
      "NotificationCenter는 토큰이 살아 있는 동안 옵저버의 클로저를 붙잡아 둡니다. 그 클로저는 무엇을 캡처하나요?",
    "The list was gone and its observer still ran when the detail screen posted: unowned promised the list never would be gone.":
      "목록은 이미 사라졌는데 상세 화면이 게시하자 옵저버가 여전히 실행되었습니다. unowned는 목록이 결코 사라지지 않는다고 약속한 것입니다.",
    "An observation outlives the list when its token is kept somewhere else, as here: what should the closure find then?":
      "여기서처럼 토큰이 다른 곳에 보관되면 관찰은 목록보다 오래 삽니다. 그때 클로저는 무엇을 찾아야 할까요?",

    // Exercise 6
    "The stream task that outlives its screen":
      "화면보다 오래 사는 스트림 태스크",
    "MemberListScreen adds every member that arrives on its events stream, in a Task that says [weak self]. The stream stays open as long as the app runs. Make the list go when its scene closes, while the stream is still open.":
      "MemberListScreen은 [weak self]라고 쓴 Task 안에서, 이벤트 스트림으로 도착하는 멤버를 모두 추가합니다. 스트림은 앱이 실행되는 동안 계속 열려 있습니다. 스트림이 아직 열려 있어도 씬이 닫힐 때 목록이 사라지도록 고치세요.",
    "`Task { [weak self] in await self?.listen() }`: how long does the call to listen() keep self?":
      "`Task { [weak self] in await self?.listen() }`: listen() 호출은 self를 얼마나 오래 붙잡고 있나요?",
    "For the whole loop: `self?.listen()` holds self strongly until listen() returns, and it returns only when the stream ends.":
      "루프 내내 붙잡습니다. `self?.listen()`은 listen()이 반환될 때까지 self를 강하게 붙잡고, listen()은 스트림이 끝나야만 반환됩니다.",
    "Loop in the task itself, capturing the stream and not self, and keep the task in `listening`, which deinit cancels: `listening = Task { [weak self, events] in for await member in events { self?.addNewMember(member) } }`. Keep `self?` inside the loop: a member can still arrive after the list is gone.":
      "self가 아니라 스트림을 캡처해서 태스크 안에서 직접 루프를 돌고, 그 태스크는 deinit이 취소하는 `listening`에 보관하세요: `listening = Task { [weak self, events] in for await member in events { self?.addNewMember(member) } }`. 루프 안의 `self?`는 그대로 두세요. 목록이 사라진 뒤에도 멤버가 도착할 수 있습니다.",
    "the events stream delivers Kim Minji, 28; waiting for MemberListScreen to take it and ask for the next event":
      "이벤트 스트림이 Kim Minji, 28을 전달한 뒤, MemberListScreen이 그 멤버를 받고 다음 이벤트를 요청하기를 기다리기",
    "Nothing asked the events stream for a member: MemberListScreen never reads it.":
      "아무도 이벤트 스트림에 멤버를 요청하지 않았습니다. MemberListScreen은 스트림을 한 번도 읽지 않습니다.",
    "Does the list start a loop over events once its view is loaded?":
      "목록은 뷰가 로드되면 events를 도는 루프를 시작하나요?",
    "MemberListScreen took Kim Minji, 28 from the stream and never asked for the next member: its loop stopped (the list holds {0}).":
      "MemberListScreen은 스트림에서 Kim Minji, 28을 받은 뒤 다음 멤버를 요청하지 않았습니다. 루프가 멈췄습니다(목록에 있는 멤버: {0}).",
    "The stream stays open as long as the app runs: the list must keep reading while it is open.":
      "스트림은 앱이 실행되는 동안 계속 열려 있습니다. 목록은 스트림이 열려 있는 동안 계속 읽어야 합니다.",
    "The list took Kim Minji, 28 from the stream, and now holds {0}.":
      "목록은 스트림에서 Kim Minji, 28을 받았고, 지금 목록에 있는 멤버: {0}.",
    "Each event should add its member: addNewMember(_:) for every element of the loop.":
      "이벤트마다 그 멤버를 추가해야 합니다. 루프의 요소마다 addNewMember(_:)를 호출하세요.",
    "close the scene while the events stream is still open":
      "이벤트 스트림이 아직 열려 있는 동안 씬 닫기",
    "the scene closed, with the events stream still open":
      "이벤트 스트림이 아직 열린 채로 씬이 닫힌",
    "What keeps the listening task's loop going, and what does that task hold while it waits for the next member?":
      "듣고 있는 태스크의 루프를 계속 돌게 하는 것은 무엇인가요? 그 태스크는 다음 멤버를 기다리는 동안 무엇을 붙잡고 있나요?",
    "the stream delivers Park Jisoo, 25, after the list is gone":
      "목록이 사라진 뒤 스트림이 Park Jisoo, 25를 전달하기",
    "check that the task the list started has ended: it should not ask the stream for another member":
      "목록이 시작한 태스크가 끝났는지 확인하기: 스트림에 다음 멤버를 더 요청하지 않아야 함",
    "MemberListScreen is gone, but the task it started still runs: after Park Jisoo arrived, its loop asked the stream for the next member.":
      "MemberListScreen은 사라졌지만, 그 목록이 시작한 태스크는 아직 실행 중입니다. Park Jisoo가 도착한 뒤에도 루프가 스트림에 다음 멤버를 요청했습니다.",
    "MemberListScreen is gone, and its loop asks for no more members, but something it started still holds the events stream.":
      "MemberListScreen은 사라졌고 루프도 더는 멤버를 요청하지 않지만, 그 목록이 시작한 무언가가 아직 이벤트 스트림을 붙잡고 있습니다.",
    "A task runs until its closure returns, and a loop over a stream that stays open never returns by itself: what ends that task when the list goes?":
      "태스크는 클로저가 반환될 때까지 실행되고, 계속 열려 있는 스트림을 도는 루프는 스스로 반환하지 않습니다. 목록이 사라질 때 그 태스크를 끝내는 것은 무엇인가요?",
    "The list was gone and its loop still used it when Park Jisoo arrived: unowned promised it never would be.":
      "목록은 이미 사라졌는데 Park Jisoo가 도착하자 루프가 여전히 목록을 사용했습니다. unowned는 목록이 결코 사라지지 않는다고 약속한 것입니다.",
    "A loop over a stream that outlives the list wakes for the next element after the list is gone (even a cancelled task gets the element it was already waiting for). What should the loop find then?":
      "목록보다 오래 사는 스트림을 도는 루프는, 목록이 사라진 뒤에도 다음 요소가 오면 깨어납니다(취소된 태스크도 이미 기다리던 요소는 받습니다). 그때 루프는 무엇을 찾아야 할까요?",

    // Exercise 7
    "The child coordinator nobody removes":
      "아무도 제거하지 않는 자식 코디네이터",
    "MainCoordinator starts a BuyCoordinator for each Buy and has a childDidFinish(_:) that removes it. Done on BuyScreen ends a flow through it, but after ‹ Back the child stays in childCoordinators, one more each time. Make ‹ Back remove the child whose screen was left, and only that one: a second Buy may be started from the first, and then two BuyCoordinators run at once, each ending by Done or by ‹ Back.":
      "MainCoordinator는 Buy를 탭할 때마다 BuyCoordinator를 하나 시작하고, 그것을 제거하는 childDidFinish(_:)도 가지고 있습니다. BuyScreen의 Done은 이 메서드를 거쳐 흐름을 끝내지만, ‹ Back 뒤에는 자식이 childCoordinators에 남아 매번 하나씩 늘어납니다. ‹ Back으로 떠난 화면의 자식을 제거하되, 그 자식만 제거하도록 고치세요. 첫 번째 BuyScreen에서 두 번째 Buy를 시작할 수도 있고, 그러면 BuyCoordinator 두 개가 한꺼번에 실행되며, 각각 Done이나 ‹ Back으로 끝납니다.",
    "Put a print in navigationController(_:didShow:animated:). Is it called when you tap Back?":
      "navigationController(_:didShow:animated:)에 print를 넣어 보세요. Back을 탭할 때 호출되나요?",
    "A navigation controller tells only its delegate, and nobody made MainCoordinator the delegate.":
      "내비게이션 컨트롤러는 자신의 델리게이트에게만 알리는데, 아무도 MainCoordinator를 델리게이트로 만들지 않았습니다.",
    "In start(), write `navigationController.delegate = self` before pushing the first screen; childDidFinish(_:) already removes the finished child by identity (===), not by type.":
      "start()에서 첫 화면을 푸시하기 전에 `navigationController.delegate = self`라고 쓰세요. childDidFinish(_:)는 끝난 자식을 타입이 아니라 동일성(===)으로 제거하도록 이미 작성되어 있습니다.",
    "tap Buy (first time): buySubscription() starts a BuyCoordinator":
      "Buy를 탭하기(첫 번째, buySubscription()이 BuyCoordinator를 시작함)",
    "tap Buy (second time): buySubscription() starts a BuyCoordinator":
      "Buy를 탭하기(두 번째, buySubscription()이 BuyCoordinator를 시작함)",
    "tap ‹ Back on BuyScreen":
      "BuyScreen에서 ‹ Back을 탭하기",
    "tap Done on BuyScreen: its BuyCoordinator tells MainCoordinator it has finished, then pops it":
      "BuyScreen에서 Done을 탭하기: BuyCoordinator가 MainCoordinator에게 끝났다고 알린 뒤 화면을 팝함",
    "BuyScreen has no Done button: its navigationItem.rightBarButtonItem is nil.":
      "BuyScreen에 Done 버튼이 없습니다. navigationItem.rightBarButtonItem이 nil입니다.",
    "After buySubscription(), MainCoordinator has {0}, and the stack shows {1}; {2} should be running.":
      "buySubscription() 뒤 MainCoordinator의 자식은 {0}이고, 스택에 보이는 화면은 {1}입니다. 실행 중이어야 할 자식은 {2}입니다.",
    "{0} child":
      "{0}개",
    "{0} children":
      "{0}개",
    "no screen":
      "없음",
    "buySubscription() should append a BuyCoordinator to childCoordinators and start it, pushing BuyScreen; a child still on screen must stay in childCoordinators.":
      "buySubscription()은 BuyCoordinator를 childCoordinators에 추가하고 시작해서 BuyScreen을 푸시해야 합니다. 아직 화면에 있는 자식은 childCoordinators에 남아 있어야 합니다.",
    "After ‹ Back, MainCoordinator.childCoordinators still holds {0}: BuyCoordinator is still alive, and every Buy adds one more.":
      "‹ Back 뒤에도 MainCoordinator.childCoordinators에 자식이 {0} 남아 있습니다. BuyCoordinator가 아직 살아 있고, Buy를 탭할 때마다 하나씩 늘어납니다.",
    "Who notices Back, and who then calls childDidFinish(_:)?":
      "누가 Back을 알아차리고, 그다음 누가 childDidFinish(_:)를 호출하나요?",
    "After Done, MainCoordinator.childCoordinators still holds {0}: BuyCoordinator is still alive, and every Buy adds one more.":
      "Done 뒤에도 MainCoordinator.childCoordinators에 자식이 {0} 남아 있습니다. BuyCoordinator가 아직 살아 있고, Buy를 탭할 때마다 하나씩 늘어납니다.",
    "Does Done tell MainCoordinator that its child has finished?":
      "Done은 MainCoordinator에게 자식이 끝났다고 알리나요?",
    "‹ Back":
      "‹ Back을 탭한",
    "Done":
      "Done을 탭한",
    "Once removed from childCoordinators, nothing should hold it.":
      "childCoordinators에서 제거되고 나면 아무것도 그것을 붙잡으면 안 됩니다.",
    "tap Buy, then Buy again from the first BuyScreen (a gift for a friend): two BuyCoordinators run at once":
      "Buy를 탭하고, 첫 번째 BuyScreen에서 Buy를 한 번 더 탭하기(친구에게 줄 선물): BuyCoordinator 두 개가 한꺼번에 실행됨",
    "tap ‹ Back on the second BuyScreen: only the second child has finished":
      "두 번째 BuyScreen에서 ‹ Back을 탭하기: 끝난 것은 두 번째 자식뿐임",
    "tap ‹ Back on the first BuyScreen":
      "첫 번째 BuyScreen에서 ‹ Back을 탭하기",
    "tap Done on the second BuyScreen: only the second child has finished":
      "두 번째 BuyScreen에서 Done을 탭하기: 끝난 것은 두 번째 자식뿐임",
    "tap Done on the first BuyScreen":
      "첫 번째 BuyScreen에서 Done을 탭하기",
    "After ‹ Back from the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is still on screen: its BuyCoordinator went with the other.":
      "두 번째 BuyScreen에서 ‹ Back을 탭한 뒤 MainCoordinator에는 자식이 하나도 남지 않았습니다. 첫 번째 BuyScreen은 아직 화면에 있는데도, 그 BuyCoordinator가 다른 자식과 함께 제거되었습니다.",
    "Two children of the same type can run at once: which one finished?":
      "같은 타입의 자식 둘이 한꺼번에 실행될 수 있습니다. 끝난 것은 어느 쪽인가요?",
    "After ‹ Back from the second BuyScreen, MainCoordinator removed the first child, whose screen is still up, and kept the one that finished.":
      "두 번째 BuyScreen에서 ‹ Back을 탭한 뒤 MainCoordinator는 화면이 아직 떠 있는 첫 번째 자식을 제거하고, 끝난 자식은 남겨 두었습니다.",
    "After ‹ Back from the second BuyScreen, MainCoordinator still holds both children.":
      "두 번째 BuyScreen에서 ‹ Back을 탭한 뒤에도 MainCoordinator는 두 자식을 모두 붙잡고 있습니다.",
    "Who notices Back, and which child does it remove?":
      "누가 Back을 알아차리고, 어느 자식을 제거하나요?",
    "After Done on the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is still on screen: its BuyCoordinator went too.":
      "두 번째 BuyScreen에서 Done을 탭한 뒤 MainCoordinator에는 자식이 하나도 남지 않았습니다. 첫 번째 BuyScreen은 아직 화면에 있는데도, 그 BuyCoordinator까지 제거되었습니다.",
    "Done removed the second child itself, then popped its screen: which child did that pop remove, and how did your code choose it?":
      "Done은 두 번째 자식을 스스로 제거한 뒤 그 화면을 팝했습니다. 그 팝 때문에 어느 자식이 제거되었고, 여러분의 코드는 그 자식을 어떻게 골랐나요?",
    "After Done on the second BuyScreen, MainCoordinator removed the first child, whose screen is still up, and kept the one that finished.":
      "두 번째 BuyScreen에서 Done을 탭한 뒤 MainCoordinator는 화면이 아직 떠 있는 첫 번째 자식을 제거하고, 끝난 자식은 남겨 두었습니다.",
    "After Done on the second BuyScreen, MainCoordinator still holds both children.":
      "두 번째 BuyScreen에서 Done을 탭한 뒤에도 MainCoordinator는 두 자식을 모두 붙잡고 있습니다.",
    "tap Buy twice, then close the scene while both BuyScreens are still up":
      "Buy를 두 번 탭한 뒤, 두 BuyScreen이 아직 떠 있는 채로 씬을 닫기",
    "the scene closed with two buy flows still running":
      "구매 흐름 두 개가 아직 실행 중인 채로 씬이 닫힌",
    "A child points at its parent only weakly.":
      "자식은 부모를 약하게만 가리킵니다.",

    // Exercise 8
    "The observation that keeps its observer":
      "옵저버를 놓아주지 않는 관찰",
    "MemberListScreen shows a MemberRoster (an Observable model that outlives screens): a task loops over `Observations { … }` and shows the members after every change. The rows stay current, but the list is never released while the roster lives. Make it go when its scene closes; while it is open, the rows must still follow every change.":
      "MemberListScreen은 MemberRoster(화면보다 오래 사는 Observable 모델인 명단)를 보여 줍니다. 태스크가 `Observations { … }`를 돌며 변화가 있을 때마다 멤버를 보여 줍니다. 행은 늘 최신이지만, 명단이 살아 있는 동안 목록은 해제되지 않습니다. 씬이 닫힐 때 목록이 사라지도록 고치세요. 열려 있는 동안에는 행이 여전히 모든 변화를 따라가야 합니다.",
    "Two closures capture `self` here: the one given to Observations (`self.roster.members`) and the task's (`show(members)` means `self.show`). A task keeps what it captures until it ends, and this loop ends only with the roster.":
      "여기서는 클로저 두 개가 `self`를 캡처합니다. Observations에 넘긴 클로저(`self.roster.members`)와 태스크의 클로저(`show(members)`는 `self.show`입니다)입니다. 태스크는 캡처한 것을 끝날 때까지 붙잡아 두고, 이 루프는 명단이 사라질 때에야 끝납니다.",
    "Neither closure may hold the list: capture `roster` itself for Observations, take `self` weakly for each change, and end the task when the list goes.":
      "두 클로저 모두 목록을 붙잡으면 안 됩니다. Observations에는 `roster` 자체를 캡처해 넘기고, 변화마다 `self`는 약하게 잡고, 목록이 사라질 때 태스크를 끝내세요.",
    "Capture the roster, not self, and take self weakly for each change: `observation = Task { [weak self, roster] in for await members in Observations({ roster.members }) { self?.show(members) } }`; and cancel the task in `deinit`, so that the loop ends with the list.":
      "self가 아니라 명단을 캡처하고, 변화가 올 때마다 self는 약하게만 참조하세요: `observation = Task { [weak self, roster] in for await members in Observations({ roster.members }) { self?.show(members) } }`. 그리고 `deinit`에서 태스크를 취소해, 루프가 목록과 함께 끝나게 하세요.",
    "the list opens on a roster holding Kim Minji, 28; waiting for its rows to show her":
      "Kim Minji, 28이 든 명단으로 목록을 열고, 행에 그 멤버가 보이기를 기다리기",
    "add {0} to the roster; waiting for MemberListScreen to show the change":
      "명단에 {0} 멤버를 추가하고, MemberListScreen이 그 변화를 보여 주기를 기다리기",
    "After the list opened, the list shows {0}, not {1}.":
      "목록이 열린 뒤 목록에 보이는 행: {0}. 보여야 할 행: {1}.",
    "After {0} joined the roster, the list shows {1}, not {2}.":
      "{0} 멤버가 명단에 들어온 뒤 목록에 보이는 행: {1}. 보여야 할 행: {2}.",
    "The list read roster.members, but its rows do not show what it read.":
      "목록은 roster.members를 읽었지만, 행에 읽은 내용이 보이지 않습니다.",
    "Nothing read roster.members: does the list start observing once its view is loaded?":
      "아무도 roster.members를 읽지 않았습니다. 목록은 뷰가 로드되면 관찰을 시작하나요?",
    "Nothing read roster.members again after the change: the list stopped observing it.":
      "변화 뒤에 아무도 roster.members를 다시 읽지 않았습니다. 목록이 관찰을 멈췄습니다.",
    "close the scene; the roster lives on, as app-wide models do":
      "씬 닫기(앱 전체에서 쓰는 모델이 그렇듯 명단은 계속 살아 있음)",
    "the scene closed, with the roster still alive":
      "명단이 아직 살아 있는 채로 씬이 닫힌",
    "The roster outlives the list, and so does the task looping over its changes: what does that task hold while it waits for the next change?":
      "명단은 목록보다 오래 살고, 명단의 변화를 도는 태스크도 그렇습니다. 그 태스크는 다음 변화를 기다리는 동안 무엇을 붙잡고 있나요?",
    "change the roster after the list is gone":
      "목록이 사라진 뒤 명단 바꾸기",
    "check that the task the list started has ended: it should no longer hold the roster":
      "목록이 시작한 태스크가 끝났는지 확인하기: 더는 명단을 붙잡고 있지 않아야 함",
    "MemberListScreen is gone, but the task it started still runs: it read roster.members again after the last change.":
      "MemberListScreen은 사라졌지만, 그 목록이 시작한 태스크는 아직 실행 중입니다. 마지막 변경 뒤에도 roster.members를 다시 읽었습니다.",
    "MemberListScreen is gone, and nothing reads roster.members any more, but something it started still holds the roster.":
      "MemberListScreen은 사라졌고 이제 아무도 roster.members를 읽지 않지만, 그 목록이 시작한 무언가가 아직 명단을 붙잡고 있습니다.",
    "A task runs until its closure returns, and a loop over Observations of a roster that lives on never returns by itself: what ends that task when the list goes?":
      "태스크는 클로저가 반환될 때까지 실행되고, 계속 살아 있는 명단의 Observations를 도는 루프는 스스로 반환하지 않습니다. 목록이 사라질 때 그 태스크를 끝내는 것은 무엇인가요?",
    "The list was gone and the observation loop still used it when the roster changed: unowned promised it never would be.":
      "목록은 이미 사라졌는데 명단이 바뀌자 관찰 루프가 여전히 목록을 사용했습니다. unowned는 목록이 결코 사라지지 않는다고 약속한 것입니다.",
    "The roster outlives the list, so its next change wakes a loop that is still running: what should the loop find then?":
      "명단은 목록보다 오래 살기 때문에, 명단의 다음 변화가 아직 돌고 있는 루프를 깨웁니다. 그때 루프는 무엇을 찾아야 할까요?",

    // Words.Lifetime: last, since its keys would also fit exercise 2's lines about dismissed composers.
    "{0} is still alive after {1}: who holds it?":
      "{1} 뒤에도 {0} 객체가 살아 있습니다. 누가 붙잡고 있나요?",
    "{0} and {1} are still alive after {2}: who holds them?":
      "{2} 뒤에도 {0}, {1} 객체가 살아 있습니다. 누가 붙잡고 있나요?",
    "No cycle shows through stored properties, so a closure, a task or an observer holds it.":
      "저장 프로퍼티를 따라가서는 순환이 보이지 않습니다. 그러니 붙잡고 있는 것은 클로저나 태스크, 옵저버입니다.",
    "Possible retain cycle: {0}":
      "순환 참조일 수 있는 경로: {0}",
    "(Found by reflection, which cannot tell weak references from strong ones.)":
      "(리플렉션으로 찾았습니다. 리플렉션은 약한 참조와 강한 참조를 구별하지 못합니다.)",
    "Reflection cannot look inside {0}.":
      "리플렉션으로는 안을 들여다볼 수 없는 곳: {0}.",
    "the scene closed":
      "씬이 닫힌",

    // The names a check gives the objects it watches, when two of a type are alive at once.
    "{0} (left with ‹ Back)":
      "{0}(‹ Back으로 떠난 화면)",
    "{0} (first window)":
      "{0}(첫 번째 창)",
    "{0} (second window)":
      "{0}(두 번째 창)",
    "{0} (first)":
      "{0}(첫 번째)",
    "{0} (second)":
      "{0}(두 번째)",
    "{0} (title)":
      "{0}(제목)",
    "{0} (subtitle)":
      "{0}(부제목)",
    "{0} (a closure)":
      "{0} (클로저)",
    "{0} (a task)":
      "{0} (태스크)",
  ]
}
