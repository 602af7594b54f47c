//! The parser that `pest_derive` generates from `grammar/uri.pest`. Private: the public API speaks in its
//! own types (`crate::Rule`, `crate::ParseError`), so that pest stays an implementation detail.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/uri.pest"]
#[grammar = "../grammar/rfc3986-appendix-b.pest"]
pub(crate) struct UriParser;
