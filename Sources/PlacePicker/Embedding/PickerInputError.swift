import Geodesy
import Places

/// Why an app's places cannot be shown by the picker, naming the place and the problem.
public enum PickerInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The point at `index` has an empty id.
    case blankID(index: Int)
    /// The point at `index` has an empty name.
    case blankName(index: Int, id: String)
    /// The point at `index` has a coordinate that is not a place on Earth.
    case invalidCoordinate(index: Int, id: String, problem: CoordinateError)
    /// Two places share an id.
    case duplicateID(DuplicatePlaceID)

    /// Where and why, with a valid example.
    public var description: String {
        switch self {
        case .blankID(let index):
            "Pickup point #\(index) has an empty id. Give every point the stable id your app stores, such as \"locker-1042\"."
        case .blankName(let index, let id):
            "Pickup point #\(index) (id \"\(id)\") has an empty name. Use the name people know it by, such as \"Kamppi parcel locker\"."
        case .invalidCoordinate(let index, let id, let problem):
            "Pickup point #\(index) (id \"\(id)\"): \(problem)"
        case .duplicateID(let duplicate):
            duplicate.description
        }
    }
}
