//! Building and editing references: the components of sections 3 and 4.2, put together again.
//!
//! Every new component is checked against its rule by the grammar (`Rule::X.check`), the rules that span
//! components are checked by the grammar's path rules, and the assembled string is parsed again, so every
//! value that comes out of here is one that [`UriRef::parse`] would give for its string.

use core::fmt::{self, Write as _};
use core::net::{Ipv4Addr, Ipv6Addr};

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::percent::{self, Component};
use crate::reference::components::{Host, Redacted};
use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};
use crate::syntax::error::ParseError;
use crate::syntax::lang::{self, Lang};
use crate::syntax::parts::{AuthorityParts, HostData, Parts, Span, Spans};
use crate::{syntax::build, Rule};

/// The error of building or editing a reference: a component that does not match its rule, or components
/// that do not fit together. [`rule`](EditError::rule) names the rule of RFC 3986 that the result would
/// break. The message never repeats the component, which may be a password.
///
/// ```
/// use rfc3986::{Rule, UriRef};
///
/// let mut r = UriRef::parse("http://example.com/")?;
/// let err = r.set_port("80a").unwrap_err();
/// assert_eq!(err.rule(), Rule::Port);
/// assert_eq!(err.index(), Some(2));
/// assert_eq!(err.to_string(), "invalid port at index 2: unexpected \"a\", expected port");
///
/// let err = r.set_path("a/b").unwrap_err();
/// assert_eq!(err.rule(), Rule::PathAbempty);
/// assert_eq!(
///     err.to_string(),
///     "a path after an authority must be empty or begin with \"/\" (path-abempty)",
/// );
/// assert_eq!(r.as_str(), "http://example.com/"); // a failed edit changes nothing
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{0}")]
pub struct EditError(Reason);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
enum Reason {
    /// The component does not match its rule.
    #[error("{0}")]
    Syntax(ParseError),
    /// A host (`host`, `reg-name` or an i-rule) that does not match its rule, but is an `IPv6address`
    /// without the brackets of an `IP-literal`.
    #[error("{0}; an IPv6 host needs brackets (\"[::1]\"), or set it as Host::Ipv6")]
    Ipv6WithoutBrackets(ParseError),
    /// `path-abempty` or `ipath-abempty`
    #[error("a path after an authority must be empty or begin with \"/\" ({0})")]
    PathAbempty(Rule),
    /// `path-absolute` or `ipath-absolute`
    #[error("a path without an authority cannot begin with \"//\" ({0})")]
    PathAbsolute(Rule),
    /// `path-noscheme` or `ipath-noscheme`
    #[error("the first segment of a relative reference's path cannot contain \":\" ({0})")]
    PathNoscheme(Rule),
    #[error("a {0} needs an authority, and the reference has none (authority)")]
    NoAuthority(&'static str),
    #[error("a URI needs a scheme (URI)")]
    NoScheme,
    #[error("a relative reference has no scheme (relative-ref)")]
    Scheme,
}

impl EditError {
    /// The rule of RFC 3986 that the edit would break: the component's own rule (`port`, `userinfo`,
    /// `IPvFuture`, ...) when it does not match it, `path-abempty`, `path-absolute` or `path-noscheme` when the
    /// path does not fit the rest of the reference, `authority` for a userinfo or port without a host, `URI`
    /// or `relative-ref` for a scheme that one kind of reference must have and the other cannot.
    ///
    /// ```
    /// use rfc3986::{Rule, UriRef};
    ///
    /// let mut r = UriRef::parse("a/b")?;
    /// assert_eq!(r.set_path("a:b").unwrap_err().rule(), Rule::PathNoscheme);
    /// assert_eq!(r.set_port("80").unwrap_err().rule(), Rule::Authority);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn rule(&self) -> Rule {
        match self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => err.rule(),
            Reason::PathAbempty(rule) | Reason::PathAbsolute(rule) | Reason::PathNoscheme(rule) => {
                rule
            }
            Reason::NoAuthority(_) => Rule::Authority,
            Reason::NoScheme => Rule::Uri,
            Reason::Scheme => Rule::RelativeRef,
        }
    }

    /// For a component that does not match its rule, the byte index in that component where it stopped
    /// matching; `None` for components that do not fit together.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com")?;
    /// assert_eq!(r.set_userinfo("user@x").unwrap_err().index(), Some(4));
    /// assert_eq!(r.set_path("x").unwrap_err().index(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn index(&self) -> Option<usize> {
        match self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => Some(err.index()),
            _ => None,
        }
    }
}

/// Checks `text` against `rule` with the grammar.
fn check(rule: Rule, text: &str) -> Result<(), EditError> {
    rule.check(text).map_err(|e| EditError(Reason::Syntax(e)))
}

/// Checks the text of a host against `rule` (`host`, `reg-name` or their i-rules). When it does not match
/// but is an `IPv6address`, the error says that the address needs brackets (the grammar decides both).
fn check_host(rule: Rule, text: &str) -> Result<(), EditError> {
    rule.check(text).map_err(|e| {
        if Rule::Ipv6Address.matches(text) {
            EditError(Reason::Ipv6WithoutBrackets(e))
        } else {
            EditError(Reason::Syntax(e))
        }
    })
}

/// A host on its way into a reference: text that matched `host`, or an address written out when assembling.
#[derive(Clone, Copy)]
enum HostText<'a> {
    /// Text that matched `host`, brackets included.
    Text(&'a str),
    /// The host of the reference being edited, as it is written there, and its kind.
    Kept(&'a str, HostData),
    Ipv4(Ipv4Addr),
    Ipv6(Ipv6Addr),
    /// Text that matched `IPvFuture`, without brackets.
    Future(&'a str),
}

impl<'a> HostText<'a> {
    /// Checks a host given as text against `host` (`ihost` for an IRI).
    fn parse(text: &'a str, lang: &Lang) -> Result<HostText<'a>, EditError> {
        check_host(lang.host, text).map(|()| HostText::Text(text))
    }

    /// Checks a typed host: the text of an IPvFuture against `IPvFuture`, of a reg-name against `reg-name`
    /// (`ireg-name` for an IRI).
    fn typed(host: Host<'a>, lang: &Lang) -> Result<HostText<'a>, EditError> {
        match host {
            Host::Ipv4(addr) => Ok(HostText::Ipv4(addr)),
            Host::Ipv6(addr) => Ok(HostText::Ipv6(addr)),
            Host::IpvFuture(text) => check(Rule::IpvFuture, text).map(|()| HostText::Future(text)),
            Host::RegName(text) => check_host(lang.reg_name, text).map(|()| HostText::Text(text)),
        }
    }
}

impl fmt::Display for HostText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostText::Text(text) | HostText::Kept(text, _) => f.write_str(text),
            HostText::Ipv4(addr) => write!(f, "{addr}"),
            HostText::Ipv6(addr) => write!(f, "[{addr}]"),
            HostText::Future(text) => write!(f, "[{text}]"),
        }
    }
}

/// A port on its way into a reference: digits that matched `port`, or a number.
#[derive(Clone, Copy)]
enum PortText<'a> {
    Text(&'a str),
    Number(u16),
}

impl fmt::Display for PortText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PortText::Text(text) => f.write_str(text),
            PortText::Number(n) => write!(f, "{n}"),
        }
    }
}

#[derive(Clone, Copy)]
struct AuthorityDraft<'a> {
    userinfo: Option<&'a str>,
    host: HostText<'a>,
    port: Option<PortText<'a>>,
}

impl HostText<'_> {
    /// The kind of host this text is in a reference, when it is known without the grammar: a typed
    /// address, or the host of the reference being edited. The kind of a text that a caller gave
    /// (`1.2.3.4` is an IPv4address, not a reg-name) is the grammar's to decide.
    fn data(&self) -> Option<HostData> {
        match self {
            HostText::Ipv4(addr) => Some(HostData::Ipv4(*addr)),
            HostText::Ipv6(addr) => Some(HostData::Ipv6(*addr)),
            HostText::Future(_) => Some(HostData::IpvFuture),
            HostText::Kept(_, data) => Some(*data),
            HostText::Text(_) => None,
        }
    }
}

/// The components of a reference, each already checked against its own rule, before they are put together.
#[derive(Clone, Copy)]
struct Draft<'a> {
    /// The language whose rules the components follow.
    lang: &'static Lang,
    scheme: Option<&'a str>,
    authority: Option<AuthorityDraft<'a>>,
    path: &'a str,
    /// Write a dot-segment before a path that would otherwise be read as something else.
    dot: bool,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Draft<'a> {
    /// The components of a parsed reference of the language `lang`.
    fn of(parts: &'a Parts, lang: &'static Lang) -> Draft<'a> {
        Draft {
            lang,
            scheme: parts.scheme().map(|s| parts.slice(s)),
            authority: parts.authority().map(|a| AuthorityDraft {
                userinfo: a.userinfo.map(|s| parts.slice(s)),
                host: HostText::Kept(parts.slice(a.host), a.host_data),
                port: a.port.map(|s| PortText::Text(parts.slice(s))),
            }),
            path: parts.slice(parts.path()),
            dot: false,
            query: parts.query().map(|s| parts.slice(s)),
            fragment: parts.fragment().map(|s| parts.slice(s)),
        }
    }

    fn authority(&mut self, component: &'static str) -> Result<&mut AuthorityDraft<'a>, EditError> {
        self.authority
            .as_mut()
            .ok_or(EditError(Reason::NoAuthority(component)))
    }

    /// What to write before the path so that the path fits the rest (section 3.3 and 4.2), or the rule it
    /// breaks. The path already matched `path`; the grammar's path rules tell which form it has.
    fn path_prefix(&self) -> Result<&'static str, EditError> {
        let path = self.path;
        if self.authority.is_some() {
            // hier-part / relative-part: "//" authority path-abempty
            return if self.lang.path_abempty.matches(path) {
                Ok("")
            } else {
                Err(EditError(Reason::PathAbempty(self.lang.path_abempty)))
            };
        }
        if path.is_empty() || self.lang.path_absolute.matches(path) {
            Ok("")
        } else if self.lang.path_abempty.matches(path) {
            // Not empty, begins with "/", and not path-absolute: it begins with "//". "/." before it keeps
            // the path once dot-segments are removed (5.2.4).
            if self.dot {
                Ok("/.")
            } else {
                Err(EditError(Reason::PathAbsolute(self.lang.path_absolute)))
            }
        } else if self.scheme.is_some() || self.lang.path_noscheme.matches(path) {
            // path-rootless after a scheme, path-noscheme without one.
            Ok("")
        } else if self.dot {
            // 4.2: "Such a segment must be preceded by a dot-segment (e.g., "./this:that")".
            Ok("./")
        } else {
            Err(EditError(Reason::PathNoscheme(self.lang.path_noscheme)))
        }
    }

    /// Puts the components together as a reference of `rule`.
    ///
    /// Each component has matched its own rule, the path its form (`path_prefix`), and each is written
    /// after its delimiter, so the spans recorded while writing are the grammar's: the release build
    /// trusts them (debug builds parse and compare) when `rule` takes a reference with a scheme this
    /// draft has or lacks, and the kind of the host is known. Otherwise the text is parsed as `rule`:
    /// a host text the caller gave, or a scheme where `rule` has none, is the grammar's to judge.
    fn finish(&self, rule: Rule) -> Result<Parts, EditError> {
        let prefix = self.path_prefix()?;
        let mut text = String::with_capacity(self.len_hint() + prefix.len());
        let spans = self.write(&mut text, prefix);
        let scheme_fits = match rule {
            Rule::Uri | Rule::Iri => self.scheme.is_some(),
            Rule::RelativeRef | Rule::IrelativeRef => self.scheme.is_none(),
            Rule::UriReference | Rule::IriReference => true,
            _ => false,
        };
        match spans {
            Some(spans) if scheme_fits => {
                debug_assert_eq!(
                    build::parse(rule, &text).map(|p| p.spans()).ok(),
                    Some(spans),
                    "{text:?}"
                );
                Ok(Parts::written(text, spans))
            }
            _ => build::parse_owned(rule, text).map_err(|e| EditError(Reason::Syntax(e))),
        }
    }

    /// Roughly the length of the text, to allocate once in the usual case.
    fn len_hint(&self) -> usize {
        let opt = |s: Option<&str>| s.map_or(0, |s| s.len() + 1);
        let authority = self.authority.map_or(0, |a| {
            let host = match a.host {
                HostText::Text(t) | HostText::Kept(t, _) => t.len(),
                HostText::Future(t) => t.len() + 2,
                HostText::Ipv4(_) => 15,
                HostText::Ipv6(_) => 41,
            };
            let port = a.port.map_or(0, |p| match p {
                PortText::Text(t) => t.len() + 1,
                PortText::Number(_) => 6,
            });
            2 + opt(a.userinfo) + host + port
        });
        opt(self.scheme) + authority + self.path.len() + opt(self.query) + opt(self.fragment)
    }

    /// Writes the reference into `out`, `prefix` before the path, and gives the spans of its components
    /// when the kind of its host is known (see [`Draft::finish`]).
    fn write(&self, out: &mut String, prefix: &str) -> Option<Spans> {
        let mut spans = Spans::EMPTY;
        let mut known = true;
        if let Some(scheme) = self.scheme {
            out.push_str(scheme);
            spans.scheme = Some(Span::new(0, out.len()));
            out.push(':');
        }
        if let Some(a) = self.authority {
            out.push_str("//");
            let start = out.len();
            let userinfo = a.userinfo.map(|userinfo| {
                out.push_str(userinfo);
                let span = Span::new(start, out.len());
                out.push('@');
                span
            });
            let host_start = out.len();
            // Writing to a String cannot fail.
            let _ = write!(out, "{}", a.host);
            let host = Span::new(host_start, out.len());
            let port = a.port.map(|port| {
                out.push(':');
                let port_start = out.len();
                let _ = write!(out, "{port}");
                Span::new(port_start, out.len())
            });
            let host_data = a.host.data();
            known = host_data.is_some();
            spans.authority = Some(AuthorityParts {
                span: Span::new(start, out.len()),
                userinfo,
                host,
                host_data: host_data.unwrap_or(HostData::RegName),
                port,
            });
        }
        let path_start = out.len();
        out.push_str(prefix);
        out.push_str(self.path);
        spans.path = Span::new(path_start, out.len());
        if let Some(query) = self.query {
            out.push('?');
            let start = out.len();
            out.push_str(query);
            spans.query = Some(Span::new(start, out.len()));
        }
        if let Some(fragment) = self.fragment {
            out.push('#');
            let start = out.len();
            out.push_str(fragment);
            spans.fragment = Some(Span::new(start, out.len()));
        }
        known.then_some(spans)
    }
}

/// The components of `parts`, changed by `change`, put together and parsed as `rule` of `lang`.
fn edit<'a>(
    parts: &'a Parts,
    lang: &'static Lang,
    rule: Rule,
    change: impl FnOnce(&mut Draft<'a>) -> Result<(), EditError>,
) -> Result<Parts, EditError> {
    let mut draft = Draft::of(parts, lang);
    change(&mut draft)?;
    draft.finish(rule)
}

/// The result of an edit that cannot break any rule: removing a query, a fragment, a userinfo or a port
/// leaves a reference of the same kind. Should the grammar disagree, the value stays as it was.
fn infallible(edited: Result<Parts, EditError>, old: &Parts) -> Parts {
    edited.unwrap_or_else(|_| old.clone())
}

/// `query` with the pair `key=value` appended, both percent-encoded for `component`.
fn appended(query: Option<&str>, key: &str, value: &str, component: Component) -> String {
    let mut out = String::from(query.unwrap_or(""));
    push_pair(&mut out, key, value, component);
    out
}

/// Appends `key=value` to the query `out`, both percent-encoded for `component`, after a `&` unless the
/// query is empty or already ends with one.
fn push_pair(out: &mut String, key: &str, value: &str, component: Component) {
    if !out.is_empty() && !out.ends_with('&') {
        out.push('&');
    }
    out.push_str(&percent::encode(key, component));
    out.push('=');
    out.push_str(&percent::encode(value, component));
}

/// `query` with every pair of `pairs` appended (as [`appended`] does for one), or `None` when there is no
/// pair: the query stays as it is, undefined or not.
fn appended_pairs<K: AsRef<str>, V: AsRef<str>>(
    query: Option<&str>,
    pairs: impl IntoIterator<Item = (K, V)>,
    component: Component,
) -> Option<String> {
    let mut pairs = pairs.into_iter().peekable();
    pairs.peek()?;
    let mut out = String::from(query.unwrap_or(""));
    for (key, value) in pairs {
        push_pair(&mut out, key.as_ref(), value.as_ref(), component);
    }
    Some(out)
}

/// `parts` with `pairs` appended to its query, in one edit. Appending pairs breaks no rule.
fn extend_query_pairs<K: AsRef<str>, V: AsRef<str>>(
    parts: &mut Parts,
    lang: &'static Lang,
    rule: Rule,
    pairs: impl IntoIterator<Item = (K, V)>,
) {
    let query = parts.query().map(|s| parts.slice(s));
    let Some(query) = appended_pairs(query, pairs, lang.query_pair) else {
        return;
    };
    let edited = edit(parts, lang, rule, |d| {
        d.query = Some(&query);
        Ok(())
    });
    *parts = infallible(edited, parts);
}

/// `path` with `segments` appended, each percent-encoded for a segment of `lang`, or `None` when no segment
/// is appended. `authority` and `scheme` tell whether the reference has them, which decides the form of
/// the path (3.3):
///
/// - after an authority, an empty path gets a `/` before its first segment (`path-abempty`);
/// - the first segment of a relative reference's path without authority has its `:` encoded too
///   (`segment-nz-nc`), so that it is not read as a scheme;
/// - a path that ends with `/` ends with an empty segment (a trailing slash), which the first segment
///   appended replaces; the segments of one call are joined as given, empty ones included;
/// - `.` and `..` are skipped: RFC 3986 has no way to write them as data (`%2E` is equivalent to `.`, 2.3),
///   and removing dot-segments (5.2.4) would read them as moves in the hierarchy;
/// - a path without authority that the appended segments would make begin with `//` gets `/.` before it
///   (as `set_path_dot_prefixed` writes it), so that it is not read as an authority.
fn with_segments<S: AsRef<str>>(
    path: &str,
    authority: bool,
    scheme: bool,
    lang: &Lang,
    segments: impl IntoIterator<Item = S>,
) -> Option<String> {
    let mut out = String::from(path);
    let mut appended = false;
    for segment in segments {
        let segment = segment.as_ref();
        if segment == "." || segment == ".." {
            continue;
        }
        if appended || (!out.is_empty() && !out.ends_with('/')) || (out.is_empty() && authority) {
            out.push('/');
        }
        let component = if out.is_empty() && !authority && !scheme {
            lang.segment_nz_nc
        } else {
            lang.segment
        };
        out.push_str(&percent::encode(segment, component));
        appended = true;
    }
    if !appended {
        return None;
    }
    if !authority && out.starts_with("//") && !path.starts_with("//") {
        out.insert_str(0, "/.");
    }
    Some(out)
}

/// `parts` with `segments` appended to its path (see [`with_segments`]), in one edit.
fn extend_path_segments<S: AsRef<str>>(
    parts: &mut Parts,
    lang: &'static Lang,
    rule: Rule,
    segments: impl IntoIterator<Item = S>,
) {
    let path = parts.slice(parts.path());
    let (authority, scheme) = (parts.authority().is_some(), parts.scheme().is_some());
    let Some(path) = with_segments(path, authority, scheme, lang, segments) else {
        return;
    };
    let edited = edit(parts, lang, rule, |d| {
        d.path = &path;
        Ok(())
    });
    *parts = infallible(edited, parts);
}

/// Removes the last segment of the path of `parts` and returns it as written; `None`, and no change, when
/// the path is empty or `/`. The root of an absolute path stays: `/a` becomes `/`. What is left is a prefix
/// of the path that ends before a `/`, so it fits the rest of the reference as the path did.
fn pop_path_segment(parts: &mut Parts, lang: &'static Lang, rule: Rule) -> Option<String> {
    let path = parts.slice(parts.path());
    let (rest, last) = match path.rfind('/') {
        _ if path.is_empty() || path == "/" => return None,
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    let last = String::from(last);
    let edited = edit(parts, lang, rule, |d| {
        d.path = rest;
        Ok(())
    });
    *parts = edited.ok()?;
    Some(last)
}

/// The pieces of `query` between `&`, without those whose key (percent-decoded) is `key`.
fn without_key(query: &str, key: &str) -> String {
    let mut out = String::with_capacity(query.len());
    for piece in query.split('&').filter(|p| !p.is_empty()) {
        let piece_key = piece.split_once('=').map_or(piece, |(k, _)| k);
        if percent::decode_utf8_lossy(piece_key) == key {
            continue;
        }
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(piece);
    }
    out
}

/// `query` with the first pair of `key` set to `value` and its other pairs removed, or the pair appended.
fn replaced(query: Option<&str>, key: &str, value: &str, component: Component) -> String {
    let Some(query) = query else {
        return appended(None, key, value, component);
    };
    let mut out = String::with_capacity(query.len() + value.len());
    let mut done = false;
    for piece in query.split('&').filter(|p| !p.is_empty()) {
        let piece_key = piece.split_once('=').map_or(piece, |(k, _)| k);
        let piece = if percent::decode_utf8_lossy(piece_key) != key {
            Cow::Borrowed(piece)
        } else if done {
            continue;
        } else {
            done = true;
            Cow::Owned(appended(None, key, value, component))
        };
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(&piece);
    }
    if done {
        out
    } else {
        appended(Some(&out), key, value, component)
    }
}

macro_rules! setters {
    ($name:ident, $lang:expr, $rule:expr, $example:literal) => {
        impl $name {
            /// Sets the [userinfo](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), which must match
            /// `userinfo` (percent-encode it first with [`percent::encode`](crate::percent::encode)).
            ///
            /// # Errors
            ///
            /// `userinfo` when it does not match the rule; `authority` when the reference has no authority
            /// (set a host first).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// assert!(r.set_userinfo("user").is_err()); // no authority yet
            /// r.set_host_str("example.com")?;
            /// r.set_userinfo("user")?;
            /// assert_eq!(r.userinfo(), Some("user"));
            /// assert!(r.set_userinfo("a@b").is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_userinfo(&mut self, userinfo: &str) -> Result<(), EditError> {
                check($lang.userinfo, userinfo)?;
                edit(&self.0, &$lang, $rule, |d| {
                    d.authority("userinfo")?.userinfo = Some(userinfo);
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Sets the user name of a `user:password` userinfo, percent-encoding what a userinfo does not
            /// allow and `:` (so that the name stays one), and keeping the password.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority (set a host first).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("db.example")?;
            /// r.set_username("app@eu:1")?;
            /// r.set_password(Some("p w:d"))?;
            /// assert_eq!(r.userinfo(), Some("app%40eu%3A1:p%20w:d"));
            /// assert_eq!(r.username_decoded().as_deref(), Some("app@eu:1"));
            /// assert_eq!(r.password_decoded().as_deref(), Some("p w:d"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_username(&mut self, username: &str) -> Result<(), EditError> {
                let user = crate::percent::encode(username, $lang.user);
                let userinfo = match self.password() {
                    Some(password) => alloc::format!("{user}:{password}"),
                    None => alloc::string::String::from(user),
                };
                self.set_userinfo(&userinfo)
            }

            /// Sets the password of a `user:password` userinfo, percent-encoding what a userinfo does not
            /// allow, or removes it (and its `:`) with `None`. The user name is kept (empty when there was
            /// no userinfo). [`redacted`]($name::redacted) and `Debug` keep hiding it.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("h")?;
            /// r.set_username("me")?;
            /// r.set_password(Some("s3cret"))?;
            /// assert_eq!(r.password(), Some("s3cret"));
            /// assert!(!format!("{r:?}").contains("s3cret"));
            /// r.set_password(None)?;
            /// assert_eq!(r.userinfo(), Some("me"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_password(&mut self, password: Option<&str>) -> Result<(), EditError> {
                let user = alloc::string::String::from(self.username().unwrap_or(""));
                let userinfo = match password {
                    Some(p) => alloc::format!("{user}:{}", crate::percent::encode(p, $lang.password)),
                    None => user,
                };
                self.set_userinfo(&userinfo)
            }

            /// Appends a `key=value` pair to the query (after `&` when the query has pairs already; a query
            /// is made when there is none), each percent-encoded so that it reads back as given (the
            /// `QueryPair` rules of [`percent::Component`](crate::percent::Component)).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.append_query_pair("q", "a&b c");
            /// r.append_query_pair("lang", "en");
            /// assert_eq!(r.query(), Some("q=a%26b%20c&lang=en"));
            /// let pairs: Vec<_> = r.query_pairs().decoded().collect();
            /// assert_eq!(pairs, [("q".into(), "a&b c".into()), ("lang".into(), "en".into())]);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn append_query_pair(&mut self, key: &str, value: &str) {
                let query = appended(self.query(), key, value, $lang.query_pair);
                let edited = edit(&self.0, &$lang, $rule, |d| {
                    d.query = Some(&query);
                    Ok(())
                });
                self.0 = infallible(edited, &self.0);
            }

            /// Removes every pair whose key, percent-decoded, is `key`; the other pairs stay as written. A
            /// query left with no pair stays, empty (`?`).
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("a=1&utm_source=x&b=2&utm%5Fsource=y")?;
            /// r.remove_query_key("utm_source");
            /// assert_eq!(r.query(), Some("a=1&b=2"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn remove_query_key(&mut self, key: &str) {
                let Some(query) = self.query() else { return };
                let kept = without_key(query, key);
                if kept != query {
                    let edited = edit(&self.0, &$lang, $rule, |d| {
                        d.query = Some(&kept);
                        Ok(())
                    });
                    self.0 = infallible(edited, &self.0);
                }
            }

            /// Replaces the value of `key`: the first pair with that key (percent-decoded) gets `value`, the
            /// others with it are removed, and the pair is appended when there is none.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("page=1&q=x&page=2")?;
            /// r.set_query_pair("page", "3");
            /// assert_eq!(r.query(), Some("page=3&q=x"));
            /// r.set_query_pair("sort", "new");
            /// assert_eq!(r.query(), Some("page=3&q=x&sort=new"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_query_pair(&mut self, key: &str, value: &str) {
                let query = replaced(self.query(), key, value, $lang.query_pair);
                let edited = edit(&self.0, &$lang, $rule, |d| {
                    d.query = Some(&query);
                    Ok(())
                });
                self.0 = infallible(edited, &self.0);
            }

            /// Appends every `(key, value)` pair to the query in one edit, as
            #[doc = concat!("[`append_query_pair`](", stringify!($name), "::append_query_pair)")]
            /// does for one (a query is made when there is none). No pair changes nothing: an undefined
            /// query stays undefined.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.extend_query_pairs([("q", "a&b c"), ("page", "2")]);
            /// assert_eq!(r.query(), Some("q=a%26b%20c&page=2"));
            /// let filters = vec![("tag", String::from("x")), ("tag", String::from("y"))];
            /// r.extend_query_pairs(filters);
            /// assert_eq!(r.query(), Some("q=a%26b%20c&page=2&tag=x&tag=y"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn extend_query_pairs<I, K, V>(&mut self, pairs: I)
            where
                I: IntoIterator<Item = (K, V)>,
                K: AsRef<str>,
                V: AsRef<str>,
            {
                extend_query_pairs(&mut self.0, &$lang, $rule, pairs)
            }

            /// Removes the userinfo and its `@`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_userinfo("user:pw")?;
            /// r.clear_userinfo();
            /// assert_eq!(r.userinfo(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn clear_userinfo(&mut self) {
                if self.0.authority().is_some_and(|a| a.userinfo.is_some()) {
                    let cleared = edit(&self.0, &$lang, $rule, |d| {
                        if let Some(a) = &mut d.authority {
                            a.userinfo = None;
                        }
                        Ok(())
                    });
                    self.0 = infallible(cleared, &self.0);
                }
            }

            /// Sets the [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), typed: an
            /// [`Ipv4Addr`], an [`Ipv6Addr`] (written in brackets), or a [`Host`]. A `Host::RegName` must match
            /// `reg-name` and a `Host::IpvFuture` must match `IPvFuture`. A reference without an authority gets
            /// one. As when parsing, the host is then typed by the first rule that matches it: a reg-name
            /// `1.2.3.4` reads back as an IPv4 address.
            ///
            /// # Errors
            ///
            /// `reg-name` or `IPvFuture` for text that does not match it; `path-abempty` when a new authority
            /// would be followed by a path that neither is empty nor begins with `/`.
            ///
            /// ```
            /// use core::net::{Ipv4Addr, Ipv6Addr};
            /// use rfc3986::Host;
            ///
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host(Ipv6Addr::LOCALHOST)?;
            /// assert_eq!(r.host_str(), Some("[::1]"));
            /// r.set_host(Ipv4Addr::new(192, 0, 2, 16))?;
            /// assert_eq!(r.host_str(), Some("192.0.2.16"));
            /// r.set_host(Host::RegName("example.com"))?;
            /// assert_eq!(r.host(), Some(Host::RegName("example.com")));
            /// assert!(r.set_host(Host::RegName("a b")).is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_host<'h>(&mut self, host: impl Into<Host<'h>>) -> Result<(), EditError> {
                let host = HostText::typed(host.into(), &$lang)?;
                self.put_host(host)
            }

            /// Sets the host from its text, which must match `host` (brackets included for an IP-literal).
            /// A reference without an authority gets one.
            ///
            /// # Errors
            ///
            /// `host` when the text does not match it; `path-abempty` as for
            #[doc = concat!("[`set_host`](", stringify!($name), "::set_host).")]
            /// An IPv6 address without its brackets is no host: the error says so.
            ///
            /// ```
            /// use rfc3986::Host;
            ///
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("[v7.fe80::1]")?;
            /// assert_eq!(r.host(), Some(Host::IpvFuture("v7.fe80::1")));
            /// assert!(r.set_host_str("[::1").is_err());
            /// assert!(r.set_host_str("::1").unwrap_err().to_string().ends_with(
            ///     "; an IPv6 host needs brackets (\"[::1]\"), or set it as Host::Ipv6",
            /// ));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_host_str(&mut self, host: &str) -> Result<(), EditError> {
                let host = HostText::parse(host, &$lang)?;
                self.put_host(host)
            }

            fn put_host(&mut self, host: HostText<'_>) -> Result<(), EditError> {
                edit(&self.0, &$lang, $rule, |d| {
                    match &mut d.authority {
                        Some(a) => a.host = host,
                        None => {
                            d.authority = Some(AuthorityDraft {
                                userinfo: None,
                                host,
                                port: None,
                            })
                        }
                    }
                    Ok(())
                })
                .map(|new| self.0 = new)
            }

            /// Removes the [authority](https://www.rfc-editor.org/rfc/rfc3986#section-3.2) (the `//`,
            /// userinfo, host and port), if there is one.
            ///
            /// # Errors
            ///
            /// `path-absolute` when the path begins with `//`, which would then be read as an authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.clear_authority()?;
            /// assert_eq!(r.authority(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn clear_authority(&mut self) -> Result<(), EditError> {
                if self.0.authority().is_none() {
                    return Ok(());
                }
                edit(&self.0, &$lang, $rule, |d| {
                    d.authority = None;
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Sets the [port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) from its digits, which
            /// must match `port = *DIGIT` (so `""` and `99999` are allowed, as when parsing).
            ///
            /// # Errors
            ///
            /// `port` when the text is not digits; `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port("8080")?;
            /// assert_eq!(r.port_u16(), Some(8080));
            /// assert!(r.set_port("-1").is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_port(&mut self, port: &str) -> Result<(), EditError> {
                check(Rule::Port, port)?;
                self.put_port(PortText::Text(port))
            }

            /// Sets the port to a number.
            ///
            /// # Errors
            ///
            /// `authority` when the reference has no authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port_u16(443)?;
            /// assert_eq!(r.port(), Some("443"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_port_u16(&mut self, port: u16) -> Result<(), EditError> {
                self.put_port(PortText::Number(port))
            }

            fn put_port(&mut self, port: PortText<'_>) -> Result<(), EditError> {
                edit(&self.0, &$lang, $rule, |d| {
                    d.authority("port")?.port = Some(port);
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Removes the port and its `:`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_host_str("example.com")?;
            /// r.set_port("80")?;
            /// r.clear_port();
            /// assert_eq!(r.port(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn clear_port(&mut self) {
                if self.0.authority().is_some_and(|a| a.port.is_some()) {
                    let cleared = edit(&self.0, &$lang, $rule, |d| {
                        if let Some(a) = &mut d.authority {
                            a.port = None;
                        }
                        Ok(())
                    });
                    self.0 = infallible(cleared, &self.0);
                }
            }

            /// Sets the [path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3), which must match `path`
            /// and fit the rest of the reference: after an authority it is empty or begins with `/`; without
            /// one it does not begin with `//`; in a relative reference its first segment has no `:`.
            ///
            /// # Errors
            ///
            /// `path` when the text does not match it, or the rule that the path breaks: `path-abempty`,
            /// `path-absolute` or `path-noscheme`.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/over/there")?;
            /// assert_eq!(r.path().as_str(), "/over/there");
            /// assert!(r.set_path("//there").is_err()); // would be read as an authority
            /// assert!(r.set_path("a b").is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_path(&mut self, path: &str) -> Result<(), EditError> {
                self.put_path(path, false)
            }

            /// Sets the path like
            #[doc = concat!("[`set_path`](", stringify!($name), "::set_path),")]
            /// but writes a dot-segment before a path that would otherwise be read as something else: `./`
            /// before a first segment with `:` in a relative reference (as RFC 3986 4.2 advises), `/.` before
            /// a path beginning with `//` where there is no authority. Removing dot-segments (5.2.4) gives the
            /// path back, so the result resolves the same.
            ///
            /// # Errors
            ///
            /// `path` when the text does not match it; `path-abempty` after an authority.
            ///
            /// ```
            /// let mut r = rfc3986::RelativeRef::parse("x")?;
            /// r.set_path_dot_prefixed("a:b")?;
            /// assert_eq!(r.as_str(), "./a:b");
            /// r.set_path_dot_prefixed("//a")?;
            /// assert_eq!(r.as_str(), "/.//a");
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_path_dot_prefixed(&mut self, path: &str) -> Result<(), EditError> {
                self.put_path(path, true)
            }

            /// Appends `segment` as the new last segment of the path, percent-encoded so that it stays one
            /// segment and decodes back to `segment` (a `/` in it is written `%2F`). It follows `url`'s
            /// `path_segments_mut().push()` where RFC 3986 allows, and keeps the path rules of 3.3:
            ///
            /// - after an authority, an empty path becomes `/segment`;
            /// - a path that ends with `/` ends with an empty segment, which the new one replaces: `/a/`
            ///   becomes `/a/segment` (`url` gives `/a//segment` unless `pop_if_empty` is called first), and
            ///   pushing `""` there changes nothing; elsewhere `""` appends an empty segment, a trailing
            ///   slash (`/a` becomes `/a/`), and an empty path stays empty;
            /// - the first segment of a relative reference without scheme and authority has its `:` encoded
            ///   as `%3A` (`segment-nz-nc`), so that it is not read as a scheme;
            /// - `.` and `..` are skipped, as `url` does: RFC 3986 cannot write them as data (`%2E` is
            ///   equivalent to `.`, 2.3), and resolving would read them as moves up the hierarchy (5.2.4).
            ///
            /// A URI encodes every character outside ASCII; an IRI keeps those its `isegment` allows.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/api/")?;
            /// r.push_path_segment("users");
            /// r.push_path_segment("a/b c");
            /// assert_eq!(r.path().as_str(), "/api/users/a%2Fb%20c");
            /// r.push_path_segment("");
            /// assert_eq!(r.path().as_str(), "/api/users/a%2Fb%20c/");
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn push_path_segment(&mut self, segment: &str) {
                extend_path_segments(&mut self.0, &$lang, $rule, [segment])
            }

            /// Appends every segment in one edit, each as
            #[doc = concat!("[`push_path_segment`](", stringify!($name), "::push_path_segment)")]
            /// writes it, except that only the first can replace the empty segment after a trailing `/`:
            /// the segments are joined as given, empty ones included. Where a path without authority would
            /// then begin with `//` (empty segments first), it gets `/.` before it, as
            #[doc = concat!("[`set_path_dot_prefixed`](", stringify!($name), "::set_path_dot_prefixed)")]
            /// writes it, so that it is not read as an authority.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/")?;
            /// r.extend_path_segments(["api", "v1", "", "x y"]);
            /// assert_eq!(r.path().as_str(), "/api/v1//x%20y");
            /// let names = vec![String::from("a"), String::from("b")];
            /// r.extend_path_segments(&names);
            /// assert_eq!(r.path().as_str(), "/api/v1//x%20y/a/b");
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn extend_path_segments<I, S>(&mut self, segments: I)
            where
                I: IntoIterator<Item = S>,
                S: AsRef<str>,
            {
                extend_path_segments(&mut self.0, &$lang, $rule, segments)
            }

            /// Removes the last segment of the path and returns it as written (not decoded); `None`, and no
            /// change, when the path is empty or `/`. The root stays: `/a` becomes `/` (as `url`'s
            /// `path_segments_mut().pop()` does, which returns nothing), `a` becomes empty, and `/a/`
            /// becomes `/a`, returning the empty segment after the trailing slash.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_path("/a%20b/c/")?;
            /// assert_eq!(r.pop_path_segment().as_deref(), Some(""));
            /// assert_eq!(r.pop_path_segment().as_deref(), Some("c"));
            /// assert_eq!(r.pop_path_segment().as_deref(), Some("a%20b"));
            /// assert_eq!(r.path().as_str(), "/");
            /// assert_eq!(r.pop_path_segment(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn pop_path_segment(&mut self) -> Option<alloc::string::String> {
                pop_path_segment(&mut self.0, &$lang, $rule)
            }

            fn put_path(&mut self, path: &str, dot: bool) -> Result<(), EditError> {
                check($lang.path, path)?;
                edit(&self.0, &$lang, $rule, |d| {
                    d.path = path;
                    d.dot = dot;
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Sets the [query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4), without its `?`; it
            /// must match `query`. `""` gives an empty query (`?` alone).
            ///
            /// # Errors
            ///
            /// `query` when the text does not match it.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("name=ferret")?;
            /// assert_eq!(r.query(), Some("name=ferret"));
            /// assert!(r.set_query("a#b").is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_query(&mut self, query: &str) -> Result<(), EditError> {
                check($lang.query, query)?;
                edit(&self.0, &$lang, $rule, |d| {
                    d.query = Some(query);
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Removes the query and its `?`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_query("q")?;
            /// r.clear_query();
            /// assert_eq!(r.query(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn clear_query(&mut self) {
                if self.0.query().is_some() {
                    let cleared = edit(&self.0, &$lang, $rule, |d| {
                        d.query = None;
                        Ok(())
                    });
                    self.0 = infallible(cleared, &self.0);
                }
            }

            /// Sets the [fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5), without its `#`; it
            /// must match `fragment`. `""` gives an empty fragment (`#` alone).
            ///
            /// # Errors
            ///
            /// `fragment` when the text does not match it.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_fragment("nose")?;
            /// assert_eq!(r.fragment(), Some("nose"));
            /// assert!(r.set_fragment("a#b").is_err());
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn set_fragment(&mut self, fragment: &str) -> Result<(), EditError> {
                check($lang.fragment, fragment)?;
                edit(&self.0, &$lang, $rule, |d| {
                    d.fragment = Some(fragment);
                    Ok(())
                }).map(|new| self.0 = new)
            }

            /// Removes the fragment and its `#`, if there is one.
            ///
            /// ```
            #[doc = concat!("let mut r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// r.set_fragment("f")?;
            /// r.clear_fragment();
            /// assert_eq!(r.fragment(), None);
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn clear_fragment(&mut self) {
                if self.0.fragment().is_some() {
                    let cleared = edit(&self.0, &$lang, $rule, |d| {
                        d.fragment = None;
                        Ok(())
                    });
                    self.0 = infallible(cleared, &self.0);
                }
            }

            /// A copy without the fragment and its `#`: what a fragment-less type such as `http::Uri` can
            /// hold, or a base (RFC 3986 5.1). The same reference when it has none.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "?q#top\")?;")]
            #[doc = concat!("assert_eq!(r.without_fragment().as_str(), \"", $example, "?q\");")]
            /// assert_eq!(r.without_fragment().fragment(), None);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn without_fragment(&self) -> $name {
                let mut spans = self.0.spans();
                match spans.fragment.take() {
                    // The `#` before the fragment is where the text ends.
                    Some(fragment) => $name(Parts::new(
                        alloc::string::String::from(&self.0.text[..fragment.start - 1]),
                        spans,
                    )),
                    None => self.clone(),
                }
            }
        }
    };
}

setters!(UriRef, lang::URI, Rule::UriReference, "/a");
setters!(Uri, lang::URI, Rule::Uri, "http:/a");
setters!(RelativeRef, lang::URI, Rule::RelativeRef, "/a");
setters!(IriRef, lang::IRI, Rule::IriReference, "/é");
setters!(Iri, lang::IRI, Rule::Iri, "http:/é");
setters!(IriRelativeRef, lang::IRI, Rule::IrelativeRef, "/é");

impl UriRef {
    /// A [`Builder`] for a reference, component by component.
    ///
    /// ```
    /// let r = rfc3986::UriRef::builder().path("a/b").query("q").build()?;
    /// assert_eq!(r.as_str(), "a/b?q");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn builder<'a>() -> Builder<'a> {
        Builder::new()
    }

    /// Sets the [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), which must match `scheme`;
    /// a relative reference becomes a URI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com/")?;
    /// r.set_scheme("https")?;
    /// assert_eq!(r.as_str(), "https://example.com/");
    /// assert!(r.is_uri());
    /// assert!(r.set_scheme("1http").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        check(Rule::Scheme, scheme)?;
        edit(&self.0, &lang::URI, Rule::UriReference, |d| {
            d.scheme = Some(scheme);
            Ok(())
        })
        .map(|new| self.0 = new)
    }

    /// Removes the scheme and its `:`, if there is one: a URI becomes a relative reference.
    ///
    /// # Errors
    ///
    /// `path-noscheme` when the first segment of the path has a `:` (the reference would be read as a URI
    /// with another scheme; set the path with a `./` first).
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("http://example.com/")?;
    /// r.clear_scheme()?;
    /// assert_eq!(r.as_str(), "//example.com/");
    ///
    /// let mut r = rfc3986::UriRef::parse("urn:isbn:0451450523")?;
    /// assert_eq!(r.clear_scheme().unwrap_err().rule(), rfc3986::Rule::PathNoscheme);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn clear_scheme(&mut self) -> Result<(), EditError> {
        if self.0.scheme().is_none() {
            return Ok(());
        }
        edit(&self.0, &lang::URI, Rule::UriReference, |d| {
            d.scheme = None;
            Ok(())
        })
        .map(|new| self.0 = new)
    }
}

impl Uri {
    /// Sets the [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), which must match `scheme`.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let mut uri = rfc3986::Uri::parse("http://example.com/")?;
    /// uri.set_scheme("https")?;
    /// assert_eq!(uri.as_str(), "https://example.com/");
    /// assert!(uri.set_scheme("").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        check(Rule::Scheme, scheme)?;
        edit(&self.0, &lang::URI, Rule::Uri, |d| {
            d.scheme = Some(scheme);
            Ok(())
        })
        .map(|new| self.0 = new)
    }

    /// The same reference without its scheme, as a relative reference.
    ///
    /// # Errors
    ///
    /// `path-noscheme` when the first segment of the path has a `:`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("http://example.com/a?q")?;
    /// assert_eq!(uri.without_scheme()?.as_str(), "//example.com/a?q");
    /// assert!(rfc3986::Uri::parse("mailto:a@b")?.without_scheme().is_ok());
    /// assert!(rfc3986::Uri::parse("urn:a:b")?.without_scheme().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn without_scheme(&self) -> Result<RelativeRef, EditError> {
        let mut draft = Draft::of(&self.0, &lang::URI);
        draft.scheme = None;
        draft.finish(Rule::RelativeRef).map(RelativeRef)
    }
}

impl RelativeRef {
    /// The same reference with a scheme, as a URI.
    ///
    /// # Errors
    ///
    /// `scheme` when the text does not match it.
    ///
    /// ```
    /// let r = rfc3986::RelativeRef::parse("//example.com/a")?;
    /// assert_eq!(r.with_scheme("https")?.as_str(), "https://example.com/a");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_scheme(&self, scheme: &str) -> Result<Uri, EditError> {
        check(Rule::Scheme, scheme)?;
        let mut draft = Draft::of(&self.0, &lang::URI);
        draft.scheme = Some(scheme);
        draft.finish(Rule::Uri).map(Uri)
    }
}

/// A reference put together from its components. Each component is checked against its rule by the grammar
/// when [`build`](Builder::build) is called, and so are the rules that span components; the result is what
/// parsing its string gives. Components not set are undefined, except the path, which is empty.
///
/// Text arguments are anything that is `AsRef<str>`: `&str`, `String`, `&String`, `Cow<str>` and
/// `&Cow<str>` (what [`percent::encode`](crate::percent::encode) returns) alike; the builder keeps a copy.
///
/// ```
/// use core::net::Ipv4Addr;
/// use rfc3986::UriRef;
///
/// let uri = UriRef::builder()
///     .scheme("http")
///     .userinfo("user")
///     .host(Ipv4Addr::new(192, 0, 2, 16))
///     .port_u16(8080)
///     .path("/over/there")
///     .query("name=ferret")
///     .fragment("nose")
///     .build_uri()?;
/// assert_eq!(uri.as_str(), "http://user@192.0.2.16:8080/over/there?name=ferret#nose");
///
/// let err = UriRef::builder().port("80").build().unwrap_err();
/// assert_eq!(err.to_string(), "a port needs an authority, and the reference has none (authority)");
///
/// use rfc3986::percent::{self, Component};
///
/// let fragment = percent::encode("a b", Component::Fragment);
/// let host = String::from("example.com");
/// let r = UriRef::builder().host_str(&host).fragment(&fragment).build()?;
/// assert_eq!(r.as_str(), "//example.com#a%20b");
/// # Ok::<(), rfc3986::EditError>(())
/// ```
#[derive(Clone, Default)]
pub struct Builder<'a> {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<HostInput<'a>>,
    port: Option<PortInput>,
    path: String,
    /// Segments to append to `path`, not encoded yet: how depends on the language built and on whether
    /// there is an authority and a scheme.
    segments: Vec<String>,
    dot: bool,
    query: Option<String>,
    fragment: Option<String>,
}

#[derive(Clone, Debug)]
enum HostInput<'a> {
    Typed(Host<'a>),
    Text(String),
}

#[derive(Clone, Debug)]
enum PortInput {
    Text(String),
    Number(u16),
}

impl<'a> Builder<'a> {
    /// A builder with no components: it builds the empty relative reference.
    ///
    /// ```
    /// assert_eq!(rfc3986::Builder::new().build()?.as_str(), "");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn new() -> Builder<'a> {
        Builder::default()
    }

    /// The scheme, to match `scheme`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().scheme("urn").path("isbn:0451450523").build()?;
    /// assert_eq!(r.as_str(), "urn:isbn:0451450523");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn scheme(mut self, scheme: impl AsRef<str>) -> Builder<'a> {
        self.scheme = Some(scheme.as_ref().into());
        self
    }

    /// The userinfo, to match `userinfo`; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().userinfo("me").host_str("h").build()?;
    /// assert_eq!(r.as_str(), "//me@h");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn userinfo(mut self, userinfo: impl AsRef<str>) -> Builder<'a> {
        self.userinfo = Some(userinfo.as_ref().into());
        self
    }

    /// The host, typed: an [`Ipv4Addr`], an [`Ipv6Addr`] or a [`Host`]. Setting a host gives the reference an
    /// authority.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    ///
    /// let r = rfc3986::Builder::new().host(Ipv6Addr::LOCALHOST).path("/").build()?;
    /// assert_eq!(r.as_str(), "//[::1]/");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn host(mut self, host: impl Into<Host<'a>>) -> Builder<'a> {
        self.host = Some(HostInput::Typed(host.into()));
        self
    }

    /// The host as text, to match `host` (brackets included for an IP-literal: an IPv6 address without
    /// them fails to build with an error that says so).
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("[v7.x]").build()?;
    /// assert_eq!(r.as_str(), "//[v7.x]");
    /// let err = rfc3986::Builder::new().host_str("::1").build().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid host at index 0: unexpected \":\", expected reg-name; \
    ///      an IPv6 host needs brackets (\"[::1]\"), or set it as Host::Ipv6",
    /// );
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn host_str(mut self, host: impl AsRef<str>) -> Builder<'a> {
        self.host = Some(HostInput::Text(host.as_ref().into()));
        self
    }

    /// The port as digits, to match `port`; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("h").port("").build()?;
    /// assert_eq!(r.as_str(), "//h:");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn port(mut self, port: impl AsRef<str>) -> Builder<'a> {
        self.port = Some(PortInput::Text(port.as_ref().into()));
        self
    }

    /// The port as a number; it needs a host.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("h").port_u16(80).build()?;
    /// assert_eq!(r.port(), Some("80"));
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn port_u16(mut self, port: u16) -> Builder<'a> {
        self.port = Some(PortInput::Number(port));
        self
    }

    /// The path, to match `path` and fit the other components (see [`UriRef::set_path`]).
    ///
    /// ```
    /// let err = rfc3986::Builder::new().path("a:b").build().unwrap_err();
    /// assert_eq!(err.rule(), rfc3986::Rule::PathNoscheme);
    /// ```
    pub fn path(mut self, path: impl AsRef<str>) -> Builder<'a> {
        self.path = path.as_ref().into();
        self.segments.clear();
        self.dot = false;
        self
    }

    /// The path, with a dot-segment written before it where it would otherwise be read as something else
    /// (see [`UriRef::set_path_dot_prefixed`]).
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path_dot_prefixed("a:b").build()?;
    /// assert_eq!(r.as_str(), "./a:b");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn path_dot_prefixed(mut self, path: impl AsRef<str>) -> Builder<'a> {
        self.path = path.as_ref().into();
        self.segments.clear();
        self.dot = true;
        self
    }

    /// Appends segments to the path (after the one given to [`path`](Builder::path), if any; a later
    /// `path` replaces them all), each percent-encoded when the reference is built so that it stays one
    /// segment and decodes back to the text given. They are written as
    /// [`UriRef::extend_path_segments`] writes them, by what the built reference has: after an authority
    /// the path begins with `/`; the first segment of a relative path has its `:` encoded; the empty
    /// segment after a trailing `/` is replaced; `.` and `..` are skipped. An IRI keeps the characters its
    /// `isegment` allows, a URI encodes every character outside ASCII.
    ///
    /// ```
    /// use rfc3986::Builder;
    ///
    /// let uri = Builder::new()
    ///     .scheme("https")
    ///     .host_str("example.com")
    ///     .path_segments(["api", "v1", "users", "a b"])
    ///     .query_pairs([("q", "x"), ("page", "2")])
    ///     .build_uri()?;
    /// assert_eq!(uri, "https://example.com/api/v1/users/a%20b?q=x&page=2");
    ///
    /// let r = Builder::new().path("/api/").path_segments(["été"]).build_iri_ref()?;
    /// assert_eq!(r, "/api/été");
    /// let r = Builder::new().path_segments(["a:b", "c:d"]).build()?;
    /// assert_eq!(r, "a%3Ab/c:d");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn path_segments<I, S>(mut self, segments: I) -> Builder<'a>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let segments = segments.into_iter().map(|s| String::from(s.as_ref()));
        self.segments.extend(segments);
        self
    }

    /// Appends one segment to the path, as [`path_segments`](Builder::path_segments) does.
    ///
    /// ```
    /// let user = String::from("a/b");
    /// let r = rfc3986::Builder::new()
    ///     .host_str("h")
    ///     .push_path_segment("users")
    ///     .push_path_segment(&user)
    ///     .build()?;
    /// assert_eq!(r, "//h/users/a%2Fb");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn push_path_segment(self, segment: impl AsRef<str>) -> Builder<'a> {
        self.path_segments([segment])
    }

    /// The query, without its `?`, to match `query`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().query("").build()?;
    /// assert_eq!(r.as_str(), "?");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query(mut self, query: impl AsRef<str>) -> Builder<'a> {
        self.query = Some(query.as_ref().into());
        self
    }

    /// Appends a `key=value` pair to the query, each percent-encoded so that it reads back as given (as
    /// `UriRef::append_query_pair` does; for a URI, which encodes every non-ASCII character, also when the
    /// builder builds an IRI).
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .path("/search")
    ///     .query_pair("q", "rust & pest")
    ///     .query_pair("page", "2")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "/search?q=rust%20%26%20pest&page=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query_pair(self, key: impl AsRef<str>, value: impl AsRef<str>) -> Builder<'a> {
        self.query_pairs([(key, value)])
    }

    /// Appends every `(key, value)` pair to the query, as [`query_pair`](Builder::query_pair) does for one.
    /// No pair changes nothing.
    ///
    /// ```
    /// let page = 2.to_string();
    /// let r = rfc3986::Builder::new()
    ///     .path("/search")
    ///     .query_pairs([("q", "rust & pest"), ("page", &page)])
    ///     .query_pairs(Vec::<(String, String)>::new())
    ///     .build()?;
    /// assert_eq!(r, "/search?q=rust%20%26%20pest&page=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn query_pairs<I, K, V>(mut self, pairs: I) -> Builder<'a>
    where
        I: IntoIterator<Item = (K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        if let Some(query) = appended_pairs(self.query.as_deref(), pairs, Component::QueryPair) {
            self.query = Some(query);
        }
        self
    }

    /// Removes every pair of the query whose key, percent-decoded, is `key` (as
    /// `UriRef::remove_query_key` does); the other pairs stay as written.
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .query("a=1&utm_source=x&b=2")
    ///     .remove_query_key("utm_source")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "?a=1&b=2");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn remove_query_key(mut self, key: impl AsRef<str>) -> Builder<'a> {
        if let Some(query) = &mut self.query {
            *query = without_key(query, key.as_ref());
        }
        self
    }

    /// Replaces the value of `key` in the query (as `UriRef::set_query_pair` does): the first pair with
    /// that key gets `value`, the others with it are removed, and the pair is appended when there is none.
    ///
    /// ```
    /// let r = rfc3986::Builder::new()
    ///     .query("page=1&q=x&page=2")
    ///     .set_query_pair("page", "3")
    ///     .set_query_pair("sort", "new")
    ///     .build()?;
    /// assert_eq!(r.as_str(), "?page=3&q=x&sort=new");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn set_query_pair(mut self, key: impl AsRef<str>, value: impl AsRef<str>) -> Builder<'a> {
        let query = replaced(
            self.query.as_deref(),
            key.as_ref(),
            value.as_ref(),
            Component::QueryPair,
        );
        self.query = Some(query);
        self
    }

    /// The fragment, without its `#`, to match `fragment`.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().fragment("top").build()?;
    /// assert_eq!(r.as_str(), "#top");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn fragment(mut self, fragment: impl AsRef<str>) -> Builder<'a> {
        self.fragment = Some(fragment.as_ref().into());
        self
    }

    /// The path given, with the segments given after it appended, encoded for `lang`.
    fn full_path(&self, lang: &Lang) -> Cow<'_, str> {
        let (authority, scheme) = (self.host.is_some(), self.scheme.is_some());
        match with_segments(&self.path, authority, scheme, lang, &self.segments) {
            Some(path) => Cow::Owned(path),
            None => Cow::Borrowed(&self.path),
        }
    }

    /// Checks every component against its rule in `lang`, in the order scheme, userinfo, host, port, path,
    /// query, fragment, and returns the components as a draft.
    /// `path` is the path to put in the draft: the path given, with the segments given after it appended
    /// ([`full_path`](Builder::full_path)).
    fn draft<'b>(&'b self, lang: &'static Lang, path: &'b str) -> Result<Draft<'b>, EditError> {
        if let Some(scheme) = self.scheme.as_deref() {
            check(Rule::Scheme, scheme)?;
        }
        let userinfo = self.userinfo.as_deref();
        if let Some(userinfo) = userinfo {
            check(lang.userinfo, userinfo)?;
        }
        let host = match &self.host {
            Some(HostInput::Typed(host)) => Some(HostText::typed(*host, lang)?),
            Some(HostInput::Text(text)) => Some(HostText::parse(text, lang)?),
            None => None,
        };
        let port = match &self.port {
            Some(PortInput::Text(text)) => {
                check(Rule::Port, text)?;
                Some(PortText::Text(text))
            }
            Some(PortInput::Number(n)) => Some(PortText::Number(*n)),
            None => None,
        };
        check(lang.path, &self.path)?;
        if let Some(query) = self.query.as_deref() {
            check(lang.query, query)?;
        }
        if let Some(fragment) = self.fragment.as_deref() {
            check(lang.fragment, fragment)?;
        }
        let authority = match host {
            Some(host) => Some(AuthorityDraft {
                userinfo,
                host,
                port,
            }),
            None if userinfo.is_some() => return Err(EditError(Reason::NoAuthority("userinfo"))),
            None if port.is_some() => return Err(EditError(Reason::NoAuthority("port"))),
            None => None,
        };
        Ok(Draft {
            lang,
            scheme: self.scheme.as_deref(),
            authority,
            path,
            dot: self.dot,
            query: self.query.as_deref(),
            fragment: self.fragment.as_deref(),
        })
    }

    /// Builds a [`UriRef`]: a URI when a scheme was given, a relative reference otherwise.
    ///
    /// # Errors
    ///
    /// An [`EditError`] naming the first rule that a component breaks.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("example.com").path("/a").build()?;
    /// assert_eq!(r.as_str(), "//example.com/a");
    /// assert!(rfc3986::Builder::new().host_str("example.com").path("a").build().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build(&self) -> Result<UriRef, EditError> {
        let path = self.full_path(&lang::URI);
        self.draft(&lang::URI, &path)?
            .finish(Rule::UriReference)
            .map(UriRef)
    }

    /// Builds a [`Uri`].
    ///
    /// # Errors
    ///
    /// As [`build`](Builder::build), and `URI` when no scheme was given.
    ///
    /// ```
    /// let uri = rfc3986::Builder::new().scheme("mailto").path("a@example.com").build_uri()?;
    /// assert_eq!(uri.scheme(), "mailto");
    /// assert!(rfc3986::Builder::new().path("/a").build_uri().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_uri(&self) -> Result<Uri, EditError> {
        let path = self.full_path(&lang::URI);
        let draft = self.draft(&lang::URI, &path)?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme));
        }
        draft.finish(Rule::Uri).map(Uri)
    }

    /// Builds a [`RelativeRef`].
    ///
    /// # Errors
    ///
    /// As [`build`](Builder::build), and `relative-ref` when a scheme was given.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path("../a").build_relative()?;
    /// assert_eq!(r.as_str(), "../a");
    /// assert!(rfc3986::Builder::new().scheme("a").build_relative().is_err());
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_relative(&self) -> Result<RelativeRef, EditError> {
        let path = self.full_path(&lang::URI);
        let draft = self.draft(&lang::URI, &path)?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme));
        }
        draft.finish(Rule::RelativeRef).map(RelativeRef)
    }

    /// Builds an [`IriRef`]: as [`build`](Builder::build), with the components checked against the rules
    /// of RFC 3987 (`iuserinfo`, `ihost`, `ipath`, `iquery`, `ifragment`), which allow the characters of
    /// `ucschar` (and `iprivate` in the query) as they are.
    ///
    /// # Errors
    ///
    /// An [`EditError`] naming the first rule of RFC 3987 (or RFC 3986) that a component breaks.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().host_str("résumé.example").path("/été").build_iri_ref()?;
    /// assert_eq!(r.as_str(), "//résumé.example/été");
    /// assert!(rfc3986::Builder::new().path("/été").build().is_err()); // not a URI
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri_ref(&self) -> Result<IriRef, EditError> {
        let path = self.full_path(&lang::IRI);
        self.draft(&lang::IRI, &path)?
            .finish(Rule::IriReference)
            .map(IriRef)
    }

    /// Builds an [`Iri`].
    ///
    /// # Errors
    ///
    /// As [`build_iri_ref`](Builder::build_iri_ref), and `URI` when no scheme was given.
    ///
    /// ```
    /// let iri = rfc3986::Builder::new().scheme("http").host_str("例子.测试").build_iri()?;
    /// assert_eq!(iri.as_str(), "http://例子.测试");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri(&self) -> Result<Iri, EditError> {
        let path = self.full_path(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path)?;
        if draft.scheme.is_none() {
            return Err(EditError(Reason::NoScheme));
        }
        draft.finish(Rule::Iri).map(Iri)
    }

    /// Builds an [`IriRelativeRef`].
    ///
    /// # Errors
    ///
    /// As [`build_iri_ref`](Builder::build_iri_ref), and `relative-ref` when a scheme was given.
    ///
    /// ```
    /// let r = rfc3986::Builder::new().path("../été").build_iri_relative()?;
    /// assert_eq!(r.as_str(), "../été");
    /// # Ok::<(), rfc3986::EditError>(())
    /// ```
    pub fn build_iri_relative(&self) -> Result<IriRelativeRef, EditError> {
        let path = self.full_path(&lang::IRI);
        let draft = self.draft(&lang::IRI, &path)?;
        if draft.scheme.is_some() {
            return Err(EditError(Reason::Scheme));
        }
        draft.finish(Rule::IrelativeRef).map(IriRelativeRef)
    }
}

/// Lists the components given so far. A userinfo is shown only up to its first `:` (RFC 3986 3.2.1).
impl fmt::Debug for Builder<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Builder")
            .field("scheme", &self.scheme)
            .field("userinfo", &self.userinfo.as_deref().map(Redacted))
            .field("host", &self.host)
            .field("port", &self.port)
            .field("path", &self.path)
            .field("segments", &self.segments)
            .field("query", &self.query)
            .field("fragment", &self.fragment)
            .finish()
    }
}
