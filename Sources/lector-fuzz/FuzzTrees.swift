import Foundation
import Readers

/// The tree readers, through `TreeReader` as `inspect` and `audit` call it.
enum FuzzTrees {
    static func read(_ bytes: [UInt8], as target: FuzzTarget) -> Bool {
        let format: TreeFormat? =
            switch target {
            case .elementTree: .json
            case .interfaceBuilder: .storyboard
            case .xcuitest: .xcuitest
            case .pageSource: .pageSource
            case .pageSourceJSON: .pageSourceJSON
            case .detox: .detox
            default: nil
            }
        // `-` (standard input): no storyboard tables are looked for beside the file, so nothing is read from disk.
        let reader = TreeReader(configuration: TreeReader.Configuration(format: format, locale: "de"))
        guard let tree = try? reader.read(Data(bytes), file: "-") else { return false }
        return !tree.screens.isEmpty
    }
}
