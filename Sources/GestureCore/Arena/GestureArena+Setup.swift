// Setting up: attaching recognizers and stating their relations as data.
extension GestureArena {
  /// Attaches a recognizer to a node of this arena's tree.
  ///
  /// - Precondition: the recognizer is not attached to an arena yet.
  public func attach(_ recognizer: GestureRecognizer, to node: Node) {
    precondition(recognizer.arenaIndex < 0, "\(recognizer.name) is already attached to an arena")
    let oldCount = recognizers.count
    recognizer.arenaIndex = oldCount
    recognizer.table = table
    recognizers.append(recognizer)
    node.recognizers.append(recognizer)
    var grown = [Bool](repeating: false, count: (oldCount + 1) * (oldCount + 1))
    for a in 0..<oldCount {
      for b in 0..<oldCount {
        grown[a * (oldCount + 1) + b] = simultaneous[a * oldCount + b]
      }
    }
    simultaneous = grown
    requirements.append([])
    isRequired.append(false)
    deadlines.append(nil)
    participants.reserveCapacity(recognizers.count)
    for index in slots.indices {
      slots[index].chain.reserveCapacity(recognizers.count)
    }
  }

  /// Lets two recognizers be active at the same time (UIKit's
  /// `shouldRecognizeSimultaneouslyWith`). The relation is symmetric.
  public func allowSimultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) {
    let n = recognizers.count
    let a = checkedIndex(first)
    let b = checkedIndex(second)
    simultaneous[a * n + b] = true
    simultaneous[b * n + a] = true
  }

  /// Makes `recognizer` wait until `other` fails before it begins or recognizes, and fail if
  /// `other` succeeds (UIKit's `require(toFail:)`): a single tap that waits for a double tap.
  public func require(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) {
    let a = checkedIndex(recognizer)
    let b = checkedIndex(other)
    precondition(a != b, "a recognizer cannot wait for itself to fail")
    if !requirements[a].contains(b) { requirements[a].append(b) }
    isRequired[b] = true
  }

  /// Whether two recognizers may be active at the same time.
  public func areSimultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    simultaneous[checkedIndex(first) * recognizers.count + checkedIndex(second)]
  }

  private func checkedIndex(_ recognizer: GestureRecognizer) -> Int {
    let index = recognizer.arenaIndex
    precondition(
      index >= 0 && index < recognizers.count && recognizers[index] === recognizer,
      "\(recognizer.name) is not attached to this arena")
    return index
  }
}
