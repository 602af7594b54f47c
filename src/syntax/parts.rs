//! The one representation behind every reference type: the text, once, and where its components lie.
//!
//! A reference's components follow each other in the text in a fixed order, each after its one-byte
//! delimiter, so a few boundaries say where every component lies. [`Parts`] keeps those boundaries as `u32`
//! (72 bytes per value in all, the text's `String` included, with one allocation: the text). A text longer
//! than `u32::MAX` bytes keeps its spans in a second allocation instead of failing or truncating, so the
//! spans are right at every length.

use core::net::{Ipv4Addr, Ipv6Addr};
use core::ops::Range;

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::string::String;

/// A byte range of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    pub fn range(self) -> Range<usize> {
        self.start..self.end
    }
}

/// What lowering learned about the host, beyond its span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostData {
    Ipv4(Ipv4Addr),
    Ipv6(Ipv6Addr),
    IpvFuture,
    RegName,
    /// The `ireg-name` of an IRI (RFC 3987).
    IregName,
}

/// The spans of an authority's components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuthorityParts {
    pub span: Span,
    pub userinfo: Option<Span>,
    pub host: Span,
    pub host_data: HostData,
    pub port: Option<Span>,
}

/// The spans of every component of a reference, unpacked: what lowering, resolution and the IRI mappings
/// compute, and what [`Parts::new`] packs. A component that is undefined is `None`; one that is defined and
/// empty is an empty span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spans {
    pub scheme: Option<Span>,
    pub authority: Option<AuthorityParts>,
    pub path: Span,
    pub query: Option<Span>,
    pub fragment: Option<Span>,
}

impl Spans {
    /// No component but an empty path: the spans of the empty reference.
    pub const EMPTY: Spans = Spans {
        scheme: None,
        authority: None,
        path: Span { start: 0, end: 0 },
        query: None,
        fragment: None,
    };
}

/// A URI reference that the grammar accepted: its text and where its components lie.
#[derive(Clone)]
pub struct Parts {
    /// The text: a `String` for any reference made at run time, a `&'static str` for one that a literal
    /// checked at compile time made (the `uri!` family of `rfc3986-macros`), which an edit copies first.
    pub text: Cow<'static, str>,
    layout: Layout,
}

#[derive(Clone)]
enum Layout {
    /// The boundaries, for a text of at most `u32::MAX` bytes laid out as references are.
    Narrow(Narrow),
    /// The spans themselves, for anything else (only a text longer than `u32::MAX` bytes).
    Wide(Box<Spans>),
}

const SCHEME: u8 = 1;
const AUTHORITY: u8 = 2;
const USERINFO: u8 = 4;
const PORT: u8 = 8;
const QUERY: u8 = 16;
const FRAGMENT: u8 = 32;

/// `scheme ":" "//" [ userinfo "@" ] host [ ":" port ] path [ "?" query ] [ "#" fragment ]`: each
/// component ends where the next one's delimiter stands, so these boundaries and the flags of which
/// components are defined give every span. The fragment ends at the end of the text.
#[derive(Clone, Copy)]
struct Narrow {
    /// The scheme is `0..scheme_end`.
    scheme_end: u32,
    /// The authority is `auth_start..path_start`; its userinfo `auth_start..host_start - 1`.
    auth_start: u32,
    host_start: u32,
    /// The port is `host_end + 1..path_start`.
    host_end: u32,
    path_start: u32,
    /// The query is `path_end + 1..query_end`; the fragment `query_end + 1..`.
    path_end: u32,
    query_end: u32,
    flags: u8,
    host_data: HostData,
}

/// Whether `bytes` has `c` at `i`.
const fn byte_is(bytes: &[u8], i: u32, c: u8) -> bool {
    (i as usize) < bytes.len() && bytes[i as usize] == c
}

/// The layout of a reference's text, as plain numbers that a macro can write into code: see
/// [`Parts::from_literal`]. Not public API: the `uri!` family of `rfc3986-macros` writes it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiteralLayout {
    /// `Narrow`'s boundaries in its field order: scheme end, authority start, host start, host end, path
    /// start, path end, query end.
    pub bounds: [u32; 7],
    /// Which components are defined.
    pub flags: u8,
    /// The host's kind: 0 `reg-name`, 1 `ireg-name`, 2 `IPvFuture`, 3 `IPv4address`, 4 `IPv6address`.
    pub host: u8,
    /// The address of an IP host, as its bits.
    pub ip: u128,
}

impl LiteralLayout {
    /// Whether the layout has a scheme.
    #[must_use]
    pub const fn has_scheme(&self) -> bool {
        self.flags & SCHEME != 0
    }
}

impl Narrow {
    /// The boundaries of `spans`, when every one fits a `u32`.
    fn pack(spans: &Spans) -> Option<Narrow> {
        let at = |i: usize| u32::try_from(i).ok();
        let mut flags = 0;
        let mut narrow = Narrow {
            scheme_end: 0,
            auth_start: 0,
            host_start: 0,
            host_end: 0,
            path_start: at(spans.path.start)?,
            path_end: at(spans.path.end)?,
            query_end: at(spans.path.end)?,
            flags: 0,
            host_data: HostData::RegName,
        };
        if let Some(s) = spans.scheme {
            flags |= SCHEME;
            narrow.scheme_end = at(s.end)?;
        }
        if let Some(a) = spans.authority {
            flags |= AUTHORITY;
            narrow.auth_start = at(a.span.start)?;
            narrow.host_start = at(a.host.start)?;
            narrow.host_end = at(a.host.end)?;
            narrow.host_data = a.host_data;
            if a.userinfo.is_some() {
                flags |= USERINFO;
            }
            if a.port.is_some() {
                flags |= PORT;
            }
        }
        if let Some(q) = spans.query {
            flags |= QUERY;
            narrow.query_end = at(q.end)?;
        }
        if spans.fragment.is_some() {
            flags |= FRAGMENT;
        }
        narrow.flags = flags;
        Some(narrow)
    }

    fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }

    fn scheme(&self) -> Option<Span> {
        self.has(SCHEME)
            .then(|| Span::new(0, self.scheme_end as usize))
    }

    fn authority(&self) -> Option<AuthorityParts> {
        if !self.has(AUTHORITY) {
            return None;
        }
        let (start, host_start) = (self.auth_start as usize, self.host_start as usize);
        let (host_end, end) = (self.host_end as usize, self.path_start as usize);
        Some(AuthorityParts {
            span: Span::new(start, end),
            userinfo: self
                .has(USERINFO)
                .then(|| Span::new(start, host_start.saturating_sub(1))),
            host: Span::new(host_start, host_end),
            host_data: self.host_data,
            port: self.has(PORT).then(|| Span::new(host_end + 1, end)),
        })
    }

    fn path(&self) -> Span {
        Span::new(self.path_start as usize, self.path_end as usize)
    }

    fn query(&self) -> Option<Span> {
        self.has(QUERY)
            .then(|| Span::new(self.path_end as usize + 1, self.query_end as usize))
    }

    fn fragment(&self, len: usize) -> Option<Span> {
        self.has(FRAGMENT)
            .then(|| Span::new(self.query_end as usize + 1, len))
    }

    fn spans(&self, len: usize) -> Spans {
        Spans {
            scheme: self.scheme(),
            authority: self.authority(),
            path: self.path(),
            query: self.query(),
            fragment: self.fragment(len),
        }
    }
}

impl Parts {
    /// The text `text` with its components at `spans`.
    pub fn new(text: impl Into<Cow<'static, str>>, spans: Spans) -> Parts {
        let text = text.into();
        let layout = match Narrow::pack(&spans) {
            // The boundaries give back the spans only when the text is laid out as a reference is: every
            // constructor here lays it out so (tests run with debug assertions), and anything else keeps
            // its spans as they are rather than wrong ones.
            Some(narrow) if narrow.spans(text.len()) == spans => Layout::Narrow(narrow),
            narrow => {
                debug_assert!(
                    narrow.is_none(),
                    "spans not laid out as a reference's: {spans:?}"
                );
                Layout::Wide(Box::new(spans))
            }
        };
        Parts { text, layout }
    }

    /// [`Parts::new`] for spans that the grammar found, which are laid out as a reference's by the rules
    /// themselves: the check that the boundaries give them back is left to debug builds (the tests run
    /// every vector through it), which saves a parse about 1%.
    pub fn parsed(text: String, spans: Spans) -> Parts {
        match Narrow::pack(&spans) {
            Some(narrow) => {
                debug_assert_eq!(narrow.spans(text.len()), spans, "{text:?}");
                Parts {
                    text: Cow::Owned(text),
                    layout: Layout::Narrow(narrow),
                }
            }
            None => Parts {
                text: Cow::Owned(text),
                layout: Layout::Wide(Box::new(spans)),
            },
        }
    }

    /// [`Parts::parsed`] for spans recorded while writing a reference component by component, each after
    /// its delimiter (resolution, normalization, relativization, the IRI mappings): laid out as a
    /// reference's by construction, so the release build trusts them as it trusts the grammar's, and debug
    /// builds check.
    pub fn written(text: String, spans: Spans) -> Parts {
        Parts::parsed(text, spans)
    }

    /// The parts of a literal that `rfc3986-macros` checked at compile time: `text` itself (not copied) and
    /// the boundaries that [`Parts::literal_layout`] gave for it. Every boundary is checked against the text
    /// (in bounds, on a character boundary, in order, each delimiter where it belongs), so that no slice of
    /// the result can panic; a layout that fails a check panics, which in the `const` the macros write is a
    /// compilation error.
    pub const fn from_literal(text: &'static str, layout: LiteralLayout) -> Parts {
        let (b, flags) = (layout.bounds, layout.flags);
        let bytes = text.as_bytes();
        let len = bytes.len();
        let mut i = 0;
        while i < b.len() {
            assert!(
                (b[i] as usize) <= len && text.is_char_boundary(b[i] as usize),
                "a literal's boundary outside its text"
            );
            i += 1;
        }
        let [
            scheme_end,
            auth_start,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        ] = b;
        assert!(flags & !(SCHEME | AUTHORITY | USERINFO | PORT | QUERY | FRAGMENT) == 0);
        assert!(path_start <= path_end && path_end <= query_end);
        assert!(
            flags & SCHEME == 0 || (scheme_end < path_start && byte_is(bytes, scheme_end, b':'))
        );
        assert!(
            flags & AUTHORITY == 0
                || (auth_start <= host_start && host_start <= host_end && host_end <= path_start)
        );
        assert!(
            flags & USERINFO == 0
                || (host_start > auth_start && byte_is(bytes, host_start - 1, b'@'))
        );
        assert!(flags & PORT == 0 || byte_is(bytes, host_end, b':'));
        assert!(flags & QUERY == 0 || byte_is(bytes, path_end, b'?'));
        assert!(flags & FRAGMENT == 0 || byte_is(bytes, query_end, b'#'));
        assert!(flags & QUERY != 0 || query_end == path_end);
        let host_data = match layout.host {
            0 => HostData::RegName,
            1 => HostData::IregName,
            2 => HostData::IpvFuture,
            3 => HostData::Ipv4(Ipv4Addr::from_bits(layout.ip as u32)),
            4 => HostData::Ipv6(Ipv6Addr::from_bits(layout.ip)),
            _ => panic!("a literal's host kind that is none"),
        };
        let narrow = Narrow {
            scheme_end,
            auth_start,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
            flags,
            host_data,
        };
        Parts {
            text: Cow::Borrowed(text),
            layout: Layout::Narrow(narrow),
        }
    }

    /// What [`Parts::from_literal`] takes to make these parts again from the same text; `None` for a text
    /// over `u32::MAX` bytes, which no literal is.
    pub fn literal_layout(&self) -> Option<LiteralLayout> {
        let Layout::Narrow(n) = &self.layout else {
            return None;
        };
        let (host, ip) = match n.host_data {
            HostData::RegName => (0, 0),
            HostData::IregName => (1, 0),
            HostData::IpvFuture => (2, 0),
            HostData::Ipv4(ip) => (3, u128::from(ip.to_bits())),
            HostData::Ipv6(ip) => (4, ip.to_bits()),
        };
        Some(LiteralLayout {
            bounds: [
                n.scheme_end,
                n.auth_start,
                n.host_start,
                n.host_end,
                n.path_start,
                n.path_end,
                n.query_end,
            ],
            flags: n.flags,
            host,
            ip,
        })
    }

    /// The empty reference: an empty path and nothing else.
    pub fn empty() -> Parts {
        Parts::new(String::new(), Spans::EMPTY)
    }

    /// Every span, unpacked.
    pub fn spans(&self) -> Spans {
        match &self.layout {
            Layout::Narrow(n) => n.spans(self.text.len()),
            Layout::Wide(spans) => **spans,
        }
    }

    pub fn scheme(&self) -> Option<Span> {
        match &self.layout {
            Layout::Narrow(n) => n.scheme(),
            Layout::Wide(spans) => spans.scheme,
        }
    }

    pub fn authority(&self) -> Option<AuthorityParts> {
        match &self.layout {
            Layout::Narrow(n) => n.authority(),
            Layout::Wide(spans) => spans.authority,
        }
    }

    pub fn path(&self) -> Span {
        match &self.layout {
            Layout::Narrow(n) => n.path(),
            Layout::Wide(spans) => spans.path,
        }
    }

    pub fn query(&self) -> Option<Span> {
        match &self.layout {
            Layout::Narrow(n) => n.query(),
            Layout::Wide(spans) => spans.query,
        }
    }

    pub fn fragment(&self) -> Option<Span> {
        match &self.layout {
            Layout::Narrow(n) => n.fragment(self.text.len()),
            Layout::Wide(spans) => spans.fragment,
        }
    }

    /// These parts with the host's data replaced by `f` of it (text and spans unchanged).
    pub fn map_host_data(self, f: impl FnOnce(HostData) -> HostData) -> Parts {
        let mut spans = self.spans();
        if let Some(a) = &mut spans.authority {
            a.host_data = f(a.host_data);
        }
        Parts::new(self.text, spans)
    }

    pub fn slice(&self, span: Span) -> &str {
        &self.text[span.range()]
    }

    /// Whether the spans are kept in a second allocation (only for texts over `u32::MAX` bytes).
    #[cfg(test)]
    fn is_wide(&self) -> bool {
        matches!(self.layout, Layout::Wide(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(target_pointer_width = "64")]
    fn a_value_is_72_bytes() {
        assert_eq!(core::mem::size_of::<Parts>(), 72);
    }

    /// Packing and unpacking gives back every span, for references with each component defined or
    /// not, empty or not; the wide layout gives back the same.
    #[test]
    fn boundaries_give_back_every_span() {
        let cases = [
            "",
            "a",
            "s:",
            "s:p",
            "s://",
            "s://@",
            "s://:",
            "s://@:",
            "s://u:p@h:1/p?q#f",
            "s://u@[::1]:80",
            "//h?",
            "//h#",
            "?#",
            "#",
            "?",
            "s:?q#",
            "/a/b?c=d#e?/",
            "s://h/p?q?#f",
            "http://é.example/ü?ö#ä",
            "//127.0.0.1:/",
            "//u@[v1.x]",
        ];
        for text in cases {
            let parsed = crate::syntax::build::parse(crate::Rule::IriReference, text)
                .unwrap_or_else(|e| panic!("{text:?}: {e}"));
            let spans = parsed.spans();
            assert!(!parsed.is_wide(), "{text:?}");
            let wide = Parts {
                text: Cow::Owned(String::from(text)),
                layout: Layout::Wide(Box::new(spans)),
            };
            assert_eq!(wide.spans(), spans, "{text:?}");
            assert_eq!(
                (parsed.scheme(), parsed.authority(), parsed.path()),
                (spans.scheme, spans.authority, spans.path),
                "{text:?}"
            );
            assert_eq!(
                (parsed.query(), parsed.fragment()),
                (spans.query, spans.fragment),
                "{text:?}"
            );
            // The spans reassemble the text: each component after its delimiter.
            assert_eq!(parsed.text, text);
            if let Ok(u) = crate::syntax::build::parse(crate::Rule::UriReference, text) {
                assert_eq!(u.text, text);
            }
        }
    }

    /// Spans that the boundaries cannot express (not laid out as a reference's) are kept as they are.
    #[test]
    #[cfg(not(debug_assertions))]
    fn other_layouts_stay_wide() {
        let spans = Spans {
            scheme: Some(Span::new(1, 2)),
            ..Spans::EMPTY
        };
        let parts = Parts::new(String::from("xs:"), spans);
        assert!(parts.is_wide());
        assert_eq!(parts.spans(), spans);
    }
}
