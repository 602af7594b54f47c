//! Borrowed views of the components of a reference: [`Authority`], [`Host`], [`UriPath`].

use core::fmt;
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::Rule;
use crate::syntax::parts::{AuthorityParts, HostData, Parts};

/// The [authority](https://www.rfc-editor.org/rfc/rfc3986#section-3.2) of a reference:
/// `[ userinfo "@" ] host [ ":" port ]`.
///
/// ```
/// use core::net::Ipv6Addr;
/// use rfc3986::{Host, UriRef};
///
/// let uri = UriRef::parse("ftp://anonymous@[2001:db8::7]:21/pub")?;
/// let authority = uri.authority().unwrap();
/// assert_eq!(authority.as_str(), "anonymous@[2001:db8::7]:21");
/// assert_eq!(authority.userinfo(), Some("anonymous"));
/// assert_eq!(authority.host_str(), "[2001:db8::7]");
/// assert_eq!(authority.host(), Host::Ipv6("2001:db8::7".parse::<Ipv6Addr>().unwrap()));
/// assert_eq!(authority.port(), Some("21"));
/// assert_eq!(authority.port_u16(), Some(21));
///
/// // Authorities compare by their text, whatever reference they belong to.
/// assert_eq!(UriRef::parse("//h:1/a")?.authority(), UriRef::parse("s://h:1")?.authority());
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Authority<'a> {
    text: &'a str,
    parts: AuthorityParts,
}

impl<'a> Authority<'a> {
    pub(crate) fn new(parts: &'a Parts) -> Option<Authority<'a>> {
        parts.authority().map(|a| Authority {
            text: &parts.text,
            parts: a,
        })
    }

    /// The whole authority, as written.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.as_str(), "u:p@[::1]:8");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        &self.text[self.parts.span.range()]
    }

    /// The [userinfo](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1) before `@`, or `None` when the
    /// authority has no `@`. It is `Some("")` for `//@host`.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.userinfo(), Some("u:p"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn userinfo(&self) -> Option<&'a str> {
        self.parts.userinfo.map(|s| &self.text[s.range()])
    }

    /// The user name of a `user:password` userinfo: the userinfo up to its first `:` (all of it when it has
    /// none), as written. RFC 3986 3.2.1 deprecates the `user:password` form, but database and proxy URLs
    /// still carry it. `None` when there is no userinfo.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("postgres://app%40eu:s%3Acret@db:5432/x")?;
    /// let a = uri.authority().unwrap();
    /// assert_eq!(a.username(), Some("app%40eu"));
    /// assert_eq!(a.password(), Some("s%3Acret"));
    /// assert_eq!(a.username_decoded()?.as_deref(), Some("app@eu"));
    /// assert_eq!(a.password_decoded()?.as_deref(), Some("s:cret"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn username(&self) -> Option<&'a str> {
        self.userinfo()
            .map(|u| u.split_once(':').map_or(u, |(user, _)| user))
    }

    /// The password of a `user:password` userinfo: what follows its first `:`, as written; `None` when the
    /// userinfo has no `:` or there is none. Show it to nobody: see [`UriRef::redacted`](crate::UriRef::redacted).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("ftp://anonymous@ftp.example/")?;
    /// assert_eq!(uri.authority().unwrap().password(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn password(&self) -> Option<&'a str> {
        self.userinfo()
            .and_then(|u| u.split_once(':'))
            .map(|(_, password)| password)
    }

    /// The [user name](Authority::username), percent-decoded as UTF-8; `Ok(None)` when there is no
    /// userinfo. Borrows the text when it has no `%XX`.
    ///
    /// # Errors
    ///
    /// The [`Utf8Error`](core::str::Utf8Error) of the decoded bytes when they are not UTF-8 (`%FF`), so that
    /// a name that is not the one written is never given silently:
    /// [`username_decoded_lossy`](Authority::username_decoded_lossy) writes U+FFFD in their place, and
    /// [`percent::decode`](crate::percent::decode) gives the bytes.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://J%C3%B6rg@h/")?;
    /// assert_eq!(uri.authority().unwrap().username_decoded()?.as_deref(), Some("Jörg"));
    /// let uri = rfc3986::Uri::parse("http://J%F6rg@h/")?; // Latin-1, not UTF-8
    /// assert!(uri.authority().unwrap().username_decoded().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn username_decoded(
        &self,
    ) -> Result<Option<alloc::borrow::Cow<'a, str>>, core::str::Utf8Error> {
        self.username().map(crate::percent::decode_utf8).transpose()
    }

    /// The [user name](Authority::username), percent-decoded as UTF-8 with U+FFFD for the bytes that are
    /// not; `None` when there is no userinfo. See [`username_decoded`](Authority::username_decoded), which
    /// says when they are not.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://J%F6rg@h/")?;
    /// assert_eq!(uri.authority().unwrap().username_decoded_lossy().as_deref(), Some("J\u{FFFD}rg"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn username_decoded_lossy(&self) -> Option<alloc::borrow::Cow<'a, str>> {
        self.username().map(crate::percent::decode_utf8_lossy)
    }

    /// The [password](Authority::password), percent-decoded as UTF-8; `Ok(None)` when there is none.
    /// Borrows the text when it has no `%XX`.
    ///
    /// # Errors
    ///
    /// The [`Utf8Error`](core::str::Utf8Error) of the decoded bytes when they are not UTF-8 (`%FF`), so that
    /// a password that is not the one written is never sent silently:
    /// [`password_decoded_lossy`](Authority::password_decoded_lossy) writes U+FFFD in their place, and
    /// [`percent::decode`](crate::percent::decode) gives the bytes. The error says where the bytes stop
    /// being UTF-8, never what they are.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://u:p%20w@h/")?;
    /// assert_eq!(uri.authority().unwrap().password_decoded()?.as_deref(), Some("p w"));
    /// let uri = rfc3986::Uri::parse("http://u:p%FFw@h/")?;
    /// let err = uri.authority().unwrap().password_decoded().unwrap_err();
    /// assert_eq!(err.valid_up_to(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn password_decoded(
        &self,
    ) -> Result<Option<alloc::borrow::Cow<'a, str>>, core::str::Utf8Error> {
        self.password().map(crate::percent::decode_utf8).transpose()
    }

    /// The [password](Authority::password), percent-decoded as UTF-8 with U+FFFD for the bytes that are
    /// not; `None` when there is none. See [`password_decoded`](Authority::password_decoded), which says
    /// when they are not.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://u:p%FFw@h/")?;
    /// assert_eq!(uri.authority().unwrap().password_decoded_lossy().as_deref(), Some("p\u{FFFD}w"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn password_decoded_lossy(&self) -> Option<alloc::borrow::Cow<'a, str>> {
        self.password().map(crate::percent::decode_utf8_lossy)
    }

    /// The [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), typed by the rule it matched.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.host(), rfc3986::Host::Ipv6(core::net::Ipv6Addr::LOCALHOST));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        let text = self.host_str();
        match self.parts.host_data {
            HostData::Ipv4(addr) => Host::Ipv4(addr),
            HostData::Ipv6(addr) => Host::Ipv6(addr),
            HostData::IpvFuture => Host::IpvFuture(&text[1..text.len() - 1]),
            HostData::RegName | HostData::IregName => Host::RegName(text),
        }
    }

    /// The rule of the host: as [`Host::kind`], except that the registered name of an IRI is an
    /// [`ireg-name`](HostKind::IregName) (RFC 3987), not a `reg-name`.
    ///
    /// ```
    /// use rfc3986::{HostKind, IriRef, UriRef};
    ///
    /// let uri = UriRef::parse("http://example.com/")?;
    /// assert_eq!(uri.authority().unwrap().host_kind(), HostKind::RegName);
    /// let iri = IriRef::parse("http://résumé.example/")?;
    /// assert_eq!(iri.authority().unwrap().host_kind(), HostKind::IregName);
    /// assert_eq!(iri.authority().unwrap().host_kind().to_string(), "ireg-name");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn host_kind(&self) -> HostKind {
        match self.parts.host_data {
            HostData::IregName => HostKind::IregName,
            _ => self.host().kind(),
        }
    }

    /// The text that the `host` rule matched, brackets included for an IP-literal. It may be empty
    /// (`file:///etc`).
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.host_str(), "[::1]");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.parts.host.range()]
    }

    /// The [port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) after `:`, as the digits written, or
    /// `None` when there is no `:`. `port = *DIGIT`, so it may be empty (`http://h:/`) or larger than any
    /// TCP port (`99999`).
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.port(), Some("8"));
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.parts.port.map(|s| &self.text[s.range()])
    }

    /// The port as a number, when there is one, it is not empty and it fits a `u16`.
    /// [`port`](Authority::port) tells those cases apart.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("//u:p@[::1]:8/x")?;
    /// let a = r.authority().unwrap();
    /// assert_eq!(a.port_u16(), Some(8));
    /// let big = rfc3986::UriRef::parse("//h:99999")?;
    /// assert_eq!(big.authority().unwrap().port_u16(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn port_u16(&self) -> Option<u16> {
        self.port().and_then(|p| p.parse().ok())
    }
}

// By the text alone: the views hold the whole reference's text and the spans in it, which differ between
// references that have the same authority. The host's type follows from its text.
impl PartialEq for Authority<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Authority<'_> {}

/// Hashes the text, as `==` compares it.
impl core::hash::Hash for Authority<'_> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state)
    }
}

impl fmt::Debug for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Authority")
            .field("userinfo", &self.userinfo().map(UserinfoDebug))
            .field("host", &self.host())
            .field("port", &self.port())
            .finish()
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An authority compares with text as its text does: `uri.authority().unwrap() == "h:80"`.
///
/// ```
/// let uri = rfc3986::Uri::parse("http://u@h:80/")?;
/// assert_eq!(uri.authority().unwrap(), "u@h:80");
/// assert!("u@h:80" == uri.authority().unwrap());
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl PartialEq<str> for Authority<'_> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Authority<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<Authority<'_>> for str {
    fn eq(&self, other: &Authority<'_>) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Authority<'_>> for &str {
    fn eq(&self, other: &Authority<'_>) -> bool {
        *self == other.as_str()
    }
}

impl AsRef<str> for Authority<'_> {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

/// The [`Host`] of text that matched `host` (or `ihost`): an IP literal by what is inside its brackets, a
/// dotted-decimal `IPv4address` as an address, anything else a registered name. For the views that hold a
/// host's text (`scheme::Http`, `scheme::Origin`).
#[cfg(feature = "schemes")]
pub(crate) fn host_of(text: &str) -> Host<'_> {
    if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
        return match inner.parse::<Ipv6Addr>() {
            Ok(addr) if Rule::Ipv6Address.matches(inner) => Host::Ipv6(addr),
            _ => Host::IpvFuture(inner),
        };
    }
    match text.parse::<Ipv4Addr>() {
        Ok(addr) if Rule::Ipv4Address.matches(text) => Host::Ipv4(addr),
        _ => Host::RegName(text),
    }
}

/// The default port of the schemes whose default this crate knows, by their name in any case (3.1):
/// `ftp` 21, `http` and `ws` 80, `https` and `wss` 443.
pub(crate) fn default_port(scheme: &str) -> Option<u16> {
    const KNOWN: [(&str, u16); 5] = [
        ("ftp", 21),
        ("http", 80),
        ("ws", 80),
        ("https", 443),
        ("wss", 443),
    ];
    KNOWN
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// A userinfo as `Debug` shows it, without what follows its first `:`, which RFC 3986 3.2.1 calls deprecated
/// and warns against showing: `user:<redacted>`. (The public [`Redacted`](crate::Redacted) shows a whole
/// reference that way.)
pub(crate) struct UserinfoDebug<'a>(pub(crate) &'a str);

impl fmt::Debug for UserinfoDebug<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.split_once(':') {
            Some((user, _)) => write!(f, "\"{}:<redacted>\"", user.escape_debug()),
            None => fmt::Debug::fmt(self.0, f),
        }
    }
}

/// A [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), by the rule it matched. The first rule
/// that matches wins: `1.2.3.4` is an IPv4 address, `1.2.3.256` a registered name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Host<'a> {
    /// `IPv4address`, such as `192.0.2.16`.
    Ipv4(Ipv4Addr),
    /// `IPv6address`, written in brackets: `[2001:db8::7]`.
    Ipv6(Ipv6Addr),
    /// `IPvFuture`, written in brackets; this is the text inside them, such as `v7.fe80::1`.
    IpvFuture(&'a str),
    /// `reg-name` (or the `ireg-name` of an IRI), as written (percent-encoding and case kept). It may be
    /// empty.
    RegName(&'a str),
}

/// The host as a reference writes it: an IPv4 address in dotted decimal (the only way `IPv4address` can
/// write it), an IPv6 address in brackets in the form of RFC 5952 (lower case, `::` for the longest run of
/// zeros; [`Authority::host_str`] gives the text as written), an IPvFuture in brackets and a registered name
/// as written.
///
/// ```
/// use rfc3986::UriRef;
///
/// let host = |s: &str| UriRef::parse(s).unwrap().host().unwrap().to_string();
/// assert_eq!(host("//192.0.2.16/"), "192.0.2.16");
/// assert_eq!(host("//[2001:DB8:0:0::7]/"), "[2001:db8::7]");
/// assert_eq!(host("//[v7.x]/"), "[v7.x]");
/// assert_eq!(host("//Example.COM/"), "Example.COM");
/// ```
impl fmt::Display for Host<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Host::Ipv4(addr) => write!(f, "{addr}"),
            Host::Ipv6(addr) => write!(f, "[{addr}]"),
            Host::IpvFuture(text) => write!(f, "[{text}]"),
            Host::RegName(text) => f.write_str(text),
        }
    }
}

impl Host<'_> {
    /// Which rule of RFC 3986 3.2.2 the host's form is. A `Host` is the same value for a URI and an IRI (an
    /// IRI's registered name is a [`Host::RegName`] too), so it cannot tell `reg-name` from RFC 3987's
    /// `ireg-name`: [`Authority::host_kind`], which knows the reference's language, can.
    ///
    /// ```
    /// use rfc3986::{HostKind, UriRef};
    ///
    /// let kind = |s| UriRef::parse(s).unwrap().host().unwrap().kind();
    /// assert_eq!(kind("//1.2.3.4"), HostKind::Ipv4Address);
    /// assert_eq!(kind("//1.2.3.256"), HostKind::RegName);
    /// assert_eq!(kind("//[::1]"), HostKind::Ipv6Address);
    /// assert_eq!(kind("//[v1.x]"), HostKind::IpvFuture);
    /// ```
    #[must_use]
    pub fn kind(&self) -> HostKind {
        match self {
            Host::Ipv4(_) => HostKind::Ipv4Address,
            Host::Ipv6(_) => HostKind::Ipv6Address,
            Host::IpvFuture(_) => HostKind::IpvFuture,
            Host::RegName(_) => HostKind::RegName,
        }
    }
    /// The address of an IP form (`IPv4address`, or the `IPv6address` of an IP-literal) as the standard
    /// library's [`IpAddr`]; `None` for an IPvFuture and a registered name (which a resolver may map to
    /// addresses: that is a lookup, not the host's form, RFC 3986 3.2.2).
    ///
    /// ```
    /// use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
    /// use rfc3986::UriRef;
    ///
    /// let ip = |s| UriRef::parse(s).unwrap().host().unwrap().ip_addr();
    /// assert_eq!(ip("//192.0.2.16/"), Some(IpAddr::V4(Ipv4Addr::new(192, 0, 2, 16))));
    /// assert_eq!(ip("//[::1]/"), Some(IpAddr::V6(Ipv6Addr::LOCALHOST)));
    /// assert_eq!(ip("//[v7.x]/"), None);
    /// assert_eq!(ip("//localhost/"), None);
    /// assert_eq!(ip("//1.2.3.256/"), None); // a registered name (3.2.2)
    /// ```
    #[must_use]
    pub fn ip_addr(&self) -> Option<IpAddr> {
        match *self {
            Host::Ipv4(addr) => Some(IpAddr::V4(addr)),
            Host::Ipv6(addr) => Some(IpAddr::V6(addr)),
            Host::IpvFuture(_) | Host::RegName(_) => None,
        }
    }
}

/// The rule of 3.2.2 that a host matched. `Display` gives the rule's RFC name.
///
/// ```
/// assert_eq!(rfc3986::HostKind::RegName.to_string(), "reg-name");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum HostKind {
    /// `IPv4address`
    Ipv4Address,
    /// `IPv6address` (inside an `IP-literal`)
    Ipv6Address,
    /// `IPvFuture` (inside an `IP-literal`)
    IpvFuture,
    /// `reg-name`
    RegName,
    /// `ireg-name`, the registered name of an IRI (RFC 3987 2.2): see [`Authority::host_kind`].
    IregName,
}

impl HostKind {
    /// The grammar rule.
    ///
    /// ```
    /// assert_eq!(rfc3986::HostKind::IregName.rule(), rfc3986::Rule::IregName);
    /// ```
    #[must_use]
    pub fn rule(self) -> Rule {
        match self {
            HostKind::Ipv4Address => Rule::Ipv4Address,
            HostKind::Ipv6Address => Rule::Ipv6Address,
            HostKind::IpvFuture => Rule::IpvFuture,
            HostKind::RegName => Rule::RegName,
            HostKind::IregName => Rule::IregName,
        }
    }
}

impl fmt::Display for HostKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rule().as_str())
    }
}

/// The [path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3) of a reference, a URI's or an IRI's. Every
/// reference has one, possibly empty. (Named so that it does not shadow `std::path::Path` in a program that
/// uses both.)
///
/// ```
/// use rfc3986::UriRef;
///
/// let uri = UriRef::parse("http://example.com/a/b%2Fc/")?;
/// let path = uri.path();
/// assert_eq!(path.as_str(), "/a/b%2Fc/");
/// assert!(path.is_absolute());
/// // A leading empty segment marks an absolute path; `%2F` stays inside its segment.
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["", "a", "b%2Fc", ""]);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UriPath<'a>(&'a str);

impl<'a> UriPath<'a> {
    pub(crate) fn new(text: &'a str) -> UriPath<'a> {
        UriPath(text)
    }

    /// The path as written.
    ///
    /// ```
    /// assert_eq!(rfc3986::UriRef::parse("a/b?q")?.path().as_str(), "a/b");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.0
    }

    /// Whether the path begins with `/`.
    ///
    /// ```
    /// assert!(rfc3986::UriRef::parse("/a")?.path().is_absolute());
    /// assert!(!rfc3986::UriRef::parse("a")?.path().is_absolute());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.0.starts_with('/')
    }

    /// Whether the path is empty (`path-empty`, or an empty `path-abempty`).
    ///
    /// ```
    /// assert!(rfc3986::UriRef::parse("http://h?q")?.path().is_empty());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The path's segments, as written (not decoded), split at each `/`. An absolute path yields an empty
    /// first segment, so the segments joined with `/` give the path back; an empty path yields none.
    /// A `/` is always a delimiter here: `pchar` excludes it, so `%2F` inside a segment stays there.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("/a/b%2Fc/")?;
    /// assert_eq!(r.path().segments().collect::<Vec<_>>(), ["", "a", "b%2Fc", ""]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn segments(&self) -> impl DoubleEndedIterator<Item = &'a str> + 'a + use<'a> {
        let text = self.0;
        text.split('/').filter(move |_| !text.is_empty())
    }

    /// The segments after the `/` that begins an absolute path: [`segments`](UriPath::segments) without the
    /// leading empty one, as `url::Url::path_segments` and most URL libraries give them. A relative path's
    /// segments are all there; `/` yields one empty segment, an empty path none. Not the RFC's segments
    /// (`path-absolute` is `"/" [ segment-nz *( "/" segment ) ]`, whose first `/` begins no segment), but
    /// the same names in the same order, from either end.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let r = UriRef::parse("http://h/a/b%2Fc/")?;
    /// assert_eq!(r.path().segments_after_root().collect::<Vec<_>>(), ["a", "b%2Fc", ""]);
    /// assert_eq!(r.path().segments_after_root().next_back(), Some(""));
    /// assert_eq!(UriRef::parse("a/b")?.path().segments_after_root().collect::<Vec<_>>(), ["a", "b"]);
    /// assert_eq!(UriRef::parse("http://h/")?.path().segments_after_root().collect::<Vec<_>>(), [""]);
    /// assert_eq!(UriRef::parse("http://h")?.path().segments_after_root().count(), 0);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn segments_after_root(&self) -> impl DoubleEndedIterator<Item = &'a str> + 'a + use<'a> {
        let text = self.0.strip_prefix('/').unwrap_or(self.0);
        let empty = self.0.is_empty();
        text.split('/').filter(move |_| !empty)
    }
}

/// A path compares with text as its text does: `uri.path() == "/a"`.
///
/// ```
/// let uri = rfc3986::Uri::parse("http://h/a?q")?;
/// assert!(uri.path() == "/a");
/// assert_eq!(uri.path(), "/a");
/// assert!("/a" == uri.path());
/// assert_ne!(uri.path(), "/a?q");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl PartialEq<str> for UriPath<'_> {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for UriPath<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<UriPath<'_>> for str {
    fn eq(&self, other: &UriPath<'_>) -> bool {
        self == other.0
    }
}

impl PartialEq<UriPath<'_>> for &str {
    fn eq(&self, other: &UriPath<'_>) -> bool {
        *self == other.0
    }
}

impl AsRef<str> for UriPath<'_> {
    fn as_ref(&self) -> &str {
        self.0
    }
}

impl fmt::Debug for UriPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

/// The part's name, as [`as_str`](Part::as_str) gives it: `{}` of `Part::Query` is `query`.
impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for UriPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Percent-decoding the path ([`crate::percent`]).
impl<'a> UriPath<'a> {
    /// The path's [segments](UriPath::segments), decoded into bytes. Segments are split before decoding, so an
    /// encoded `/` (`%2F`) stays inside its segment. A segment without `%XX` is borrowed.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("/a%2Fb/c")?;
    /// let segments: Vec<_> = r.path().decoded_segments().collect();
    /// assert_eq!(segments, [&b""[..], b"a/b", b"c"]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn decoded_segments(
        &self,
    ) -> impl Iterator<Item = alloc::borrow::Cow<'a, [u8]>> + 'a + use<'a> {
        self.segments().map(crate::percent::decode)
    }

    /// The whole path, percent-decoded, as text: lossless, or the [`Utf8Error`](core::str::Utf8Error) of the decoded bytes (see
    /// [`decode_utf8`](crate::percent::decode_utf8)). Borrowed when the path has no `%XX`. An encoded `/` (`%2F`) decodes to a `/`
    /// like the delimiters around it, so the segments cannot be told apart in the result: use
    /// [`decoded_segments`](UriPath::decoded_segments) where that matters (a file name with a `/`).
    ///
    /// # Errors
    ///
    /// The [`Utf8Error`](core::str::Utf8Error) of the decoded bytes, when they are not UTF-8 (`%FF`).
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let r = UriRef::parse("/caf%C3%A9/a%20b")?;
    /// assert_eq!(r.path().decoded()?, "/café/a b");
    /// assert_eq!(UriRef::parse("/a%2Fb/c")?.path().decoded()?, "/a/b/c");
    /// assert!(UriRef::parse("/%FF")?.path().decoded().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn decoded(&self) -> Result<alloc::borrow::Cow<'a, str>, core::str::Utf8Error> {
        crate::percent::decode_utf8(self.as_str())
    }

    /// The whole path, percent-decoded, with each byte sequence that is not UTF-8 replaced by U+FFFD: as
    /// [`decoded`](UriPath::decoded), never failing, as the userinfo's `_lossy` methods are beside theirs.
    ///
    /// ```
    /// let r = rfc3986::UriRef::parse("/caf%C3%A9/%FF")?;
    /// assert_eq!(r.path().decoded_lossy(), "/café/\u{FFFD}");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn decoded_lossy(&self) -> alloc::borrow::Cow<'a, str> {
        crate::percent::decode_utf8_lossy(self.as_str())
    }
}

/// A component of a reference (RFC 3986 3), or a part of its userinfo, for asking where it lies:
/// [`UriRef::span`](crate::UriRef::span) and the same method of every reference type.
///
/// ```
/// use rfc3986::{Part, Uri};
///
/// let u = Uri::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
/// let spans: Vec<_> = Part::ALL.iter().map(|&p| (p, u.span(p))).collect();
/// assert_eq!(spans[0], (Part::Scheme, Some(0..3)));
/// assert_eq!(spans[1], (Part::Authority, Some(6..22)));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Part {
    /// The scheme (3.1), without its `:`.
    Scheme,
    /// The authority (3.2), without its `//`.
    Authority,
    /// The userinfo (3.2.1), without its `@`.
    Userinfo,
    /// The userinfo up to its first `:` (all of it when it has none).
    Username,
    /// The userinfo after its first `:`; undefined when it has none.
    Password,
    /// The host (3.2.2), brackets included.
    Host,
    /// The port (3.2.3), without its `:`.
    Port,
    /// The path (3.3), always defined.
    Path,
    /// The query (3.4), without its `?`.
    Query,
    /// The fragment (3.5), without its `#`.
    Fragment,
}

impl Part {
    /// The part's name in lower case, as the RFC names the component: `scheme`, `authority`, `userinfo`,
    /// `username`, `password`, `host`, `port`, `path`, `query` or `fragment`.
    ///
    /// ```
    /// assert_eq!(rfc3986::Part::Userinfo.as_str(), "userinfo");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Part::Scheme => "scheme",
            Part::Authority => "authority",
            Part::Userinfo => "userinfo",
            Part::Username => "username",
            Part::Password => "password",
            Part::Host => "host",
            Part::Port => "port",
            Part::Path => "path",
            Part::Query => "query",
            Part::Fragment => "fragment",
        }
    }

    /// Every part, in the order they appear in a reference.
    pub const ALL: &'static [Part] = &[
        Part::Scheme,
        Part::Authority,
        Part::Userinfo,
        Part::Username,
        Part::Password,
        Part::Host,
        Part::Port,
        Part::Path,
        Part::Query,
        Part::Fragment,
    ];

    pub(crate) fn span(self, parts: &Parts) -> Option<core::ops::Range<usize>> {
        let range = |s: crate::syntax::parts::Span| s.start..s.end;
        let authority = parts.authority();
        let userinfo = authority.and_then(|a| a.userinfo).map(range);
        let colon = userinfo
            .clone()
            .and_then(|u| parts.text[u.clone()].find(':').map(|i| u.start + i));
        match self {
            Part::Scheme => parts.scheme().map(range),
            Part::Authority => authority.map(|a| range(a.span)),
            Part::Userinfo => userinfo,
            Part::Username => userinfo.map(|u| u.start..colon.unwrap_or(u.end)),
            Part::Password => userinfo.zip(colon).map(|(u, c)| c + 1..u.end),
            Part::Host => authority.map(|a| range(a.host)),
            Part::Port => authority.and_then(|a| a.port).map(range),
            Part::Path => Some(range(parts.path())),
            Part::Query => parts.query().map(range),
            Part::Fragment => parts.fragment().map(range),
        }
    }
}
