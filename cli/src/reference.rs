//! A parsed reference of either language, for the commands that take `--iri`: a URI reference (RFC 3986)
//! or an IRI reference (RFC 3987), with the accessors the commands print.

use rfc3986::{Authority, IriRef, ParseError, Repair, Rule, UriPath, UriRef};

use crate::line::{Fix, Line, LineError};

/// A URI reference, or with `--iri` an IRI reference.
pub(crate) enum Reference {
    Uri(UriRef),
    Iri(IriRef),
}

macro_rules! delegate {
    ($( $(#[$doc:meta])* fn $name:ident(&self) -> $ret:ty; )*) => {
        impl Reference {
            $( $(#[$doc])* pub(crate) fn $name(&self) -> $ret {
                match self {
                    Reference::Uri(r) => r.$name(),
                    Reference::Iri(r) => r.$name(),
                }
            } )*
        }
    };
}

delegate! {
    fn as_str(&self) -> &str;
    fn scheme(&self) -> Option<&str>;
    fn authority(&self) -> Option<Authority<'_>>;
    fn userinfo(&self) -> Option<&str>;
    fn host_str(&self) -> Option<&str>;
    fn port(&self) -> Option<&str>;
    fn path(&self) -> UriPath<'_>;
    fn query(&self) -> Option<&str>;
    fn fragment(&self) -> Option<&str>;
    /// Whether the reference is relative (has no scheme).
    fn is_relative(&self) -> bool;
}

impl Reference {
    /// Parses `input` as a URI-reference, or as an IRI-reference with `iri`.
    pub(crate) fn parse(input: &str, iri: bool) -> Result<Reference, ParseError> {
        if iri {
            IriRef::parse(input).map(Reference::Iri)
        } else {
            UriRef::parse(input).map(Reference::Uri)
        }
    }

    /// Parses `input` with the lenient intake, as a URI-reference, or as an IRI-reference with `iri`.
    pub(crate) fn parse_lenient(
        input: &str,
        iri: bool,
    ) -> Result<(Reference, Vec<Repair>), ParseError> {
        if iri {
            IriRef::parse_lenient(input).map(|(r, repairs)| (Reference::Iri(r), repairs))
        } else {
            UriRef::parse_lenient(input).map(|(r, repairs)| (Reference::Uri(r), repairs))
        }
    }

    /// Parses a line strictly (no repairs) or with the lenient intake, in the language `iri` says.
    pub(crate) fn parse_maybe_lenient(
        input: &Line<'_>,
        iri: bool,
        lenient: bool,
    ) -> Result<(Reference, Vec<Fix>), LineError> {
        if lenient {
            input.lenient(
                |text| Reference::parse_lenient(text, iri),
                |text| Reference::parse(text, iri),
            )
        } else {
            let rule = if iri {
                Rule::IriReference
            } else {
                Rule::UriReference
            };
            input
                .parse(rule, |text| Reference::parse(text, iri))
                .map(|r| (r, Vec::new()))
        }
    }

    /// The rule the whole reference matched: `URI-reference` or `IRI-reference`.
    /// The URI-reference, when this is one (not an IRI).
    pub(crate) fn as_uri(&self) -> Option<&UriRef> {
        match self {
            Reference::Uri(r) => Some(r),
            Reference::Iri(_) => None,
        }
    }

    pub(crate) fn rule(&self) -> Rule {
        match self {
            Reference::Uri(_) => Rule::UriReference,
            Reference::Iri(_) => Rule::IriReference,
        }
    }

    /// The JSON `kind`: `uri` (or `iri`) for a reference with a scheme, `relative` otherwise.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            _ if self.is_relative() => "relative",
            Reference::Uri(_) => "uri",
            Reference::Iri(_) => "iri",
        }
    }

    /// What the reference is, for people: `URI`, `IRI`, `relative reference`, `relative IRI reference`.
    pub(crate) fn what(&self) -> &'static str {
        match self {
            Reference::Uri(_) if self.is_relative() => "relative reference",
            Reference::Iri(_) if self.is_relative() => "relative IRI reference",
            Reference::Uri(_) => "URI",
            Reference::Iri(_) => "IRI",
        }
    }
}

impl AsRef<str> for Reference {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}
