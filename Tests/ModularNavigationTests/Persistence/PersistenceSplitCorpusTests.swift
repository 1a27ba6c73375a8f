import ModularNavigation
import Testing

@Suite("Persistence: restoring damaged and hostile split archives")
struct PersistenceSplitCorpusTests {
    @Test("A split app restores each damaged or hostile archive to its defined state", arguments: SplitCorpus.all)
    func splitCorpus(_ restoreCase: RestoreCase<Never>) throws {
        try restoreCase.check()
    }
}
