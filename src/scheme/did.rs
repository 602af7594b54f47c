//! W3C Decentralized Identifiers (DIDs) v1.0: DIDs and DID URLs.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, first, pest_spans, read_spans};
use crate::syntax::grammar::{self, Rule as G};
use crate::{Rule, Uri, UriPath};

/// A DID URL (W3C DID Core 1.0 3.2): a DID (`did:` method-name `:` method-specific-id) with RFC 3986's
/// path, query and fragment. The whole URI is checked, fragment included.
///
/// ```
/// use rfc3986::scheme::Did;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("did:example:123456/path?versionTime=2021-05-10T17:00:00Z#key-1")?;
/// let did = Did::try_from(&uri)?;
/// assert_eq!((did.method_name(), did.method_specific_id()), ("example", "123456"));
/// assert_eq!(did.did(), "did:example:123456");
/// assert_eq!((did.path().as_str(), did.query(), did.fragment()), ("/path", Some("versionTime=2021-05-10T17:00:00Z"), Some("key-1")));
/// assert!(did.prose().is_empty());
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Did<'a> {
    pub(super) text: &'a str,
    method: Range<usize>,
    id: Range<usize>,
    path: Range<usize>,
    query: Option<Range<usize>>,
    fragment: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Did<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Did<'a>, SchemeError> {
        let (text, spans) = read_spans(uri, Rule::DidUrl, "did")?;
        let id = first(&spans, Rule::MethodSpecificId).unwrap_or(4..4);
        Ok(Did {
            text,
            method: first(&spans, Rule::MethodName).unwrap_or(4..4),
            path: first(&spans, Rule::PathAbempty).unwrap_or(id.end..id.end),
            id,
            query: first(&spans, Rule::Query),
            fragment: first(&spans, Rule::Fragment),
        })
    }
}

impl<'a> Did<'a> {
    /// The DID: the DID URL up to its path.
    #[must_use]
    pub fn did(&self) -> &'a str {
        &self.text[..self.id.end]
    }

    /// The method name (lower case letters and digits), as written.
    #[must_use]
    pub fn method_name(&self) -> &'a str {
        &self.text[self.method.clone()]
    }

    /// The method-specific identifier, as written.
    #[must_use]
    pub fn method_specific_id(&self) -> &'a str {
        &self.text[self.id.clone()]
    }

    /// The path (`path-abempty`), as written, as the reference types' `path()` gives it; empty when there
    /// is none.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("did:example:123/path/to?service=agent")?;
    /// let did = rfc3986::scheme::Did::try_from(&uri)?;
    /// assert_eq!(did.path(), "/path/to");
    /// assert_eq!(did.path().segments().last(), Some("to"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> UriPath<'a> {
        UriPath::new(&self.text[self.path.clone()])
    }

    /// The query, after `?`, when there is one.
    #[must_use]
    pub fn query(&self) -> Option<&'a str> {
        self.query.clone().map(|r| &self.text[r])
    }

    /// The fragment, after `#`, when there is one.
    #[must_use]
    pub fn fragment(&self) -> Option<&'a str> {
        self.fragment.clone().map(|r| &self.text[r])
    }

    /// The DID parameters of the query (DID Core 3.2.1): each `name` and its value, as written, in order.
    #[must_use]
    pub fn parameters(&self) -> Vec<(&'a str, Option<&'a str>)> {
        let Some(query) = self.query() else {
            return Vec::new();
        };
        let spans = pest_spans(G::did_parameters, query).unwrap_or_default();
        let mut out: Vec<(&'a str, Option<&'a str>)> = Vec::new();
        for (rule, span) in spans {
            match rule {
                G::did_parameter_name => out.push((&query[span], None)),
                G::did_parameter_value => {
                    if let Some(last) = out.last_mut() {
                        last.1 = Some(&query[span]);
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The prose requirements of DID Core 3.2.1 that the DID URL breaks: a `versionTime` that is not an
    /// XML Schema dateTime normalized to UTC without sub-second precision (`YYYY-MM-DDThh:mm:ssZ`).
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let normalized = |value: &str| {
            <grammar::UriParser as pest::Parser<G>>::parse(G::did_version_time, value).is_ok()
        };
        let broken = self
            .parameters()
            .iter()
            .any(|&(name, value)| name == "versionTime" && !value.is_some_and(normalized));
        if broken {
            alloc::vec![Prose::DidVersionTime]
        } else {
            Vec::new()
        }
    }
}

impl<'a> Did<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `method-name`, `method-specific-id`, `path`, `query`, `fragment`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("method-name", PartValue::Text(Some(self.method_name()))),
            (
                "method-specific-id",
                PartValue::Text(Some(self.method_specific_id())),
            ),
            ("path", PartValue::Text(Some(self.path().as_str()))),
            ("query", PartValue::Text(self.query())),
            ("fragment", PartValue::Text(self.fragment())),
        ])
    }
}
