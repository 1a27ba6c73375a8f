extension PresentationStyle: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fullScreenCover: "fullScreenCover"
        case .sheet(let options): options == SheetOptions() ? "sheet" : "sheet \(options)"
        case .popover(let options): options == PopoverOptions() ? "popover" : "popover \(options)"
        }
    }
}
