import GestureCore
import GestureTesting

/// An arena with the given recognizers attached to its root, and fingers on it.
func fingers(on recognizers: GestureRecognizer...) -> TouchSimulator {
  let arena = GestureArena()
  for recognizer in recognizers { arena.attach(recognizer, to: arena.root) }
  return TouchSimulator(arena: arena)
}

/// Every attached recognizer is back at rest.
func isAtRest(_ arena: GestureArena) -> Bool {
  arena.activeTouchCount == 0 && arena.nextDeadline == nil
    && arena.recognizers.allSatisfy { $0.state == .possible && $0.touches.isEmpty }
}

let origin = Point(x: 100, y: 100)
