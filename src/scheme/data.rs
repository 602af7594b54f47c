//! RFC 2397: the "data" URL scheme.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, pest_spans, read_as, spans};
use crate::syntax::grammar::Rule as G;
use crate::{Rule, Uri};

/// A `data:` URL (RFC 2397), read with the grammar of its section 3: an optional media type with its
/// parameters, `;base64` or not, and the data after the first `,`.
///
/// The scheme's syntax governs the URI without its fragment (RFC 3986 4.3), as for `http`.
///
/// ```
/// use rfc3986::scheme::Data;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("data:text/plain;charset=iso-8859-7,%be%d3%be")?;
/// let data = Data::try_from(&uri)?;
/// assert_eq!(data.mediatype(), "text/plain;charset=iso-8859-7");
/// assert!(!data.is_base64());
/// assert_eq!(data.data(), "%be%d3%be");
/// assert_eq!(data.decode()?, [0xBE, 0xD3, 0xBE]);
///
/// let uri = Uri::parse("data:;base64,SGVsbG8=")?;
/// let data = Data::try_from(&uri)?;
/// assert_eq!((data.mediatype(), data.is_base64()), ("", true));
/// assert_eq!(data.decode()?, b"Hello");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data<'a> {
    text: &'a str,
    /// The URI as written, fragment included (`text` is what the grammar governs).
    pub(super) whole: &'a str,
    mediatype: Range<usize>,
    /// The type and subtype, and each parameter's attribute and value.
    media_type: Option<(Range<usize>, Range<usize>)>,
    parameters: Vec<(Range<usize>, Range<usize>)>,
    base64: bool,
    data: Range<usize>,
}

impl<'a> TryFrom<&'a Uri> for Data<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Data<'a>, SchemeError> {
        let text = read_as(uri, Rule::Dataurl, "data")?;
        let pairs = pest_spans(G::dataurl, text).unwrap_or_default();
        let find = |rule| {
            pairs
                .iter()
                .find(|(r, _)| *r == rule)
                .map(|(_, s)| s.clone())
        };
        // The media type's parts, as RFC 2045's rules read them.
        let tree = spans(Rule::Dataurl, text)?;
        let all = |rule| {
            tree.iter()
                .filter(move |(r, _)| *r == rule)
                .map(|(_, s)| s.clone())
        };
        let media_type = all(Rule::MimeType)
            .next()
            .zip(all(Rule::MimeSubtype).next());
        let parameters = all(Rule::MimeAttribute).zip(all(Rule::MimeValue)).collect();
        Ok(Data {
            whole: uri.as_str(),
            text,
            media_type,
            parameters,
            mediatype: find(G::mediatype).unwrap_or(5..5),
            base64: find(G::base64).is_some(),
            data: find(G::data).unwrap_or(text.len()..text.len()),
        })
    }
}

impl<'a> Data<'a> {
    /// The media type with its parameters, as written (`""` when it is left out: RFC 2397 3 then means
    /// `text/plain;charset=US-ASCII`).
    #[must_use]
    pub fn mediatype(&self) -> &'a str {
        &self.text[self.mediatype.clone()]
    }

    /// The type and subtype (`text`, `plain`), as written; `None` when the media type leaves them out.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("data:text/plain;charset=US-ASCII;x=y,z")?;
    /// let data = rfc3986::scheme::Data::try_from(&uri)?;
    /// assert_eq!(data.type_and_subtype(), Some(("text", "plain")));
    /// assert_eq!(data.mediatype(), "text/plain;charset=US-ASCII;x=y");
    /// assert_eq!(data.parameters(), [("charset", Some("US-ASCII")), ("x", Some("y"))]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn type_and_subtype(&self) -> Option<(&'a str, &'a str)> {
        self.media_type
            .clone()
            .map(|(t, s)| (&self.text[t], &self.text[s]))
    }

    /// The media type's parameters (RFC 2045 `attribute "=" value`), as written, in order. The value is
    /// always there (RFC 2045 requires the `=`); the `Option` is the shape of every scheme view's
    /// `parameters()`, whose `None` is a parameter without `=`.
    #[must_use]
    pub fn parameters(&self) -> Vec<(&'a str, Option<&'a str>)> {
        self.parameters
            .iter()
            .map(|(a, v)| (&self.text[a.clone()], Some(&self.text[v.clone()])))
            .collect()
    }

    /// Whether the data is base64 (`;base64` before the `,`).
    #[must_use]
    pub fn is_base64(&self) -> bool {
        self.base64
    }

    /// The data after the first `,`, as written.
    #[must_use]
    pub fn data(&self) -> &'a str {
        &self.text[self.data.clone()]
    }

    /// The bytes the data stands for: the percent-encodings decoded (RFC 3986 2.1), then, with
    /// `;base64`, the base64 decoded (RFC 4648 4: the alphabet `A-Z a-z 0-9 + /`, `=` padding to a
    /// multiple of four characters). Memory is bounded by the data's length.
    ///
    /// WHATWG fetch's data: URL processor answers differently: it strips ASCII white space before
    /// decoding base64, accepts a last group without its padding, and never fails on a URL that parses.
    ///
    /// ```
    /// use rfc3986::scheme::{Data, DataError};
    /// let uri = rfc3986::Uri::parse("data:;base64,SGVsbG8")?; // 7 characters: padding missing
    /// assert!(matches!(Data::try_from(&uri)?.decode(), Err(DataError::Base64Length { length: 7, .. })));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn decode(&self) -> Result<Vec<u8>, DataError> {
        let bytes = crate::percent::decode(self.data());
        if !self.base64 {
            return Ok(bytes.into_owned());
        }
        base64(&bytes)
    }
}

/// Why [`Data::decode`] could not decode base64 data (RFC 4648 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DataError {
    /// A byte that is not in the base64 alphabet, at this index of the percent-decoded data.
    #[error(
        "byte {byte:#04x} at index {index} of the data is not in the base64 alphabet (RFC 4648 4)"
    )]
    #[non_exhaustive]
    Base64Byte {
        /// Where, in the percent-decoded data.
        index: usize,
        /// The byte.
        byte: u8,
    },
    /// The data is not a multiple of four characters (RFC 4648 4: padding with `=` is required).
    #[error(
        "base64 data of {length} characters is not a multiple of 4 (RFC 4648 4 requires the padding)"
    )]
    #[non_exhaustive]
    Base64Length {
        /// The length of the percent-decoded data.
        length: usize,
    },
    /// `=` where no padding can stand (not in the last two places of the last group).
    #[error("padding '=' at index {index} where no padding can stand (RFC 4648 4)")]
    #[non_exhaustive]
    Base64Padding {
        /// Where, in the percent-decoded data.
        index: usize,
    },
}

/// RFC 4648 4, strictly: groups of four characters, `=` only at the end.
fn base64(text: &[u8]) -> Result<Vec<u8>, DataError> {
    if !text.len().is_multiple_of(4) {
        return Err(DataError::Base64Length { length: text.len() });
    }
    let value = |index: usize, byte: u8| -> Result<u32, DataError> {
        Ok(u32::from(match byte {
            b'A'..=b'Z' => byte - b'A',
            b'a'..=b'z' => byte - b'a' + 26,
            b'0'..=b'9' => byte - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return Err(DataError::Base64Byte { index, byte }),
        }))
    };
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    for (g, group) in text.chunks(4).enumerate() {
        let last = (g + 1) * 4 == text.len();
        let pad = group.iter().rev().take_while(|&&b| b == b'=').count();
        if pad > 2 || (pad > 0 && !last) {
            let index = g * 4 + group.iter().position(|&b| b == b'=').unwrap_or(0);
            return Err(DataError::Base64Padding { index });
        }
        let mut n = 0u32;
        for (i, &b) in group[..4 - pad].iter().enumerate() {
            if b == b'=' {
                return Err(DataError::Base64Padding { index: g * 4 + i });
            }
            n |= value(g * 4 + i, b)? << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..3 - pad]);
    }
    Ok(out)
}

impl<'a> Data<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `mediatype`, `base64`, `data`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("mediatype", PartValue::Text(Some(self.mediatype()))),
            ("base64", PartValue::Flag(self.is_base64())),
            ("data", PartValue::Text(Some(self.data()))),
        ])
    }
}
