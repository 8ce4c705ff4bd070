#if canImport(UIKit)
  import UIKit

  extension ListGestures {
    /// How the cues behind a swiped row look: the complete cue on the leading side (revealed
    /// by a swipe towards the trailing edge), the delete cue on the trailing side.
    ///
    /// A cue shows in ``idleColor`` while the row moves and turns ``completeColor`` or
    /// ``deleteColor`` when the core arms its action (`ListStore.Row.cue`).
    /// The cues sit in the list behind the row, where it rests, and the whole cell slides to
    /// reveal them (its background, content and accessory move together): give the cell an
    /// opaque background so that it covers its cues at rest.
    ///
    /// ```swift
    /// var cues = ListGestures.CueStyle()
    /// cues.completeText = NSLocalizedString("Done", comment: "Swipe cue")
    /// cues.font = .preferredFont(forTextStyle: .headline)
    /// ```
    public struct CueStyle {
      /// The complete cue's text. Default "✓".
      public var completeText: String
      /// The delete cue's text. Default "✗".
      public var deleteText: String
      /// The cues' font. Default the system font, 28 pt, bold. It follows Dynamic Type as
      /// the title 1 style does (a text style's font, from `preferredFont(forTextStyle:)`,
      /// follows its own), live while a cue shows.
      public var font: UIFont
      /// The cues' color before their action arms. Default `.tertiaryLabel`.
      public var idleColor: UIColor
      /// The complete cue's color once armed. Default `.systemGreen`.
      public var completeColor: UIColor
      /// The delete cue's color once armed. Default `.systemRed`.
      public var deleteColor: UIColor
      /// The distance of each cue from its edge of the row, in points. Default 20 pt.
      public var horizontalInset: CGFloat
      /// The color behind the cues, over the cell's own background. Default `.clear`.
      public var backgroundColor: UIColor

      /// Creates a cue style; each parameter defaults as documented on its property.
      public init(
        completeText: String = "✓",
        deleteText: String = "✗",
        font: UIFont = .systemFont(ofSize: 28, weight: .bold),
        idleColor: UIColor = .tertiaryLabel,
        completeColor: UIColor = .systemGreen,
        deleteColor: UIColor = .systemRed,
        horizontalInset: CGFloat = 20,
        backgroundColor: UIColor = .clear
      ) {
        self.completeText = completeText
        self.deleteText = deleteText
        self.font = font
        self.idleColor = idleColor
        self.completeColor = completeColor
        self.deleteColor = deleteColor
        self.horizontalInset = horizontalInset
        self.backgroundColor = backgroundColor
      }
    }
  }
#endif
