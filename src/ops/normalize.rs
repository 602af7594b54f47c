//! [Normalization and comparison](https://www.rfc-editor.org/rfc/rfc3986#section-6): rewriting a reference
//! into the one form that its equivalent spellings share, so that equivalent references compare equal.
//!
//! IRIs (RFC 3987 5.3) are normalized by the same code: case as in 6.2.2.1, for ASCII letters only; the
//! percent-encoded unreserved characters decoded as 5.3.2.3 says, where for an IRI they are `iunreserved`,
//! so `%C3%A9` becomes `é` (but for the bidirectional formatting characters that 4.1 forbids); dot segments
//! as for URIs; no Unicode normalization (NFC).
//!
//! Two levels of the ladder of [6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2), chosen with
//! [`Normalization`]:
//!
//! - **Syntax-based** ([6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2)): the scheme and the
//!   host in lower case (6.2.2.1), including the hexadecimal digits of an IPv6 address and the whole of an
//!   IPvFuture; the hexadecimal digits of every percent-encoding in upper case (6.2.2.1); every
//!   percent-encoded unreserved character decoded, in every component (6.2.2.2); dot segments removed
//!   from the path with [`remove_dot_segments`] (6.2.2.3), after decoding, so that `%2E%2E` counts.
//! - **Scheme-based** ([6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)), on top: the port
//!   dropped with its `:` when it is empty (3.2.3), or when it is the default port of a scheme whose default
//!   is known here (`ftp` 21, `http` 80, `https` 443, `ws` 80, `wss` 443), by value (`:080` is `80`); an
//!   empty path with an authority written `/` for `http`, `https`, `ws` and `wss`.
//!
//! # Deviations from RFC 3986
//!
//! - **A path that would read as an authority.** When a reference has no authority and removing its dot
//!   segments leaves a path starting with `//` (`s:/.//a`), the path is written `/.//a`, as
//!   [resolution](crate::Uri::resolve) does: `s://a` would be another URI, with the authority `a`.
//! - **Relative-path references keep their dot segments.** `remove_dot_segments` would turn `../a` into
//!   `a` and `.` into the empty reference, which denote other resources once resolved. The path of a
//!   reference with no scheme, no authority and no leading `/` is only case- and percent-normalized.
//!
//! [`remove_dot_segments`]: crate::remove_dot_segments

use alloc::string::String;

use crate::ops::resolve::remove_dot_segments_into;
use crate::reference::components::default_port;
use crate::reference::{ParsedBy, parts_of};
use crate::syntax::grammar::Family;
use crate::syntax::lang::is_iri_reference;
use crate::syntax::parts::{AuthorityParts, HostData, Parts, Span, Spans};
use crate::{
    Iri, IriRef, IriReference, IriRelativeRef, RelativeRef, Rule, Uri, UriRef, UriReference,
    syntax::build,
};

mod steps;

pub use steps::{EqualAt, NormalizationStep, Rung};

/// How far [`UriRef::normalize`] goes: the rungs of the comparison ladder of
/// [6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2) that this crate implements.
///
/// ```
/// use rfc3986::{Normalization, UriRef};
///
/// let r = UriRef::parse("HTTP://Example.COM:80/a/./b/%7euser")?;
/// assert_eq!(r.normalize(Normalization::Syntax).as_str(), "http://example.com:80/a/b/~user");
/// assert_eq!(r.normalize(Normalization::Scheme).as_str(), "http://example.com/a/b/~user");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Normalization {
    /// [6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2): case, percent-encoding and dot
    /// segments, the same for every scheme.
    Syntax,
    /// [6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3): syntax-based normalization, then the
    /// empty or default port dropped and the empty `http(s)` path written `/`.
    Scheme,
}

/// `normalize`, `is_normalized` and `equivalent` for the six reference types: `$trait` is what
/// `equivalent` takes and `$rule` the rule the normal form is built as. Each method's docs are passed in.
macro_rules! normalize_methods {
    ($(
        $ty:ident: $trait:ident, $rule:expr;
        normalize: $(#[$normalize:meta])*
        is_normalized: $(#[$is_normalized:meta])*
        equivalent: $(#[$equivalent:meta])*
    )*) => {$(
        impl $ty {
            $(#[$normalize])*
            #[must_use]
            pub fn normalize(&self, level: Normalization) -> $ty {
                $ty(normalized::<<$ty as ParsedBy>::Family>(&self.0, level, $rule))
            }

            $(#[$is_normalized])*
            #[must_use]
            pub fn is_normalized(&self, level: Normalization) -> bool {
                normalized_text(&self.0, level, is_iri_reference($rule)) == self.as_str()
            }

            $(#[$equivalent])*
            #[must_use]
            pub fn equivalent<R: $trait + ?Sized>(&self, other: &R, level: Normalization) -> bool {
                let iri = is_iri_reference($rule);
                normalized_text(&self.0, level, iri) == normalized_text(parts_of(other), level, iri)
            }
        }
    )*};
}

normalize_methods! {
    UriRef: UriReference, Rule::UriReference;
    normalize:
    /// The reference in normal form at `level` ([6.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2)).
    /// Normalizing is idempotent, and the result re-parses to what it says.
    ///
    /// ```
    /// use rfc3986::{Normalization, UriRef};
    ///
    /// let r = UriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?;
    /// let n = r.normalize(Normalization::Syntax);
    /// assert_eq!(n.as_str(), "example://a/b/c/%7Bfoo%7D");
    /// assert_eq!(n.normalize(Normalization::Syntax), n);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the reference is already in normal form at `level`.
    ///
    /// ```
    /// use rfc3986::{Normalization, UriRef};
    ///
    /// let r = UriRef::parse("http://example.com")?;
    /// assert!(r.is_normalized(Normalization::Syntax));
    /// assert!(!r.is_normalized(Normalization::Scheme)); // the empty path becomes "/"
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    equivalent:
    /// Whether the two references are equivalent at `level`: their normal forms are the same string
    /// ([6.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.1)).
    ///
    /// ```
    /// use rfc3986::{Normalization, UriRef};
    ///
    /// let a = UriRef::parse("http://a/%7Euser")?;
    /// let b = UriRef::parse("HTTP://A:80/~user")?;
    /// assert!(!a.equivalent(&b, Normalization::Syntax));
    /// assert!(a.equivalent(&b, Normalization::Scheme));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    Uri: UriReference, Rule::Uri;
    normalize:
    /// The URI in normal form at `level`: see [`UriRef::normalize`].
    ///
    /// ```
    /// use rfc3986::{Normalization, Uri};
    ///
    /// let uri = Uri::parse("HTTPS://[2001:DB8::7]:443")?;
    /// assert_eq!(uri.normalize(Normalization::Scheme).as_str(), "https://[2001:db8::7]/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the URI is already in normal form at `level`: see [`UriRef::is_normalized`].
    ///
    /// ```
    /// use rfc3986::{Normalization, Uri};
    ///
    /// assert!(Uri::parse("http://a/b")?.is_normalized(Normalization::Scheme));
    /// assert!(!Uri::parse("http://a/b/..")?.is_normalized(Normalization::Syntax));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    equivalent:
    /// Whether the two URIs are equivalent at `level`: see [`UriRef::equivalent`].
    ///
    /// ```
    /// use rfc3986::{Normalization, Uri};
    ///
    /// let a = Uri::parse("http://example.com")?;
    /// assert!(a.equivalent(&Uri::parse("HTTP://EXAMPLE.com:/")?, Normalization::Scheme));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    RelativeRef: UriReference, Rule::RelativeRef;
    normalize:
    /// The relative reference in normal form at `level`, as far as 6.2 applies without changing
    /// what the reference means: case and percent-encoding (6.2.2.1, 6.2.2.2) everywhere, dot
    /// segments only in a path that begins with `/` (a relative path's `..` is a step that
    /// resolution takes, 5.2.4), and no scheme-based step but for the host (a relative reference
    /// has no scheme whose default port or path it could know).
    ///
    /// ```
    /// use rfc3986::{Normalization, RelativeRef};
    ///
    /// let r = RelativeRef::parse("../a/./B/%7e")?;
    /// assert_eq!(r.normalize(Normalization::Scheme), "../a/./B/~");
    /// assert!(r.normalize(Normalization::Scheme).is_normalized(Normalization::Scheme));
    /// assert!(r.equivalent(&RelativeRef::parse("../a/./B/~")?, Normalization::Syntax));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the relative reference is already in normal form at `level`: see
    /// [`normalize`](RelativeRef::normalize).
    equivalent:
    /// Whether the two references are equivalent at `level`: their normal forms are the same
    /// string (6.2.1).

    IriRef: IriReference, Rule::IriReference;
    normalize:
    /// The IRI reference in normal form at `level`, by
    /// [RFC 3987 5.3](https://www.rfc-editor.org/rfc/rfc3987#section-5.3): the same steps as
    /// [`UriRef::normalize`]. Case is folded for ASCII letters only (the scheme, the host, the hex digits of
    /// percent-encodings). Percent-encoded characters of `iunreserved` are decoded (5.3.2.3): the unreserved
    /// ASCII ones, and a `ucschar` spelled as its UTF-8 octets, so `%C3%A9` becomes `é`. The bidirectional
    /// formatting characters that RFC 3987 4.1 forbids in an IRI stay encoded, and so do `iprivate`
    /// characters and octets that are not UTF-8. No Unicode normalization (NFC) is applied.
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization};
    ///
    /// let r = IriRef::parse("HTTP://Résumé.Example/a/./b/%7e/%C3%A9")?;
    /// assert_eq!(r.normalize(Normalization::Syntax).as_str(), "http://résumé.example/a/b/~/é");
    /// // U+200E LEFT-TO-RIGHT MARK may not stand in an IRI (4.1): it stays encoded.
    /// let r = IriRef::parse("/a%E2%80%8Eb")?;
    /// assert_eq!(r.normalize(Normalization::Syntax).as_str(), "/a%E2%80%8Eb");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the IRI reference is already in normal form at `level`: see [`IriRef::normalize`].
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization};
    ///
    /// assert!(IriRef::parse("http://é.example/é")?.is_normalized(Normalization::Syntax));
    /// assert!(IriRef::parse("http://É.example/")?.is_normalized(Normalization::Scheme)); // ASCII case only
    /// assert!(!IriRef::parse("http://É.EXAMPLE/")?.is_normalized(Normalization::Scheme));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    equivalent:
    /// Whether the two IRI references are equivalent at `level`: their normal forms
    /// ([`IriRef::normalize`]) are the same string. This is the comparison of RFC 3987 5.3.2 without
    /// Unicode normalization (5.3.2.2): `é` and `%C3%A9` are equal here, since 5.3.2.3 decodes the
    /// percent-encoded `iunreserved`, but two spellings that only NFC would make equal are not.
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization};
    ///
    /// // RFC 3987 5.3.2's own example of IRIs that syntax-based normalization makes equal.
    /// let a = IriRef::parse("example://a/b/c/%7Bfoo%7D/rosé")?;
    /// let b = IriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")?;
    /// assert!(a.equivalent(&b, Normalization::Syntax));
    ///
    /// let a = IriRef::parse("http://résumé.example/%7e")?;
    /// assert!(a.equivalent(&IriRef::parse("HTTP://résumé.example:80/~")?, Normalization::Scheme));
    /// assert!(a.equivalent(&IriRef::parse("http://r%C3%A9sum%C3%A9.example/~")?, Normalization::Scheme));
    /// // "e" and U+0301 COMBINING ACUTE ACCENT: NFC would make them "é"; this comparison does not.
    /// assert!(!a.equivalent(&IriRef::parse("http://re\u{301}sume\u{301}.example/~")?, Normalization::Scheme));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    Iri: IriReference, Rule::Iri;
    normalize:
    /// The IRI in normal form at `level`: see [`IriRef::normalize`].
    ///
    /// ```
    /// use rfc3986::{Iri, Normalization};
    ///
    /// let iri = Iri::parse("HTTPS://例子.测试:443")?;
    /// assert_eq!(iri.normalize(Normalization::Scheme).as_str(), "https://例子.测试/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the IRI is already in normal form at `level`: see [`IriRef::normalize`].
    ///
    /// ```
    /// use rfc3986::{Iri, Normalization};
    ///
    /// assert!(Iri::parse("http://a/é")?.is_normalized(Normalization::Scheme));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    equivalent:
    /// Whether the two IRIs are equivalent at `level`: see [`IriRef::equivalent`].
    ///
    /// ```
    /// use rfc3986::{Iri, Normalization};
    ///
    /// let a = Iri::parse("http://a/é")?;
    /// assert!(a.equivalent(&Iri::parse("HTTP://A/./é")?, Normalization::Syntax));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    IriRelativeRef: IriReference, Rule::IrelativeRef;
    normalize:
    /// The IRI relative reference in normal form at `level`: as [`RelativeRef::normalize`] says, with
    /// the IRI's characters as [`IriRef::normalize`] treats them.
    ///
    /// ```
    /// use rfc3986::{IriRelativeRef, Normalization};
    ///
    /// let r = IriRelativeRef::parse("//Bücher.Example/a/./%7e")?;
    /// assert_eq!(r.normalize(Normalization::Scheme), "//bücher.example/a/~");
    /// assert!(r.equivalent(&IriRelativeRef::parse("//bücher.EXAMPLE/a/%7E")?, Normalization::Syntax));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    is_normalized:
    /// Whether the IRI relative reference is already in normal form at `level`: see
    /// [`normalize`](IriRelativeRef::normalize).
    equivalent:
    /// Whether the two IRI references are equivalent at `level`: see [`IriRef::equivalent`].
}

/// A reference in normal form, to compare, order and hash references by equivalence: the key of a map in
/// which `http://a`, `HTTP://A:80/` and `http://a/` are one entry.
///
/// Keys compare, order and hash by their normal form's text alone (as `str` does, so that a map of keys can
/// be looked up with a `&str` through `Borrow<str>`); the keys of one map should use one level.
///
/// ```
/// use std::collections::HashSet;
/// use rfc3986::{Normalization, Normalized, UriRef};
///
/// let keys: HashSet<Normalized> = ["http://a", "HTTP://A:80/", "http://a/%7e", "http://a/~"]
///     .into_iter()
///     .map(|s| Normalized::new(&UriRef::parse(s).unwrap(), Normalization::Scheme))
///     .collect();
/// assert_eq!(keys.len(), 2);
/// assert!(keys.contains(&Normalized::new(&UriRef::parse("http://A/")?, Normalization::Scheme)));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Normalized {
    reference: UriRef,
    level: Normalization,
}

impl Normalized {
    /// Normalizes `reference` at `level`.
    ///
    /// ```
    /// use rfc3986::{Normalization, Normalized, UriRef};
    ///
    /// let key = Normalized::new(&UriRef::parse("HTTP://A")?, Normalization::Syntax);
    /// assert_eq!(key.as_str(), "http://a");
    /// assert_eq!(key.level(), Normalization::Syntax);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn new<R: UriReference + ?Sized>(reference: &R, level: Normalization) -> Normalized {
        Normalized {
            reference: UriRef(normalized::<<UriRef as ParsedBy>::Family>(
                parts_of(reference),
                level,
                Rule::UriReference,
            )),
            level,
        }
    }

    /// The normal form.
    ///
    /// ```
    /// use rfc3986::{Normalization, Normalized, UriRef};
    ///
    /// let key = Normalized::new(&UriRef::parse("HTTP://A/%7e")?, Normalization::Syntax);
    /// assert_eq!(key.as_uri_ref().path().as_str(), "/~");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_uri_ref(&self) -> &UriRef {
        &self.reference
    }

    /// The normal form's text: see [`Normalized::new`].
    ///
    /// ```
    /// use rfc3986::Normalization;
    /// let key = rfc3986::Normalized::new(&rfc3986::UriRef::parse("HTTP://A")?, Normalization::Syntax);
    /// assert_eq!(key.as_str(), "http://a");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.reference.as_str()
    }

    /// The level the reference was normalized at: see [`Normalized::new`].
    ///
    /// ```
    /// use rfc3986::Normalization;
    /// let key = rfc3986::Normalized::new(&rfc3986::UriRef::parse("a")?, Normalization::Scheme);
    /// assert_eq!(key.level(), Normalization::Scheme);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn level(&self) -> Normalization {
        self.level
    }

    /// The normal form, without copying.
    ///
    /// ```
    /// use rfc3986::{Normalization, Normalized, UriRef};
    ///
    /// let key = Normalized::new(&UriRef::parse("HTTP://A:80")?, Normalization::Scheme);
    /// assert_eq!(key.into_uri_ref().into_string(), "http://a/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_uri_ref(self) -> UriRef {
        self.reference
    }
}

impl core::fmt::Display for Normalized {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An IRI reference in normal form, to compare, order and hash IRI references by equivalence: the
/// counterpart of [`Normalized`] for [`IriRef`] (see [`IriRef::equivalent`] for what it compares).
///
/// ```
/// use std::collections::HashSet;
/// use rfc3986::{IriRef, Normalization, NormalizedIri};
///
/// let keys: HashSet<NormalizedIri> = ["http://é.example", "HTTP://é.example:80/", "http://é.example/%7e"]
///     .into_iter()
///     .map(|s| NormalizedIri::new(&IriRef::parse(s).unwrap(), Normalization::Scheme))
///     .collect();
/// assert_eq!(keys.len(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct NormalizedIri {
    reference: IriRef,
    level: Normalization,
}

impl NormalizedIri {
    /// Normalizes `reference` at `level`.
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization, NormalizedIri};
    ///
    /// let key = NormalizedIri::new(&IriRef::parse("HTTP://É")?, Normalization::Syntax);
    /// assert_eq!(key.as_str(), "http://É");
    /// assert_eq!(key.level(), Normalization::Syntax);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn new<R: IriReference + ?Sized>(reference: &R, level: Normalization) -> NormalizedIri {
        NormalizedIri {
            reference: IriRef(crate::reference::impls::widened(normalized::<
                <IriRef as ParsedBy>::Family,
            >(
                parts_of(reference),
                level,
                Rule::IriReference,
            ))),
            level,
        }
    }

    /// The normal form.
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization, NormalizedIri};
    ///
    /// let key = NormalizedIri::new(&IriRef::parse("a/%7eé")?, Normalization::Syntax);
    /// assert_eq!(key.as_iri_ref().path().as_str(), "a/~é");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_iri_ref(&self) -> &IriRef {
        &self.reference
    }

    /// The normal form's text: see [`NormalizedIri::new`].
    ///
    /// ```
    /// use rfc3986::Normalization;
    /// let key = rfc3986::NormalizedIri::new(&rfc3986::IriRef::parse("HTTP://A")?, Normalization::Syntax);
    /// assert_eq!(key.as_str(), "http://a");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.reference.as_str()
    }

    /// The level the reference was normalized at: see [`NormalizedIri::new`].
    ///
    /// ```
    /// use rfc3986::Normalization;
    /// let key = rfc3986::NormalizedIri::new(&rfc3986::IriRef::parse("a")?, Normalization::Scheme);
    /// assert_eq!(key.level(), Normalization::Scheme);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn level(&self) -> Normalization {
        self.level
    }

    /// The normal form, without copying.
    ///
    /// ```
    /// use rfc3986::{IriRef, Normalization, NormalizedIri};
    ///
    /// let key = NormalizedIri::new(&IriRef::parse("HTTP://é:80")?, Normalization::Scheme);
    /// assert_eq!(key.into_iri_ref().into_string(), "http://é/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_iri_ref(self) -> IriRef {
        self.reference
    }
}

impl core::fmt::Display for NormalizedIri {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The normal form of `parts` as a value of `rule`'s language.
///
/// Its spans are those recorded while writing it ([`normal_form`]), not found by parsing it again: each
/// component is written after its own delimiter, and normalization neither adds nor removes a delimiter
/// inside a component (it decodes only unreserved characters, changes the case of letters and of hex
/// digits, and removes dot segments, writing a path that would read as an authority as `/.//`). So they
/// are trusted; the crate's tests parse the text and compare (`ops/checks.rs`).
///
/// The kind of the host is the one thing that can change: a registered name with percent-encoded digits
/// may decode to an IPv4 address (`127.0.0.%31`). Only a name with a `%` can, and such a name is decided by
/// the grammar, by parsing the normal form.
fn normalized<F: Family>(parts: &Parts, level: Normalization, rule: Rule) -> Parts {
    let (text, spans) = normal_form(parts, level, is_iri_reference(rule));
    let name_with_pct = parts.authority().is_some_and(|a| {
        matches!(a.host_data, HostData::RegName | HostData::IregName)
            && parts.slice(a.host).contains('%')
    });
    if name_with_pct {
        return build::parse_in::<F>(rule, &text).unwrap_or_else(|_| {
            unreachable!("normalization produced a string that does not parse")
        });
    }
    Parts::written(text, spans)
}

/// The text of the normal form, of an IRI reference when `iri` is set.
fn normalized_text(parts: &Parts, level: Normalization, iri: bool) -> String {
    normal_form(parts, level, iri).0
}

/// The normal form's text, recomposed component by component as 5.3 does, and the span of each component
/// as it is written; with `iri`, the normal form of an IRI reference (RFC 3987 5.3.2.3 decodes the
/// percent-encoded `iunreserved` characters).
fn normal_form(parts: &Parts, level: Normalization, iri: bool) -> (String, Spans) {
    match level {
        Normalization::Syntax => normal_form_by::<{ rungs::SYNTAX }>(parts, iri),
        Normalization::Scheme => normal_form_by::<{ rungs::SCHEME }>(parts, iri),
    }
}

/// The rungs of the ladder as bits, for [`normal_form_by`]: all of a level's for `normalize`, the first k
/// of them for the k-th step of `normalize_steps`. Constants, so that `normalize` tests none of them.
pub(crate) mod rungs {
    /// 6.2.2.1: the scheme and the host in lower case, percent-encodings' hex digits in upper case.
    pub(crate) const CASE: u8 = 1;
    /// 6.2.2.2: percent-encoded unreserved characters decoded.
    pub(crate) const PERCENT: u8 = 2;
    /// 6.2.2.3: dot segments removed.
    pub(crate) const DOTS: u8 = 4;
    /// 6.2.3: an empty port, or the scheme's default, removed.
    pub(crate) const PORT: u8 = 8;
    /// 6.2.3: the empty path of an `http`, `https`, `ws` or `wss` URI with an authority written `/`.
    pub(crate) const EMPTY_PATH: u8 = 16;
    /// The rungs of [`Normalization::Syntax`](crate::Normalization::Syntax).
    pub(crate) const SYNTAX: u8 = CASE | PERCENT | DOTS;
    /// The rungs of [`Normalization::Scheme`](crate::Normalization::Scheme).
    pub(crate) const SCHEME: u8 = SYNTAX | PORT | EMPTY_PATH;
}

/// [`normal_form`] with the rungs `RUNGS` (bits of [`rungs`]). Case normalization is the first rung, so
/// every set of rungs has it: the scheme and the host are always written in lower case, and the hex
/// digits of percent-encodings in upper case.
///
/// With `iri`, the text is an IRI reference's, and a percent-encoded `iunreserved` character outside ASCII
/// is decoded too (RFC 3987 5.3.2.3).
pub(crate) fn normal_form_by<const RUNGS: u8>(parts: &Parts, iri: bool) -> (String, Spans) {
    const {
        assert!(
            RUNGS & rungs::CASE != 0,
            "every rung comes after case normalization"
        )
    };
    let mut out = String::with_capacity(parts.text.len());
    let mut spans = Spans::EMPTY;
    if let Some(scheme) = parts.scheme() {
        out.extend(parts.slice(scheme).chars().map(|c| c.to_ascii_lowercase()));
        spans.scheme = Some(Span::new(0, out.len()));
        out.push(':');
    }
    let scheme = spans.scheme.map(|s| &out[s.range()]);
    let special = scheme.is_some_and(|s| matches!(s, "http" | "https" | "ws" | "wss"));
    let default_port = scheme.and_then(default_port);
    if let Some(a) = &parts.authority() {
        out.push_str("//");
        let start = out.len();
        let userinfo = a.userinfo.map(|userinfo| {
            push_percent_normalized::<RUNGS>(&mut out, parts.slice(userinfo), false, iri);
            let span = Span::new(start, out.len());
            out.push('@');
            span
        });
        let host_start = out.len();
        let host = parts.slice(a.host);
        match a.host_data {
            HostData::RegName | HostData::IregName => {
                push_percent_normalized::<RUNGS>(&mut out, host, true, iri);
            }
            HostData::Ipv4(_) | HostData::Ipv6(_) | HostData::IpvFuture => {
                out.extend(host.chars().map(|c| c.to_ascii_lowercase()));
            }
        }
        let host_span = Span::new(host_start, out.len());
        let mut port_span = None;
        if let Some(port) = a.port.map(|p| parts.slice(p)) {
            let drop = RUNGS & rungs::PORT != 0
                && (port.is_empty()
                    || port.parse::<u16>().ok() == default_port && default_port.is_some());
            if !drop {
                out.push(':');
                let port_start = out.len();
                out.push_str(port);
                port_span = Some(Span::new(port_start, out.len()));
            }
        }
        spans.authority = Some(AuthorityParts {
            span: Span::new(start, out.len()),
            userinfo,
            host: host_span,
            host_data: a.host_data,
            port: port_span,
        });
    }
    let path = parts.slice(parts.path());
    let path_start = out.len();
    let relative_path =
        parts.scheme().is_none() && parts.authority().is_none() && !path.starts_with('/');
    if relative_path || RUNGS & rungs::DOTS == 0 {
        push_percent_normalized::<RUNGS>(&mut out, path, false, iri);
    } else if !path.contains('%') {
        remove_dot_segments_into(path, &mut out, path_start);
    } else {
        let mut decoded = String::with_capacity(path.len());
        push_percent_normalized::<RUNGS>(&mut decoded, path, false, iri);
        remove_dot_segments_into(&decoded, &mut out, path_start);
    }
    if !relative_path && parts.authority().is_none() && out[path_start..].starts_with("//") {
        out.insert_str(path_start, "/.");
    }
    if RUNGS & rungs::EMPTY_PATH != 0
        && special
        && parts.authority().is_some()
        && out.len() == path_start
    {
        out.push('/');
    }
    spans.path = Span::new(path_start, out.len());
    if let Some(query) = parts.query() {
        out.push('?');
        let start = out.len();
        push_percent_normalized::<RUNGS>(&mut out, parts.slice(query), false, iri);
        spans.query = Some(Span::new(start, out.len()));
    }
    if let Some(fragment) = parts.fragment() {
        out.push('#');
        let start = out.len();
        push_percent_normalized::<RUNGS>(&mut out, parts.slice(fragment), false, iri);
        spans.fragment = Some(Span::new(start, out.len()));
    }
    (out, spans)
}

/// Appends `component` with each percent-encoded unreserved character decoded (6.2.2.2) and the hex digits
/// of every other percent-encoding in upper case (6.2.2.1); with `lowercase`, ASCII letters in lower case
/// (the host). The grammar guarantees that a `%` starts a `pct-encoded`. Characters outside ASCII (in an
/// IRI) are copied as they are: RFC 3987 5.3.2.1 folds the case of ASCII letters only.
///
/// With `iri` (the component of an IRI reference), the unreserved characters are RFC 3987's `iunreserved`,
/// so 5.3.2.3 decodes a run of percent-encoded octets that is the UTF-8 of a `ucschar` too (`%C3%A9` is
/// `é`): "percent-encoded octets that correspond to characters in the unreserved set". A `ucschar` is an
/// `iunreserved`, which every i-component that takes a `pct-encoded` allows, so the result still matches
/// the component's rule. Not decoded: the bidirectional formatting characters, which RFC 3987 4.1 says an
/// IRI MUST NOT contain (they stay encoded), an `iprivate` (not `iunreserved`: only `iquery` allows it,
/// and 5.3.2.3 decodes only unreserved characters), and octets that are not UTF-8.
///
/// Without the percent-encoding rung in `RUNGS`, nothing is decoded.
fn push_percent_normalized<const RUNGS: u8>(
    out: &mut String,
    component: &str,
    lowercase: bool,
    iri: bool,
) {
    let bytes = component.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b != b'%' {
            // Copy up to the next "%" in one piece: it may hold multi-byte characters.
            let end = bytes[i..]
                .iter()
                .position(|&b| b == b'%')
                .map_or(bytes.len(), |p| i + p);
            let run = &component[i..end];
            if lowercase {
                out.extend(run.chars().map(|c| c.to_ascii_lowercase()));
            } else {
                out.push_str(run);
            }
            i = end;
            continue;
        }
        let Some(octet) = crate::percent::pct(&bytes[i..]) else {
            unreachable!("pct-encoded has two HEXDIG")
        };
        if RUNGS & rungs::PERCENT != 0 && crate::percent::is_unreserved(octet) {
            let c = char::from(octet);
            out.push(if lowercase { c.to_ascii_lowercase() } else { c });
        } else if let Some((c, len)) = (RUNGS & rungs::PERCENT != 0 && iri && !octet.is_ascii())
            .then(|| iunreserved_at(&bytes[i..]))
            .flatten()
        {
            out.push(c);
            i += len;
            continue;
        } else {
            out.push('%');
            out.push(char::from(bytes[i + 1].to_ascii_uppercase()));
            out.push(char::from(bytes[i + 2].to_ascii_uppercase()));
        }
        i += 3;
    }
}

/// The `ucschar` that the percent-encoded octets at the start of `rest` spell in UTF-8, and how many bytes
/// of `rest` they take (three per octet): `None` when they are not the UTF-8 of one character, or when
/// that character is no `ucschar` or is a bidirectional formatting character (RFC 3987 4.1).
fn iunreserved_at(rest: &[u8]) -> Option<(char, usize)> {
    let lead = crate::percent::pct(rest)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut octets = [0; 4];
    for (k, octet) in octets.iter_mut().enumerate().take(len) {
        *octet = crate::percent::pct(rest.get(3 * k..)?)?;
    }
    let c = core::str::from_utf8(&octets[..len]).ok()?.chars().next()?;
    let allowed = crate::percent::is_ucschar(c) && !crate::percent::is_bidi_format(c);
    allowed.then_some((c, 3 * len))
}

#[cfg(test)]
mod tests {
    use crate::Rule;

    #[test]
    fn is_unreserved_is_the_grammars_unreserved() {
        for octet in 0..=u8::MAX {
            let matches = octet.is_ascii()
                && Rule::Unreserved.matches(char::from(octet).encode_utf8(&mut [0; 4]));
            assert_eq!(
                crate::percent::is_unreserved(octet),
                matches,
                "{octet:#04x}"
            );
        }
    }
}

macro_rules! key_impls {
    ($name:ident, $example:literal) => {
        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $name {}

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &$name) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        /// Orders by the normal form's text.
        impl Ord for $name {
            fn cmp(&self, other: &$name) -> core::cmp::Ordering {
                self.as_str().cmp(other.as_str())
            }
        }

        /// Hashes the normal form's text, as `str` does.
        impl core::hash::Hash for $name {
            fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
            }
        }

        /// The normal form's text.
        ///
        /// ```
        /// use rfc3986::Normalization;
        ///
        #[doc = concat!("let key = rfc3986::", stringify!($name), "::new(&", $example, ", Normalization::Syntax);")]
        /// let text: &str = key.as_ref();
        /// assert_eq!(text, "http://a/");
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        /// The normal form's text, so that a set of keys can be looked up with a `&str` in normal form.
        ///
        /// ```
        /// use std::collections::HashSet;
        /// use rfc3986::Normalization;
        ///
        #[doc = concat!("let keys = HashSet::from([rfc3986::", stringify!($name), "::new(&", $example, ", Normalization::Syntax)]);")]
        /// assert!(keys.contains("http://a/"));
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl core::borrow::Borrow<str> for $name {
            fn borrow(&self) -> &str {
                self.as_str()
            }
        }
    };
}

key_impls!(Normalized, "rfc3986::UriRef::parse(\"HTTP://A/\")?");
key_impls!(NormalizedIri, "rfc3986::IriRef::parse(\"HTTP://A/\")?");

macro_rules! serde_key {
    ($name:ident, $example:literal) => {
        /// Serializes the normal form's text. There is no `Deserialize`: the text does not say the level it
        /// was normalized at. Deserialize the reference type and make the key with `new` at the level the
        /// keys of the map use.
        ///
        /// ```
        /// use rfc3986::Normalization;
        ///
        #[doc = concat!("let key = rfc3986::", stringify!($name), "::new(&", $example, ", Normalization::Syntax);")]
        /// assert_eq!(serde_json::to_string(&key)?, "\"http://a/\"");
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[cfg(feature = "serde")]
        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }
    };
}

serde_key!(Normalized, "rfc3986::UriRef::parse(\"HTTP://A/\")?");
serde_key!(NormalizedIri, "rfc3986::IriRef::parse(\"HTTP://A/\")?");
