//! RFC 3261 19.1: the 'sip' and 'sips' URI schemes.

use super::PartValue;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, first, read};
use crate::{Host, Rule, Uri};

/// A `sip` or `sips` URI (RFC 3261 19.1), read with the grammar of its section 25.1 (with RFC 5954 4.1's
/// IPv6 rules and RFC 3966's `telephone-subscriber`): the userinfo, the host and port, the parameters in
/// order and the headers.
///
/// A userinfo is a `user` or a `telephone-subscriber`, with an optional password after a `:`; a
/// telephone-subscriber may hold `:` itself (`+1;x=a:b`), so the view gives the userinfo whole, and the
/// user and password apart only when it is read as a user.
///
/// ```
/// use rfc3986::scheme::Sip;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("sip:alice:secretword@atlanta.com;transport=tcp?subject=project%20x")?;
/// let sip = Sip::try_from(&uri)?;
/// assert_eq!(sip.userinfo(), Some("alice:secretword"));
/// assert_eq!((sip.user(), sip.password()), (Some("alice"), Some("secretword")));
/// assert_eq!(sip.host_str(), "atlanta.com");
/// assert_eq!(sip.host(), rfc3986::Host::RegName("atlanta.com"));
/// assert_eq!(sip.port_or_default(), Some(5060));
/// assert_eq!(sip.parameters(), [("transport", Some("tcp"))]);
/// assert_eq!(sip.transport(), Some("tcp"));
/// assert_eq!(sip.headers_decoded(), [("subject".into(), "project x".into())]);
/// assert!(sip.prose().is_empty());
///
/// // 19.1.1: "any given parameter-name MUST NOT appear more than once".
/// let twice = Uri::parse("sip:alice@atlanta.com;transport=tcp;Transport=udp")?;
/// assert_eq!(Sip::try_from(&twice)?.prose()[0].to_string(),
///     "3261 19.1.1: a parameter name appears more than once");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sip<'a> {
    pub(super) text: &'a str,
    rule: Rule,
    /// Without its `@`.
    userinfo: Option<Range<usize>>,
    /// The user and the password, when the userinfo is read as a user.
    user: Option<(Range<usize>, Option<Range<usize>>)>,
    host: Range<usize>,
    port: Option<Range<usize>>,
    parameters: Vec<Range<usize>>,
    /// Without the `?`.
    headers: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Sip<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Sip<'a>, SchemeError> {
        let (rule, spans) = read(uri, &[Rule::SipUri, Rule::SipsUri], "sip or sips")?;
        let userinfo = first(&spans, Rule::SipUserinfo).map(|r| r.start..r.end - 1);
        // The user reading: a `user` right at the start of the userinfo (a telephone-subscriber's pieces
        // are never `user` nodes).
        let user = userinfo.as_ref().and_then(|info| {
            let user = first(&spans, Rule::SipUser).filter(|u| u.start == info.start)?;
            let password = (user.end < info.end).then(|| user.end + 1..info.end);
            Some((user, password))
        });
        // The hostport's host comes before any maddr parameter's.
        let host = first(&spans, Rule::SipHost).expect("the grammar has a host");
        let port = first(&spans, Rule::SipPort);
        let parameters = spans
            .iter()
            .filter(|(r, _)| *r == Rule::UriParameter)
            .map(|(_, s)| s.clone())
            .collect();
        let headers = first(&spans, Rule::SipHeaders).map(|r| r.start + 1..r.end);
        Ok(Sip {
            text: uri.as_str(),
            rule,
            userinfo,
            user,
            host,
            port,
            parameters,
            headers,
        })
    }
}

impl<'a> Sip<'a> {
    /// The rule the URI matched: `SIP-URI` or `SIPS-URI`.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Whether the scheme is `sips` (19.1: a secure resource, reached over TLS).
    #[must_use]
    pub fn is_secure(&self) -> bool {
        self.rule == Rule::SipsUri
    }

    /// The userinfo as written, without its `@`: a user or a telephone-subscriber, with its password.
    #[must_use]
    pub fn userinfo(&self) -> Option<&'a str> {
        self.userinfo.clone().map(|r| &self.text[r])
    }

    /// The user, when the userinfo is read as RFC 3261's `user` (not only as a telephone-subscriber).
    #[must_use]
    pub fn user(&self) -> Option<&'a str> {
        self.user.as_ref().map(|(u, _)| &self.text[u.clone()])
    }

    /// The password after the user's `:` (19.1.1: "NOT RECOMMENDED"), when the userinfo is read as a user.
    #[must_use]
    pub fn password(&self) -> Option<&'a str> {
        self.user
            .as_ref()
            .and_then(|(_, p)| p.clone())
            .map(|p| &self.text[p])
    }

    /// Whether the userinfo is only a telephone-subscriber (RFC 3966), which the URI's `user=phone`
    /// parameter usually says (19.1.1).
    #[must_use]
    pub fn is_telephone_subscriber(&self) -> bool {
        self.userinfo.is_some() && self.user.is_none()
    }

    /// The host, by the rule it matched: a host name (a `RegName`), an IPv4 address or an IPv6 reference.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        crate::reference::components::host_of(self.host_str())
    }

    /// The host as written: a host name, an IPv4 address or an IPv6 reference in brackets.
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.host.clone()]
    }

    /// The port as written, when there is one.
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.port.clone().map(|r| &self.text[r])
    }

    /// The port to send to: the URI's, or the scheme's default (19.1.2: 5060 for sip, 5061 for sips).
    /// `None` when the written port is over 65535.
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        match self.port() {
            Some(port) => port.parse().ok(),
            None => Some(if self.is_secure() { 5061 } else { 5060 }),
        }
    }

    /// The `uri-parameters`, in order, each as written (`transport=tcp`, `lr`).
    #[must_use]
    pub fn parameter_list(&self) -> Vec<&'a str> {
        self.parameters
            .iter()
            .map(|r| &self.text[r.clone()])
            .collect()
    }

    /// The `uri-parameters`, in order, each as its name and its value (`None` without `=`), as written.
    #[must_use]
    pub fn parameters(&self) -> Vec<(&'a str, Option<&'a str>)> {
        self.parameter_list()
            .into_iter()
            .map(|p| match p.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (p, None),
            })
            .collect()
    }

    /// The first parameter of this name (compared case-insensitively, 19.1.4): `Some(None)` for one
    /// without a value (`lr`).
    #[must_use]
    pub fn parameter(&self, name: &str) -> Option<Option<&'a str>> {
        self.parameters()
            .into_iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v)
    }

    /// The `transport` parameter's value (`udp`, `tcp`, `sctp`, `tls` or another transport).
    #[must_use]
    pub fn transport(&self) -> Option<&'a str> {
        self.parameter("transport").flatten()
    }

    /// The `user` parameter's value (`phone`, `ip` or another).
    #[must_use]
    pub fn user_param(&self) -> Option<&'a str> {
        self.parameter("user").flatten()
    }

    /// The `method` parameter's value (`INVITE`, ..., or an extension method).
    #[must_use]
    pub fn method(&self) -> Option<&'a str> {
        self.parameter("method").flatten()
    }

    /// The `ttl` parameter, when it is a number from 0 to 255 (25.1).
    #[must_use]
    pub fn ttl(&self) -> Option<u8> {
        self.parameter("ttl").flatten().and_then(|t| t.parse().ok())
    }

    /// The `maddr` parameter's host.
    #[must_use]
    pub fn maddr(&self) -> Option<&'a str> {
        self.parameter("maddr").flatten()
    }

    /// Whether the `lr` parameter is there (a loose router, 19.1.1).
    #[must_use]
    pub fn lr(&self) -> bool {
        self.parameter("lr").is_some()
    }

    /// The headers as written, after the `?`.
    #[must_use]
    pub fn headers(&self) -> Option<&'a str> {
        self.headers.clone().map(|r| &self.text[r])
    }

    /// The headers, each as its name and its value, percent-decoded (19.1.1: the header fields of a
    /// request made from the URI).
    #[must_use]
    pub fn headers_decoded(&self) -> Vec<(Cow<'a, str>, Cow<'a, str>)> {
        self.headers()
            .map(|h| {
                h.split('&')
                    .map(|header| {
                        let (name, value) = header.split_once('=').unwrap_or((header, ""));
                        (decoded(name), decoded(value))
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether the two URIs are equivalent by RFC 3261 19.1.4's comparison, which is not RFC 3986's (a
    /// `sip` and a `sips` URI never are):
    ///
    /// - the userinfo compares case-sensitively, every other part case-insensitively, and a character
    ///   outside `reserved` equals its `%HH` escape;
    /// - user, password, host and port must match, and one URI without a part the other has does not
    ///   match, even where that part holds its default (`:5060`); two hosts that are IP addresses match
    ///   when their textual forms give the same address (RFC 5954 4.2; but a SIP URI with an IPv6
    ///   reference is no RFC 3986 URI, whose `[` may stand only in an authority, so no `Sip` has one);
    /// - a parameter in both URIs must match; a `transport`, `user`, `ttl`, `method` or `maddr` parameter
    ///   in one URI only never matches; any other parameter in one URI only is ignored;
    /// - the headers must be the same in both, in any order. Section 20's rules for each header field's
    ///   value are not applied: values compare as their escapes say (`%20` is a space).
    ///
    /// The order of parameters and of headers does not matter. The relation is not transitive (the
    /// RFC's note: `;security=on` and `;security=off` each equal no parameter, not each other).
    ///
    /// ```
    /// use rfc3986::scheme::Sip;
    /// use rfc3986::Uri;
    ///
    /// let a = Uri::parse("sip:%61lice@atlanta.com;transport=TCP")?;
    /// let b = Uri::parse("sip:alice@AtLanTa.CoM;Transport=tcp")?;
    /// assert!(Sip::try_from(&a)?.is_equivalent(&Sip::try_from(&b)?));
    ///
    /// // The default port written out is not the port left out.
    /// let (c, d) = (Uri::parse("sip:bob@biloxi.com")?, Uri::parse("sip:bob@biloxi.com:5060")?);
    /// assert!(!Sip::try_from(&c)?.is_equivalent(&Sip::try_from(&d)?));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn is_equivalent(&self, other: &Sip<'_>) -> bool {
        if self.is_secure() != other.is_secure()
            || self.user.is_some() != other.user.is_some()
            || self.password().is_some() != other.password().is_some()
            || self.userinfo().map(|u| unescaped(u, false))
                != other.userinfo().map(|u| unescaped(u, false))
            || !same_host(self.host_str(), other.host_str())
            || self.port().map(|p| p.trim_start_matches('0'))
                != other.port().map(|p| p.trim_start_matches('0'))
        {
            return false;
        }
        // Each parameter as its name and value compare; a name given twice (which 19.1.1 forbids) matches
        // when one of its values does, so that a URI is equivalent to itself.
        let compared = |sip: &Sip<'_>| -> Vec<(Vec<u8>, Option<Vec<u8>>)> {
            sip.parameters()
                .into_iter()
                .map(|(name, value)| (unescaped(name, true), value.map(|v| unescaped(v, true))))
                .collect()
        };
        let (ours, theirs) = (compared(self), compared(other));
        for (list, others) in [(&ours, &theirs), (&theirs, &ours)] {
            for (name, value) in list {
                let mut same_name = others.iter().filter(|(n, _)| n == name).peekable();
                if same_name.peek().is_none() {
                    let named = ["transport", "user", "ttl", "method", "maddr"];
                    if named.iter().any(|n| name == n.as_bytes()) {
                        return false;
                    }
                } else if !same_name.any(|(_, v)| v == value) {
                    return false;
                }
            }
        }
        let headers = |sip: &Sip<'_>| {
            let mut all: Vec<(Vec<u8>, Vec<u8>)> = sip
                .headers()
                .map(|h| {
                    h.split('&')
                        .map(|header| {
                            let (name, value) = header.split_once('=').unwrap_or((header, ""));
                            (unescaped(name, true), unescaped(value, false))
                        })
                        .collect()
                })
                .unwrap_or_default();
            all.sort();
            all
        };
        headers(self) == headers(other)
    }

    /// The requirements of RFC 3261 that the URI breaks: 19.1.1, "any given parameter-name MUST NOT
    /// appear more than once", "For a SIPS URI, the transport parameter MUST indicate a reliable
    /// transport" and "The ttl parameter ... MUST only be used if maddr is a multicast address and the
    /// transport protocol is UDP"; 25.1, `ttl = 1*3DIGIT ; 0 to 255`; and 19.1.2, "Any characters
    /// occurring in a telephone-subscriber that do not appear in an expansion of the BNF for the user rule
    /// MUST be escaped" (a userinfo that is a telephone-subscriber and no user).
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let mut prose = Vec::new();
        if self.is_telephone_subscriber() {
            prose.push(Prose::SipUnescapedSubscriber);
        }
        let parameters = self.parameters();
        let repeated = parameters.iter().enumerate().any(|(i, (name, _))| {
            parameters[..i]
                .iter()
                .any(|(earlier, _)| earlier.eq_ignore_ascii_case(name))
        });
        if repeated {
            prose.push(Prose::SipRepeatedParameter);
        }
        let transport = self.transport();
        if self.is_secure() && transport.is_some_and(|t| t.eq_ignore_ascii_case("udp")) {
            prose.push(Prose::SipsUnreliableTransport);
        }
        if let Some(ttl) = self.parameter("ttl").flatten() {
            let multicast = self.maddr().is_some_and(is_multicast);
            if !multicast || transport.is_some_and(|t| !t.eq_ignore_ascii_case("udp")) {
                prose.push(Prose::SipTtlWithoutMulticast);
            }
            let digits = ttl.len() <= 3 && ttl.bytes().all(|b| b.is_ascii_digit());
            if digits && ttl.parse::<u16>().is_ok_and(|t| t > 255) {
                prose.push(Prose::SipTtlRange);
            }
        }
        prose
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `userinfo`
    /// (without its `@`), `host`, `port`, `uri-parameters` and `headers` (without the `?`).
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("userinfo", PartValue::Text(self.userinfo())),
            ("host", PartValue::Text(Some(self.host_str()))),
            ("port", PartValue::Text(self.port())),
            ("uri-parameters", PartValue::List(self.parameter_list())),
            ("headers", PartValue::Text(self.headers())),
        ])
    }
}

/// Percent-decoded, as text (an octet that is not UTF-8 becomes U+FFFD).
fn decoded(text: &str) -> Cow<'_, str> {
    match crate::percent::decode(text) {
        Cow::Borrowed(bytes) => core::str::from_utf8(bytes).map_or_else(
            |_| Cow::Owned(alloc::string::String::from_utf8_lossy(bytes).into_owned()),
            Cow::Borrowed,
        ),
        Cow::Owned(bytes) => {
            Cow::Owned(alloc::string::String::from_utf8_lossy(&bytes).into_owned())
        }
    }
}

/// Whether a `maddr` host is a multicast address: IPv4 224.0.0.0/4, or IPv6 ff00::/8.
fn is_multicast(host: &str) -> bool {
    if let Some(v6) = host.strip_prefix('[') {
        return v6.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("ff"));
    }
    Rule::Rfc5954Ipv4Address.matches(host)
        && host
            .split('.')
            .next()
            .and_then(|o| o.parse::<u8>().ok())
            .is_some_and(|o| (224..=239).contains(&o))
}

/// A part as 19.1.4 compares it: each escape of a character outside RFC 2396's `reserved` decoded (one of
/// `reserved` kept, with upper-case hex digits), and with `fold` ASCII letters in lower case.
fn unescaped(text: &str, fold: bool) -> Vec<u8> {
    const RESERVED: &[u8] = b";/?:@&=+$,";
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escape = bytes
            .get(i + 1..i + 3)
            .filter(|_| bytes[i] == b'%')
            .and_then(|hex| core::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escape {
            Some(b) if !RESERVED.contains(&b) => {
                out.push(if fold { b.to_ascii_lowercase() } else { b });
                i += 3;
            }
            Some(b) => {
                out.extend_from_slice(alloc::format!("%{b:02X}").as_bytes());
                i += 3;
            }
            None => {
                out.push(if fold {
                    bytes[i].to_ascii_lowercase()
                } else {
                    bytes[i]
                });
                i += 1;
            }
        }
    }
    out
}

/// Whether two hosts match (19.1.4): host names case-insensitively, IP addresses by the address their
/// textual forms give (RFC 5954 4.2: `[::1]` and `[0:0::1]` would be one host, were a SIP URI with an
/// IPv6 reference an RFC 3986 URI).
fn same_host(a: &str, b: &str) -> bool {
    match (
        crate::reference::components::host_of(a),
        crate::reference::components::host_of(b),
    ) {
        (Host::Ipv6(x), Host::Ipv6(y)) => x == y,
        (Host::Ipv4(x), Host::Ipv4(y)) => x == y,
        (Host::RegName(x), Host::RegName(y)) => x.eq_ignore_ascii_case(y),
        _ => false,
    }
}
