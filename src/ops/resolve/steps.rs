//! The steps of a resolution as RFC 3986 section 5.2 takes them: the case of the 5.2.2 pseudocode, where
//! each component of the target comes from, the 5.2.3 merge, the rows of the 5.2.4 tables, and the places
//! where the crate departs from the literal algorithm. [`Uri::resolve_steps`] records them while it
//! resolves, with the same code as [`Uri::resolve`], so the target is always what `resolve` returns.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{Observer, Resolution, resolve_observed};
use crate::reference::parts_of;
use crate::syntax::parts::Parts;
use crate::{Iri, IriReference, Uri, UriReference};

/// The most bytes of buffers a trace keeps: a path of n segments has O(n) rows of O(n) text, so the
/// table of a long one is cut (and [`ResolutionSteps::truncated`] says so) rather than held whole.
const MAX_BYTES: usize = 1 << 20;

/// The case of the 5.2.2 pseudocode that a resolution takes, in the pseudocode's order.
///
/// `Display` gives the condition as the crate's tools print it: `R.scheme defined`, `R.authority
/// defined`, `R.path empty`, `R.path starts with "/"` or `merge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Case {
    /// `if defined(R.scheme) then`: the target is the reference, its path without dot segments.
    SchemeDefined,
    /// `if defined(R.authority) then`: the base's scheme, the rest from the reference.
    AuthorityDefined,
    /// `if (R.path == "") then`: the base's path, and its query unless the reference has one.
    PathEmpty,
    /// `if (R.path starts-with "/") then`: the reference's path without dot segments.
    PathAbsolute,
    /// `else`: `T.path = merge(Base.path, R.path)` (5.2.3), then without dot segments.
    Merge,
}

impl Case {
    /// The condition, as `Display` writes it.
    ///
    /// ```
    /// assert_eq!(rfc3986::resolve::Case::PathAbsolute.as_str(), "R.path starts with \"/\"");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Case::SchemeDefined => "R.scheme defined",
            Case::AuthorityDefined => "R.authority defined",
            Case::PathEmpty => "R.path empty",
            Case::PathAbsolute => "R.path starts with \"/\"",
            Case::Merge => "merge",
        }
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A component of the target, as the 5.2.2 pseudocode names them (`T.scheme`, `T.authority`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `T.scheme`
    Scheme,
    /// `T.authority`
    Authority,
    /// `T.path`
    Path,
    /// `T.query`
    Query,
    /// `T.fragment`
    Fragment,
}

impl Component {
    /// Every component, in the order 5.3 recomposes them. A slice, so that a component added later (the
    /// enum is `#[non_exhaustive]`) changes no type.
    pub const ALL: &'static [Component] = &[
        Component::Scheme,
        Component::Authority,
        Component::Path,
        Component::Query,
        Component::Fragment,
    ];

    /// The component's name: `scheme`, `authority`, `path`, `query` or `fragment`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

/// The component's name, as [`as_str`](Component::as_str) gives it.
///
/// ```
/// assert_eq!(rfc3986::resolve::Component::Query.to_string(), "query");
/// ```
impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where 5.2.2 takes a component of the target from (an undefined component too: `T.query = R.query`
/// takes the reference's query whether it has one or not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// The reference, `R`.
    Reference,
    /// The base, `Base`.
    Base,
    /// Both: the path is `merge(Base.path, R.path)` (5.2.3).
    Merge,
}

impl Source {
    /// `reference`, `base` or `merge`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Source::Reference => "reference",
            Source::Base => "base",
            Source::Merge => "merge",
        }
    }
}

/// `reference`, `base` or `merge`, as [`as_str`](Source::as_str) gives it.
///
/// ```
/// assert_eq!(rfc3986::resolve::Source::Merge.to_string(), "merge");
/// ```
impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The step of a row of the 5.2.4 table: `1` for the row after step 1 (the input buffer holds the path,
/// the output buffer is empty), then the rule of step 2 that each pass of the loop applied. `Display`
/// writes it as the RFC's tables do: `1`, `2A` .. `2E`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DotRule {
    /// Step 1: the buffers initialized.
    Start,
    /// 2A: a prefix of `../` or `./` is removed from the input.
    A,
    /// 2B: a prefix of `/./` or `/.` (a complete segment) is replaced with `/`.
    B,
    /// 2C: a prefix of `/../` or `/..` is replaced with `/`, and the last segment of the output removed.
    C,
    /// 2D: an input of only `.` or `..` is removed.
    D,
    /// 2E: the first segment of the input, with its initial `/` if any, moves to the output.
    E,
}

impl DotRule {
    /// `1`, `2A`, `2B`, `2C`, `2D` or `2E`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            DotRule::Start => "1",
            DotRule::A => "2A",
            DotRule::B => "2B",
            DotRule::C => "2C",
            DotRule::D => "2D",
            DotRule::E => "2E",
        }
    }
}

impl fmt::Display for DotRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A row of the 5.2.4 table: the step, and the two buffers after it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotStep {
    rule: DotRule,
    output: String,
    input: String,
}

impl DotStep {
    /// The step (`1`) or the rule of step 2 (A to E) that this row applied.
    #[must_use]
    pub fn dot_rule(&self) -> DotRule {
        self.rule
    }

    /// The output buffer after the step.
    #[must_use]
    pub fn output(&self) -> &str {
        &self.output
    }

    /// The input buffer after the step.
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }
}

/// The 5.2.3 merge: the base's path, the reference's path, and the merged path that goes to
/// `remove_dot_segments`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Merge {
    base: String,
    reference: String,
    result: String,
}

impl Merge {
    /// `Base.path`.
    #[must_use]
    pub fn base(&self) -> &str {
        &self.base
    }

    /// `R.path`.
    #[must_use]
    pub fn reference(&self) -> &str {
        &self.reference
    }

    /// `merge(Base.path, R.path)`.
    #[must_use]
    pub fn result(&self) -> &str {
        &self.result
    }
}

/// A place where the crate departs from the literal algorithm to keep the target a valid URI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Departure {
    /// The target has no authority and its path begins with `//`, which RFC 3986 3.3 does not allow ("If
    /// a URI does not contain an authority component, then the path cannot begin with two slash
    /// characters"): the recomposition of 5.3 would read as a URI with an authority. The path is written
    /// with `/.` before it, which `remove_dot_segments` takes back to the same path.
    DotBeforeDoubleSlash,
}

impl Departure {
    /// The section of RFC 3986 that makes the departure necessary.
    #[must_use]
    pub const fn section(self) -> &'static str {
        match self {
            Departure::DotBeforeDoubleSlash => "3.3",
        }
    }
}

impl fmt::Display for Departure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Departure::DotBeforeDoubleSlash => f.write_str(
                "\"/.\" written before a path that begins with \"//\" in a target without an authority \
                 (RFC 3986 3.3)",
            ),
        }
    }
}

/// A resolution with its steps, as RFC 3986 5.2 takes them: what [`Uri::resolve_steps`] and
/// [`Iri::resolve_steps`] return. The target is what `resolve` returns for the same base, reference and
/// mode.
///
/// ```
/// use rfc3986::resolve::{Case, DotRule, Source, Component};
/// use rfc3986::{Uri, UriRef};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let steps = base.resolve_steps(&UriRef::parse("../../g")?);
/// assert_eq!(steps.case(), Case::Merge);
/// assert_eq!(steps.source(Component::Scheme), Source::Base);
/// assert_eq!(steps.merge().unwrap().result(), "/b/c/../../g");
/// let rows = steps.remove_dot_segments().unwrap();
/// assert_eq!((rows[0].dot_rule(), rows[0].input()), (DotRule::Start, "/b/c/../../g"));
/// assert_eq!(rows.last().unwrap().output(), "/g");
/// assert_eq!(steps.target(), "http://a/g");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResolutionSteps<T> {
    case: Case,
    scheme_dropped: bool,
    sources: [Source; 5],
    merge: Option<Merge>,
    rows: Option<Vec<DotStep>>,
    bytes: usize,
    truncated: bool,
    departures: Vec<Departure>,
    target: T,
}

impl<T> ResolutionSteps<T> {
    /// The case of 5.2.2 taken.
    #[must_use]
    pub fn case(&self) -> Case {
        self.case
    }

    /// Whether the reference's scheme was dropped because it is the base's ([`Resolution::NonStrict`];
    /// 5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical to the base
    /// URI's scheme").
    #[must_use]
    pub fn scheme_dropped(&self) -> bool {
        self.scheme_dropped
    }

    /// Where 5.2.2 took the target's `component` from.
    #[must_use]
    pub fn source(&self, component: Component) -> Source {
        self.sources[component as usize]
    }

    /// The 5.2.3 merge, when the case is [`Case::Merge`].
    #[must_use]
    pub fn merge(&self) -> Option<&Merge> {
        self.merge.as_ref()
    }

    /// The rows of the 5.2.4 table, when the case runs `remove_dot_segments` (every case but
    /// [`Case::PathEmpty`]): the row of step 1, then one row per pass of the loop. The last row's output
    /// buffer is the target's path (but for [`Departure::DotBeforeDoubleSlash`]).
    #[must_use]
    pub fn remove_dot_segments(&self) -> Option<&[DotStep]> {
        self.rows.as_deref()
    }

    /// Whether the table was cut: a trace keeps the rows whose buffers, summed over the rows, hold at
    /// most 1 MiB (a path of n segments has n rows of up to n segments each), and none after the first
    /// that would go over.
    #[must_use]
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// The departures from the literal algorithm that this resolution took.
    #[must_use]
    pub fn departures(&self) -> &[Departure] {
        &self.departures
    }

    /// The target, what `resolve` returns.
    #[must_use]
    pub fn target(&self) -> &T {
        &self.target
    }

    /// The target, by value.
    #[must_use]
    pub fn into_target(self) -> T {
        self.target
    }
}

impl ResolutionSteps<()> {
    /// An empty record, the case to be filled in.
    fn new() -> Self {
        ResolutionSteps {
            case: Case::SchemeDefined,
            scheme_dropped: false,
            sources: [Source::Reference; 5],
            merge: None,
            rows: None,
            bytes: 0,
            truncated: false,
            departures: Vec::new(),
            target: (),
        }
    }

    fn with_target<T>(self, target: T) -> ResolutionSteps<T> {
        ResolutionSteps {
            case: self.case,
            scheme_dropped: self.scheme_dropped,
            sources: self.sources,
            merge: self.merge,
            rows: self.rows,
            bytes: self.bytes,
            truncated: self.truncated,
            departures: self.departures,
            target,
        }
    }
}

impl Observer for ResolutionSteps<()> {
    const RECORDS: bool = true;

    fn scheme_dropped(&mut self) {
        self.scheme_dropped = true;
    }

    fn case(&mut self, case: Case) {
        self.case = case;
    }

    fn source(&mut self, component: Component, from: Source) {
        self.sources[component as usize] = from;
    }

    fn merge(&mut self, base: &str, reference: &str, result: &str) {
        self.merge = Some(Merge {
            base: base.into(),
            reference: reference.into(),
            result: result.into(),
        });
    }

    fn dot_step(&mut self, rule: DotRule, output: &str, input: &str) {
        let rows = self.rows.get_or_insert_with(Vec::new);
        if self.truncated || self.bytes + output.len() + input.len() > MAX_BYTES {
            self.truncated = true;
            return;
        }
        self.bytes += output.len() + input.len();
        rows.push(DotStep {
            rule,
            output: output.into(),
            input: input.into(),
        });
    }

    fn departure(&mut self, departure: Departure) {
        self.departures.push(departure);
    }
}

/// The steps of resolving `r` against `base`, and the target's parts.
fn steps(base: &Parts, r: &Parts, mode: Resolution) -> (ResolutionSteps<()>, Parts) {
    let mut steps = ResolutionSteps::new();
    let target = resolve_observed(base, r, mode, &mut steps);
    (steps, target)
}

/// `resolve_steps` and `resolve_steps_with` for the two base types, as `resolve_methods!` in the parent
/// module writes `resolve` and `resolve_with` (the same `$wrap`, so the two give the same target). Each
/// method's docs are passed in.
macro_rules! steps_methods {
    ($(
        $target:ident: $trait:ident, $wrap:expr;
        resolve_steps: $(#[$steps:meta])*
        resolve_steps_with: $(#[$steps_with:meta])*
    )*) => {$(
        impl $target {
            $(#[$steps])*
            #[must_use]
            pub fn resolve_steps<R: $trait + ?Sized>(&self, reference: &R) -> ResolutionSteps<$target> {
                self.resolve_steps_with(reference, Resolution::Strict)
            }

            $(#[$steps_with])*
            #[must_use]
            pub fn resolve_steps_with<R: $trait + ?Sized>(
                &self,
                reference: &R,
                mode: Resolution,
            ) -> ResolutionSteps<$target> {
                let (steps, target) = steps(&self.0, parts_of(reference), mode);
                steps.with_target($wrap(target))
            }
        }
    )*};
}

steps_methods! {
    Uri: UriReference, Uri;
    resolve_steps:
    /// Resolves `reference` against this URI strictly, like [`resolve`](Uri::resolve), and records the
    /// steps RFC 3986 5.2 takes: the 5.2.2 case, where each component comes from, the 5.2.3 merge and
    /// the rows of the 5.2.4 table, laid out as the RFC's own tables.
    ///
    /// ```
    /// use rfc3986::{Uri, UriRef};
    ///
    /// // The first table of RFC 3986 5.2.4.
    /// let base = Uri::parse("http://a")?;
    /// let steps = base.resolve_steps(&UriRef::parse("/a/b/c/./../../g")?);
    /// let rows: Vec<String> = steps.remove_dot_segments().unwrap().iter()
    ///     .map(|row| format!("{}: {} | {}", row.dot_rule(), row.output(), row.input()))
    ///     .collect();
    /// assert_eq!(rows, [
    ///     "1:  | /a/b/c/./../../g",
    ///     "2E: /a | /b/c/./../../g",
    ///     "2E: /a/b | /c/./../../g",
    ///     "2E: /a/b/c | /./../../g",
    ///     "2B: /a/b/c | /../../g",
    ///     "2C: /a/b | /../g",
    ///     "2C: /a | /g",
    ///     "2E: /a/g | ",
    /// ]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_steps_with:
    /// [`resolve_steps`](Uri::resolve_steps) in the given [`Resolution`] mode.
    ///
    /// ```
    /// use rfc3986::{Resolution, Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let steps = base.resolve_steps_with(&UriRef::parse("http:g")?, Resolution::NonStrict);
    /// assert!(steps.scheme_dropped());
    /// assert_eq!(steps.target(), "http://a/b/c/g");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    Iri: IriReference, |parts| Iri(crate::reference::impls::widened(parts));
    resolve_steps:
    /// Resolves `reference` against this IRI strictly, like [`resolve`](Iri::resolve), and records the
    /// steps of RFC 3986 5.2 (which RFC 3987 6.5 applies to IRIs): see [`Uri::resolve_steps`].
    ///
    /// ```
    /// use rfc3986::resolve::Case;
    /// use rfc3986::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://é.example/a/b")?;
    /// let steps = base.resolve_steps(&IriRef::parse("ü/./c")?);
    /// assert_eq!(steps.case(), Case::Merge);
    /// assert_eq!(steps.target(), "http://é.example/a/ü/c");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_steps_with:
    /// [`resolve_steps`](Iri::resolve_steps) in the given [`Resolution`] mode.
}

/// The rows of the table of RFC 3986 5.2.4 for `path` alone, without a base: what
/// [`remove_dot_segments`](crate::remove_dot_segments) does, step by step, as the RFC lays out its two
/// examples. The table of a long path with many segments is cut after 1 MiB of rows
/// ([`DotSteps::truncated`]); the result is always whole.
///
/// ```
/// use rfc3986::resolve::remove_dot_segments_steps;
///
/// // The second table of RFC 3986 5.2.4.
/// let steps = remove_dot_segments_steps("mid/content=5/../6");
/// let rows: Vec<String> = steps.rows().iter()
///     .map(|row| format!("{}: {} | {}", row.dot_rule(), row.output(), row.input()))
///     .collect();
/// assert_eq!(rows, [
///     "1:  | mid/content=5/../6",
///     "2E: mid | /content=5/../6",
///     "2E: mid/content=5 | /../6",
///     "2C: mid | /6",
///     "2E: mid/6 | ",
/// ]);
/// assert_eq!(steps.output(), "mid/6");
/// assert_eq!(steps.output(), rfc3986::remove_dot_segments("mid/content=5/../6"));
/// ```
#[must_use]
pub fn remove_dot_segments_steps(path: &str) -> DotSteps {
    let mut steps = ResolutionSteps::new();
    let mut output = String::with_capacity(path.len());
    super::remove_dot_segments_observed(path, &mut output, 0, &mut steps);
    DotSteps {
        rows: steps.rows.unwrap_or_default(),
        truncated: steps.truncated,
        output,
    }
}

/// The table of [`remove_dot_segments_steps`]: its rows, and the path they end with.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DotSteps {
    rows: Vec<DotStep>,
    truncated: bool,
    output: String,
}

impl DotSteps {
    /// The rows: step 1, then one per pass of step 2's loop, each with the two buffers after it.
    #[must_use]
    pub fn rows(&self) -> &[DotStep] {
        &self.rows
    }

    /// Whether the rows were cut (after 1 MiB of buffers); [`output`](DotSteps::output) is whole.
    #[must_use]
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// The path without dot segments: [`remove_dot_segments`](crate::remove_dot_segments)'s result.
    #[must_use]
    pub fn output(&self) -> &str {
        &self.output
    }

    /// The path without dot segments, as an owned string.
    #[must_use]
    pub fn into_output(self) -> String {
        self.output
    }
}
