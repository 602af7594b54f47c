//! RFC 6454, the Web Origin Concept: the origin of an http, https, ws or wss URI (section 4), its ASCII
//! serialization (6.2), its comparison (5) and the `serialized-origin` syntax of 7.1
//! (`grammar/rfc6454-origin.pest`).

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use super::{first, spans};
use crate::reference::components::{Authority, default_port};
use crate::syntax::error::ParseError;
use crate::{Host, Rule, Uri, UriRef};

/// The schemes whose origins [`Origin`] holds (RFC 9110 4.2.1, 4.2.2; RFC 6455 3).
const SCHEMES: [&str; 4] = ["http", "https", "ws", "wss"];

/// The scheme among [`SCHEMES`] that `scheme` names (ASCII case-insensitively), in lower case, with its
/// default port (the crate's one table of them, [`default_port`]).
fn known(scheme: &str) -> Option<(&'static str, u16)> {
    let name = SCHEMES
        .iter()
        .find(|name| name.eq_ignore_ascii_case(scheme))?;
    Some((name, default_port(name)?))
}

/// The port that `digits` (a `port`, `*DIGIT`) names: `default` when it is empty, `None` when it does not
/// fit in 16 bits. Leading zeros are allowed (`0080` is 80).
pub(super) fn port_number(digits: Option<&str>, default: u16) -> Option<u16> {
    match digits {
        None | Some("") => Some(default),
        Some(digits) => {
            let digits = digits.trim_start_matches('0');
            if digits.is_empty() {
                Some(0)
            } else if digits.len() > 5 {
                None
            } else {
                digits.parse().ok()
            }
        }
    }
}

/// The origin (RFC 6454) of an `http`, `https`, `ws` or `wss` URI: the scheme and the host in lower case
/// and the port, the scheme's default when none is written (RFC 6454 4).
///
/// `Display` is the ASCII serialization of 6.2, `scheme "://" host`, then `":" port` only when the port is
/// not the scheme's default; `FromStr` reads 7.1's `serialized-origin` (with the scheme and host in any
/// case, and the default port written or not). Two origins are equal when their schemes, hosts and ports
/// are (RFC 6454 5), so `https://example.com` equals the origin of `https://EXAMPLE.com:443/x`. The host
/// is compared as text in lower case, as section 4 takes it: `[::1]` and `[0::1]` are different origins.
///
/// Other schemes have no `Origin` here: RFC 6454 4 gives a URI of a scheme the user agent does not know a
/// globally unique origin, which no value compares equal to, and [`Uri::origin`] gives `None` for one.
///
/// ```
/// use rfc3986::scheme::Origin;
/// use rfc3986::Uri;
///
/// let origin = Uri::parse("HTTPS://Example.COM:443/a?b")?.origin().unwrap();
/// assert_eq!(origin.to_string(), "https://example.com");
/// assert_eq!(origin, "https://example.com".parse::<Origin>()?);
/// assert_eq!(Uri::parse("http://h:8080/")?.origin().unwrap().to_string(), "http://h:8080");
/// assert!("https://example.com/".parse::<Origin>().is_err()); // a path, even "/"
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Origin {
    scheme: &'static str,
    host: String,
    port: u16,
}

impl Origin {
    /// The origin of a URI whose scheme is `scheme`, with `authority`: `None` for a scheme other than
    /// http, https, ws and wss, without an authority or with an empty host, with a port that does not fit
    /// in 16 bits, or, for ws and wss, with a userinfo (`ws-URI` has none, RFC 6455 3).
    pub(super) fn of(scheme: &str, authority: Option<Authority<'_>>) -> Option<Origin> {
        let authority = authority?;
        let websocket = scheme.eq_ignore_ascii_case("ws") || scheme.eq_ignore_ascii_case("wss");
        if websocket && authority.userinfo().is_some() {
            return None;
        }
        Origin::parts(scheme, authority.host_str(), authority.port())
    }

    /// The origin of the scheme, host and port (as written) of a URI; see [`Origin::of`].
    pub(super) fn parts(scheme: &str, host: &str, port: Option<&str>) -> Option<Origin> {
        let (scheme, default) = known(scheme)?;
        if host.is_empty() {
            return None;
        }
        Some(Origin {
            scheme,
            host: host.to_ascii_lowercase(),
            port: port_number(port, default)?,
        })
    }

    /// The scheme, in lower case: `http`, `https`, `ws` or `wss`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("HTTPS://h/")?;
    /// assert_eq!(uri.origin().unwrap().scheme(), "https");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn scheme(&self) -> &str {
        self.scheme
    }

    /// The host, by the rule of 3.2.2 it matched, as the reference types' `host()` gives it.
    ///
    /// ```
    /// use rfc3986::Host;
    ///
    /// let uri = rfc3986::Uri::parse("http://H/")?;
    /// assert_eq!(uri.origin().unwrap().host(), Host::RegName("h"));
    /// let uri = rfc3986::Uri::parse("http://192.0.2.1/")?;
    /// assert_eq!(uri.origin().unwrap().host(), Host::Ipv4([192, 0, 2, 1].into()));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Host<'_> {
        crate::reference::components::host_of(&self.host)
    }

    /// The host's text, in lower case, as written otherwise (an IP literal with its brackets).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://H/")?;
    /// assert_eq!(uri.origin().unwrap().host_str(), "h");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn host_str(&self) -> &str {
        &self.host
    }

    /// The port: the one written, the scheme's default when none is. An origin always has a port (RFC 6454
    /// 4); the name is the one every type of the crate gives the port to connect to.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h/")?;
    /// assert_eq!(uri.origin().unwrap().port_or_default(), 80);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn port_or_default(&self) -> u16 {
        self.port
    }

    /// The default port of the origin's scheme: 80 for http and ws, 443 for https and wss.
    ///
    /// ```
    /// let origin: rfc3986::scheme::Origin = "wss://h:8443".parse()?;
    /// assert_eq!((origin.port_or_default(), origin.default_port()), (8443, 443));
    /// # Ok::<(), rfc3986::scheme::OriginError>(())
    /// ```
    #[must_use]
    pub fn default_port(&self) -> u16 {
        known(self.scheme).map_or(0, |(_, port)| port)
    }
}

/// The ASCII serialization of RFC 6454 6.2: `scheme "://" host`, and `":" port` when the port is not the
/// scheme's default.
///
/// ```
/// let origin = rfc3986::Uri::parse("https://example.com:443/x")?.origin().unwrap();
/// assert_eq!(origin.to_string(), "https://example.com");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}://{}", self.scheme, self.host)?;
        if self.port != self.default_port() {
            write!(f, ":{}", self.port)?;
        }
        Ok(())
    }
}

/// Why a string is not an [`Origin`]: it does not match 7.1's `serialized-origin` (a path, even `/`, a
/// userinfo, a query, ...), or it does and names no origin of this type.
///
/// ```
/// use rfc3986::scheme::{Origin, OriginError};
///
/// let err = "https://u@example.com".parse::<Origin>().unwrap_err();
/// assert_eq!(err.to_string(), "invalid serialized-origin at index 9: unexpected \"@\", expected reg-name");
/// assert!(matches!("https://".parse::<Origin>(), Err(OriginError::EmptyHost)));
/// assert!(matches!("http://h:65536".parse::<Origin>(), Err(OriginError::Port)));
/// assert!(matches!("ftp://h".parse::<Origin>(), Err(OriginError::Scheme { .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OriginError {
    /// The string does not match `serialized-origin` (RFC 6454 7.1).
    #[error(transparent)]
    Syntax(#[from] ParseError),
    /// The host is empty: RFC 6454 4 takes the origin of a URI with a host.
    #[error("an origin has a host (RFC 6454 4), and this one is empty")]
    EmptyHost,
    /// The port does not fit in 16 bits.
    #[error("the port of an origin is a number below 65536")]
    Port,
    /// The scheme is not one whose default port this type knows (http, https, ws, wss).
    #[error(
        "the scheme {scheme:?} has no origin here: only http, https, ws and wss have a known default port"
    )]
    #[non_exhaustive]
    Scheme {
        /// The scheme, as written.
        scheme: String,
    },
}

/// Reads RFC 6454 7.1's `serialized-origin`, `scheme "://" host [ ":" port ]`: the scheme and the host in
/// any case, a port written or not (an empty one is the default, as RFC 3986 6.2.3 says), nothing after
/// it.
///
/// ```
/// use rfc3986::scheme::Origin;
///
/// let origin: Origin = "HTTPS://Example.com:443".parse()?;
/// assert_eq!(origin.to_string(), "https://example.com");
/// assert_eq!("http://[::1]:8080".parse::<Origin>()?.host_str(), "[::1]");
/// for bad in ["https://example.com/", "https://example.com/a", "https://u@h", "https://h?q", "null"] {
///     assert!(bad.parse::<Origin>().is_err(), "{bad}");
/// }
/// # Ok::<(), rfc3986::scheme::OriginError>(())
/// ```
impl FromStr for Origin {
    type Err = OriginError;

    fn from_str(s: &str) -> Result<Origin, OriginError> {
        let spans = spans(Rule::SerializedOrigin, s)?;
        let part = |rule| first(&spans, rule).map(|r| &s[r]);
        let scheme = part(Rule::Scheme).unwrap_or_default();
        let (name, default) = known(scheme).ok_or_else(|| OriginError::Scheme {
            scheme: scheme.into(),
        })?;
        let host = part(Rule::Host).unwrap_or_default();
        if host.is_empty() {
            return Err(OriginError::EmptyHost);
        }
        Ok(Origin {
            scheme: name,
            host: host.to_ascii_lowercase(),
            port: port_number(part(Rule::Port), default).ok_or(OriginError::Port)?,
        })
    }
}

impl TryFrom<&str> for Origin {
    type Error = OriginError;

    /// As `str::parse`.
    ///
    /// ```
    /// assert!(rfc3986::scheme::Origin::try_from("wss://h").is_ok());
    /// ```
    fn try_from(s: &str) -> Result<Origin, OriginError> {
        s.parse()
    }
}

/// `origin` for the two types that may have a scheme of their own. The docs are passed in.
macro_rules! origin_methods {
    ($($(#[$doc:meta])* $ty:ident;)*) => {$(
        impl $ty {
            $(#[$doc])*
            #[must_use]
            pub fn origin(&self) -> Option<Origin> {
                Origin::of(self.0.slice(self.0.scheme()?), self.authority())
            }
        }
    )*};
}

origin_methods! {
    /// The [origin](Origin) of the URI (RFC 6454 4) when its scheme is http, https, ws or wss and it has a
    /// non-empty host (and a port below 65536, and no userinfo for ws and wss, whose grammar has none);
    /// `None` otherwise, since RFC 6454 gives any other URI a globally unique origin that equals no other.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let a = Uri::parse("https://EXAMPLE.com:443/x")?.origin();
    /// assert_eq!(a, Some("https://example.com".parse()?));
    /// assert_eq!(Uri::parse("ftp://example.com/")?.origin(), None);
    /// assert_eq!(Uri::parse("http:///x")?.origin(), None); // empty host
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    Uri;

    /// The origin of the reference when it is a URI that has one: see [`Uri::origin`]. A relative
    /// reference has none until it is resolved.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// assert_eq!(UriRef::parse("wss://h:443/chat")?.origin().unwrap().to_string(), "wss://h");
    /// assert_eq!(UriRef::parse("//h/x")?.origin(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    UriRef;
}
