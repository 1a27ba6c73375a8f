import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import OrdersFeature
import ProfileFeature
import SettingsFeature
import Testing

// A view model alone, with a client that records what it asked for: no navigator, no
// other module.

@MainActor
@Suite("view models")
struct ViewModelTests {
    @Test("an order's detail asks for the delivery addresses without knowing who shows them")
    func detailAsks() {
        let recorder = RecordingNavigationClient<OrdersDestination>()
        let detail = OrderDetailModel(id: 3, store: .sample, navigationClient: recorder.client)

        detail.showDeliveryAddresses()

        expectRequested(.deliveryAddresses, .push, by: recorder)
        #expect(AppRoute.fromOrders(.deliveryAddresses) == .profile(.addresses))
    }

    @Test("a link to an order that does not exist shows no order, and no crash")
    func missingOrder() {
        let detail = OrderDetailModel(id: 99, store: .sample, navigationClient: .noop)

        #expect(detail.order == nil)
    }

    @Test("the profile takes the name the edit sheet finishes with")
    func scriptedResult() async {
        let recorder = RecordingNavigationClient<ProfileDestination>()
        recorder.result = { _, _ in "Ada King" }
        let profile = ProfileModel(name: "Ada Lovelace", navigationClient: recorder.client)

        await profile.editName()

        #expect(profile.name == "Ada King")
    }

    @Test("a blank name is not saved")
    func blankName() {
        let recorder = RecordingNavigationClient<ProfileDestination>()
        let sheet = EditNameModel(current: "Ada", navigationClient: recorder.client)

        sheet.draft = "  "
        sheet.save()

        expectNoNavigation(by: recorder)
    }

    @Test("the settings push About in their own sheet, and Done closes the whole sheet")
    func aboutInSettings() {
        let recorder = RecordingNavigationClient<SettingsDestination>()
        let settings = SettingsModel(session: AccountSession(), navigationClient: recorder.client)

        settings.showAbout()
        expectPushed(.about, by: recorder)

        settings.done()
        expectClosed(by: recorder)
    }
}
