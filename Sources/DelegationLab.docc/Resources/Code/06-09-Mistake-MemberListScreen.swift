// WRONG: `[weak self]` is only weak until `self?.consume` starts; inside the method
// `self` is strong, for as long as the loop runs: until the stream finishes.
listeners.append(Task.immediate { [weak self] in await self?.consume(events) })
