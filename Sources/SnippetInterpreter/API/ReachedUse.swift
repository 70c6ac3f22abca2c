/// What a call or member access the checker has judged does when the run reaches it: Swift accepts
/// both, and code the figure never runs does not change it, so neither is an error before the run.
enum ReachedUse: Sendable {
    /// An API Layoutbook does not implement (`@unsupported`): the error that says why.
    case refused(InterpreterError)
    /// A sandboxed call Swift lets fail (an optional result, a failable initializer, `try?`): it
    /// fails here and gives nil, as it would offline; the checker has warned.
    case givesNil
}
