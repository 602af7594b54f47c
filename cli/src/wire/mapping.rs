//! `to-uri --json` and `to-iri --json`: the mapping of RFC 3987 3.1 or 3.2 of one reference.

use serde::Serialize;

use super::Error;

/// `to-uri` (the URI of an IRI reference) or `to-iri` (the IRI of a URI reference), or the error. `uri` is
/// `to-uri`'s field and `iri` `to-iri`'s; the other is left out.
#[derive(Serialize)]
pub(crate) struct Mapped<'a> {
    pub(crate) input: &'a str,
    pub(crate) valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) uri: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) iri: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<Error>,
    /// With `--idna`, why IDNA refused the host of a valid input (then there is no mapping).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) idna_error: Option<String>,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}

impl Mapped<'_> {
    /// The mapping, when there is one.
    pub(crate) fn result(&self) -> Option<&str> {
        self.uri.as_deref().or(self.iri.as_deref())
    }
}
