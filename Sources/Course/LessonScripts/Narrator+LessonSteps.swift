// The steps that several lesson scripts share, written once, so each script holds only what
// its own lesson teaches: the refused age, and the lifetime check that ends every run.
import LeakCheck
import MemberViews
import StageKit

extension Narrator {
  /// Opens an empty detail screen with `plus`, types an age that is not a number, taps Save,
  /// and writes what happened; the caller then says what that means for its mechanism.
  ///
  /// - Parameters:
  ///   - title: The step's title.
  ///   - transcript: What the screens record; the step replays it.
  ///   - watch: Watches the refused screen, labelled "(refused)".
  ///   - plus: The list's "+" button.
  ///   - navigation: The stack the detail screen is pushed onto.
  ///   - form: The detail screen's form.
  func invalidAgeStep<Detail: ViewController>(
    _ title: String = "An invalid age is refused", transcript: Transcript, watch: LeakWatch,
    plus: BarButtonItem, navigation: NavigationController, form: (Detail) -> MemberFormView
  ) {
    step(title)
    user("you tap +, type \"\(cast.second)\", age \"twenty\", and tap Save")
    plus.tap()
    // Weak, like the app: only the stack owns the screen.
    weak let refused = navigation.topScreen(Detail.self)
    refused.map { watch.watch($0, as: "\(Detail.self) (refused)") }
    if let refused {
      form(refused).type(name: cast.second, age: "twenty")
      form(refused).saveButton.tap()
    }
    replay(transcript)
  }

  /// Opens the lifetime check: its heading, then what the app is about to let go of.
  func lifetimeCheck(_ lines: String..., title: String = "Lifetime check") {
    section(title)
    say(lines)
  }

  /// Ends the lifetime check once the app has let go: the releases that caused, then the verdict
  /// on `report`, what the watch found.
  ///
  /// - Returns: `true` when the watch is clean in a correct run, or leaking in a mistake run.
  func lifetimeVerdict(_ transcript: Transcript, _ report: LeakReport, expectLeak: Bool = false) -> Bool {
    replay(transcript)
    say("")
    return verdict(report, expectLeak: expectLeak)
  }
}
