#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The picker: tap an issue to pick it, or its info button to read it first.
    @MainActor
    struct IssuePickerView: View {
        let model: IssuePickerModel

        var body: some View {
            List(model.issues, id: \.id) { issue in
                HStack {
                    Button("Pick \(issue)") { model.pick(issue) }
                    Spacer()
                    Button("Read #\(issue.id)", systemImage: "info.circle") { model.read(issue) }
                        .labelStyle(.iconOnly)
                }
            }
            .navigationTitle("Pick an issue")
            .toolbar {
                Button("Cancel", action: model.cancel)
            }
        }
    }

    /// One issue, inside the picker.
    @MainActor
    struct IssueDetailView: View {
        let model: IssueDetailModel

        var body: some View {
            if model.issue != nil {
                List {
                    Button("Link this issue", action: model.link)
                }
                .navigationTitle(model.title)
            } else {
                ContentUnavailableView(model.title, systemImage: "exclamationmark.circle")
            }
        }
    }
#endif
