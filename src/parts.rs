//! The one representation behind every reference type: the text, once, and the spans of its components.

use core::net::{Ipv4Addr, Ipv6Addr};
use core::ops::Range;

use alloc::string::String;

/// A byte range of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl Span {
    pub(crate) fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    pub(crate) fn range(self) -> Range<usize> {
        self.start..self.end
    }
}

/// What lowering learned about the host, beyond its span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HostData {
    Ipv4(Ipv4Addr),
    Ipv6(Ipv6Addr),
    IpvFuture,
    RegName,
    /// The `ireg-name` of an IRI (RFC 3987).
    IregName,
}

/// The spans of an authority's components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct AuthorityParts {
    pub(crate) span: Span,
    pub(crate) userinfo: Option<Span>,
    pub(crate) host: Span,
    pub(crate) host_data: HostData,
    pub(crate) port: Option<Span>,
}

/// A URI reference that the grammar accepted: its text and the spans of its components. A component that
/// is undefined is `None`; one that is defined and empty is an empty span.
#[derive(Clone)]
pub(crate) struct Parts {
    pub(crate) text: String,
    pub(crate) scheme: Option<Span>,
    pub(crate) authority: Option<AuthorityParts>,
    pub(crate) path: Span,
    pub(crate) query: Option<Span>,
    pub(crate) fragment: Option<Span>,
}

impl Parts {
    pub(crate) fn empty() -> Parts {
        Parts {
            text: String::new(),
            scheme: None,
            authority: None,
            path: Span::new(0, 0),
            query: None,
            fragment: None,
        }
    }

    pub(crate) fn slice(&self, span: Span) -> &str {
        &self.text[span.range()]
    }
}
