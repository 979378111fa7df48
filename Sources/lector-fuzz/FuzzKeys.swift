import Keys
import LineEditing

/// The line editor's key decoder: bytes cut into sequences as the terminal delivers them (each read until
/// `KeySequences.isComplete`), each mapped to a key and named.
enum FuzzKeys {
    static func decode(_ bytes: [UInt8]) -> Bool {
        var sequence: [UInt8] = []
        for byte in bytes {
            sequence.append(byte)
            if KeySequences.isComplete(sequence) {
                _ = KeySequences.key(for: sequence).name
                sequence.removeAll(keepingCapacity: true)
            }
        }
        _ = KeySequences.key(for: sequence).name
        _ = KeySequences.key(for: bytes).name
        return true
    }
}
