//! `to-uri --json` and `to-iri --json`: the mapping of RFC 3987 3.1 or 3.2 of one reference.

use serde::Serialize;

use super::Error;

/// `to-uri` (the URI of an IRI reference) or `to-iri` (the IRI of a URI reference), or the error. `uri` is
/// `to-uri`'s field and `iri` `to-iri`'s; the other is left out.
#[derive(Serialize)]
pub(crate) struct Mapped<'a> {
    pub(crate) input: &'a str,
    pub(crate) valid: bool,
    /// `uri` or `iri`, `error`, or `idna_error`.
    #[serde(flatten)]
    pub(crate) mapping: Mapping,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}

/// What became of one input: its mapping, the error of an input that is not a reference, or (with `--idna`)
/// why IDNA refused the host of a valid one. Written as the one field that applies.
pub(crate) enum Mapping {
    /// The mapping, as the field `uri` (`to-uri`) or `iri` (`to-iri`).
    Mapped(&'static str, String),
    /// The input is not a reference of the command's kind: `error`.
    Error(Error),
    /// IDNA refused the host of a valid input: `idna_error`.
    Idna(String),
}

impl Serialize for Mapping {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let mut map = s.serialize_map(Some(1))?;
        match self {
            Mapping::Mapped(field, done) => map.serialize_entry(field, done)?,
            Mapping::Error(err) => map.serialize_entry("error", err)?,
            Mapping::Idna(why) => map.serialize_entry("idna_error", why)?,
        }
        map.end()
    }
}
