//! A reference being put together: its components as text or typed values (a [`Draft`]), written out with
//! their spans and parsed again as the rule the result must match.

use core::fmt::{self, Write as _};
use core::net::{Ipv4Addr, Ipv6Addr};

use alloc::string::String;

use super::error::{EditError, Reason, check, check_host};
use crate::Rule;
use crate::reference::components::Host;
use crate::syntax::build;
use crate::syntax::lang::Lang;
use crate::syntax::parts::{AuthorityParts, HostData, Parts, Span, Spans};

/// A host on its way into a reference: text that matched `host`, or an address written out when assembling.
#[derive(Clone, Copy)]
pub(super) enum HostText<'a> {
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
    pub(super) fn parse(text: &'a str, lang: &Lang) -> Result<HostText<'a>, EditError> {
        check_host(lang.host, text).map(|()| HostText::Text(text))
    }

    /// Checks a typed host: the text of an IPvFuture against `IPvFuture`, of a reg-name against `reg-name`
    /// (`ireg-name` for an IRI).
    pub(super) fn typed(host: Host<'a>, lang: &Lang) -> Result<HostText<'a>, EditError> {
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
pub(super) enum PortText<'a> {
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
pub(super) struct AuthorityDraft<'a> {
    pub(super) userinfo: Option<&'a str>,
    pub(super) host: HostText<'a>,
    pub(super) port: Option<PortText<'a>>,
}

impl HostText<'_> {
    /// The kind of host this text is in a reference, when it is known without the grammar: a typed
    /// address, or the host of the reference being edited. The kind of a text that a caller gave
    /// (`1.2.3.4` is an IPv4address, not a reg-name) is the grammar's to decide.
    pub(super) fn data(&self) -> Option<HostData> {
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
pub(super) struct Draft<'a> {
    /// The language whose rules the components follow.
    pub(super) lang: &'static Lang,
    pub(super) scheme: Option<&'a str>,
    pub(super) authority: Option<AuthorityDraft<'a>>,
    pub(super) path: &'a str,
    /// Write a dot-segment before a path that would otherwise be read as something else.
    pub(super) dot: bool,
    pub(super) query: Option<&'a str>,
    pub(super) fragment: Option<&'a str>,
}

impl<'a> Draft<'a> {
    /// The components of a parsed reference of the language `lang`.
    pub(super) fn of(parts: &'a Parts, lang: &'static Lang) -> Draft<'a> {
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

    pub(super) fn authority(
        &mut self,
        component: &'static str,
    ) -> Result<&mut AuthorityDraft<'a>, EditError> {
        self.authority.as_mut().ok_or(EditError(Reason::NoAuthority(
            component,
            self.lang.authority,
        )))
    }

    /// What to write before the path so that the path fits the rest (section 3.3 and 4.2), or the rule it
    /// breaks. The path already matched `path`; the grammar's path rules tell which form it has.
    pub(super) fn path_prefix(&self) -> Result<&'static str, EditError> {
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
    pub(super) fn finish(&self, rule: Rule) -> Result<Parts, EditError> {
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
    pub(super) fn len_hint(&self) -> usize {
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
    pub(super) fn write(&self, out: &mut String, prefix: &str) -> Option<Spans> {
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
pub(super) fn edit<'a>(
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
pub(super) fn infallible(edited: Result<Parts, EditError>, old: &Parts) -> Parts {
    edited.unwrap_or_else(|_| old.clone())
}
