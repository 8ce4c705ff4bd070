Pod::Spec.new do |s|
  s.name          = 'GestureCore'
  s.version       = '0.1.0'
  s.summary       = 'A deterministic gesture engine in pure Swift: recognizers, arena, velocity, physics and interactions.'
  s.description   = <<-DESC
    GestureCore is the platform-independent engine under GestureKit: touch samples in;
    recognizers, an arena that arbitrates them, velocity tracking, physics and the
    interaction state machines (swipe actions, swipe to commit, reorder, pinch to insert,
    drag and snap, back swipe) out. No Foundation; time is an input.
  DESC
  s.homepage      = 'https://github.com/gesturekit/GestureKit'
  s.license       = { :type => 'MIT' }
  s.author        = 'GestureKit'
  s.source        = { :git => 'https://github.com/gesturekit/GestureKit.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '12.0'
  s.source_files  = 'Sources/GestureCore/**/*.swift'
end
