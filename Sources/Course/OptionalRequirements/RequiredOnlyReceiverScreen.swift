// A receiver that wants only the required information. It implements none of the
// optional methods and sets no optional closure: each technique must skip the optional
// information for it, and say so.
import StageKit

/// The screen that opens a sender and wants only its required information.
package final class RequiredOnlyReceiverScreen: ViewController {
  /// Which kind of sender this screen opens.
  package let technique: Technique
  /// What this screen was told, in order.
  package private(set) var received: [Received] = []
  /// The two lines of information and the "Open sender" button.
  package let receiverView = ReceiverView()

  /// Creates a receiver that opens a sender of the given technique.
  package init(technique: Technique) {
    self.technique = technique
    super.init()
    title = "Receiver"
  }

  package override func loadView() {
    view = receiverView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    receiverView.openButton.addTarget(self, action: RequiredOnlyReceiverScreen.openSender)
  }

  /// Presents a sender screen and makes this screen its receiver, for the required part only.
  func openSender() {
    switch technique {
    case .defaultImplementation:
      let sender = DefaultingSenderScreen()
      sender.delegate = self
      present(sender, animated: true)
    case .extensionOnly:
      let sender = ExtensionOnlySenderScreen()
      sender.delegate = self
      present(sender, animated: true)
    case .refiningProtocol:
      let sender = AskingSenderScreen()
      sender.delegate = self
      present(sender, animated: true)
    case .optionalClosure:
      // onOptionalInfo stays nil: this receiver does not want the optional information.
      let sender = ClosureSenderScreen { [weak self] info in self?.receive(.required(info)) }
      present(sender, animated: true)
    }
  }

  /// Keeps and shows one piece of information.
  func receive(_ info: Received) {
    received.append(info)
    receiverView.show(info)
  }
}
