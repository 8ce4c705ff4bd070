extension Invariants {
  /// A list model's conservation (our rule: no list item is ever lost or duplicated): under
  /// reorders, insertions,
  /// deletions and completions, every item is in the list exactly once, apart from the items
  /// explicitly inserted or deleted.
  ///
  /// Tell the checker about each explicit insertion and deletion, then ``check(_:)`` the
  /// model after the edits:
  ///
  /// ```swift
  /// var conservation = Invariants.List(items: titles)
  /// // The host inserted "New item" for a committed pinch:
  /// conservation.inserted("New item")
  /// #expect(conservation.check(titles) == nil)
  /// ```
  ///
  /// - Complexity: ``check(_:)`` is O(n) for n items (one pass with a hash table).
  public struct List<Item: Hashable> {
    /// How many times each item should be in the list.
    public private(set) var expected: [Item: Int]
    /// How many items the list should hold.
    public private(set) var expectedCount: Int

    /// Starts from the list's items as they are now.
    public init<Items: Sequence>(items: Items) where Items.Element == Item {
      expected = [:]
      expectedCount = 0
      for item in items {
        expected[item, default: 0] += 1
        expectedCount += 1
      }
    }

    /// An item was explicitly inserted.
    public mutating func inserted(_ item: Item) {
      expected[item, default: 0] += 1
      expectedCount += 1
    }

    /// An item was explicitly deleted.
    public mutating func deleted(_ item: Item) {
      expected[item, default: 0] -= 1
      if expected[item] == 0 { expected[item] = nil }
      expectedCount -= 1
    }

    /// Forgets the history: the list's items as they are now are the new reference (a
    /// reload of the data).
    public mutating func rebase<Items: Sequence>(items: Items) where Items.Element == Item {
      self = List(items: items)
    }

    /// Whether `items` holds every expected item exactly as many times as expected, and
    /// nothing else; `nil` when it does, else what is wrong.
    public func check<Items: Collection>(_ items: Items) -> Violation?
    where Items.Element == Item {
      if items.count != expectedCount {
        return Violation(
          rule: "list.count", message: "\(items.count) items, expected \(expectedCount)")
      }
      var remaining = expected
      for item in items {
        guard let count = remaining[item], count > 0 else {
          return Violation(rule: "list.duplicateOrUnknown", message: "\(item) is one too many")
        }
        remaining[item] = count - 1
      }
      for (item, count) in remaining where count != 0 {
        return Violation(rule: "list.lostItem", message: "\(item) is missing \(count) time(s)")
      }
      return nil
    }
  }
}
