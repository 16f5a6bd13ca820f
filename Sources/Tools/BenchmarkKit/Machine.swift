/// The machine a run was measured on.
package struct Machine: Codable, Equatable, Sendable {
  /// The system, as `uname -srm` prints it, such as "Linux 6.1.0 x86_64".
  package var system: String
  /// The processor's model name, when the system says it.
  package var processor: String?
  /// The number of cores the process may use.
  package var cores: Int

  /// Creates a machine description.
  package init(system: String, processor: String?, cores: Int) {
    self.system = system
    self.processor = processor
    self.cores = cores
  }

  /// One line for a table or a chart: system, processor and cores.
  package var summary: String {
    ([system] + (processor.map { [$0] } ?? []) + ["\(cores) cores"]).joined(separator: ", ")
  }
}
