//! RFC 9110 4.2 (http, https) and RFC 6455 3 (ws, wss).

use super::PartValue;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Origin, Prose, SchemeError, first, read};
use crate::{Host, Rule, Uri, UriPath};

/// An `http`, `https`, `ws` or `wss` URI, read with the grammar of RFC 9110 4.2.1/4.2.2 or RFC 6455 3.
///
/// RFC 6455 3 defines the WebSocket URIs after the http ones ("ws-URI" has the same parts without a
/// userinfo), so one view reads all four. [`port_or_default`](Http::port_or_default) falls back to the
/// scheme's default (80 for http and ws, 443 for https and wss), and [`request_target`](Http::request_target) is the origin-form of RFC 9110 7.1
/// that a client sends.
///
/// ```
/// use rfc3986::scheme::Http;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("https://example.com/search?q=rust#top")?;
/// let http = Http::try_from(&uri)?;
/// assert_eq!(http.host_str(), "example.com");
/// assert_eq!(http.port(), None);
/// assert_eq!(http.port_or_default(), Some(443));
/// assert_eq!(http.request_target(), "/search?q=rust");
/// assert_eq!(http.origin().unwrap().to_string(), "https://example.com");
/// assert!(http.prose().is_empty());
///
/// let ws = Uri::parse("ws://u@h/")?;
/// assert!(Http::try_from(&ws).is_err()); // ws-URI has no userinfo
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Http<'a> {
    pub(super) text: &'a str,
    rule: Rule,
    userinfo: Option<Range<usize>>,
    host: Range<usize>,
    port: Option<Range<usize>>,
    path: Range<usize>,
    query: Option<Range<usize>>,
    fragment: bool,
}

impl<'a> TryFrom<&'a Uri> for Http<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Http<'a>, SchemeError> {
        let rules = [Rule::HttpUri, Rule::HttpsUri, Rule::WsUri, Rule::WssUri];
        let (rule, spans) = read(uri, &rules, "http, https, ws or wss")?;
        let end = super::governed(uri).len();
        Ok(Http {
            text: uri.as_str(),
            rule,
            userinfo: first(&spans, Rule::Userinfo),
            host: first(&spans, Rule::Host).expect("the grammar has a host"),
            port: first(&spans, Rule::Port),
            path: first(&spans, Rule::PathAbempty).unwrap_or(end..end),
            query: first(&spans, Rule::Query),
            fragment: uri.fragment().is_some(),
        })
    }
}

impl<'a> Http<'a> {
    /// The rule the URI matched: `http-URI`, `https-URI`, `ws-URI` or `wss-URI`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("WSS://h")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.rule(), rfc3986::Rule::WssUri);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Whether the scheme is a secure one (`https`, `wss`).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("https://h")?;
    /// assert!(rfc3986::scheme::Http::try_from(&uri)?.is_secure());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn is_secure(&self) -> bool {
        matches!(self.rule, Rule::HttpsUri | Rule::WssUri)
    }

    /// The userinfo, as written, when there is one (http and https only; RFC 9110 4.2.4 forbids sending
    /// it, see [`prose`](Http::prose)).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://u@h/")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.userinfo(), Some("u"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn userinfo(&self) -> Option<&'a str> {
        self.userinfo.clone().map(|r| &self.text[r])
    }

    /// The host, by the rule of 3.2.2 it matched, as the reference types' `host()` gives it.
    ///
    /// ```
    /// use rfc3986::{scheme::Http, Host, Uri};
    ///
    /// let uri = Uri::parse("http://[::1]:8080/")?;
    /// assert_eq!(Http::try_from(&uri)?.host(), Host::Ipv6(core::net::Ipv6Addr::LOCALHOST));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        crate::reference::components::host_of(self.host_str())
    }

    /// The host, as written (an IP literal with its brackets); it may be empty.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://[::1]:8080/")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.host_str(), "[::1]");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.host.clone()]
    }

    /// The port as written, when there is a `:` (`Some("")` for `http://h:/`), as the reference types'
    /// `port()` gives it; [`port_or_default`](Http::port_or_default) is the port to connect to.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h:8080/")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.port(), Some("8080"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn port(&self) -> Option<&'a str> {
        self.port.clone().map(|r| &self.text[r])
    }

    /// The written port as a number, when there is one, it is not empty and it fits a `u16`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("https://h:8443/")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.port_u16(), Some(8443));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn port_u16(&self) -> Option<u16> {
        self.port().filter(|p| !p.is_empty())?.parse().ok()
    }

    /// The scheme's default port: 80 for http and ws, 443 for https and wss.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("wss://h")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.default_port(), 443);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn default_port(&self) -> u16 {
        let scheme = match self.rule {
            Rule::HttpsUri => "https",
            Rule::WsUri => "ws",
            Rule::WssUri => "wss",
            _ => "http",
        };
        // The crate's one table of default ports, which knows each of the four.
        crate::reference::components::default_port(scheme).unwrap_or(80)
    }

    /// The port to connect to: the one written, or the default when none is (or it is empty). `None` when
    /// the written port does not fit in 16 bits (`port = *DIGIT` allows any number of digits).
    ///
    /// ```
    /// use rfc3986::{scheme::Http, Uri};
    /// assert_eq!(Http::try_from(&Uri::parse("http://h:/")?)?.port_or_default(), Some(80));
    /// assert_eq!(Http::try_from(&Uri::parse("http://h:0008080/")?)?.port_or_default(), Some(8080));
    /// assert_eq!(Http::try_from(&Uri::parse("http://h:65536/")?)?.port_or_default(), None);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn port_or_default(&self) -> Option<u16> {
        super::origin::port_number(self.port(), self.default_port())
    }

    /// The path (`path-abempty`), as written; it may be empty.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h?q")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.path(), "");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> UriPath<'a> {
        UriPath::new(&self.text[self.path.clone()])
    }

    /// The query, as written, when there is a `?`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h/?")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.query(), Some(""));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn query(&self) -> Option<&'a str> {
        self.query.clone().map(|r| &self.text[r])
    }

    /// The request target in origin-form (RFC 9110 7.1, RFC 9112 3.2.1): the path, `/` when it is empty,
    /// then `?` and the query when there is one. The fragment is never sent.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://h?a=1#f")?;
    /// assert_eq!(rfc3986::scheme::Http::try_from(&uri)?.request_target(), "/?a=1");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn request_target(&self) -> String {
        let path = if self.path().is_empty() {
            "/"
        } else {
            self.path().as_str()
        };
        match self.query() {
            Some(query) => format!("{path}?{query}"),
            None => path.into(),
        }
    }

    /// The origin (RFC 6454 4): the scheme and host in lower case and the port. `None` when the host is
    /// empty or the written port does not fit in 16 bits: see [`Uri::origin`], which gives the same.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("HTTP://Example.COM:80/a")?;
    /// let origin = rfc3986::scheme::Http::try_from(&uri)?.origin().unwrap();
    /// assert_eq!((origin.scheme(), origin.host_str(), origin.port_or_default()), ("http", "example.com", 80));
    /// assert_eq!(origin.to_string(), "http://example.com");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn origin(&self) -> Option<Origin> {
        let scheme = match self.rule {
            Rule::HttpUri => "http",
            Rule::HttpsUri => "https",
            Rule::WsUri => "ws",
            _ => "wss",
        };
        Origin::parts(scheme, self.host_str(), self.port())
    }

    /// The prose requirements the URI breaks: an empty host (RFC 9110 4.2.1, 4.2.2), a userinfo (RFC 9110
    /// 4.2.4), a fragment on a WebSocket URI (RFC 6455 3).
    ///
    /// ```
    /// use rfc3986::scheme::{Http, Prose};
    /// let uri = rfc3986::Uri::parse("wss://h/#f")?;
    /// assert_eq!(Http::try_from(&uri)?.prose(), [Prose::WebSocketFragment]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let mut prose = Vec::new();
        let http = matches!(self.rule, Rule::HttpUri | Rule::HttpsUri);
        if http && self.host.is_empty() {
            prose.push(Prose::EmptyHost {
                https: self.rule == Rule::HttpsUri,
            });
        }
        if http && self.userinfo.is_some() {
            prose.push(Prose::Userinfo);
        }
        if !http && self.fragment {
            prose.push(Prose::WebSocketFragment);
        }
        prose
    }
}

impl<'a> Http<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `host`, `port`, `path`, `query`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("host", PartValue::Text(Some(self.host_str()))),
            ("port", PartValue::Text(self.port())),
            ("path", PartValue::Text(Some(self.path().as_str()))),
            ("query", PartValue::Text(self.query())),
        ])
    }
}
