// A receiver that hears its senders in tasks (reading a stream, observing state) runs one
// task per sender, and must end each: a task it forgets runs on, holding what it captured.
// This is that bookkeeping, written once for every such screen, so that each screen shows
// only its loop.

/// The tasks a receiver runs to hear its senders: one per sender, each kept until it ends.
///
/// A task ends by itself once its sender has nothing more to say: its stream finished, or
/// its state reached an ending. Releasing the `Listeners`, with the receiver that owns it,
/// cancels the tasks still running.
@MainActor
package final class Listeners {
  private struct Listener {
    weak var sender: AnyObject?
    var task: Task<Void, Never>?
  }

  private var listeners: [Int: Listener] = [:]
  private var listenersStarted = 0

  /// Creates the bookkeeping of a receiver that hears nobody yet.
  package init() {}

  /// The number of tasks still running: zero once every sender has had its say.
  package var count: Int { listeners.count }

  /// Runs `loop` in a new task that hears `sender`, and keeps the task until the loop ends.
  ///
  /// The task is a `Task.immediate`: it starts now, on the main actor, and runs the loop up
  /// to its first `await` before this returns. `loop` must not capture the receiver
  /// strongly: take it `[weak self]` for each element, or the task keeps it alive.
  package func listen(to sender: AnyObject, _ loop: @escaping @MainActor () async -> Void) {
    let id = listenersStarted
    listenersStarted += 1
    listeners[id] = Listener(sender: sender)
    let task = Task.immediate { [weak self] in
      await loop()
      self?.listeners[id] = nil
    }
    listeners[id]?.task = task  // does nothing if the loop has already ended
  }

  /// Returns once every task whose sender has gone has ended: all it said has been handled.
  ///
  /// A sender still alive may say more later, so its task is not waited for. Tests and
  /// lessons use this to wait for delivery without guessing a time.
  /// If the waiting task is cancelled (a test's time limit ran out), the tasks it waits for
  /// are cancelled too, so that a loop whose sender never ended cannot keep it waiting.
  package func waitForDelivery() async {
    let tasks = listeners.values.filter { $0.sender == nil }.compactMap(\.task)
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels every task still running, and returns once each has ended.
  ///
  /// Releasing the `Listeners` cancels them too; but a receiver that one of its own tasks
  /// keeps alive is never released, so a test or a lesson that shows that leak ends it here.
  package func cancelAll() async {
    let tasks = listeners.values.compactMap(\.task)
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  }

  isolated deinit {
    for listener in listeners.values { listener.task?.cancel() }  // ends each loop
  }
}
