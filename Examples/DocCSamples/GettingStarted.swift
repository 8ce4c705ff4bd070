// The Swift code blocks of Sources/GestureKit/GestureKit.docc/GettingStarted.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit

  final class ProfileViewController: UIViewController {
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(avatar)
      avatar.onTap { [weak self] _ in self?.openProfile() }         // turns on user interaction
      avatar.onDoubleTap { [weak self] _ in self?.like() }          // the tap now waits for it
    }
  }

  extension ProfileViewController {
    func openProfile() {}
    func like() {}
  }

  import SwiftUI

  struct ProfileView: View {
    var body: some View {
      Image(systemName: "person.circle")
        .onTap { _ in openProfile() }
        .onDoubleTap { _ in like() }                                 // the tap waits for it
    }
  }

  extension ProfileView {
    func openProfile() {}
    func like() {}
  }
#endif
