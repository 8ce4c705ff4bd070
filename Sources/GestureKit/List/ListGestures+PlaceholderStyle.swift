#if canImport(UIKit)
  import Foundation
  import UIKit

  extension ListGestures {
    /// How the placeholder row that grows in a pinch's gap looks, and what it says.
    ///
    /// The prompts follow the core's `PinchToInsert.Label`. Their defaults are looked up
    /// with `NSLocalizedString` in the app's main bundle, table `GestureKit`
    /// (`GestureKit.strings`), under the English text as the key; without a translation the
    /// English shows. Set the properties directly for any other wording.
    ///
    /// ```swift
    /// // GestureKit.strings (fr):
    /// // "Pinch apart to add" = "Écartez pour ajouter";
    /// // "Release to add" = "Relâchez pour ajouter";
    /// var placeholder = ListGestures.PlaceholderStyle()
    /// placeholder.backgroundColor = .systemYellow
    /// ```
    public struct PlaceholderStyle {
      /// The prompt while the gap is under half the new row's height
      /// (`PinchToInsert.Label.pinchApartToAdd`). Default "Pinch apart to add", localized.
      public var pinchApartToAddText: String
      /// The prompt from half the new row's height on (`PinchToInsert.Label.releaseToAdd`).
      /// Default "Release to add", localized.
      public var releaseToAddText: String
      /// The prompt's font. Default the body text style (Dynamic Type). A fixed font follows
      /// Dynamic Type as the body style does, live while the placeholder shows.
      public var font: UIFont
      /// The prompt's color. Default `.secondaryLabel`.
      public var textColor: UIColor
      /// The placeholder's background. Default `.secondarySystemBackground`.
      public var backgroundColor: UIColor

      /// Creates a placeholder style; each parameter defaults as documented on its property.
      public init(
        pinchApartToAddText: String = NSLocalizedString(
          "Pinch apart to add", tableName: "GestureKit",
          comment: "The placeholder row while two fingers open a gap between two rows"),
        releaseToAddText: String = NSLocalizedString(
          "Release to add", tableName: "GestureKit",
          comment: "The placeholder row once the gap is large enough to insert a row"),
        font: UIFont = .preferredFont(forTextStyle: .body),
        textColor: UIColor = .secondaryLabel,
        backgroundColor: UIColor = .secondarySystemBackground
      ) {
        self.pinchApartToAddText = pinchApartToAddText
        self.releaseToAddText = releaseToAddText
        self.font = font
        self.textColor = textColor
        self.backgroundColor = backgroundColor
      }

      /// The text for a core prompt.
      func text(for label: PinchToInsert.Label) -> String {
        switch label {
        case .pinchApartToAdd: pinchApartToAddText
        case .releaseToAdd: releaseToAddText
        }
      }
    }
  }
#endif
