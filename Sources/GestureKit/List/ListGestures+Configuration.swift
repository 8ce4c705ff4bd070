#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension ListGestures {
    /// The options of a list's gestures: which of the three are on, the core's numbers for
    /// each, and how the cues, the placeholder and the lifted row look.
    ///
    /// Every threshold, spring and haptic lives in the GestureCore configuration of its
    /// interaction (`SwipeToCommit.Configuration`, `Reorder.Configuration`,
    /// `PinchToInsert.Configuration`) and is documented there; this type adds only what
    /// UIKit needs: the section, the recognizers' timing, and the looks.
    ///
    /// ```swift
    /// var configuration = ListGestures.Configuration()
    /// configuration.swipeToCommit = .deleteOnly          // no completing
    /// configuration.pinchToInsert?.newRowHeight = 44     // the table's row height
    /// configuration.cues.deleteText = "Delete"
    /// let gestures = tableView.enableListGestures(configuration)
    /// ```
    public struct Configuration {
      /// The section whose rows the gestures act on. Default 0.
      ///
      /// The gestures handle one section: a Clear-style list is a single list of rows. Rows
      /// of other sections, section headers and footers are not part of the list the core
      /// sees: a swipe, press or pinch on them does nothing, and a reorder never moves a row
      /// into another section.
      public var section: Int

      /// The swipe to complete (towards the trailing edge) or delete (towards the leading
      /// edge), or `nil` to turn it off. Default `.default`: both directions, arming strictly
      /// past 1/3 of the row's width, release velocity may arm, a light impact when arming.
      ///
      /// The swipe is also off while none of ``ListGestures/onComplete``,
      /// ``ListGestures/onDelete`` and ``ListGestures/onDeleteWithCompletionHandler`` is set.
      public var swipeToCommit: SwipeToCommit.Configuration?

      /// The long-press reorder, or `nil` to turn it off. Default `Reorder.Configuration()`:
      /// lift at 1.05× scale and 0.95 opacity with a shadow, 4 pt hysteresis, 64 pt auto-scroll
      /// bands up to 1200 pt/s, a selection haptic on each move.
      ///
      /// The reorder is also off while ``ListGestures/onMove`` is not set: the app's data
      /// source applies every move.
      public var reorder: Reorder.Configuration?

      /// How long a press lasts before a row lifts, and how far the finger may move before.
      /// Default `LongPressRecognizer.Configuration()`: 0.5 s, 10 pt, one finger.
      public var longPress: LongPressRecognizer.Configuration

      /// The pinch apart to insert, or `nil` to turn it off. Default
      /// `PinchToInsert.Configuration()`: a 64 pt new row, "Release to add" from half its
      /// height, inserted at full height.
      ///
      /// Set its `PinchToInsert.Configuration.newRowHeight` to the height of the row the
      /// app inserts, so the rows settle around it without a jump. The pinch is also off
      /// while ``ListGestures/onInsert`` is not set.
      public var pinchToInsert: PinchToInsert.Configuration?

      /// The two-finger pinch that drives the insertion. Default
      /// `PinchRecognizer.Configuration()`: it begins once the span between the fingers has
      /// changed by more than 10 pt.
      public var pinch: PinchRecognizer.Configuration

      /// The labels behind a swiped row. Default `CueStyle()`: "✓" and "✗", turning green
      /// and red when armed.
      public var cues: CueStyle

      /// The row that grows in the gap of a pinch. Default `PlaceholderStyle()`: "Pinch apart
      /// to add" and "Release to add" on the secondary system background.
      public var placeholder: PlaceholderStyle

      /// The shadow of a lifted row, when `Reorder.Configuration.liftShadow` asks for one.
      /// Default `ShadowStyle()`: black, opacity 0.25, radius 10 pt, 4 pt down.
      public var liftShadow: ShadowStyle

      /// Whether the interactions' haptics play. Default `true`. Each haptic can also be
      /// turned off on its own in the core configurations.
      public var playsHaptics: Bool

      /// Creates a configuration; each parameter defaults as documented on its property.
      public init(
        section: Int = 0,
        swipeToCommit: SwipeToCommit.Configuration? = .default,
        reorder: Reorder.Configuration? = Reorder.Configuration(),
        longPress: LongPressRecognizer.Configuration = LongPressRecognizer.Configuration(),
        pinchToInsert: PinchToInsert.Configuration? = PinchToInsert.Configuration(),
        pinch: PinchRecognizer.Configuration = PinchRecognizer.Configuration(),
        cues: CueStyle = CueStyle(),
        placeholder: PlaceholderStyle = PlaceholderStyle(),
        liftShadow: ShadowStyle = ShadowStyle(),
        playsHaptics: Bool = true
      ) {
        self.section = section
        self.swipeToCommit = swipeToCommit
        self.reorder = reorder
        self.longPress = longPress
        self.pinchToInsert = pinchToInsert
        self.pinch = pinch
        self.cues = cues
        self.placeholder = placeholder
        self.liftShadow = liftShadow
        self.playsHaptics = playsHaptics
      }
    }
  }
#endif
