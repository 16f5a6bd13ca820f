// The seed's receiver: it presents a sender screen, makes itself the sender's receiver,
// and wants both pieces of information. Its conformances live in each technique's file,
// next to the protocol they implement.
import StageKit

/// The screen that opens a sender and wants both its required and its optional information.
package final class ReceiverScreen: ViewController {
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
    receiverView.openButton.addTarget(self, action: ReceiverScreen.openSender)
  }

  // snippet: open
  /// Presents a sender screen and makes this screen its receiver, as the seed's segue does.
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
      let sender = ClosureSenderScreen { [weak self] info in self?.receive(.required(info)) }
      sender.onOptionalInfo = { [weak self] info in self?.receive(.optional(info)) }
      present(sender, animated: true)
    }
  }
  // end snippet

  /// Keeps and shows one piece of information.
  func receive(_ info: Received) {
    received.append(info)
    receiverView.show(info)
  }
}
