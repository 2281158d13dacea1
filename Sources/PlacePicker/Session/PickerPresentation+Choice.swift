extension PickerPresentation {
    /// A selection the person made or cleared in the picker: what the view writes to the host's binding.
    public struct Choice: Sendable, Hashable {
        /// The chosen place's id, or `nil` when the person cleared the selection.
        public let id: String?
        /// Increments with every choice, so choosing the same place again is still a change.
        public let serial: Int

        /// Creates a choice.
        ///
        /// - Parameters:
        ///   - id: The chosen id, or `nil` for a cleared selection.
        ///   - serial: Its position among the presentation's choices, from 1.
        public init(id: String?, serial: Int) {
            self.id = id
            self.serial = serial
        }
    }
}
