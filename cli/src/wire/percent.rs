//! `encode --json` and `decode --json`: percent-encoding (RFC 3986 2.1).

use std::fmt;

use serde::Serialize;

/// `encode --json`: one input and its encoding.
#[derive(Serialize)]
pub(crate) struct Encoded<'a> {
    pub(crate) input: &'a str,
    pub(crate) component: String,
    pub(crate) encoded: String,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}

/// Why an input has no decoded text: the input is not UTF-8 itself, or its decoded bytes are not.
#[derive(Debug, Serialize)]
pub(crate) struct DecodeError {
    /// The byte index in the input: of its first byte that is not UTF-8, or of the `%XX` (or character)
    /// whose byte begins the first sequence of the decoded bytes that is not UTF-8.
    pub(crate) index: usize,
    pub(crate) message: String,
    /// That byte in upper-case hex.
    pub(crate) found_byte: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// `decode --json`: one input and what it decodes to.
#[derive(Serialize)]
pub(crate) struct Decoded<'a> {
    pub(crate) input: &'a str,
    /// The decoded text, `null` when the decoded bytes are not UTF-8.
    pub(crate) decoded: Option<String>,
    /// The decoded bytes in lower-case hex, only when they are not UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) decoded_hex: Option<String>,
    /// With `--escape`, the decoded bytes as the text output writes them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) escaped: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<DecodeError>,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) input_hex: Option<String>,
}
