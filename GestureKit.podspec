Pod::Spec.new do |s|
  s.name          = 'GestureKit'
  s.version       = '0.1.0'
  s.summary       = 'The gestures of the best iOS apps on any UIView.'
  s.description   = <<-DESC
    Swipe-to-reveal actions on any view, closure gestures, Clear-style list gestures
    (swipe to complete or delete, long-press reorder, pinch to insert), a swipe back that
    keeps working with custom back buttons and scroll views, and draggable floating views,
    as a thin UIKit layer over the GestureCore engine; usable from Swift and Objective-C.
  DESC
  s.homepage      = 'https://github.com/gesturekit/GestureKit'
  s.license       = { :type => 'MIT' }
  s.author        = 'GestureKit'
  s.source        = { :git => 'https://github.com/gesturekit/GestureKit.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '15.0'
  s.source_files  = 'Sources/GestureKit/**/*.swift'
  # Apps must ship each SDK's privacy manifest; a resource bundle keeps it apart from the app's.
  s.resource_bundles = { 'GestureKit_Privacy' => ['Sources/GestureKit/PrivacyInfo.xcprivacy'] }
  s.frameworks    = 'UIKit', 'SwiftUI'
  s.dependency 'GestureCore', s.version.to_s
end
