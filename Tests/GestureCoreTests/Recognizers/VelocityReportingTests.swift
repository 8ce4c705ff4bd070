import GestureCore
import GestureTesting
import Testing

/// `reportsVelocityAtEveryChange = false`: the changes under way carry no velocity, the final
/// one carries the release velocity it would have carried anyway, and the recognizer's own
/// `velocity` still answers when read. Each test plays one stroke on two recognizers, one
/// reporting at every change (the default) and one not, and compares what they report.
@Suite struct VelocityReportingTests {
  /// Equal within rounding: the quiet recognizer fits its window afresh at the end, the
  /// other one folded it sample by sample.
  func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// A pan dragged right and down at 60 Hz, lifted while moving.
  func panStroke(_ sim: TouchSimulator, readingVelocity read: (() -> Void)? = nil) {
    sim.down(1, at: origin)
    for step in 1...20 {
      sim.wait(1.0 / 60)
      sim.move(1, by: Vector(dx: 6 + Double(step % 3), dy: 2))
      read?()
    }
    sim.up(1)
  }

  @Test func aQuietPanReportsOnlyItsReleaseVelocity() {
    let loud = PanRecognizer()
    let quiet = PanRecognizer()
    quiet.reportsVelocityAtEveryChange = false
    #expect(loud.reportsVelocityAtEveryChange)  // the default
    let loudSim = fingers(on: loud)
    let quietSim = fingers(on: quiet)
    panStroke(loudSim)
    // Read while under way: what the loud pan's changes carried.
    var read: [Vector] = []
    panStroke(quietSim) {
      if quiet.state == .began || quiet.state == .changed { read.append(quiet.velocity) }
    }

    #expect(quietSim.transitions == loudSim.transitions)
    #expect(quietSim.transitions.last == "pan ended")
    let loudLog = loudSim.log
    let quietLog = quietSim.log
    for (l, q) in zip(loudLog, quietLog) where l.state == .began || l.state == .changed {
      #expect(q.value.velocity == .zero)
      #expect(l.value.velocity.dx > 300)  // 6–8 pt per 1/60 s: 360–480 pt/s
      #expect(q.value.translation == l.value.translation)
      #expect(q.value.location == l.value.location)
    }
    let underWay = loudLog.filter { $0.state == .began || $0.state == .changed }
    #expect(read.count == underWay.count)
    for (velocity, change) in zip(read, underWay) {
      #expect(close(velocity.dx, change.value.velocity.dx))
      #expect(close(velocity.dy, change.value.velocity.dy))
    }
    let loudEnd = loudLog.last!.value.velocity
    let quietEnd = quietLog.last!.value.velocity
    #expect(loudEnd.dx > 300)
    #expect(close(quietEnd.dx, loudEnd.dx))
    #expect(close(quietEnd.dy, loudEnd.dy))
  }

  @Test func aQuietPinchReportsOnlyItsReleaseScaleVelocity() {
    let loud = PinchRecognizer()
    let quiet = PinchRecognizer()
    quiet.reportsVelocityAtEveryChange = false
    let loudSim = fingers(on: loud)
    let quietSim = fingers(on: quiet)
    for sim in [loudSim, quietSim] {
      sim.down(1, at: Point(x: 100, y: 200))
      sim.down(2, at: Point(x: 200, y: 200))
      for step in 1...15 {
        sim.wait(1.0 / 60)
        // Both fingers move in one instant: the second report replaces the first's sample.
        sim.move(1, to: Point(x: 100 - 4 * Double(step), y: 200))
        sim.move(2, to: Point(x: 200 + 5 * Double(step), y: 200))
      }
      sim.up(2)
      sim.up(1)
    }
    #expect(loudSim.transitions == quietSim.transitions)
    #expect(loudSim.transitions.last == "pinch ended")
    for (l, q) in zip(loudSim.log, quietSim.log) where l.state == .began || l.state == .changed {
      #expect(q.value.scaleVelocity == 0)
      #expect(l.value.scaleVelocity > 0)
      #expect(q.value.scale == l.value.scale)
    }
    let loudEnd = loudSim.log.last!.value.scaleVelocity
    #expect(loudEnd > 0)
    #expect(close(quietSim.log.last!.value.scaleVelocity, loudEnd))
  }

  @Test func aQuietRotationReportsOnlyItsReleaseRotationVelocity() {
    let loud = RotationRecognizer()
    let quiet = RotationRecognizer()
    quiet.reportsVelocityAtEveryChange = false
    let loudSim = fingers(on: loud)
    let quietSim = fingers(on: quiet)
    for sim in [loudSim, quietSim] {
      sim.down(1, at: Point(x: 200, y: 200))
      sim.down(2, at: Point(x: 300, y: 200))
      for step in 1...15 {
        sim.wait(1.0 / 60)
        // The second finger turns about the first: 3 pt down per step, clockwise on screen.
        sim.move(2, to: Point(x: 300, y: 200 + 3 * Double(step)))
      }
      sim.up(2)
      sim.up(1)
    }
    #expect(loudSim.transitions == quietSim.transitions)
    #expect(loudSim.transitions.last == "rotation ended")
    for (l, q) in zip(loudSim.log, quietSim.log) where l.state == .began || l.state == .changed {
      #expect(q.value.rotationVelocity == 0)
      #expect(l.value.rotationVelocity > 0)
      #expect(q.value.rotation == l.value.rotation)
    }
    let loudEnd = loudSim.log.last!.value.rotationVelocity
    #expect(loudEnd > 0)
    #expect(close(quietSim.log.last!.value.rotationVelocity, loudEnd))
  }

  @Test func aQuietPanCancelledMidwayReportsItsVelocityInTheCancel() {
    let loud = PanRecognizer()
    let quiet = PanRecognizer()
    quiet.reportsVelocityAtEveryChange = false
    let loudSim = fingers(on: loud)
    let quietSim = fingers(on: quiet)
    for sim in [loudSim, quietSim] {
      sim.down(1, at: origin)
      for _ in 1...10 {
        sim.wait(1.0 / 60)
        sim.move(1, by: Vector(dx: 8, dy: 0))
      }
      sim.cancel(1)
    }
    #expect(quietSim.transitions.last == "pan cancelled")
    let loudEnd = loudSim.log.last!.value.velocity
    #expect(loudEnd.dx > 400)  // 8 pt per 1/60 s: 480 pt/s
    #expect(close(quietSim.log.last!.value.velocity.dx, loudEnd.dx))
  }

  @Test func aQuietPanThatFailsReportsNoVelocity() {
    let loud = PanRecognizer()
    let quiet = PanRecognizer()
    quiet.reportsVelocityAtEveryChange = false
    let loudSim = fingers(on: loud)
    let quietSim = fingers(on: quiet)
    for sim in [loudSim, quietSim] {
      sim.down(1, at: origin)
      for _ in 1...3 {
        sim.wait(1.0 / 60)
        sim.move(1, by: Vector(dx: 3, dy: 0))  // 9 pt in all: inside the 10 pt slop
      }
      sim.up(1)
    }
    #expect(loudSim.transitions == ["pan failed"])
    #expect(quietSim.transitions == ["pan failed"])
    #expect(loudSim.log[0].value.velocity.dx > 100)  // 3 pt per 1/60 s: 180 pt/s
    #expect(quietSim.log[0].value.velocity == .zero)  // a failure is no release
    #expect(quietSim.log[0].value.translation == loudSim.log[0].value.translation)
  }
}
