// UIKit adds `row` and `section` to Foundation's IndexPath; Foundation on Linux does not,
// so StageKit adds them, and seed code that says `indexPath.row` ports unchanged.
import Foundation

extension IndexPath {
  /// Creates an index path for a row in a section of a table.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row of a table this index path points at.
  public var row: Int { self[1] }

  /// The section of a table this index path points at.
  public var section: Int { self[0] }
}
