/// The machine a run was measured on.
public struct Machine: Codable, Equatable, Sendable {
  /// The system, as `uname -srm` prints it, such as "Linux 6.1.0 x86_64".
  public var system: String
  /// The processor's model name, when the system says it.
  public var processor: String?
  /// The number of cores the process may use.
  public var cores: Int

  /// Creates a machine description.
  public init(system: String, processor: String?, cores: Int) {
    self.system = system
    self.processor = processor
    self.cores = cores
  }

  /// One line for a table or a chart: system, processor and cores.
  public var summary: String {
    ([system] + (processor.map { [$0] } ?? []) + ["\(cores) cores"]).joined(separator: ", ")
  }
}
