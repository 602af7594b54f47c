//! The parser that `pest_derive` generates from the grammar files, loaded into one parser: `grammar/uri.pest`
//! (RFC 3986) and `grammar/iri.pest` (RFC 3987), which uses the rules of the first. pest reads the files as
//! one text, so only the first may open with a `//!` header. Private: the public API speaks in its own types
//! (`crate::Rule`, `crate::ParseError`), so that pest stays an implementation detail.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/uri.pest"]
#[grammar = "../grammar/iri.pest"]
pub(crate) struct UriParser;
