/// Opens a Library destination in a new window.
///
/// The Library cannot open windows itself: it knows neither the app's routes nor its
/// windows. The app passes this in where it has windows, and the shelf then offers "open
/// in new window", even for books, which only the Library can name.
public typealias LibraryWindowOpener = @MainActor (LibraryDestination) -> Void
