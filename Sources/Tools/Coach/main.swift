// `swift run Coach`: the exercises' progress, checks and hints (see Coach.swift).
Coach.main()
