// GestureKit: the UIKit layer over GestureCore. Everything here is UIKit code, compiled only
// where UIKit exists; on Linux this module is empty and GestureCore carries the behaviour.
#if canImport(UIKit)
  @_exported import GestureCore
#endif
