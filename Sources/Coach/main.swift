// `swift run Coach`: the exercises' progress, checks and hints (see CoachKit).
import CoachKit

Coach.main()
