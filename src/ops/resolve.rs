//! [Reference resolution](https://www.rfc-editor.org/rfc/rfc3986#section-5): a reference found in a document,
//! resolved against the document's base URI, gives the URI it denotes (the "target URI").
//!
//! [`Uri::resolve`] is the algorithm of [5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2)
//! transcribed: its variables carry the RFC's names (`t_scheme`, `t_path`, ...), and [`merge`] (5.2.3) and
//! [`remove_dot_segments`] (5.2.4) are the RFC's routines. The result is recomposed as
//! [5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3) says.
//!
//! The algorithm takes every base literally. A base without an authority and with a rootless path
//! (`foo:a/b`) resolves as any other: `foo:a/b` + `../c` gives `foo:/c`, because `merge` yields `a/../c`
//! and rule 2C of `remove_dot_segments` leaves the `/` that preceded the removed segment. The fragment of
//! the base is ignored ([5.1](https://www.rfc-editor.org/rfc/rfc3986#section-5.1)), and a base path with
//! dot segments is used as it is.
//!
//! # Deviations from RFC 3986
//!
//! - **A path that would read as an authority.** When the target has no authority and its path starts with
//!   `//` (`f:/a` + `.//g` gives the path `//g`), the recomposition of 5.3 would write `f://g`, which is a
//!   different URI: one whose authority is `g`. The path is written `/.//g` instead (`f:/.//g`), which
//!   removes to the same path and re-parses with no authority, as uriparser and the WHATWG URL Standard do.
//!   Every other result is the RFC's string, byte for byte, and every result re-parses to the components
//!   the algorithm computed.
//! - **Non-strict scheme comparison.** In [`Resolution::NonStrict`] mode, the reference's scheme is
//!   compared with the base's without regard to case (`HTTP:g` against `http://a/`), since schemes are
//!   case-insensitive ([3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)); the RFC's pseudocode
//!   writes a plain `==`.

use alloc::string::String;

use crate::reference::parts_of;
use crate::syntax::parts::{AuthorityParts, Parts, Span, Spans};
use crate::{Iri, IriRef, IriReference, Uri, UriRef, UriReference};

mod steps;

pub use steps::{
    Case, Component, Departure, DotRule, DotStep, DotSteps, Merge, ResolutionSteps, Source,
    remove_dot_segments_steps,
};

/// How [`Uri::resolve_with`] treats a reference whose scheme is the base's
/// ([5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2)).
///
/// ```
/// use rfc3986::{Resolution, Uri, UriRef};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let r = UriRef::parse("http:g")?;
/// assert_eq!(base.resolve_with(&r, Resolution::Strict).as_str(), "http:g");
/// assert_eq!(base.resolve_with(&r, Resolution::NonStrict).as_str(), "http://a/b/c/g");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Resolution {
    /// The RFC's default: a reference with a scheme is taken as it is (`http:g` stays `http:g`).
    #[default]
    Strict,
    /// For backward compatibility with parsers that ignore a scheme equal to the base's: `http:g` against
    /// an `http` base is read as the relative reference `g` (5.4.2).
    NonStrict,
}

/// `resolve`, `resolve_with`, `join` and `resolve_into` for the two base types: `$target` is the base's
/// own type, `$reference` the reference type `join` parses, `$trait` what `resolve` takes and `$wrap` what
/// makes the target of the resolved parts. Each method's docs are passed in.
macro_rules! resolve_methods {
    ($(
        $target:ident: $trait:ident, $reference:ident, $wrap:expr;
        resolve: $(#[$resolve:meta])*
        resolve_with: $(#[$resolve_with:meta])*
        join: $(#[$join:meta])*
        resolve_into: $(#[$resolve_into:meta])*
    )*) => {$(
        impl $target {
            $(#[$resolve])*
            #[must_use]
            pub fn resolve<R: $trait + ?Sized>(&self, reference: &R) -> $target {
                self.resolve_with(reference, Resolution::Strict)
            }

            $(#[$resolve_with])*
            #[must_use]
            pub fn resolve_with<R: $trait + ?Sized>(&self, reference: &R, mode: Resolution) -> $target {
                $wrap(resolve(&self.0, parts_of(reference), mode))
            }

            $(#[$join])*
            pub fn join(&self, reference: &str) -> Result<$target, crate::ParseError> {
                $reference::parse(reference).map(|r| self.resolve(&r))
            }

            $(#[$resolve_into])*
            pub fn resolve_into<R: $trait + ?Sized>(&self, reference: &R, out: &mut String) {
                resolve_into(&self.0, parts_of(reference), Resolution::Strict, out);
            }
        }
    )*};
}

resolve_methods! {
    Uri: UriReference, UriRef, Uri;
    resolve:
    /// Resolves `reference` against this URI as its base, strictly
    /// ([5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)): the target URI.
    ///
    /// The base's fragment is ignored (5.1), and its path is used as it is, dot segments and all.
    ///
    /// One deviation from the RFC: when the target has no authority and its path starts with `//`
    /// (`f:/a` + `.//g` gives the path `//g`), the recomposition of 5.3 (`f://g`) would read as a URI
    /// whose authority is `g`, so the path is written `/.//g` (`f:/.//g`), as uriparser and the WHATWG
    /// URL Standard do. Every result re-parses to the components the algorithm computed.
    ///
    /// ```
    /// use rfc3986::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let resolve = |r: &str| base.resolve(&UriRef::parse(r).unwrap()).into_string();
    /// assert_eq!(resolve("g;x?y#s"), "http://a/b/c/g;x?y#s");
    /// assert_eq!(resolve("../../g"), "http://a/g");
    /// assert_eq!(resolve("//g"), "http://g");
    /// assert_eq!(resolve(""), "http://a/b/c/d;p?q");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_with:
    /// Resolves `reference` against this URI as its base, in the given [`Resolution`] mode.
    ///
    /// ```
    /// use rfc3986::{Resolution, Uri, UriRef};
    ///
    /// let base = Uri::parse("foo:/a")?;
    /// let target = base.resolve_with(&UriRef::parse("foo:b")?, Resolution::NonStrict);
    /// assert_eq!(target.as_str(), "foo:/b");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    join:
    /// Parses `reference` as a URI-reference and resolves it against this URI, strictly: a crawler's call
    /// for an `href`.
    ///
    /// # Errors
    ///
    /// The [`ParseError`](crate::ParseError) of `reference` when it is not a URI-reference.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let page = Uri::parse("http://example.com/a/b.html")?;
    /// assert_eq!(page.join("../c?d")?, "http://example.com/c?d");
    /// assert_eq!(page.join("a b").unwrap_err().index(), 1);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_into:
    /// Resolves `reference` strictly, like [`resolve`](Uri::resolve), and writes the target's text into
    /// `out`, which is cleared first: for resolving many references against one base into one buffer,
    /// without a new allocation once the buffer is large enough.
    ///
    /// ```
    /// use rfc3986::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let mut out = String::new();
    /// for (r, target) in [("g", "http://a/b/c/g"), ("../..", "http://a/"), ("#s", "http://a/b/c/d;p?q#s")] {
    ///     base.resolve_into(&UriRef::parse(r)?, &mut out);
    ///     assert_eq!(out, target);
    /// }
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    Iri: IriReference, IriRef, |parts| Iri(crate::reference::impls::widened(parts));
    resolve:
    /// Resolves `reference` against this IRI as its base, strictly: the target IRI. RFC 3987 6.5 resolves
    /// IRIs with the algorithm of RFC 3986 5.2, so this is [`Uri::resolve`], with the same deviation; the
    /// characters outside ASCII are copied as they are.
    ///
    /// ```
    /// use rfc3986::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://résumé.example/a/b/c")?;
    /// let resolve = |r: &str| base.resolve(&IriRef::parse(r).unwrap()).into_string();
    /// assert_eq!(resolve("../été?q=ü"), "http://résumé.example/a/été?q=ü");
    /// assert_eq!(resolve("//例子.测试"), "http://例子.测试");
    /// assert_eq!(resolve("#fin"), "http://résumé.example/a/b/c#fin");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_with:
    /// Resolves `reference` against this IRI as its base, in the given [`Resolution`] mode: see
    /// [`Uri::resolve_with`].
    ///
    /// ```
    /// use rfc3986::{Iri, IriRef, Resolution};
    ///
    /// let base = Iri::parse("http://a/b/c/d;p?q")?;
    /// let r = IriRef::parse("http:é")?;
    /// assert_eq!(base.resolve_with(&r, Resolution::NonStrict).as_str(), "http://a/b/c/é");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    join:
    /// Parses `reference` as an IRI-reference and resolves it against this IRI, strictly.
    ///
    /// # Errors
    ///
    /// The [`ParseError`](crate::ParseError) of `reference` when it is not an IRI-reference.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let page = Iri::parse("http://é.example/a/b.html")?;
    /// assert_eq!(page.join("../ü")?, "http://é.example/ü");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    resolve_into:
    /// Resolves `reference` strictly, like [`resolve`](Iri::resolve), and writes the target's text into
    /// `out`, which is cleared first: one buffer for many references against one base.
    ///
    /// ```
    /// use rfc3986::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://résumé.example/a/b")?;
    /// let mut out = String::with_capacity(64);
    /// base.resolve_into(&IriRef::parse("../été")?, &mut out);
    /// assert_eq!(out, "http://résumé.example/été");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
}

/// [5.2.2 Transform References](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2), with the base `base`
/// and the reference `r`, recomposed as 5.3 says: the target.
pub(crate) fn resolve(base: &Parts, r: &Parts, mode: Resolution) -> Parts {
    let mut t = Target::with_capacity(base.text.len() + r.text.len());
    write_target(&mut t, base, r, mode, &mut ());
    t.finish()
}

/// [`resolve`], telling `observer` each step it takes (the steps of `Uri::resolve_steps`).
pub(crate) fn resolve_observed<O: Observer>(
    base: &Parts,
    r: &Parts,
    mode: Resolution,
    observer: &mut O,
) -> Parts {
    let mut t = Target::with_capacity(base.text.len() + r.text.len());
    write_target(&mut t, base, r, mode, observer);
    t.finish()
}

/// The target's text, written into `out` (cleared first, its capacity kept): [`resolve`] without a value.
pub(crate) fn resolve_into(base: &Parts, r: &Parts, mode: Resolution, out: &mut String) {
    let mut text = core::mem::take(out);
    text.clear();
    let mut t = Target {
        text,
        spans: Spans::EMPTY,
    };
    write_target(&mut t, base, r, mode, &mut ());
    *out = t.text;
}

/// What a resolution tells about the steps it takes: the case of 5.2.2, where each component comes from,
/// the merge of 5.2.3, the rows of 5.2.4 and the departures from the literal algorithm. The unit type hears
/// nothing, and [`resolve`] with it compiles to the resolution alone; `Uri::resolve_steps` records.
pub(crate) trait Observer {
    /// Whether the observer records: when it does, `remove_dot_segments` runs on every path that 5.2.2
    /// passes to it (the untraced resolution copies a path without dot segments as it is, the same result)
    /// and the merge is made as a string of its own.
    const RECORDS: bool = false;

    /// The reference's scheme was dropped (non-strict mode, the base's scheme).
    fn scheme_dropped(&mut self) {}

    /// The case of 5.2.2 taken.
    fn case(&mut self, _case: Case) {}

    /// The component of the target that 5.2.2 takes from the reference or the base.
    fn source(&mut self, _component: Component, _from: Source) {}

    /// 5.2.3: the base's path, the reference's path and the merged path.
    fn merge(&mut self, _base: &str, _reference: &str, _result: &str) {}

    /// 5.2.4: the rule just applied (or step 1) and the two buffers after it.
    fn dot_step(&mut self, _rule: DotRule, _output: &str, _input: &str) {}

    /// The path was written with "/." before it, so that it cannot read as an authority.
    fn departure(&mut self, _departure: Departure) {}
}

impl Observer for () {}

/// 5.2.2 and 5.3: the components of the target, written into `t` in order.
fn write_target<O: Observer>(t: &mut Target, base: &Parts, r: &Parts, mode: Resolution, o: &mut O) {
    let mut r_scheme = r.scheme();
    // 5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical to the base
    // URI's scheme."
    if mode == Resolution::NonStrict
        && let (Some(rs), Some(bs)) = (r.scheme(), base.scheme())
        && r.slice(rs).eq_ignore_ascii_case(base.slice(bs))
    {
        r_scheme = None;
        o.scheme_dropped();
    }
    use Component as C;
    use Source as S;
    if let Some(scheme) = r_scheme {
        o.case(Case::SchemeDefined);
        t.t_scheme(r, scheme);
        t.t_authority(r);
        t.t_path_remove_dot_segments(r.slice(r.path()), o);
        t.t_query(r);
        for c in [C::Scheme, C::Authority, C::Path, C::Query] {
            o.source(c, S::Reference);
        }
    } else {
        let b_scheme = base
            .scheme()
            .unwrap_or_else(|| unreachable!("a URI has a scheme"));
        t.t_scheme(base, b_scheme);
        if r.authority().is_some() {
            o.case(Case::AuthorityDefined);
            t.t_authority(r);
            t.t_path_remove_dot_segments(r.slice(r.path()), o);
            t.t_query(r);
            for c in [C::Authority, C::Path, C::Query] {
                o.source(c, S::Reference);
            }
        } else {
            t.t_authority(base);
            o.source(C::Authority, S::Base);
            let r_path = r.slice(r.path());
            if r_path.is_empty() {
                o.case(Case::PathEmpty);
                t.t_path(base.slice(base.path()));
                o.source(C::Path, S::Base);
                let query_from = if r.query().is_some() { r } else { base };
                t.t_query(query_from);
                o.source(
                    C::Query,
                    if r.query().is_some() {
                        S::Reference
                    } else {
                        S::Base
                    },
                );
            } else {
                if r_path.starts_with('/') {
                    o.case(Case::PathAbsolute);
                    t.t_path_remove_dot_segments(r_path, o);
                    o.source(C::Path, S::Reference);
                } else {
                    o.case(Case::Merge);
                    t.t_path_merged(base, r_path, o);
                    o.source(C::Path, S::Merge);
                }
                t.t_query(r);
                o.source(C::Query, S::Reference);
            }
        }
        o.source(C::Scheme, S::Base);
    }
    t.t_fragment(r);
    o.source(C::Fragment, S::Reference);
}

/// The target URI as 5.3 recomposes it: each component is appended to the text as it is decided, and its
/// span recorded, so that the result needs no parsing.
struct Target {
    text: String,
    spans: Spans,
}

impl Target {
    fn with_capacity(capacity: usize) -> Target {
        Target {
            text: String::with_capacity(capacity),
            spans: Spans::EMPTY,
        }
    }

    fn finish(self) -> Parts {
        Parts::written(self.text, self.spans)
    }

    fn push(&mut self, s: &str) -> Span {
        let start = self.text.len();
        self.text.push_str(s);
        Span::new(start, self.text.len())
    }

    /// `result = T.scheme ":"`
    fn t_scheme(&mut self, from: &Parts, scheme: Span) {
        self.spans.scheme = Some(self.push(from.slice(scheme)));
        self.text.push(':');
    }

    /// `if defined(T.authority) then append "//" T.authority`: the authority of `from`, its spans moved.
    fn t_authority(&mut self, from: &Parts) {
        let Some(a) = from.authority() else { return };
        self.text.push_str("//");
        let start = self.text.len();
        self.push(from.slice(a.span));
        let moved =
            |s: Span| Span::new(s.start - a.span.start + start, s.end - a.span.start + start);
        self.spans.authority = Some(AuthorityParts {
            span: moved(a.span),
            userinfo: a.userinfo.map(moved),
            host: moved(a.host),
            host_data: a.host_data,
            port: a.port.map(moved),
        });
    }

    /// `append T.path`, taken as it is (the base's path, for an empty reference path).
    fn t_path(&mut self, path: &str) {
        self.spans.path = self.push(path);
    }

    /// `T.path = remove_dot_segments(...)`, written so that it cannot read as an authority. A path without
    /// dot segments is its own result, and is copied as it is (unless the observer records the rows).
    fn t_path_remove_dot_segments<O: Observer>(&mut self, input: &str, o: &mut O) {
        let start = self.text.len();
        if O::RECORDS || has_dot_segment(input) {
            remove_dot_segments_observed(input, &mut self.text, start, o);
        } else {
            self.text.push_str(input);
        }
        self.t_path_end(start, o);
    }

    /// `T.path = remove_dot_segments(merge(Base.path, R.path))`: the merge is written in place when
    /// neither part has a dot segment (the merged path then has none, since the directory ends with "/"),
    /// and made in a buffer of its own otherwise.
    fn t_path_merged<O: Observer>(&mut self, base: &Parts, r_path: &str, o: &mut O) {
        let directory = directory(base);
        if O::RECORDS || has_dot_segment(directory) || has_dot_segment(r_path) {
            let merged = merge_paths(base, r_path);
            if O::RECORDS {
                o.merge(base.slice(base.path()), r_path, &merged);
            }
            return self.t_path_remove_dot_segments(&merged, o);
        }
        let start = self.text.len();
        self.text.push_str(directory);
        self.text.push_str(r_path);
        self.t_path_end(start, o);
    }

    /// The path written from `start`: with no authority, a path starting with "//" is written "/.//"
    /// (deviation, module docs).
    fn t_path_end<O: Observer>(&mut self, start: usize, o: &mut O) {
        if self.spans.authority.is_none() && self.text[start..].starts_with("//") {
            self.text.insert_str(start, "/.");
            o.departure(Departure::DotBeforeDoubleSlash);
        }
        self.spans.path = Span::new(start, self.text.len());
    }

    /// `if defined(T.query) then append "?" T.query`: the query of `from`.
    fn t_query(&mut self, from: &Parts) {
        if let Some(q) = from.query() {
            self.text.push('?');
            self.spans.query = Some(self.push(from.slice(q)));
        }
    }

    /// `if defined(T.fragment) then append "#" T.fragment`: always the reference's.
    fn t_fragment(&mut self, r: &Parts) {
        if let Some(f) = r.fragment() {
            self.text.push('#');
            self.spans.fragment = Some(self.push(r.slice(f)));
        }
    }
}

/// [5.2.3 Merge Paths](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3): the path of a relative-path
/// reference merged with the path of the base URI.
///
/// With an authority and an empty path, the base contributes `/`; otherwise it contributes its path up to
/// and including the right-most `/`, or nothing when its path has no `/`. Dot segments are left for
/// [`remove_dot_segments`].
///
/// ```
/// use rfc3986::Uri;
/// use rfc3986::resolve::merge;
///
/// assert_eq!(merge(&Uri::parse("http://a/b/c/d;p?q")?, "../g"), "/b/c/../g");
/// assert_eq!(merge(&Uri::parse("http://a")?, "g"), "/g");
/// assert_eq!(merge(&Uri::parse("foo:bar")?, "g"), "g");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[must_use]
pub fn merge(base: &Uri, reference_path: &str) -> String {
    merge_paths(&base.0, reference_path)
}

/// What 5.2.3 keeps of the base's path: `/` for an authority and an empty path, otherwise the path up to
/// and including its right-most `/`, or nothing when it has none.
pub(crate) fn directory(b: &Parts) -> &str {
    let base_path = b.slice(b.path());
    if b.authority().is_some() && base_path.is_empty() {
        "/"
    } else {
        base_path.rfind('/').map_or("", |i| &base_path[..=i])
    }
}

/// Whether `path` has a `.` or `..` segment, the only segments that [`remove_dot_segments`] acts on: a
/// path without one is its own result (only rule E applies, which moves each segment as it is).
pub(crate) fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    let ends_segment = |j: usize| bytes.get(j).is_none_or(|&b| b == b'/');
    let mut from = 0;
    // Each "." that begins a segment, and what follows it.
    while let Some(at) = bytes[from..].iter().position(|&b| b == b'.') {
        let i = from + at;
        if (i == 0 || bytes[i - 1] == b'/')
            && (ends_segment(i + 1) || (bytes[i + 1] == b'.' && ends_segment(i + 2)))
        {
            return true;
        }
        from = i + 1;
    }
    false
}

/// [`merge`] on the parts of a base URI or IRI.
fn merge_paths(b: &Parts, reference_path: &str) -> String {
    let kept = directory(b);
    let mut merged = String::with_capacity(kept.len() + reference_path.len());
    merged.push_str(kept);
    merged.push_str(reference_path);
    merged
}

/// [5.2.4 Remove Dot Segments](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4): the path with its
/// `.` and `..` segments interpreted and removed.
///
/// The RFC's loop, rule by rule, on any string: only the literal segments `.` and `..` count (`%2E` is not a
/// dot here; normalization decodes it first). Applied to a relative path the routine drops leading `..`
/// segments, as the RFC defines it.
///
/// ```
/// use rfc3986::remove_dot_segments;
///
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/b/c/.."), "/b/");
/// assert_eq!(remove_dot_segments("../a"), "a");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> String {
    let mut output = String::with_capacity(path.len());
    remove_dot_segments_into(path, &mut output, 0);
    output
}

/// [`remove_dot_segments`], appending its output buffer to `out`, whose bytes before `floor` belong to
/// other components and are never removed.
pub(crate) fn remove_dot_segments_into(path: &str, out: &mut String, floor: usize) {
    remove_dot_segments_observed(path, out, floor, &mut ());
}

/// [`remove_dot_segments_into`], telling `o` the buffers after step 1 and after each pass of the loop
/// with the rule it applied (the rows of the RFC's tables).
pub(crate) fn remove_dot_segments_observed<O: Observer>(
    path: &str,
    out: &mut String,
    floor: usize,
    o: &mut O,
) {
    // 1. The input buffer is initialized with the path; the output buffer is `out[floor..]`.
    let mut input = path;
    if O::RECORDS {
        o.dot_step(DotRule::Start, &out[floor..], input);
    }
    // Rule C and D remove "the last segment and its preceding "/" (if any)" from the output buffer.
    let pop = |out: &mut String| {
        let at = out[floor..].rfind('/').map_or(floor, |i| floor + i);
        out.truncate(at);
    };
    // 2. While the input buffer is not empty, loop:
    while !input.is_empty() {
        let rule;
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A. A prefix of "../" or "./" is removed.
            input = rest;
            rule = DotRule::A;
        } else if input.starts_with("/./") {
            // B. A prefix of "/./" is replaced with "/" ...
            input = &input[2..];
            rule = DotRule::B;
        } else if input == "/." {
            // ... and so is "/." when it is a complete segment.
            input = "/";
            rule = DotRule::B;
        } else if input.starts_with("/../") {
            // C. A prefix of "/../" is replaced with "/", and the last segment of the output removed ...
            input = &input[3..];
            pop(out);
            rule = DotRule::C;
        } else if input == "/.." {
            // ... and so is "/.." when it is a complete segment.
            input = "/";
            pop(out);
            rule = DotRule::C;
        } else if input == "." || input == ".." {
            // D. An input of only "." or ".." is removed.
            input = "";
            rule = DotRule::D;
        } else {
            // E. The first path segment, with its initial "/" if any, moves to the output buffer.
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |i| from + i);
            out.push_str(&input[..end]);
            input = &input[end..];
            rule = DotRule::E;
        }
        if O::RECORDS {
            o.dot_step(rule, &out[floor..], input);
        }
    }
    // 3. The output buffer is returned as the result.
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// On every string of up to seven characters over `.`, `/` and `a`: `has_dot_segment` says whether a
    /// segment is `.` or `..`, and a path without one is its own `remove_dot_segments`.
    #[test]
    fn has_dot_segment_is_the_segments() {
        let mut all = Vec::from([String::new()]);
        let mut last = all.clone();
        for _ in 0..7 {
            last = last
                .iter()
                .flat_map(|s| ['.', '/', 'a'].map(|c| alloc::format!("{s}{c}")))
                .collect();
            all.extend(last.iter().cloned());
        }
        for path in &all {
            let by_segments = path.split('/').any(|s| s == "." || s == "..");
            assert_eq!(has_dot_segment(path), by_segments, "{path:?}");
            if !by_segments {
                assert_eq!(&remove_dot_segments(path), path);
            }
        }
        assert_eq!(all.len(), 3280);
    }
}
