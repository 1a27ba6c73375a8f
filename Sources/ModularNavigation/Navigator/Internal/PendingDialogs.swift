/// Presenters waiting for the answer to a dialog, by the dialog's opening.
///
/// Each waiter is resumed exactly once: when its dialog closes, when its task is
/// cancelled, or with `nil` (dismissed) when the navigator goes away mid-wait.
@usableFromInline
final class PendingDialogs {
    @usableFromInline var waiters: [DialogID: (AnyDialogAction?) -> Void] = [:]

    @usableFromInline init() {}

    func add(_ waiter: @escaping (AnyDialogAction?) -> Void, for dialog: DialogID) {
        waiters[dialog]?(nil)
        waiters[dialog] = waiter
    }

    /// Removes a waiter so that the caller resumes it.
    @usableFromInline
    func take(_ dialog: DialogID) -> ((AnyDialogAction?) -> Void)? {
        waiters.removeValue(forKey: dialog)
    }

    deinit {
        for waiter in waiters.values { waiter(nil) }
    }
}
