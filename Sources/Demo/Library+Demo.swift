import Domain

extension Library.Creation {
    /// A new library starts with the built-in demo collection (`domain.md`), as the first `lector browse` does.
    public static let demo = Library.Creation.filled(DemoCollection.fill)
}
