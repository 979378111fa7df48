import Localization

// Keys of issue 40's "nothing half-done": output files that are not regular files, and fetch deadlines.
extension StringKey {
    public static let errorOutputNotRegularFile = StringKey("error.output.not-regular-file")
    public static let errorOutputSymbolicLink = StringKey("error.output.symbolic-link")
    public static let errorFetchFileDeadline = StringKey("error.fetch.file-deadline")
    public static let errorFetchRunDeadline = StringKey("error.fetch.run-deadline")
}
