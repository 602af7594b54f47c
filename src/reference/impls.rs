//! The conversions and comparisons Rust users expect of a string type: `TryFrom<String>`, `From<_> for
//! String`, `PartialEq` with `str`, `Borrow<str>`, and a typed host from the standard address types.

use core::borrow::Borrow;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use core::str::FromStr;

use alloc::string::String;

use crate::reference::components::{Host, UserinfoDebug};
use crate::reference::{Iri, IriKind, IriRef, IriRelativeRef, RelativeRef, Uri, UriKind, UriRef};
use crate::syntax::error::ParseError;
use crate::syntax::parts::{HostData, Parts};
use crate::{Rule, syntax::build};

/// The error of `TryFrom<String>` for the reference types: the string did not parse, and here it is back,
/// with the [`ParseError`] that says where and why. `Display` is the parse error's message; converting into
/// [`ParseError`] or [`Error`](crate::Error) drops the string.
///
/// ```
/// use rfc3986::UriRef;
///
/// let err = UriRef::try_from(String::from("http://a b/")).unwrap_err();
/// assert_eq!(err.error().index(), 8);
/// let text: String = err.into_inner(); // the caller's string, not a copy
/// assert_eq!(text, "http://a b/");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct FromStringError {
    error: ParseError,
    string: String,
}

impl FromStringError {
    /// Where and why the string is not a reference of the type.
    #[must_use]
    pub fn error(&self) -> ParseError {
        self.error
    }

    /// The string that did not parse, as it was given.
    #[must_use]
    pub fn into_inner(self) -> String {
        self.string
    }
}

/// The string with a password redacted (as every error of the crate shows input).
impl fmt::Debug for FromStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FromStringError")
            .field("error", &self.error)
            .field("string", &crate::redact_password(&self.string))
            .finish()
    }
}

impl fmt::Display for FromStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.error, f)
    }
}

impl core::error::Error for FromStringError {}

impl From<FromStringError> for ParseError {
    fn from(err: FromStringError) -> ParseError {
        err.error
    }
}

macro_rules! string_impls {
    ($name:ident, $rule:expr, $example:literal) => {
        /// Parses the string and keeps it as the reference's text, without copying it; when it does not
        /// parse, the error gives the string back ([`FromStringError::into_inner`]).
        ///
        /// ```
        #[doc = concat!("use rfc3986::", stringify!($name), ";")]
        ///
        #[doc = concat!("let r = ", stringify!($name), "::try_from(String::from(\"", $example, "\"))?;")]
        #[doc = concat!("assert_eq!(r, \"", $example, "\");")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl TryFrom<String> for $name {
            type Error = FromStringError;

            fn try_from(s: String) -> Result<$name, FromStringError> {
                match build::lower_in::<<$name as crate::reference::ParsedBy>::Family>($rule, &s) {
                    Ok(spans) => Ok($name(Parts::parsed(s, spans))),
                    Err(error) => Err(FromStringError { error, string: s }),
                }
            }
        }

        /// The reference's text, without copying it.
        ///
        /// ```
        #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
        #[doc = concat!("assert_eq!(String::from(r), \"", $example, "\");")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl From<$name> for String {
            fn from(r: $name) -> String {
                r.into_string()
            }
        }

        /// Compares the text, as `==` between two references does.
        ///
        /// ```
        #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
        #[doc = concat!("assert!(r == *\"", $example, "\");")]
        #[doc = concat!("assert!(*\"", $example, "\" == r);")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for str {
            fn eq(&self, other: &$name) -> bool {
                self == other.as_str()
            }
        }

        impl PartialEq<$name> for &str {
            fn eq(&self, other: &$name) -> bool {
                *self == other.as_str()
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        /// The text, so that sets and maps of references can be looked up with a `&str` (`Eq`, `Ord` and
        /// `Hash` agree with those of the text).
        ///
        /// ```
        /// use std::collections::HashSet;
        ///
        #[doc = concat!("let set = HashSet::from([rfc3986::", stringify!($name), "::parse(\"", $example, "\")?]);")]
        #[doc = concat!("assert!(set.contains(\"", $example, "\"));")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                self.as_str()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        /// Lists the components. A userinfo is shown only up to its first `:` (RFC 3986 3.2.1). The scheme of
        /// a type that always has one is shown as a string, not as an `Option`.
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let scheme = self.0.scheme().map(|s| self.0.slice(s));
                let scheme: &dyn fmt::Debug = match (matches!($rule, Rule::Uri | Rule::Iri), &scheme) {
                    (true, Some(s)) => s,
                    _ => &scheme,
                };
                f.debug_struct(stringify!($name))
                    .field("scheme", scheme)
                    .field("userinfo", &self.userinfo().map(UserinfoDebug))
                    .field("host", &self.host())
                    .field("port", &self.port())
                    .field("path", &self.path().as_str())
                    .field("query", &self.query())
                    .field("fragment", &self.fragment())
                    .finish()
            }
        }

        impl FromStr for $name {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<$name, ParseError> {
                $name::parse(s)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ParseError;

            fn try_from(s: &str) -> Result<$name, ParseError> {
                $name::parse(s)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        /// Compares the strings: two references are equal when they are written the same. For equivalence
        /// in the sense of RFC 3986 section 6, normalize them first.
        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $name {}

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &$name) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }

        /// Orders by the strings.
        impl Ord for $name {
            fn cmp(&self, other: &$name) -> Ordering {
                self.as_str().cmp(other.as_str())
            }
        }

        /// Hashes the string, as `str` does.
        impl Hash for $name {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
            }
        }
    };
}

string_impls!(UriRef, Rule::UriReference, "../a?b#c");
string_impls!(Uri, Rule::Uri, "http://example.com/a?b#c");
string_impls!(RelativeRef, Rule::RelativeRef, "../a?b#c");
string_impls!(IriRef, Rule::IriReference, "../résumé?q#f");
string_impls!(Iri, Rule::Iri, "http://example.com/résumé?q#f");
string_impls!(IriRelativeRef, Rule::IrelativeRef, "../résumé?q#f");

macro_rules! cross_eq {
    ($a:ident, $b:ident) => {
        /// Compares the text: a reference equals the absolute or relative reference written the same.
        impl PartialEq<$b> for $a {
            fn eq(&self, other: &$b) -> bool {
                self.as_str() == other.as_str()
            }
        }
    };
}

cross_eq!(UriRef, Uri);
cross_eq!(Uri, UriRef);
cross_eq!(UriRef, RelativeRef);
cross_eq!(RelativeRef, UriRef);
cross_eq!(IriRef, Iri);
cross_eq!(Iri, IriRef);
cross_eq!(IriRef, IriRelativeRef);
cross_eq!(IriRelativeRef, IriRef);

/// The reference that a [`UriKind`] holds, without copying.
///
/// ```
/// use rfc3986::{UriKind, UriRef};
///
/// let r = UriRef::parse("../a")?;
/// let kind = r.clone().into_kind();
/// assert!(matches!(kind, UriKind::Relative(_)));
/// assert_eq!(UriRef::from(kind), r);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl From<UriKind> for UriRef {
    fn from(kind: UriKind) -> UriRef {
        match kind {
            UriKind::Uri(uri) => uri.into(),
            UriKind::Relative(r) => r.into(),
        }
    }
}

/// The kind of a [`UriRef`], as [`UriRef::into_kind`].
impl From<UriRef> for UriKind {
    fn from(r: UriRef) -> UriKind {
        r.into_kind()
    }
}

/// An `IPv4address` host.
///
/// ```
/// use core::net::Ipv4Addr;
/// assert_eq!(rfc3986::Host::from(Ipv4Addr::LOCALHOST), rfc3986::Host::Ipv4(Ipv4Addr::LOCALHOST));
/// ```
impl From<Ipv4Addr> for Host<'_> {
    fn from(addr: Ipv4Addr) -> Self {
        Host::Ipv4(addr)
    }
}

/// An `IPv6address` host (written in brackets in a reference).
///
/// ```
/// use core::net::Ipv6Addr;
/// assert_eq!(rfc3986::Host::from(Ipv6Addr::LOCALHOST), rfc3986::Host::Ipv6(Ipv6Addr::LOCALHOST));
/// ```
impl From<Ipv6Addr> for Host<'_> {
    fn from(addr: Ipv6Addr) -> Self {
        Host::Ipv6(addr)
    }
}

/// An `IPv4address` or `IPv6address` host.
///
/// ```
/// use core::net::{IpAddr, Ipv6Addr};
/// let addr = IpAddr::V6(Ipv6Addr::LOCALHOST);
/// assert_eq!(rfc3986::Host::from(addr), rfc3986::Host::Ipv6(Ipv6Addr::LOCALHOST));
/// ```
impl From<IpAddr> for Host<'_> {
    fn from(addr: IpAddr) -> Self {
        match addr {
            IpAddr::V4(a) => Host::Ipv4(a),
            IpAddr::V6(a) => Host::Ipv6(a),
        }
    }
}

/// The reference that an [`IriKind`] holds, without copying.
///
/// ```
/// use rfc3986::{IriKind, IriRef};
///
/// let r = IriRef::parse("../é")?;
/// assert_eq!(IriRef::from(r.clone().into_kind()), r);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl From<IriKind> for IriRef {
    fn from(kind: IriKind) -> IriRef {
        match kind {
            IriKind::Iri(iri) => iri.into(),
            IriKind::Relative(r) => r.into(),
        }
    }
}

/// The kind of an [`IriRef`], as [`IriRef::into_kind`].
impl From<IriRef> for IriKind {
    fn from(r: IriRef) -> IriKind {
        r.into_kind()
    }
}

/// The parts of a URI read as those of an IRI: the same text and spans; a `reg-name` host is an
/// `ireg-name` (RFC 3987 2.2 makes every URI an IRI).
pub(crate) fn widened(parts: Parts) -> Parts {
    match parts.authority() {
        Some(a) if a.host_data == HostData::RegName => parts.map_host_data(|_| HostData::IregName),
        _ => parts,
    }
}

/// The parts of an all-ASCII IRI read as those of a URI: ASCII IRIs are exactly the URIs, since `ucschar`
/// and `iprivate` hold no ASCII character.
pub(crate) fn narrowed(parts: Parts) -> Parts {
    match parts.authority() {
        Some(a) if a.host_data == HostData::IregName => parts.map_host_data(|_| HostData::RegName),
        _ => parts,
    }
}

/// The error of converting an IRI into a URI type when it has characters outside ASCII: map it with
/// `to_uri` instead, which percent-encodes them (RFC 3987 3.1). It gives the IRI back.
///
/// ```
/// use rfc3986::{IriRef, UriRef};
///
/// let iri = IriRef::parse("/résumé")?;
/// let err = UriRef::try_from(iri.clone()).unwrap_err();
/// assert_eq!(err.to_string(), "the IRI has a character outside ASCII at index 2: it is not a URI");
/// assert_eq!(err.into_inner(), iri);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the IRI has a character outside ASCII at index {index}: it is not a URI")]
pub struct NotAsciiError<T> {
    iri: T,
    index: usize,
}

impl<T> NotAsciiError<T> {
    /// The IRI that could not be converted.
    ///
    /// ```
    /// let iri = rfc3986::Iri::parse("s:é")?;
    /// assert_eq!(rfc3986::Uri::try_from(iri.clone()).unwrap_err().into_inner(), iri);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn into_inner(self) -> T {
        self.iri
    }

    /// The byte index of the first character outside ASCII.
    ///
    /// ```
    /// let iri = rfc3986::Iri::parse("s:é")?;
    /// assert_eq!(rfc3986::Uri::try_from(iri).unwrap_err().index(), 2);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The same error with the IRI converted (into an [`IriRef`](crate::IriRef), for [`crate::Error`]).
    pub(crate) fn map<U>(self, f: impl FnOnce(T) -> U) -> NotAsciiError<U> {
        NotAsciiError {
            iri: f(self.iri),
            index: self.index,
        }
    }
}

macro_rules! uri_iri {
    ($uri:ident, $iri:ident, $uri_example:literal, $iri_example:literal) => {
        /// Every URI is an IRI (RFC 3987 2.2): the same text, without copying.
        ///
        /// ```
        #[doc = concat!("let uri = rfc3986::", stringify!($uri), "::parse(\"", $uri_example, "\")?;")]
        #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::from(uri);")]
        #[doc = concat!("assert_eq!(iri.as_str(), \"", $uri_example, "\");")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl From<$uri> for $iri {
            fn from(uri: $uri) -> $iri {
                $iri(widened(uri.0))
            }
        }

        /// An IRI whose characters are all ASCII is a URI: the same text, without copying.
        ///
        /// ```
        #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", $uri_example, "\")?;")]
        #[doc = concat!("assert!(rfc3986::", stringify!($uri), "::try_from(iri).is_ok());")]
        #[doc = concat!("let iri = rfc3986::", stringify!($iri), "::parse(\"", $iri_example, "\")?;")]
        #[doc = concat!("assert!(rfc3986::", stringify!($uri), "::try_from(iri).is_err());")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl TryFrom<$iri> for $uri {
            type Error = NotAsciiError<$iri>;

            fn try_from(iri: $iri) -> Result<$uri, NotAsciiError<$iri>> {
                match iri.as_str().bytes().position(|b| !b.is_ascii()) {
                    Some(index) => Err(NotAsciiError { iri, index }),
                    None => Ok($uri(narrowed(iri.0))),
                }
            }
        }
    };
}

uri_iri!(UriRef, IriRef, "../a?b#c", "../é?b#c");
uri_iri!(Uri, Iri, "http://example.com/a", "http://example.com/é");
uri_iri!(RelativeRef, IriRelativeRef, "../a?b#c", "../é?b#c");
