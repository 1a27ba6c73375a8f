import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Recorder expectations")
struct RecorderExpectationTests {
    @Test("expectPresented matches any mode unless one is given")
    func presentedWithoutMode() async {
        let recorder = RecordingNavigationClient<TestRoute>()
        recorder.client.presentSheet(.settings)
        expectPresented(.settings, by: recorder)
        expectPresented(.settings, .sheet(), by: recorder)
        _ = await recorder.client.navigate(to: .picker, mode: .fullScreenCover, expecting: Int.self)
        expectPresented(.picker, by: recorder)
    }
}
