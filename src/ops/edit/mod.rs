//! Building and editing references: the components of sections 3 and 4.2, put together again.
//!
//! Every new component is checked against its rule by the grammar (`Rule::X.check`), the rules that span
//! components are checked by the grammar's path rules, and the assembled string is parsed again, so every
//! value that comes out of here is one that [`UriRef::parse`](crate::UriRef::parse) would give for its string.

use core::fmt::{self, Write as _};
use core::net::{Ipv4Addr, Ipv6Addr};

use alloc::borrow::Cow;
use alloc::string::String;

use crate::percent::{self, Component};
use crate::reference::components::Host;
use crate::syntax::error::ParseError;
use crate::syntax::lang::Lang;
use crate::syntax::parts::{AuthorityParts, HostData, Parts, Span, Spans};
use crate::{Rule, syntax::build};

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
    #[error("{0}; an IPv6 host needs brackets (\"[::1]\")")]
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
    /// A userinfo or a port without a host: `authority` or `iauthority`.
    #[error("a {0} needs an authority, and the reference has none ({1})")]
    NoAuthority(&'static str, Rule),
    /// `URI` or `IRI`
    #[error("{article} {0} needs a scheme ({0})", article = if *.0 == Rule::Iri { "an" } else { "a" })]
    NoScheme(Rule),
    /// `relative-ref` or `irelative-ref`
    #[error("a relative reference has no scheme ({0})")]
    Scheme(Rule),
    /// `segment` or `isegment`: a segment `.` or `..` given as data.
    #[error(
        "\".\" and \"..\" cannot be a segment's data: RFC 3986 reads them as steps in the hierarchy, \
         however they are percent-encoded (2.3, 3.3, 5.2.4) ({0})"
    )]
    DotSegment(Rule),
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
    #[must_use]
    pub fn rule(&self) -> Rule {
        match self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => err.rule(),
            Reason::PathAbempty(rule) | Reason::PathAbsolute(rule) | Reason::PathNoscheme(rule) => {
                rule
            }
            Reason::NoAuthority(_, rule)
            | Reason::NoScheme(rule)
            | Reason::Scheme(rule)
            | Reason::DotSegment(rule) => rule,
        }
    }

    /// The error of the component that does not match its rule, with the rule and the index into the
    /// component; `None` for components that do not fit together. Its message is already part of this
    /// error's.
    ///
    /// ```
    /// let mut r = rfc3986::UriRef::parse("//example.com")?;
    /// let err = r.set_userinfo("user@x").unwrap_err();
    /// assert_eq!(err.parse_error().map(|e| (e.rule(), e.found())), Some((rfc3986::Rule::Userinfo, Some('@'))));
    /// assert_eq!(r.set_path("x").unwrap_err().parse_error(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match &self.0 {
            Reason::Syntax(err) | Reason::Ipv6WithoutBrackets(err) => Some(err),
            _ => None,
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
    #[must_use]
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
        self.authority.as_mut().ok_or(EditError(Reason::NoAuthority(
            component,
            self.lang.authority,
        )))
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
    /// after its delimiter, so the spans recorded while writing are the grammar's, and they are trusted
    /// when `rule` takes a reference with a scheme this draft has or lacks, and the kind of the host is
    /// known (the crate's tests parse and compare, `ops/checks.rs`). Otherwise the text is parsed as
    /// `rule`: a host text the caller gave, or a scheme where `rule` has none, is the grammar's to judge.
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
            Some(spans) if scheme_fits => Ok(Parts::written(text, spans)),
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
) -> Result<Option<String>, EditError> {
    let mut out = String::from(path);
    let mut appended = false;
    for segment in segments {
        let segment = segment.as_ref();
        if segment == "." || segment == ".." {
            return Err(EditError(Reason::DotSegment(lang.segment.rule())));
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
        return Ok(None);
    }
    if !authority && out.starts_with("//") && !path.starts_with("//") {
        out.insert_str(0, "/.");
    }
    Ok(Some(out))
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

/// One reference being edited: its parts, the language of its components and the rule that the result must
/// match (`URI` for a [`Uri`](crate::Uri), `irelative-ref` for an [`IriRelativeRef`](crate::IriRelativeRef), ...). Every setter of the six
/// reference types is a call of one of these methods (`setters.rs`), so the logic is written once for all.
pub(crate) struct Editor<'p> {
    parts: &'p mut Parts,
    lang: &'static Lang,
    rule: Rule,
}

impl<'p> Editor<'p> {
    pub(crate) fn new(parts: &'p mut Parts, lang: &'static Lang, rule: Rule) -> Editor<'p> {
        Editor { parts, lang, rule }
    }

    /// The components changed by `change`, put together and parsed as the rule; the parts stay as they are.
    fn draft<'a>(
        &'a self,
        change: impl FnOnce(&mut Draft<'a>) -> Result<(), EditError>,
    ) -> Result<Parts, EditError> {
        edit(self.parts, self.lang, self.rule, change)
    }

    /// Keeps the result of an edit that cannot break any rule (see [`infallible`]).
    fn keep(&mut self, edited: Result<Parts, EditError>) {
        *self.parts = infallible(edited, self.parts);
    }

    fn userinfo(&self) -> Option<&str> {
        let userinfo = self.parts.authority()?.userinfo?;
        Some(self.parts.slice(userinfo))
    }

    /// A scheme checked against `scheme`.
    pub(crate) fn set_scheme(&mut self, scheme: &str) -> Result<(), EditError> {
        check(Rule::Scheme, scheme)?;
        *self.parts = self.draft(|d| {
            d.scheme = Some(scheme);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_scheme(&mut self) -> Result<(), EditError> {
        if self.parts.scheme().is_none() {
            return Ok(());
        }
        *self.parts = self.draft(|d| {
            d.scheme = None;
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn set_userinfo(&mut self, userinfo: &str) -> Result<(), EditError> {
        check(self.lang.userinfo, userinfo)?;
        *self.parts = self.draft(|d| {
            d.authority("userinfo")?.userinfo = Some(userinfo);
            Ok(())
        })?;
        Ok(())
    }

    /// The user name percent-encoded (`:` too), before the password that the userinfo has.
    pub(crate) fn set_username(&mut self, username: &str) -> Result<(), EditError> {
        let user = percent::encode(username, self.lang.user);
        let password = self.userinfo().and_then(|u| u.split_once(':'));
        let userinfo = match password {
            Some((_, password)) => alloc::format!("{user}:{password}"),
            None => String::from(user),
        };
        self.set_userinfo(&userinfo)
    }

    /// The password percent-encoded after the user name that the userinfo has (empty when none), or no
    /// password and no `:`.
    pub(crate) fn set_password(&mut self, password: Option<&str>) -> Result<(), EditError> {
        let user = self
            .userinfo()
            .map_or("", |u| u.split_once(':').map_or(u, |(user, _)| user));
        let mut userinfo = String::from(user);
        if let Some(p) = password {
            userinfo.push(':');
            userinfo.push_str(&percent::encode(p, self.lang.password));
        }
        self.set_userinfo(&userinfo)
    }

    pub(crate) fn clear_userinfo(&mut self) {
        if self.parts.authority().is_some_and(|a| a.userinfo.is_some()) {
            let cleared = self.draft(|d| {
                if let Some(a) = &mut d.authority {
                    a.userinfo = None;
                }
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A typed host: an address, or a `reg-name` or `IPvFuture` checked against its rule.
    pub(crate) fn set_host(&mut self, host: Host<'_>) -> Result<(), EditError> {
        let host = HostText::typed(host, self.lang)?;
        self.put_host(host)
    }

    /// A host given as text, checked against `host` (`ihost`).
    pub(crate) fn set_host_str(&mut self, host: &str) -> Result<(), EditError> {
        let host = HostText::parse(host, self.lang)?;
        self.put_host(host)
    }

    /// The host, in the authority that the reference has or in a new one.
    fn put_host(&mut self, host: HostText<'_>) -> Result<(), EditError> {
        *self.parts = self.draft(|d| {
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
        })?;
        Ok(())
    }

    pub(crate) fn clear_authority(&mut self) -> Result<(), EditError> {
        if self.parts.authority().is_none() {
            return Ok(());
        }
        *self.parts = self.draft(|d| {
            d.authority = None;
            Ok(())
        })?;
        Ok(())
    }

    /// Digits checked against `port`.
    pub(crate) fn set_port(&mut self, port: &str) -> Result<(), EditError> {
        check(Rule::Port, port)?;
        self.put_port(PortText::Text(port))
    }

    pub(crate) fn set_port_u16(&mut self, port: u16) -> Result<(), EditError> {
        self.put_port(PortText::Number(port))
    }

    fn put_port(&mut self, port: PortText<'_>) -> Result<(), EditError> {
        *self.parts = self.draft(|d| {
            d.authority("port")?.port = Some(port);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_port(&mut self) {
        if self.parts.authority().is_some_and(|a| a.port.is_some()) {
            let cleared = self.draft(|d| {
                if let Some(a) = &mut d.authority {
                    a.port = None;
                }
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A path checked against `path` (`ipath`), with a dot-segment before it where its form needs one when
    /// `dot` (see [`Draft::path_prefix`]).
    pub(crate) fn set_path(&mut self, path: &str, dot: bool) -> Result<(), EditError> {
        check(self.lang.path, path)?;
        *self.parts = self.draft(|d| {
            d.path = path;
            d.dot = dot;
            Ok(())
        })?;
        Ok(())
    }

    /// Segments appended to the path (see [`with_segments`]), in one edit.
    pub(crate) fn extend_path_segments<S: AsRef<str>>(
        &mut self,
        segments: impl IntoIterator<Item = S>,
    ) -> Result<(), EditError> {
        let parts = &*self.parts;
        let path = parts.slice(parts.path());
        let (authority, scheme) = (parts.authority().is_some(), parts.scheme().is_some());
        let Some(path) = with_segments(path, authority, scheme, self.lang, segments)? else {
            return Ok(());
        };
        let edited = self.draft(|d| {
            d.path = &path;
            Ok(())
        });
        self.keep(edited);
        Ok(())
    }

    /// Removes the last segment of the path and returns it as written; `None`, and no change, when the path
    /// is empty or `/`. The root of an absolute path stays: `/a` becomes `/`. What is left is a prefix of the
    /// path that ends before a `/`, so it fits the rest of the reference as the path did.
    pub(crate) fn pop_path_segment(&mut self) -> Option<String> {
        let path = self.parts.slice(self.parts.path());
        let (rest, last) = match path.rfind('/') {
            _ if path.is_empty() || path == "/" => return None,
            Some(0) => ("/", &path[1..]),
            Some(i) => (&path[..i], &path[i + 1..]),
            None => ("", path),
        };
        let last = String::from(last);
        let edited = self.draft(|d| {
            d.path = rest;
            Ok(())
        });
        *self.parts = edited.ok()?;
        Some(last)
    }

    /// A query checked against `query` (`iquery`).
    pub(crate) fn set_query(&mut self, query: &str) -> Result<(), EditError> {
        check(self.lang.query, query)?;
        *self.parts = self.draft(|d| {
            d.query = Some(query);
            Ok(())
        })?;
        Ok(())
    }

    /// A query that is known to match `query`: made here from percent-encoded pairs.
    fn put_query(&mut self, query: &str) {
        let edited = self.draft(|d| {
            d.query = Some(query);
            Ok(())
        });
        self.keep(edited);
    }

    fn query(&self) -> Option<&str> {
        self.parts.query().map(|s| self.parts.slice(s))
    }

    pub(crate) fn append_query_pair(&mut self, key: &str, value: &str) {
        let query = appended(self.query(), key, value, self.lang.query_pair);
        self.put_query(&query);
    }

    pub(crate) fn remove_query_key(&mut self, key: &str) {
        let Some(query) = self.query() else { return };
        let kept = without_key(query, key);
        if kept != query {
            self.put_query(&kept);
        }
    }

    pub(crate) fn set_query_pair(&mut self, key: &str, value: &str) {
        let query = replaced(self.query(), key, value, self.lang.query_pair);
        self.put_query(&query);
    }

    /// Every pair appended to the query in one edit; no pair changes nothing.
    pub(crate) fn extend_query_pairs<K: AsRef<str>, V: AsRef<str>>(
        &mut self,
        pairs: impl IntoIterator<Item = (K, V)>,
    ) {
        if let Some(query) = appended_pairs(self.query(), pairs, self.lang.query_pair) {
            self.put_query(&query);
        }
    }

    pub(crate) fn clear_query(&mut self) {
        if self.parts.query().is_some() {
            let cleared = self.draft(|d| {
                d.query = None;
                Ok(())
            });
            self.keep(cleared);
        }
    }

    /// A fragment checked against `fragment` (`ifragment`).
    pub(crate) fn set_fragment(&mut self, fragment: &str) -> Result<(), EditError> {
        check(self.lang.fragment, fragment)?;
        *self.parts = self.draft(|d| {
            d.fragment = Some(fragment);
            Ok(())
        })?;
        Ok(())
    }

    pub(crate) fn clear_fragment(&mut self) {
        if self.parts.fragment().is_some() {
            let cleared = self.draft(|d| {
                d.fragment = None;
                Ok(())
            });
            self.keep(cleared);
        }
    }
}

/// `parts` without the fragment and its `#`; the same parts when there is none.
pub(crate) fn without_fragment(parts: &Parts) -> Parts {
    let mut spans = parts.spans();
    match spans.fragment.take() {
        // The `#` before the fragment is where the text ends.
        Some(fragment) => Parts::new(String::from(&parts.text[..fragment.start - 1]), spans),
        None => parts.clone(),
    }
}

mod builder;
mod setters;

pub use builder::Builder;
