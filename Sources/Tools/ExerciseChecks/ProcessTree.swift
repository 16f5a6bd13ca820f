// A check ends with everything it started. The runner leads a session of its own, and on
// Linux it is a subreaper: a process that the learner's code starts, and that outlives its
// own parent, is handed to the runner rather than to init, so the tree under the runner
// holds every process of the check, even one that left the session (setsid) and lost its
// parent. Ending a tree stops every process in it (SIGSTOP, so that none starts another
// meanwhile), looks again until no new one appears, then kills them all. The Coach is a
// subreaper too, for what a runner that died at once (a trap, kill -9) leaves behind.
// The same look at /proc tells whether a check is waiting: none of its threads runs, is
// ready to run, or reads the disk.
//
// macOS has neither /proc nor subreapers. There a tree is the runner's process group, which
// what the learner's code starts stays in unless it leaves it, and a check is never judged
// to be waiting: the Coach counts the time since its last step instead.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process and every process it started, found and ended together.
package enum ProcessTree {
  /// Makes this process the one that its orphaned descendants are handed to.
  ///
  /// - Returns: `true` when it now is (Linux); `false` where there is no such thing (macOS).
  @discardableResult
  package static func adoptOrphans() -> Bool {
    #if os(Linux)
      // prctl is variadic in C, which Swift does not import: its address is called with the five words the kernel reads.
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return false }
      let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, from <linux/prctl.h>
      return unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0) == 0
    #else
      return false
    #endif
  }

  /// Ends every process under `root` and, when `includingRoot`, `root` itself; never this process.
  ///
  /// On Linux that is every descendant, and every process left in the session `root` leads;
  /// on macOS, the process group `root` leads.
  package static func end(_ root: pid_t, includingRoot: Bool) {
    #if os(Linux)
      let me = getpid()
      var stopped: Set<pid_t> = []
      for _ in 0..<50 {
        var targets = members(of: root, in: processes())
        if includingRoot { targets.insert(root) }
        targets.remove(me)
        let fresh = targets.subtracting(stopped)
        if fresh.isEmpty { break }
        for pid in fresh { kill(pid, SIGSTOP) }
        stopped.formUnion(fresh)
      }
      for pid in stopped { kill(pid, SIGKILL) }
    #else
      if includingRoot {
        killpg(root, SIGKILL)
      } else {
        // The group without its leader: the leader ignores what it sends the others.
        signal(SIGTERM, SIG_IGN)
        killpg(root, SIGTERM)
      }
    #endif
  }

  /// Ends every child of this process with all it started, and waits for each.
  ///
  /// On Linux, those are what this process adopted as a subreaper. Only for a process that
  /// starts no child of its own meanwhile.
  package static func endChildren() {
    #if os(Linux)
      let me = getpid()
      let children = processes().filter { $0.parent == me }.map(\.pid)
      for child in children { end(child, includingRoot: true) }
      for child in children {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
      }
    #endif
  }

  /// `true` when no thread of `root`, or of any process under it, is running, ready to run,
  /// or reading the disk; always `true` where threads cannot be looked at (macOS).
  package static func isWaiting(_ root: pid_t) -> Bool {
    #if os(Linux)
      if isBusy(root) { return false }
      return !members(of: root, in: processes()).contains(where: isBusy)
    #else
      return true
    #endif
  }

  #if os(Linux)
    /// One process, as /proc describes it.
    private struct Entry {
      let pid: pid_t
      let parent: pid_t
      let session: pid_t
      /// The state's letter: R running or ready, D disk, S sleeping, Z zombie, T stopped, and others.
      let state: UInt8
    }

    /// Every process there is now.
    private static func processes() -> [Entry] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.filter { $0.first?.isNumber == true }.compactMap { entry("/proc/\($0)/stat") }
    }

    /// The processes under `root` (its descendants), and the ones left in the session it leads.
    private static func members(of root: pid_t, in entries: [Entry]) -> Set<pid_t> {
      var children: [pid_t: [pid_t]] = [:]
      for entry in entries { children[entry.parent, default: []].append(entry.pid) }
      var found: Set<pid_t> = []
      var queue = [root]
      while let next = queue.popLast() {
        for child in children[next] ?? [] where found.insert(child).inserted { queue.append(child) }
      }
      for entry in entries where entry.session == root && entry.pid != root { found.insert(entry.pid) }
      return found
    }

    /// `true` when a thread of `pid` is running or ready to run (R), or waiting for the disk (D).
    private static func isBusy(_ pid: pid_t) -> Bool {
      let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      return threads.contains { thread in
        let state = entry("/proc/\(pid)/task/\(thread)/stat")?.state
        return state == UInt8(ascii: "R") || state == UInt8(ascii: "D")
      }
    }

    /// Reads a `stat` file: "pid (name) S ppid pgrp session …", where the name may hold spaces and parentheses.
    private static func entry(_ path: String) -> Entry? {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 1024)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let text = String(decoding: buffer[0..<count], as: UTF8.self)
      guard let nameEnd = text.lastIndex(of: ")"), let pid = pid_t(text.prefix { $0 != " " }) else { return nil }
      let fields = text[text.index(after: nameEnd)...].split(separator: " ")
      guard fields.count > 3, let parent = pid_t(fields[1]), let session = pid_t(fields[3]) else { return nil }
      return Entry(pid: pid, parent: parent, session: session, state: fields[0].utf8.first ?? 0)
    }
  #endif
}
