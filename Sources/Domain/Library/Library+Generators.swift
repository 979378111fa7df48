extension Library {
    /// Runs one generating statement of the benchmark collections (`Benchmarks`), with `count` as `?1`, inside
    /// the open transaction. Not for the product: it is the one door by which generated rows skip the
    /// repositories, so that a million photos take seconds.
    @_spi(Generators)
    public func generateRows(_ sql: String, count: Int) throws {
        try store.run(sql, [.integer(Int64(count))])
    }
}
