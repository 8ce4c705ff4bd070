// An Objective-C app that links a Swift package's library links the Swift runtime libraries
// only when one of its own sources is Swift: this file, otherwise empty, is that source.
