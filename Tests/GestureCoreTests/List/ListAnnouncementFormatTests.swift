import GestureCore
import Testing

/// The check a host makes on an app's announcement format before `String(format:)`: only a
/// format that reads exactly the expected arguments is used.
@Suite struct ListAnnouncementFormatTests {
  typealias F = ListStore.FormatArgument

  @Test(arguments: [
    ("%1$@, moved to position %2$ld of %3$ld", [F.object, .integer, .integer]),
    ("%2$ld/%3$ld: %1$@", [.object, .integer, .integer]),  // Reordered by a translation.
    ("%@, now %ld of %ld", [.object, .integer, .integer]),
    ("Moved to position %1$ld of %2$ld", [.integer, .integer]),
    ("%lu of %lld, 100%% done", [.integer, .integer]),
    ("%1$5ld of %2$-3qd", [.integer, .integer]),  // Width, flags, q.
    ("No arguments", []),
    ("", []),
  ])
  func aFormatOfTheRightKindReadsItsArguments(format: String, expected: [F]) {
    #expect(ListStore.formatArguments(of: format) == expected)
  }

  @Test(arguments: [
    "%1$@ moved to %2$d of %3$d",  // 32-bit %d for an Int.
    "%@ moved to %s",  // A C string.
    "%@ %ld %n",  // Writes.
    "%1$@ moved to %3$ld",  // Argument 2 skipped.
    "%1$@ %1$@ %2$ld",  // Argument 1 read twice.
    "%1$@ moved to %ld",  // Positional and sequential mixed.
    "%*ld",  // A width read from the arguments.
    "%.*ld",
    "%lq",  // Not a length.
    "%lll",
    "%hd",
    "%lf",
    "%ld of %",  // A lone % at the end.
    "%1$",
    "%0$ld",
  ])
  func anyOtherFormatIsRefused(format: String) {
    #expect(ListStore.formatArguments(of: format) == nil)
  }
}
