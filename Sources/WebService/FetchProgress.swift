/// What `lector photos fetch` reports while it works (a progress bar on a terminal).
public protocol FetchProgress: Sendable {
    /// Page `page` of `pages` was read.
    func pageRead(_ page: Int, of pages: Int)
    /// `done` of `total` images are downloaded (called from the download queues, once per image).
    func imagesDownloaded(_ done: Int, of total: Int)
    /// The work is over (successfully or not): the bar goes away.
    func finished()
}
