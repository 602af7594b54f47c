//! `http::Uri` (the `http` crate, 1.x) from a [`Uri`], and a [`UriRef`] from an `http::Uri`.
//!
//! To `http::Uri`: the result is what `http`'s own parser makes of the URI's text, so the conversion fails
//! exactly where that parser fails; before it, what `http::Uri` should not or cannot hold is refused, never
//! dropped in silence: the password of a `user:password` userinfo (RFC 9110 4.2.4), a fragment, and a URI
//! without an authority (which `http` would read as something else). The reason of a refusal is this
//! crate's, found from the parsed components ([`ToHttpErrorKind`]). The explicit ways past the first two
//! are the reference types' `without_password()` and `without_fragment()`, and
//! [`Uri::to_http_with_password`] for a program that hands credentials on on purpose.
//!
//! From `http::Uri`: by its parts, as the request-target forms of RFC 9112 3.2, then parsed strictly.

use alloc::string::{String, ToString};
use core::fmt;

use crate::syntax::parts::{Parts, Spans};
use crate::{ParseError, Part, RelativeRef, Uri, UriRef};

/// The longest text `http::Uri` holds: `u16::MAX - 1` bytes.
const MAX_LEN: usize = 65_534;
/// The longest scheme other than `http` and `https` that `http::Uri` holds.
const MAX_SCHEME_LEN: usize = 64;
/// The most `:` that `http::Uri` reads in an authority between two of `@`, `]` and its start.
const MAX_COLONS: usize = 8;

/// Why a [`Uri`] has no `http::Uri` (RFC 3986 allows all of these; `http` does not).
///
/// ```
/// use rfc3986::interop::ToHttpErrorKind;
/// use rfc3986::Uri;
///
/// let kind = |s| http::Uri::try_from(&Uri::parse(s).unwrap()).unwrap_err().kind();
/// assert_eq!(kind("https://h/#top"), ToHttpErrorKind::Fragment);
/// assert_eq!(kind("http://app:s3cret@proxy.example/"), ToHttpErrorKind::Password);
/// assert_eq!(kind("mailto:a@example.com"), ToHttpErrorKind::NoAuthority);
/// assert_eq!(kind("http://ex%61mple.com/"), ToHttpErrorKind::PercentEncodedHost);
/// assert_eq!(kind("file:///etc/hosts"), ToHttpErrorKind::EmptyAuthority);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToHttpErrorKind {
    /// The userinfo has a password (`user:password@`), which an `http::Uri` bound for a client or a log
    /// must not carry: RFC 3986 3.2.1 deprecates it and RFC 9110 4.2.4 forbids a sender to generate a
    /// userinfo in an `http` or `https` URI. `without_password()` drops it on purpose (the user name
    /// stays); [`Uri::to_http_with_password`] keeps it on purpose. The index is the `:` before it.
    Password,
    /// The URI has a fragment, which `http::Uri` cannot hold (`http`'s parser drops it; this conversion
    /// refuses it): [`Uri::without_fragment`] drops it on purpose.
    Fragment,
    /// The URI has no authority (no `//` after the scheme's `:`). `http::Uri` holds a scheme only as
    /// `scheme "://" authority`, and reads other text as an authority (`mailto:a@b` would be the
    /// authority-form `mailto:a@b` with no scheme) or refuses it.
    NoAuthority,
    /// The authority is empty (`file:///x`, `http://?q`): `http::Uri` requires one after `://`.
    EmptyAuthority,
    /// A userinfo with neither a host nor a port after its `@` (`http://u@/`).
    EmptyHostAfterUserinfo,
    /// A `%` in the host (`ex%61mple.com`): `http::Uri` allows percent-encoding only in a userinfo.
    PercentEncodedHost,
    /// More than eight `:` in the authority before an `@` or a `]` (a userinfo or an `IPvFuture` with many
    /// colons).
    TooManyColons,
    /// More than 65,534 bytes.
    TooLong,
    /// A scheme of more than 64 characters (other than `http` and `https`).
    SchemeTooLong,
    /// `http`'s parser refuses the text for a reason not listed here, which the message gives.
    Other,
    /// A relative reference that is not an origin-form request target (RFC 9112 3.2.1: an absolute path
    /// and a query) nor the asterisk-form `*` (3.2.4): `http::Uri` holds no other relative reference.
    NotOriginForm,
}

/// The error of converting a [`Uri`] into an `http::Uri`: what [`kind`](ToHttpError::kind) of text
/// `http::Uri` cannot hold, and where.
///
/// ```
/// use rfc3986::Uri;
///
/// let err = http::Uri::try_from(&Uri::parse("http://ex%61mple.com/")?).unwrap_err();
/// assert_eq!(err.index(), Some(7));
/// assert_eq!(err.to_string(), "http::Uri refuses the percent-encoded host at index 7 (it allows % only in a userinfo)");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToHttpError {
    kind: ToHttpErrorKind,
    index: Option<usize>,
    /// The length of the part at fault, for the lengths' kinds; `http`'s message for [`ToHttpErrorKind::Other`].
    detail: Detail,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Detail {
    None,
    Length(usize),
    Http(String),
}

impl ToHttpError {
    fn new(kind: ToHttpErrorKind, index: Option<usize>) -> ToHttpError {
        ToHttpError {
            kind,
            index,
            detail: Detail::None,
        }
    }

    /// What `http::Uri` cannot hold.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:isbn:0451450523")?;
    /// let err = http::Uri::try_from(&uri).unwrap_err();
    /// assert_eq!(err.kind(), rfc3986::interop::ToHttpErrorKind::NoAuthority);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> ToHttpErrorKind {
        self.kind
    }

    /// The byte index in the URI's text where the part at fault begins: the `#` of a fragment, the host,
    /// the authority. `None` when the fault is the whole text (its length, no authority, `http`'s other
    /// reasons).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h/p#f")?;
    /// assert_eq!(http::Uri::try_from(&uri).unwrap_err().index(), Some(10));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        self.index
    }
}

impl fmt::Display for ToHttpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.index.unwrap_or(0);
        let length = match self.detail {
            Detail::Length(n) => n,
            _ => 0,
        };
        match self.kind {
            ToHttpErrorKind::Password => write!(
                f,
                "http::Uri would carry the password at index {at} (RFC 9110 4.2.4 forbids a userinfo in an http URI): remove it first, or keep it on purpose with to_http_with_password"
            ),
            ToHttpErrorKind::Fragment => write!(
                f,
                "http::Uri cannot hold the fragment at index {at}: remove the fragment first"
            ),
            ToHttpErrorKind::NoAuthority => f.write_str(
                "http::Uri holds a scheme only as scheme \"://\" authority, and this URI has no authority",
            ),
            ToHttpErrorKind::EmptyAuthority => {
                write!(f, "http::Uri refuses the empty authority at index {at}")
            }
            ToHttpErrorKind::EmptyHostAfterUserinfo => write!(
                f,
                "http::Uri refuses a userinfo with no host after its \"@\" (the host at index {at})"
            ),
            ToHttpErrorKind::PercentEncodedHost => write!(
                f,
                "http::Uri refuses the percent-encoded host at index {at} (it allows % only in a userinfo)"
            ),
            ToHttpErrorKind::TooManyColons => write!(
                f,
                "http::Uri refuses more than {MAX_COLONS} \":\" in the authority at index {at} before an \"@\" or \"]\""
            ),
            ToHttpErrorKind::TooLong => write!(
                f,
                "http::Uri holds at most {MAX_LEN} bytes, and this URI has {length}"
            ),
            ToHttpErrorKind::SchemeTooLong => write!(
                f,
                "http::Uri holds a scheme of at most {MAX_SCHEME_LEN} characters, and this one has {length}"
            ),
            ToHttpErrorKind::NotOriginForm => f.write_str(
                "http::Uri holds a relative reference only as a request's origin-form, an absolute path and a query (RFC 9112 3.2.1), or as \"*\"",
            ),
            ToHttpErrorKind::Other => match &self.detail {
                Detail::Http(message) => write!(f, "http::Uri refuses it: {message}"),
                _ => f.write_str("http::Uri refuses it"),
            },
        }
    }
}

impl core::error::Error for ToHttpError {}

/// The spans of `parts`, or the error for its fragment, which `http::Uri` cannot hold.
fn without_fragment(parts: &Parts) -> Result<Spans, ToHttpError> {
    let spans = parts.spans();
    match spans.fragment {
        Some(fragment) => Err(ToHttpError::new(
            ToHttpErrorKind::Fragment,
            Some(fragment.start - 1),
        )),
        None => Ok(spans),
    }
}

/// What `http::Uri` cannot hold whatever its parser says: a fragment, or no authority.
fn unholdable(parts: &Parts) -> Result<Spans, ToHttpError> {
    let spans = without_fragment(parts)?;
    if spans.authority.is_none() {
        return Err(ToHttpError::new(ToHttpErrorKind::NoAuthority, None));
    }
    Ok(spans)
}

/// The reason `http`'s parser has to refuse the text of `parts`, if it has one that this crate knows,
/// found in the order in which that parser checks: the length, the scheme, the authority's characters
/// (colons), then the authority as a whole (an empty host after `@`, a `%` in the host, emptiness).
fn diagnose(parts: &Parts, spans: &Spans) -> Option<ToHttpError> {
    let text = &*parts.text;
    let sized = |kind, index, n| ToHttpError {
        kind,
        index,
        detail: Detail::Length(n),
    };
    if text.len() > MAX_LEN {
        return Some(sized(ToHttpErrorKind::TooLong, None, text.len()));
    }
    let scheme = spans.scheme.map_or(0, |s| s.end - s.start);
    let standard = spans
        .scheme
        .map(|s| parts.slice(s))
        .is_some_and(|s| s.eq_ignore_ascii_case("http") || s.eq_ignore_ascii_case("https"));
    if scheme > MAX_SCHEME_LEN && !standard {
        return Some(sized(ToHttpErrorKind::SchemeTooLong, Some(0), scheme));
    }
    let authority = spans.authority?;
    let mut colons = 0;
    for (i, b) in parts.slice(authority.span).bytes().enumerate() {
        match b {
            b':' if colons == MAX_COLONS => {
                return Some(ToHttpError::new(
                    ToHttpErrorKind::TooManyColons,
                    Some(authority.span.start + i),
                ));
            }
            b':' => colons += 1,
            b'@' | b']' => colons = 0,
            _ => {}
        }
    }
    let host = authority.host;
    let index = Some(host.start);
    if authority.userinfo.is_some() && host.start == host.end && authority.port.is_none() {
        return Some(ToHttpError::new(
            ToHttpErrorKind::EmptyHostAfterUserinfo,
            index,
        ));
    }
    if parts.slice(host).contains('%') {
        return Some(ToHttpError::new(ToHttpErrorKind::PercentEncodedHost, index));
    }
    if authority.span.start == authority.span.end {
        return Some(ToHttpError::new(
            ToHttpErrorKind::EmptyAuthority,
            Some(authority.span.start),
        ));
    }
    None
}

/// Whether `http` read the text with the components of `spans`: the same lengths, in the same order,
/// of the same text (the scheme, `://`, the authority, the path, `/` when empty, and the query).
fn agrees(spans: &Spans, http: &http::Uri) -> bool {
    let len = |s: crate::syntax::parts::Span| s.end - s.start;
    let path = match len(spans.path) {
        0 => http.path() == "/",
        n => http.path().len() == n,
    };
    http.scheme_str().map(str::len) == spans.scheme.map(len)
        && http.authority().map(|a| a.as_str().len()) == spans.authority.map(|a| len(a.span))
        && path
        && http.query().map(str::len) == spans.query.map(len)
}

/// What `http::Uri` cannot hold, and the reason `http`'s parser would give, found before the text is
/// handed over (so that an owned text need not be kept).
fn prepare(parts: &Parts) -> Result<(Spans, Option<ToHttpError>), ToHttpError> {
    let spans = unholdable(parts)?;
    let reason = diagnose(parts, &spans);
    Ok((spans, reason))
}

/// `http`'s verdict, with this crate's reason when it refuses.
fn finish(
    spans: &Spans,
    reason: Option<ToHttpError>,
    parsed: Result<http::Uri, http::uri::InvalidUri>,
) -> Result<http::Uri, ToHttpError> {
    let other = |message: String| ToHttpError {
        kind: ToHttpErrorKind::Other,
        index: None,
        detail: Detail::Http(message),
    };
    match parsed {
        Ok(uri) if agrees(spans, &uri) => Ok(uri),
        Ok(_) => Err(other("it reads the text with other components".into())),
        Err(err) => Err(reason.unwrap_or_else(|| other(err.to_string()))),
    }
}

/// The error for the password of `uri`'s userinfo, if it has one: an `http::Uri` does not carry it unless
/// asked ([`Uri::to_http_with_password`]).
fn password(uri: &Uri) -> Result<(), ToHttpError> {
    match uri.span(Part::Password) {
        Some(password) => Err(ToHttpError::new(
            ToHttpErrorKind::Password,
            Some(password.start - 1),
        )),
        None => Ok(()),
    }
}

/// What `http`'s parser makes of the URI's text (`http::Uri::try_from(text)`, which copies the text), after
/// refusing a password, a fragment and a URI without an authority.
///
/// The password of a `user:password` userinfo is refused, never dropped in silence: RFC 3986 3.2.1
/// deprecates it ("Applications should not render as clear text any data after the first colon"), and RFC
/// 9110 4.2.4 forbids a sender to generate a userinfo in an `http` or `https` URI at all, so an
/// `http::Uri` handed to a client or a log must not carry it. `uri.without_password()` drops it (the user
/// name stays) and [`Uri::to_http_with_password`] keeps it, each on purpose. `http::Uri` lower-cases the
/// schemes `http` and `https` and writes an empty path as `/`; the other components are the URI's, byte
/// for byte. An error's index is into the URI's text.
///
/// # Errors
///
/// A [`ToHttpError`] wherever `http`'s parser fails, and for a password, a fragment or a URI without an
/// authority.
///
/// ```
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("HTTP://example.com?q=1")?;
/// let http = http::Uri::try_from(&uri)?;
/// assert_eq!((http.scheme_str(), http.path(), http.query()), (Some("http"), "/", Some("q=1")));
/// assert!(http::Uri::try_from(&Uri::parse("http://a/#f")?).is_err());
///
/// let proxy = Uri::parse("http://app:s3cret@proxy.example:3128/")?;
/// let err = http::Uri::try_from(&proxy).unwrap_err();
/// assert_eq!((err.kind(), err.index()), (rfc3986::interop::ToHttpErrorKind::Password, Some(10)));
/// assert_eq!(http::Uri::try_from(&proxy.without_password())?, "http://app@proxy.example:3128/");
/// assert_eq!(proxy.to_http_with_password()?, "http://app:s3cret@proxy.example:3128/");
/// # Ok::<(), rfc3986::Error>(())
/// ```
impl TryFrom<&Uri> for http::Uri {
    type Error = ToHttpError;

    fn try_from(uri: &Uri) -> Result<http::Uri, ToHttpError> {
        password(uri)?;
        uri.to_http_with_password()
    }
}

/// As `TryFrom<&Uri>` (a password refused), handing the URI's text to `http` without copying it.
///
/// ```
/// let uri = rfc3986::Uri::parse("https://example.com/a")?;
/// assert_eq!(http::Uri::try_from(uri)?, "https://example.com/a");
/// # Ok::<(), rfc3986::Error>(())
/// ```
impl TryFrom<Uri> for http::Uri {
    type Error = ToHttpError;

    fn try_from(uri: Uri) -> Result<http::Uri, ToHttpError> {
        password(&uri)?;
        let (spans, reason) = prepare(&uri.0)?;
        finish(&spans, reason, http::Uri::try_from(uri.into_string()))
    }
}

impl Uri {
    /// The `http::Uri` of this URI with its password, which `TryFrom<&Uri>` refuses (see there for why):
    /// the text exactly as `http`'s parser reads it. For a program that hands credentials on on
    /// purpose (a proxy setting that a client library reads from the URI).
    ///
    /// # Errors
    ///
    /// As `TryFrom<&Uri>`, but for the password.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://app:s3cret@proxy.example:3128/")?;
    /// let http = uri.to_http_with_password()?;
    /// assert_eq!(http.authority().map(|a| a.as_str()), Some("app:s3cret@proxy.example:3128"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn to_http_with_password(&self) -> Result<http::Uri, ToHttpError> {
        let (spans, reason) = prepare(&self.0)?;
        finish(&spans, reason, http::Uri::try_from(self.as_str()))
    }
}

/// What `http::Uri` cannot hold of a relative reference: a fragment, an authority, a path that does not
/// begin with `/` (other than `*`).
fn origin_form(parts: &Parts) -> Result<Spans, ToHttpError> {
    let spans = without_fragment(parts)?;
    let path = parts.slice(spans.path);
    if spans.authority.is_some() || !(path.starts_with('/') || path == "*") {
        return Err(ToHttpError::new(ToHttpErrorKind::NotOriginForm, Some(0)));
    }
    if parts.text.len() > MAX_LEN {
        return Err(ToHttpError {
            kind: ToHttpErrorKind::TooLong,
            index: None,
            detail: Detail::Length(parts.text.len()),
        });
    }
    Ok(spans)
}

/// A relative reference as an `http::Uri` in origin-form (RFC 9112 3.2.1, `absolute-path [ "?" query ]`,
/// what a request line carries for most requests) or the asterisk-form `*` (3.2.4): the same path and
/// query, byte for byte.
///
/// # Errors
///
/// A [`ToHttpError`] for a fragment, and of kind [`NotOriginForm`](ToHttpErrorKind::NotOriginForm) for an
/// authority (`//h/p`) or a path that does not begin with `/` (`a/b`, `?q`, the empty reference).
///
/// ```
/// use rfc3986::RelativeRef;
///
/// let target = http::Uri::try_from(&RelativeRef::parse("/search?q=rust")?)?;
/// assert_eq!((target.path(), target.query()), ("/search", Some("q=rust")));
/// assert_eq!(target.scheme(), None);
/// assert!(http::Uri::try_from(&RelativeRef::parse("../a")?).is_err());
/// assert!(http::Uri::try_from(&RelativeRef::parse("/a#f")?).is_err());
/// # Ok::<(), rfc3986::Error>(())
/// ```
impl TryFrom<&RelativeRef> for http::Uri {
    type Error = ToHttpError;

    fn try_from(r: &RelativeRef) -> Result<http::Uri, ToHttpError> {
        let spans = origin_form(&r.0)?;
        finish(&spans, None, http::Uri::try_from(r.as_str()))
    }
}

/// As `TryFrom<&RelativeRef>`, handing the text to `http` without copying it.
///
/// ```
/// let r = rfc3986::RelativeRef::parse("/a?b")?;
/// assert_eq!(http::Uri::try_from(r)?, "/a?b");
/// # Ok::<(), rfc3986::Error>(())
/// ```
impl TryFrom<RelativeRef> for http::Uri {
    type Error = ToHttpError;

    fn try_from(r: RelativeRef) -> Result<http::Uri, ToHttpError> {
        let spans = origin_form(&r.0)?;
        finish(&spans, None, http::Uri::try_from(r.into_string()))
    }
}

/// The error of reading an `http::Uri` as a [`UriRef`]: its text is not RFC 3986 (`http` accepts `{`,
/// `}`, `"` and raw UTF-8 in a path and a query), or it is an origin-form whose path begins with `//`.
///
/// ```
/// use rfc3986::interop::FromHttpError;
/// use rfc3986::UriRef;
///
/// let err = UriRef::try_from(&http::Uri::from_static("/a{b}")).unwrap_err();
/// assert!(matches!(err, FromHttpError::Syntax(_)));
/// let err = UriRef::try_from(&http::Uri::from_static("//evil.example/x")).unwrap_err();
/// assert!(matches!(err, FromHttpError::PathLooksLikeAuthority));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FromHttpError {
    /// The text is not an RFC 3986 URI reference; the index is into the reference's text as this
    /// conversion writes it (`http::Uri`'s `Display`, with `//` before the authority of an authority-form).
    Syntax(ParseError),
    /// An origin-form (no scheme, no authority) whose path begins with `//`: as a URI reference, `//` begins
    /// an authority (RFC 3986 4.2), so the same text would name another host.
    PathLooksLikeAuthority,
    /// A [`Uri`] was asked for, and the `http::Uri` has no scheme (an origin-form or an authority-form):
    /// [`Uri::from_request_target`] rebuilds a request's target URI from the Host field.
    NoScheme,
}

impl fmt::Display for FromHttpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromHttpError::Syntax(err) => write!(f, "the http::Uri is not RFC 3986: {err}"),
            FromHttpError::PathLooksLikeAuthority => f.write_str(
                "the origin-form path begins with \"//\", which a URI reference reads as an authority",
            ),
            FromHttpError::NoScheme => f.write_str(
                "the http::Uri has no scheme: a request's target URI takes its scheme and authority from the connection and the Host field (RFC 9112 3.3)",
            ),
        }
    }
}

/// The message of [`Syntax`](FromHttpError::Syntax) includes its [`ParseError`]'s, so `source()` is `None`
/// (the crate's one policy: a message complete on its own).
impl core::error::Error for FromHttpError {}

/// Reads an `http::Uri` by its parts, as the request-target forms of RFC 9112 3.2:
///
/// | `http::Uri` | form | reference |
/// |---|---|---|
/// | scheme, authority, path, query | absolute-form (3.2.2) | the URI, with `http`'s path (`/` when empty) |
/// | path, query | origin-form (3.2.1) | a relative reference with an absolute path |
/// | authority alone (`www.example.com:80`) | authority-form (3.2.3) | the network-path reference `//www.example.com:80` |
/// | `*` | asterisk-form (3.2.4) | the relative reference `*` |
///
/// The text is then parsed as an RFC 3986 URI-reference, strictly: `http` accepts `{`, `}`, `"` and raw
/// UTF-8 in a path and a query, which are refused with the [`ParseError`]. An origin-form path that begins
/// with `//` (`//evil.example/x`, which `http` accepts as a path) is refused rather than rewritten: as a
/// reference it would name the host `evil.example`, and writing it `/.//evil.example/x` would give a
/// reference that is not the request's text. [`Uri::from_request_target`] reads such a target as the
/// path it is.
///
/// ```
/// use rfc3986::UriRef;
///
/// let r = |s: &'static str| UriRef::try_from(&http::Uri::from_static(s));
/// assert_eq!(r("https://example.com")?, "https://example.com/");
/// assert_eq!(r("/search?q=rust")?, "/search?q=rust");
/// assert_eq!(r("www.example.com:80")?, "//www.example.com:80");
/// assert_eq!(r("*")?, "*");
/// assert!(r("/caf\u{e9}").is_err());
/// # Ok::<(), rfc3986::interop::FromHttpError>(())
/// ```
impl TryFrom<&http::Uri> for UriRef {
    type Error = FromHttpError;

    fn try_from(uri: &http::Uri) -> Result<UriRef, FromHttpError> {
        let path = uri.path();
        let mut text = String::new();
        match (uri.scheme_str(), uri.authority()) {
            (Some(scheme), authority) => {
                text.push_str(scheme);
                text.push(':');
                if let Some(authority) = authority {
                    text.push_str("//");
                    text.push_str(authority.as_str());
                }
            }
            (None, Some(authority)) => {
                text.push_str("//");
                text.push_str(authority.as_str());
            }
            (None, None) if path.starts_with("//") => {
                return Err(FromHttpError::PathLooksLikeAuthority);
            }
            (None, None) => {}
        }
        text.push_str(path);
        if let Some(query) = uri.query() {
            text.push('?');
            text.push_str(query);
        }
        UriRef::try_from(text).map_err(|e| FromHttpError::Syntax(e.error()))
    }
}

/// The absolute-form of an `http::Uri` (one with a scheme) as a [`Uri`], as `UriRef::try_from` reads it.
///
/// ```
/// use rfc3986::interop::FromHttpError;
/// use rfc3986::Uri;
///
/// let request: http::Uri = "https://example.com/a/b?x".parse()?;
/// assert_eq!(Uri::try_from(&request)?.join("../c")?, "https://example.com/c");
/// let origin_form: http::Uri = "/a/b?x".parse()?;
/// assert_eq!(Uri::try_from(&origin_form), Err(FromHttpError::NoScheme));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TryFrom<&http::Uri> for Uri {
    type Error = FromHttpError;

    fn try_from(uri: &http::Uri) -> Result<Uri, FromHttpError> {
        if uri.scheme().is_none() {
            return Err(FromHttpError::NoScheme);
        }
        Uri::try_from(UriRef::try_from(uri)?).map_err(|_| FromHttpError::NoScheme)
    }
}
