//! The steps of a normalization: the reference after each rung of RFC 3986 6.2's ladder (RFC 3987 5.3's for
//! IRIs) that a [`Normalization`] level applies, in the RFC's order. The k-th output is the normal form with
//! the first k rungs, written by the same code as `normalize`, so the last output is what `normalize`
//! returns.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{Normalization, normal_form_by, rungs};
use crate::reference::components::Part;
use crate::reference::parts_of;
use crate::syntax::parts::Parts;
use crate::{Iri, IriRef, IriReference, IriRelativeRef, RelativeRef, Uri, UriRef, UriReference};

/// A rung of the normalization ladder of RFC 3986 6.2, in the RFC's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rung {
    /// 6.2.2.1 Case Normalization: the scheme and the host in lower case, the hexadecimal digits of every
    /// percent-encoding in upper case (RFC 3987 5.3.2.1).
    Case,
    /// 6.2.2.2 Percent-Encoding Normalization: every percent-encoded unreserved character decoded
    /// (RFC 3987 5.3.2.3).
    PercentEncoding,
    /// 6.2.2.3 Path Segment Normalization: the dot segments removed with `remove_dot_segments`
    /// (RFC 3987 5.3.2.4).
    PathSegments,
    /// 6.2.3 Scheme-Based Normalization: an empty port, or the scheme's default port, removed (RFC 3987
    /// 5.3.3).
    DefaultPort,
    /// 6.2.3 Scheme-Based Normalization: the empty path of an `http`, `https`, `ws` or `wss` URI with an
    /// authority written `/` (RFC 3987 5.3.3).
    EmptyPath,
}

impl Rung {
    /// The rungs of `level`, in the order the ladder applies them.
    #[must_use]
    pub const fn of(level: Normalization) -> &'static [Rung] {
        const ALL: [Rung; 5] = [
            Rung::Case,
            Rung::PercentEncoding,
            Rung::PathSegments,
            Rung::DefaultPort,
            Rung::EmptyPath,
        ];
        match level {
            Normalization::Syntax => ALL.split_at(3).0,
            Normalization::Scheme => &ALL,
        }
    }

    /// The section of RFC 3986 that defines the rung: `6.2.2.1`, `6.2.2.2`, `6.2.2.3` or `6.2.3`.
    #[must_use]
    pub const fn section(self) -> &'static str {
        match self {
            Rung::Case => "6.2.2.1",
            Rung::PercentEncoding => "6.2.2.2",
            Rung::PathSegments => "6.2.2.3",
            Rung::DefaultPort | Rung::EmptyPath => "6.2.3",
        }
    }

    /// The section of RFC 3987 that applies the rung to IRIs: `5.3.2.1`, `5.3.2.3`, `5.3.2.4` or `5.3.3`
    /// (this crate does not apply 5.3.2.2, character normalization to NFC).
    #[must_use]
    pub const fn iri_section(self) -> &'static str {
        match self {
            Rung::Case => "5.3.2.1",
            Rung::PercentEncoding => "5.3.2.3",
            Rung::PathSegments => "5.3.2.4",
            Rung::DefaultPort | Rung::EmptyPath => "5.3.3",
        }
    }

    /// A short name: `case`, `percent-encoding`, `path segments`, `default port` or `empty path`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Rung::Case => "case",
            Rung::PercentEncoding => "percent-encoding",
            Rung::PathSegments => "path segments",
            Rung::DefaultPort => "default port",
            Rung::EmptyPath => "empty path",
        }
    }

    /// The text and spans of `parts` normalized with the rungs up to and including this one.
    /// With `iri`, `parts` are an IRI reference's (RFC 3987 5.3.2.3 decodes `iunreserved`).
    fn apply(self, parts: &Parts, iri: bool) -> (String, crate::syntax::parts::Spans) {
        use rungs::{CASE, DOTS, EMPTY_PATH, PERCENT, PORT};
        match self {
            Rung::Case => normal_form_by::<CASE>(parts, iri),
            Rung::PercentEncoding => normal_form_by::<{ CASE | PERCENT }>(parts, iri),
            Rung::PathSegments => normal_form_by::<{ CASE | PERCENT | DOTS }>(parts, iri),
            Rung::DefaultPort => normal_form_by::<{ CASE | PERCENT | DOTS | PORT }>(parts, iri),
            Rung::EmptyPath => {
                normal_form_by::<{ CASE | PERCENT | DOTS | PORT | EMPTY_PATH }>(parts, iri)
            }
        }
    }
}

impl fmt::Display for Rung {
    /// `6.2.2.1 case`, `6.2.3 default port`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.section(), self.as_str())
    }
}

/// The reference after one rung of the ladder, and the components that rung changed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NormalizationStep {
    rung: Rung,
    output: String,
    changed: Vec<Part>,
}

impl NormalizationStep {
    /// The rung.
    #[must_use]
    pub fn rung(&self) -> Rung {
        self.rung
    }

    /// The reference after this rung (and the rungs before it).
    #[must_use]
    pub fn output(&self) -> &str {
        &self.output
    }

    /// The components this rung changed, in the order they appear (`Scheme`, `Userinfo`, `Host`, `Port`,
    /// `Path`, `Query`, `Fragment`); empty when it changed nothing.
    #[must_use]
    pub fn changed(&self) -> &[Part] {
        &self.changed
    }
}

/// The components a step compares.
const COMPARED: [Part; 7] = [
    Part::Scheme,
    Part::Userinfo,
    Part::Host,
    Part::Port,
    Part::Path,
    Part::Query,
    Part::Fragment,
];

/// The text of `part` in `parts`, `None` when it is undefined.
fn slice(parts: &Parts, part: Part) -> Option<&str> {
    part.span(parts).map(|r| &parts.text[r])
}

/// The steps of normalizing `parts` at `level`, as an IRI reference's when `iri` is set.
fn steps(parts: &Parts, level: Normalization, iri: bool) -> Vec<NormalizationStep> {
    let mut before = parts.clone();
    Rung::of(level)
        .iter()
        .map(|&rung| {
            let (text, spans) = rung.apply(parts, iri);
            let after = Parts::written(text, spans);
            let changed = COMPARED
                .into_iter()
                .filter(|&part| slice(&before, part) != slice(&after, part))
                .collect();
            let step = NormalizationStep {
                rung,
                output: after.text.clone().into_owned(),
                changed,
            };
            before = after;
            step
        })
        .collect()
}

/// Where on the comparison ladder of RFC 3986 6.2 two equivalent references became equal: as written
/// (6.2.1), or after a rung of 6.2.2 or 6.2.3 and the rungs before it. See
/// [`UriRef::equal_at`](crate::UriRef::equal_at).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EqualAt {
    /// 6.2.1 Simple String Comparison (RFC 3987 5.3.1): the same string, character for character.
    String,
    /// After this rung: the outputs of the two references' [`normalize_steps`](crate::UriRef::normalize_steps)
    /// are the same here and not at any rung before.
    Rung(Rung),
}

impl EqualAt {
    /// The section of RFC 3986: `6.2.1`, or the rung's.
    #[must_use]
    pub const fn section(self) -> &'static str {
        match self {
            EqualAt::String => "6.2.1",
            EqualAt::Rung(rung) => rung.section(),
        }
    }

    /// The section of RFC 3987: `5.3.1`, or the rung's.
    #[must_use]
    pub const fn iri_section(self) -> &'static str {
        match self {
            EqualAt::String => "5.3.1",
            EqualAt::Rung(rung) => rung.iri_section(),
        }
    }

    /// A short name: `simple string comparison`, or the rung's.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EqualAt::String => "simple string comparison",
            EqualAt::Rung(rung) => rung.as_str(),
        }
    }
}

impl fmt::Display for EqualAt {
    /// `6.2.1 simple string comparison`, `6.2.2.1 case`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.section(), self.as_str())
    }
}

/// Where `a` and `b` became equal on the ladder of `level` (of IRI references when `iri` is set); `None`
/// when they are not equivalent.
fn equal_at(a: &Parts, b: &Parts, level: Normalization, iri: bool) -> Option<EqualAt> {
    if a.text == b.text {
        return Some(EqualAt::String);
    }
    let (a, b) = (steps(a, level, iri), steps(b, level, iri));
    if a.last()?.output != b.last()?.output {
        return None;
    }
    a.iter()
        .zip(&b)
        .find(|(a, b)| a.output == b.output)
        .map(|(a, _)| EqualAt::Rung(a.rung))
}

macro_rules! equal_at {
    ($($ty:ident: $trait:ident, $iri:literal, $a:literal, $b:literal, $rung:ident;)*) => {$(
        impl $ty {
            /// Where on the ladder of `level` this reference and `other` became equal:
            /// [`EqualAt::String`] when they are the same string (6.2.1), else the first rung after which
            /// their normal forms are the same ([`normalize_steps`](Self::normalize_steps)); `None` when
            /// they are not [`equivalent`](Self::equivalent) at `level`.
            ///
            /// ```
            #[doc = concat!("use rfc3986::{Normalization, ", stringify!($ty), "};")]
            /// use rfc3986::normalize::{EqualAt, Rung};
            ///
            #[doc = concat!("let a = ", stringify!($ty), "::parse(", $a, ")?;")]
            #[doc = concat!("let b = ", stringify!($ty), "::parse(", $b, ")?;")]
            #[doc = concat!("assert_eq!(a.equal_at(&b, Normalization::Scheme), Some(EqualAt::Rung(Rung::", stringify!($rung), ")));")]
            /// assert_eq!(a.equal_at(&a, Normalization::Syntax), Some(EqualAt::String));
            /// assert_eq!(a.equal_at(&b, Normalization::Syntax), None); // the port needs 6.2.3
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn equal_at<R: $trait + ?Sized>(&self, other: &R, level: Normalization) -> Option<EqualAt> {
                equal_at(parts_of(self), parts_of(other), level, $iri)
            }
        }
    )*};
}

equal_at! {
    UriRef: UriReference, false, "\"http://a:80/b\"", "\"HTTP://a/b\"", DefaultPort;
    Uri: UriReference, false, "\"http://a:80/b\"", "\"HTTP://a/b\"", DefaultPort;
    IriRef: IriReference, true, "\"http://é:80/b\"", "\"HTTP://é/b\"", DefaultPort;
    Iri: IriReference, true, "\"http://é:80/b\"", "\"HTTP://é/b\"", DefaultPort;
}

macro_rules! relative_equal_at {
    ($($ty:ident: $trait:ident, $iri:literal, $a:literal, $b:literal;)*) => {$(
        impl $ty {
            /// Where on the ladder of `level` this relative reference and `other` became equal: as the
            /// other types' `equal_at` (a relative reference has no scheme, so no scheme-based rung applies).
            ///
            /// ```
            #[doc = concat!("use rfc3986::{Normalization, ", stringify!($ty), "};")]
            /// use rfc3986::normalize::{EqualAt, Rung};
            ///
            #[doc = concat!("let a = ", stringify!($ty), "::parse(", $a, ")?;")]
            #[doc = concat!("let b = ", stringify!($ty), "::parse(", $b, ")?;")]
            /// assert_eq!(a.equal_at(&b, Normalization::Syntax), Some(EqualAt::Rung(Rung::PercentEncoding)));
            /// assert_eq!(a.equal_at(&a, Normalization::Syntax), Some(EqualAt::String));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn equal_at<R: $trait + ?Sized>(&self, other: &R, level: Normalization) -> Option<EqualAt> {
                equal_at(parts_of(self), parts_of(other), level, $iri)
            }
        }
    )*};
}

relative_equal_at! {
    RelativeRef: UriReference, false, "\"//Example.com/a/%7e\"", "\"//example.COM/a/~\"";
    IriRelativeRef: IriReference, true, "\"//Bücher.example/%7e\"", "\"//bücher.EXAMPLE/~\"";
}

macro_rules! normalize_steps {
    ($($ty:ident: $iri:literal, $example:literal, $first:literal, $last:literal;)*) => {$(
        impl $ty {
            /// The reference after each rung of the ladder that `level` applies, in the RFC's order
            /// ([`Rung`]), with the components each rung changed. The last output is what
            /// [`normalize`](Self::normalize) returns.
            ///
            /// ```
            #[doc = concat!("use rfc3986::{Normalization, ", stringify!($ty), "};")]
            /// use rfc3986::normalize::Rung;
            ///
            #[doc = concat!("let r = ", stringify!($ty), "::parse(", $example, ")?;")]
            /// let steps = r.normalize_steps(Normalization::Scheme);
            /// let rungs: Vec<Rung> = steps.iter().map(|s| s.rung()).collect();
            /// assert_eq!(rungs, Rung::of(Normalization::Scheme));
            #[doc = concat!("assert_eq!(steps[0].output(), ", $first, ");")]
            #[doc = concat!("assert_eq!(steps.last().unwrap().output(), ", $last, ");")]
            /// assert_eq!(steps.last().unwrap().output(), r.normalize(Normalization::Scheme).as_str());
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn normalize_steps(&self, level: Normalization) -> Vec<NormalizationStep> {
                steps(parts_of(self), level, $iri)
            }
        }
    )*};
}

normalize_steps! {
    UriRef: false, "\"HTTP://Example.COM:80/a/./%7e\"", "\"http://example.com:80/a/./%7E\"", "\"http://example.com/a/~\"";
    Uri: false, "\"HTTP://Example.COM:80/a/./%7e\"", "\"http://example.com:80/a/./%7E\"", "\"http://example.com/a/~\"";
    IriRef: true, "\"HTTP://Bücher.Example:80/a/./%7e\"", "\"http://bücher.example:80/a/./%7E\"", "\"http://bücher.example/a/~\"";
    Iri: true, "\"HTTP://Bücher.Example:80/a/./%7e\"", "\"http://bücher.example:80/a/./%7E\"", "\"http://bücher.example/a/~\"";
    RelativeRef: false, "\"//Example.COM/a/%7e\"", "\"//example.com/a/%7E\"", "\"//example.com/a/~\"";
    IriRelativeRef: true, "\"//Bücher.Example/a/%7e\"", "\"//bücher.example/a/%7E\"", "\"//bücher.example/a/~\"";
}
