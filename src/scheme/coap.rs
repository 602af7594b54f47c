//! RFC 7252 6: the 'coap' and 'coaps' URI schemes, and 6.4's decomposition of a URI into options.

use super::PartValue;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, first, read};
use crate::{Host, Rule, Uri};

/// A `coap` or `coaps` URI, read with the grammar of RFC 7252 6.1 or 6.2 (RFC 3986's host, port,
/// `path-abempty` and query after `coap://`), and decomposed into the request options as 6.4 says.
///
/// ```
/// use rfc3986::scheme::Coap;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("coap://example.net/.well-known/core?rt=temp&if=sensor")?;
/// let coap = Coap::try_from(&uri)?;
/// assert_eq!(coap.host_str(), "example.net");
/// assert_eq!(coap.port_or_default(), Some(5683));
/// // RFC 7252 6.4: the options of a request for this URI.
/// assert_eq!(coap.uri_host().as_deref(), Some(&b"example.net"[..]));
/// assert_eq!(coap.uri_path(), [&b".well-known"[..], b"core"]);
/// assert_eq!(coap.uri_query(), [&b"rt=temp"[..], b"if=sensor"]);
/// assert!(coap.prose().is_empty());
///
/// // 6.1: "The host MUST NOT be empty": the ABNF allows it, prose() says so.
/// let empty = Uri::parse("coap:///x")?;
/// assert_eq!(Coap::try_from(&empty)?.prose()[0].to_string(),
///     "7252 6.1: empty host (MUST be considered invalid)");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Coap<'a> {
    pub(super) text: &'a str,
    rule: Rule,
    host: Range<usize>,
    port: Option<Range<usize>>,
    path: Range<usize>,
    query: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Coap<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Coap<'a>, SchemeError> {
        let (rule, spans) = read(uri, &[Rule::CoapUri, Rule::CoapsUri], "coap or coaps")?;
        let text = super::governed(uri);
        let host = first(&spans, Rule::Host).expect("the grammar has a host");
        let port = first(&spans, Rule::Port);
        let query = first(&spans, Rule::Query);
        // path-abempty runs from the authority to the "?" of the query, or to the end.
        let start = port.as_ref().map_or(host.end, |p| p.end);
        let end = query.as_ref().map_or(text.len(), |q| q.start - 1);
        Ok(Coap {
            text: uri.as_str(),
            rule,
            host,
            port,
            path: start..end,
            query,
        })
    }
}

impl<'a> Coap<'a> {
    /// The rule the URI matched: `coap-URI` or `coaps-URI`.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Whether the scheme is `coaps` (CoAP over DTLS, 6.2).
    #[must_use]
    pub fn is_secure(&self) -> bool {
        self.rule == Rule::CoapsUri
    }

    /// The host, by the rule of RFC 3986 3.2.2 it matched.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        crate::reference::components::host_of(self.host_str())
    }

    /// The host, as written (an IP literal with its brackets); it may be empty, which 6.1 forbids
    /// ([`prose`](Coap::prose)).
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.host.clone()]
    }

    /// The port as written, when there is a `:` (`Some("")` for `coap://h:/`).
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.port.clone().map(|r| &self.text[r])
    }

    /// The port to send to: the URI's, or the scheme's default when it has none or an empty one (5683 for
    /// coap, 6.1; 5684 for coaps, 6.2). `None` when the written port is over 65535.
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        match self.port() {
            Some(port) if !port.is_empty() => port.parse().ok(),
            _ => Some(if self.is_secure() { 5684 } else { 5683 }),
        }
    }

    /// The path, as written (`path-abempty`: empty, or beginning with `/`).
    #[must_use]
    pub fn path(&self) -> &'a str {
        &self.text[self.path.clone()]
    }

    /// The query, after `?`, when there is one.
    #[must_use]
    pub fn query(&self) -> Option<&'a str> {
        self.query.clone().map(|r| &self.text[r])
    }

    /// The value of the Uri-Host option of 6.4 step 5: the host converted to ASCII lowercase, then
    /// percent-decoded, when it is a reg-name. `None` for an IP literal or an IPv4 address, on the NOTE's
    /// reading that the request's destination address is the host's (a request sent elsewhere would carry
    /// the host as an option whatever its form).
    #[must_use]
    pub fn uri_host(&self) -> Option<Vec<u8>> {
        match self.host() {
            Host::RegName(name) => {
                Some(crate::percent::decode(&name.to_ascii_lowercase()).into_owned())
            }
            _ => None,
        }
    }

    /// The values of the Uri-Path options of 6.4 step 8: none when the path is empty or `/`, else each
    /// segment of the path, percent-decoded (an empty segment is an empty option: `/a/` gives `a` and
    /// `""`).
    #[must_use]
    pub fn uri_path(&self) -> Vec<Cow<'a, [u8]>> {
        let path = self.path();
        if path.is_empty() || path == "/" {
            return Vec::new();
        }
        path[1..].split('/').map(crate::percent::decode).collect()
    }

    /// The values of the Uri-Query options of 6.4 step 9: each argument of the query (the pieces between
    /// `&`), percent-decoded; none without a query (`coap://h?` has one empty argument).
    #[must_use]
    pub fn uri_query(&self) -> Vec<Cow<'a, [u8]>> {
        self.query()
            .map(|q| q.split('&').map(crate::percent::decode).collect())
            .unwrap_or_default()
    }

    /// The requirements of RFC 7252 that the URI breaks: 6.1, "The host MUST NOT be empty" (the ABNF
    /// takes RFC 3986's host, which may be), and 6.5, "the hexadecimal notation for percent-encoding in
    /// CoAP URIs MUST use uppercase letters".
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let mut prose = Vec::new();
        if self.host.is_empty() {
            prose.push(Prose::CoapEmptyHost);
        }
        // The percent-encodings of the coap-URI: the fragment is no part of it.
        let end = self.query.as_ref().map_or(self.path.end, |q| q.end);
        let bytes = &self.text.as_bytes()[..end];
        let lowercase = bytes.iter().enumerate().any(|(i, &b)| {
            b == b'%'
                && bytes
                    .get(i + 1..i + 3)
                    .is_some_and(|hex| hex.iter().any(u8::is_ascii_lowercase))
        });
        if lowercase {
            prose.push(Prose::CoapLowercaseHex);
        }
        prose
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `host`,
    /// `port`, `path`, `query`. [`View::parts`](super::View::parts) gives them for any scheme with a
    /// grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("host", PartValue::Text(Some(self.host_str()))),
            ("port", PartValue::Text(self.port())),
            ("path", PartValue::Text(Some(self.path()))),
            ("query", PartValue::Text(self.query())),
        ])
    }
}
