//! `rfc3986 decode`: each text percent-decoded (RFC 3986 2.1) with the library's `percent::decode`: every
//! `%XX` becomes its byte; a `%` without two hex digits after it stays as it is.
//!
//! The decoded bytes are printed as text, so they must be UTF-8. When they are not, the answer is an error
//! at the `%XX` that begins the first bad sequence (exit status 1), unless `--escape` is given: then the
//! output escapes what would not survive a line of text (`\xFF` for a byte that is not UTF-8, `\\` for a
//! backslash, `\n` and the like for control characters), so that each input still gives one line.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::fmt::Write as _;
use std::io::{self, Write};

use rfc3986::percent;

use crate::line::Line;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "decoded"}; when the decoded bytes are not
    /// UTF-8, "decoded" is null and "decoded_hex" holds them, with "error" (or "escaped" with --escape).
    #[arg(long)]
    json: bool,
    /// Write bytes that are not UTF-8 as \xHH instead of failing, a backslash as \\ and control characters
    /// as \n, \r, \t or \u{HH}, so that each input gives exactly one line.
    #[arg(long)]
    escape: bool,
    /// The percent-encoded texts; each line of standard input when none is given.
    #[arg(value_name = "TEXT")]
    inputs: Vec<std::ffi::OsString>,
}

/// The input index of the character or `%XX` that gave decoded byte `target` of `text`, and its width.
fn source_of(text: &str, target: usize) -> (usize, usize) {
    let bytes = text.as_bytes();
    let (mut at, mut decoded) = (0, 0);
    while at < bytes.len() {
        let width = match bytes[at..] {
            [b'%', h, l, ..] if h.is_ascii_hexdigit() && l.is_ascii_hexdigit() => 3,
            _ => 1,
        };
        if decoded == target {
            return (at, width);
        }
        at += width;
        decoded += 1;
    }
    (at, 0)
}

/// The error of decoded bytes that are not UTF-8: at the first byte of the first bad sequence.
fn not_utf8(text: &str, bytes: &[u8], err: std::str::Utf8Error) -> wire::DecodeError {
    let bad = err.valid_up_to();
    let byte = bytes[bad];
    let (index, width) = source_of(text, bad);
    let written = text.get(index..index + width).unwrap_or_default();
    wire::DecodeError {
        index,
        message: format!(
            "not UTF-8 once decoded: {written:?} at index {index} gives the byte 0x{byte:02X}, which \
             begins no UTF-8 character there (--escape writes it as \\x{byte:02X})"
        ),
        found_byte: format!("{byte:02X}"),
    }
}

/// The error of an input that is not UTF-8 itself: percent-encoded text is text.
fn input_not_utf8(input: &Line<'_>) -> wire::DecodeError {
    let index = std::str::from_utf8(input.bytes())
        .err()
        .map_or(0, |e| e.valid_up_to());
    let byte = input.bytes().get(index).copied().unwrap_or_default();
    wire::DecodeError {
        index,
        message: format!(
            "unexpected byte 0x{byte:02X} (not UTF-8) at index {index}: percent-encoded text is text; \
             write the byte as %{byte:02X}"
        ),
        found_byte: format!("{byte:02X}"),
    }
}

/// `bytes` in lower-case hex, as `input_hex` writes a line's bytes.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// The decoded bytes as `--escape` writes them: UTF-8 as it is but for `\` and control characters, every
/// other byte as `\xHH`.
fn escaped(mut bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    while !bytes.is_empty() {
        let (valid, rest) = match std::str::from_utf8(bytes) {
            Ok(all) => (all, &[][..]),
            Err(err) => {
                let (valid, rest) = bytes.split_at(err.valid_up_to());
                let valid = std::str::from_utf8(valid).unwrap_or_default();
                (valid, rest)
            }
        };
        for c in valid.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => {
                    let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
                }
                c => out.push(c),
            }
        }
        if let Some((&bad, after)) = rest.split_first() {
            let _ = write!(out, "\\x{bad:02X}");
            bytes = after;
        } else {
            bytes = rest;
        }
    }
    out
}

/// What one input decodes to: the text, or the bytes when they are not UTF-8 (with `--escape`, written as
/// the text output writes them), or why there is no text.
pub(crate) fn answer<'a>(args: &Args, input: &'a Line<'_>) -> wire::Decoded<'a> {
    let (bytes, error) = if input.is_utf8() {
        let bytes = percent::decode(input.text());
        let error = std::str::from_utf8(&bytes)
            .err()
            .map(|e| not_utf8(input.text(), &bytes, e));
        (Some(bytes), error)
    } else {
        (None, Some(input_not_utf8(input)))
    };
    let decoded = bytes
        .as_deref()
        .and_then(|b| std::str::from_utf8(b).ok())
        .map(str::to_owned);
    let escaped = (args.escape && input.is_utf8())
        .then(|| bytes.as_deref().map(escaped))
        .flatten();
    wire::Decoded {
        input: input.text(),
        decoded_hex: bytes.as_deref().filter(|_| decoded.is_none()).map(hex),
        decoded,
        // With --escape, only an input that is not UTF-8 itself fails.
        error: error.filter(|_| escaped.is_none()),
        escaped,
        input_hex: input.input_hex(),
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = wire::Decoded<'a>;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        answer(self, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.error.is_none()
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        _style: crate::style::Style,
    ) -> io::Result<()> {
        if let Some(err) = &answer.error {
            crate::plumbing::failed(out, input, &err.message)
        } else {
            let text = answer.escaped.as_deref().or(answer.decoded.as_deref());
            writeln!(out, "{}", text.unwrap_or_default())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{escaped, source_of};

    #[test]
    fn escapes_what_a_line_of_text_cannot_hold() {
        assert_eq!(escaped(b"a b\xC3\xA9"), "a b\u{e9}");
        assert_eq!(escaped(b"a\xFF\\\n\x01"), "a\\xFF\\\\\\n\\u{1}");
        assert_eq!(escaped(b"\xE2\x82"), "\\xE2\\x82");
    }

    #[test]
    fn finds_the_input_of_a_decoded_byte() {
        assert_eq!(source_of("a%FFb", 1), (1, 3));
        assert_eq!(source_of("a%FFb", 2), (4, 1));
        assert_eq!(source_of("%4g%C3", 3), (3, 3));
    }
}
