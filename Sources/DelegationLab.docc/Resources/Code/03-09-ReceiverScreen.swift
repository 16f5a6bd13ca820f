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
