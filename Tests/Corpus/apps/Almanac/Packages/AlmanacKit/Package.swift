// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "AlmanacKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "AlmanacKit", targets: ["AlmanacKit"])],
    targets: [
        .target(name: "AlmanacKit"),
        .testTarget(name: "AlmanacKitTests", dependencies: ["AlmanacKit"]),
    ]
)
