import Domain
import Foundation
import Synchronization
import Testing

/// Two connections writing at once (as two processes would): writes wait for each other and none is lost.
@Suite struct ConcurrentConnectionTests {
    @Test func twoConnectionsMaking500EditsEachLeaveAll1000() throws {
        let folder = try TestLibrary.make().folder
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            do {
                let library = try Library(folder: folder, creating: .empty)
                for index in 0..<500 {
                    try library.items.add(Item(name: "\(writer)-\(index)", value: Money(minorUnits: Int64(index))))
                }
            } catch {
                failures.withLock { $0.append(String(describing: error)) }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let library = try Library(folder: folder, creating: .empty)
        #expect(try library.items.count() == 1_000)
    }
}
