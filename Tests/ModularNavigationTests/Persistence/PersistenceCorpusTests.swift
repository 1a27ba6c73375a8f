import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: restoring damaged and old archives")
struct PersistenceCorpusTests {
    @Test("The corpus holds at least fifty saved states")
    func corpusSize() {
        #expect(StackCorpus.all.count + TabCorpus.all.count >= 50)
    }

    @Test("An app without tabs restores each damaged archive to its defined state", arguments: StackCorpus.all)
    func stackCorpus(_ restoreCase: RestoreCase<Never>) throws {
        try restoreCase.check()
    }

    @Test("A tab app restores each damaged or old archive to its defined state", arguments: TabCorpus.all)
    func tabCorpus(_ restoreCase: RestoreCase<TestTab>) throws {
        try restoreCase.check()
    }
}
