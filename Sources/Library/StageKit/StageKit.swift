// After `import UIKit`, Foundation's types are in scope too: `IndexPath`, `NSObject`,
// `CGRect`, `Bundle`, `NSCoder`. UIKit re-exports Foundation, so StageKit does the same,
// and a listing that changes only its import line still finds them.
@_exported import Foundation
