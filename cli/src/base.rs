//! The base of `resolve` and `relativize`: a URI, or with `--iri` an IRI.

use rfc3986::{Iri, ParseError, Uri};

/// A base URI, or with `--iri` a base IRI.
pub(crate) enum Base {
    Uri(Uri),
    Iri(Iri),
}

impl Base {
    pub(crate) fn parse(input: &str, iri: bool) -> Result<Base, ParseError> {
        if iri {
            Iri::parse(input).map(Base::Iri)
        } else {
            Uri::parse(input).map(Base::Uri)
        }
    }
}
