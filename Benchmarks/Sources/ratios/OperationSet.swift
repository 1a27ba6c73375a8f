import Workloads

/// The single operations every operation case and growth row measures, by stable name,
/// each paired with the unmeasured steps that keep the app the same size.
enum OperationSet {
    static let names = ["push", "pop", "present", "dismiss", "select", "screenDismiss"]

    /// What each name means in the table.
    static let labels = [
        "push": "push", "pop": "pop", "present": "present sheet", "dismiss": "dismiss sheet",
        "select": "select tab", "screenDismiss": "screen's own dismiss",
    ]

    /// Ours and the `AppRouter` baseline for each operation.
    @MainActor
    static func pairs(_ workload: OperationsWorkload) -> [(name: String, ours: Operation, baseline: Operation)] {
        [
            (
                "push", Operation(measured: workload.pushOurs, after: workload.popOurs),
                Operation(measured: workload.pushBaseline, after: workload.popBaseline)
            ),
            (
                "pop", Operation(before: workload.pushOurs, measured: workload.popOurs),
                Operation(before: workload.pushBaseline, measured: workload.popBaseline)
            ),
            (
                "present", Operation(measured: workload.presentOurs, after: workload.dismissOurs),
                Operation(measured: workload.presentBaseline, after: workload.dismissBaseline)
            ),
            (
                "dismiss", Operation(before: workload.presentOurs, measured: workload.dismissOurs),
                Operation(before: workload.presentBaseline, measured: workload.dismissBaseline)
            ),
            ("select", Operation(measured: workload.selectTabOurs), Operation(measured: workload.selectTabBaseline)),
            (
                "screenDismiss",
                Operation(before: workload.prepareScreenDismissOurs, measured: workload.screenDismissOurs),
                Operation(before: workload.prepareScreenDismissBaseline, measured: workload.screenDismissBaseline)
            ),
        ]
    }

    /// Ours for each operation on an app with many numbered tabs (no baseline: the
    /// hand-written router is written for the app's five tabs).
    @MainActor
    static func tabOperations(_ workload: TabScalingWorkload) -> [(name: String, ours: Operation)] {
        [
            ("push", Operation(measured: workload.push, after: workload.pop)),
            ("pop", Operation(before: workload.push, measured: workload.pop)),
            ("present", Operation(measured: workload.present, after: workload.dismiss)),
            ("dismiss", Operation(before: workload.present, measured: workload.dismiss)),
            ("select", Operation(measured: workload.select)),
            ("screenDismiss", Operation(before: workload.prepareScreenDismiss, measured: workload.screenDismiss)),
        ]
    }
}
