//! `extract --json`: the URIs found in running text (RFC 3986 Appendix C).

use serde::Serialize;

use super::Repair;

/// One URI found in the text: the URI, where it came from (byte offsets into the input, delimiters
/// included, and the line its first byte is on, from 1), how it was delimited (`angle-brackets`,
/// `double-quotes`, `whitespace`), the text it was read from, and what the lenient intake changed (indices
/// into the input).
#[derive(Serialize)]
pub(crate) struct Extracted {
    pub(crate) uri: String,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) line: usize,
    pub(crate) delimiter: &'static str,
    pub(crate) text: String,
    pub(crate) repairs: Vec<Repair>,
}
