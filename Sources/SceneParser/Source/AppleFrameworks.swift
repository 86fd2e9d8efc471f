/// Apple's frameworks an iOS app imports. A module the scene imports that is not one of these
/// is a package of the app's (Kingfisher, Firebase…): names from it are opaque values, and an
/// unknown modifier may be one of its (README, "Scenes").
enum AppleFrameworks {
    static let iOS: Set<String> = [
        "SwiftUI", "SwiftUICore", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics", "CoreFoundation",
        "Swift", "Darwin", "Dispatch", "os", "OSLog", "_Concurrency", "Synchronization", "RegexBuilder", "simd", "Accelerate",
        "HealthKit", "HealthKitUI", "MapKit", "CoreLocation", "CoreLocationUI", "Charts", "AVKit", "AVFoundation", "AVFAudio", "PhotosUI", "Photos",
        "StoreKit", "CloudKit", "WidgetKit", "ActivityKit", "AppIntents", "TipKit", "GameKit", "EventKit", "EventKitUI", "Contacts",
        "ContactsUI", "LocalAuthentication", "Network", "CoreML", "Vision", "VisionKit", "NaturalLanguage", "AuthenticationServices",
        "CryptoKit", "CoreMotion", "CoreHaptics", "MusicKit", "MediaPlayer", "PassKit", "QuickLook", "QuickLookThumbnailing",
        "UniformTypeIdentifiers", "LinkPresentation", "BackgroundTasks", "MetalKit", "Metal", "GameController", "CoreBluetooth",
        "CoreText", "ImageIO", "PDFKit", "Intents", "IntentsUI", "CoreSpotlight", "Speech", "SoundAnalysis", "ShazamKit",
        "WeatherKit", "FamilyControls", "DeviceActivity", "ManagedSettings", "HomeKit", "CarPlay", "WatchConnectivity",
        "UserNotifications", "UserNotificationsUI", "SpriteKit", "SceneKit", "RealityKit", "ARKit", "WebKit", "SafariServices",
        "MessageUI", "Messages", "CoreImage", "QuartzCore", "Security", "SystemConfiguration", "CoreTelephony", "CoreNFC",
        "AppTrackingTransparency", "AdSupport", "GroupActivities", "SharedWithYou", "Translation", "FoundationModels", "ImagePlayground",
        "CoreTransferable", "DeveloperToolsSupport", "XCTest", "Testing", "LiveCommunicationKit", "JournalingSuggestions", "ExtensionKit",
        "AudioToolbox", "CoreAudio", "CoreMedia", "CoreVideo", "VideoToolbox", "ScreenTime", "CoreServices", "MobileCoreServices",
    ]

    /// Views of Apple's frameworks ltrace does not lay out: a placeholder that takes its proposal
    /// stands in for each (docs/scenes.md, "Placeholders"), with the framework named in the warning.
    static let views: [String: String] = [
        "Map": "MapKit", "MapReader": "MapKit", "LookAroundPreview": "MapKit", "Chart": "Charts", "VideoPlayer": "AVKit",
        "SpriteView": "SpriteKit", "SceneView": "SceneKit", "RealityView": "RealityKit", "Model3D": "RealityKit", "WebView": "WebKit",
        "CameraView": "AVKit", "ProductView": "StoreKit", "StoreView": "StoreKit", "SubscriptionStoreView": "StoreKit",
        "SignInWithAppleButton": "AuthenticationServices", "PayWithApplePayButton": "PassKit", "AddPassToWalletButton": "PassKit",
        "LocationButton": "CoreLocationUI", "PhotosPicker": "PhotosUI", "TipView": "TipKit", "AccessoryWidgetBackground": "WidgetKit",
        "QuickLookPreview": "QuickLook",
        // SwiftUI's own views that ltrace does not lay out yet.
        "Gauge": "SwiftUI", "ControlGroup": "SwiftUI", "ColorPicker": "SwiftUI", "OutlineGroup": "SwiftUI",
        "Table": "SwiftUI", "Canvas": "SwiftUI", "MultiDatePicker": "SwiftUI",
    ]

    /// Types of Foundation, Swift and Dispatch an app uses everywhere, never taken for a typo of a
    /// scene's type one edit away (`URL` beside an app's `Urls`): values of them are opaque.
    static let commonTypes: Set<String> = [
        "URL", "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "Data", "Date", "DateComponents", "DateFormatter",
        "DateInterval", "UUID", "Locale", "Calendar", "TimeZone", "Decimal", "NSDecimalNumber", "JSONDecoder", "JSONEncoder",
        "PropertyListDecoder", "PropertyListEncoder", "Bundle", "NSObject", "DispatchQueue", "Timer", "NotificationCenter",
        "Notification", "UserDefaults", "FileManager", "ProcessInfo", "NumberFormatter", "IndexSet", "IndexPath", "NSPredicate",
        "Task", "MainActor", "CharacterSet", "AttributedString", "NSAttributedString", "Measurement", "Duration", "Error",
        "NSError", "Result", "Never", "Void", "Any", "AnyObject", "Substring", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "OperationQueue", "RunLoop", "NSLock", "NSCache", "Logger", "UIImage", "UIColor", "UIFont",
        "UIApplication", "UIDevice", "UIScreen", "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer",
    ]
}
