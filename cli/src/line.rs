//! One input, as the bytes it is. The tool reads bytes, and a line with a byte that is not part of valid
//! UTF-8 is answered, not rewritten to U+FFFD and parsed as that.
//!
//! The answer to such a line is the error at its first byte that is not UTF-8 (`unexpected byte 0xFF (not
//! UTF-8)`, at that byte's index in the line), unless the text before that byte already fails the rule: then
//! it is that earlier error, as for any other line. An error's index is the length of the longest prefix of
//! the input that is still the start of a valid string, and a byte that is not UTF-8 begins no character, so
//! the library, asked about the text before the byte, says which of the two it is.
//!
//! `--json` keeps `input` as it was (the text with U+FFFD where the bytes are not UTF-8), adds `input_hex`
//! (the line's exact bytes) to the object and `found_byte` to the error. `--lenient` percent-encodes each
//! such byte as `%XX` and reports each run of them as a repair of its own, with `found_bytes`.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use rfc3986::{ParseError, Repair, RepairKind, Rule};

/// One line of standard input (without its line end), or one argument.
pub(crate) struct Line<'a> {
    bytes: &'a [u8],
    /// The text: the line itself when it is UTF-8, else with U+FFFD for each run of bytes that is not
    /// (`String::from_utf8_lossy`), which is what `--json` prints as `input`.
    text: Cow<'a, str>,
    /// The bytes that are not part of valid UTF-8, as runs: the index of a run's first byte, its length,
    /// and how many bad bytes the runs before it have. Empty for a UTF-8 line.
    bad: Vec<Run>,
}

/// A run of bytes that are not UTF-8: `len` bytes from `start`, after `before` bad bytes in earlier runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    start: usize,
    len: usize,
    before: usize,
}

impl Run {
    /// Where the run begins in the marked text, where each bad byte is a U+FFFD of three bytes.
    fn marked_start(self) -> usize {
        self.start + 2 * self.before
    }
}

impl<'a> Line<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Line<'a> {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Line::from_text(text);
        }
        let mut bad: Vec<Run> = Vec::new();
        let (mut at, mut count) = (0, 0);
        for chunk in bytes.utf8_chunks() {
            at += chunk.valid().len();
            let len = chunk.invalid().len();
            match bad.last_mut() {
                Some(run) if run.start + run.len == at && len > 0 => run.len += len,
                _ if len > 0 => bad.push(Run {
                    start: at,
                    len,
                    before: count,
                }),
                _ => {}
            }
            at += len;
            count += len;
        }
        Line {
            bytes,
            text: String::from_utf8_lossy(bytes),
            bad,
        }
    }

    /// A line that is text already.
    pub(crate) fn from_text(text: &'a str) -> Line<'a> {
        Line {
            bytes: text.as_bytes(),
            text: Cow::Borrowed(text),
            bad: Vec::new(),
        }
    }

    /// The line's exact bytes.
    pub(crate) fn bytes(&self) -> &[u8] {
        self.bytes
    }

    /// The line as text, with U+FFFD where it is not UTF-8 (see [`Line`]).
    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Whether the line is UTF-8 (almost every line).
    pub(crate) fn is_utf8(&self) -> bool {
        self.bad.is_empty()
    }

    /// `input_hex` of `--json`: the line's exact bytes in lower-case hex, for a line that is not UTF-8 only.
    pub(crate) fn input_hex(&self) -> Option<String> {
        if self.is_utf8() {
            return None;
        }
        let mut hex = String::with_capacity(2 * self.bytes.len());
        for b in self.bytes {
            let _ = write!(hex, "{b:02x}");
        }
        Some(hex)
    }

    /// The text with one U+FFFD for each byte that is not UTF-8 (no URI or IRI allows U+FFFD), so that
    /// every bad byte keeps a place of its own: the text that renderings show and that the lenient intake
    /// repairs. The line's text when it is UTF-8.
    pub(crate) fn marked(&self) -> Cow<'_, str> {
        if self.is_utf8() {
            return Cow::Borrowed(&self.text);
        }
        let count = self.bad.last().map_or(0, |r| r.before + r.len);
        let mut marked = String::with_capacity(self.bytes.len() + 2 * count);
        for chunk in self.bytes.utf8_chunks() {
            marked.push_str(chunk.valid());
            for _ in chunk.invalid() {
                marked.push(char::REPLACEMENT_CHARACTER);
            }
        }
        Cow::Owned(marked)
    }

    /// The index in [`marked`](Line::marked) of byte `index` of the line.
    pub(crate) fn marked_index(&self, index: usize) -> usize {
        // The last run that begins before `index`, and how many of its bytes come before `index`.
        let k = self.bad.partition_point(|r| r.start < index);
        let before = match k.checked_sub(1).map(|k| self.bad[k]) {
            Some(run) => run.before + run.len.min(index - run.start),
            None => 0,
        };
        index + 2 * before
    }

    /// The index in the line of byte `marked` of [`marked`](Line::marked), and the line's byte there when
    /// it is one that is not UTF-8.
    fn line_index(&self, marked: usize) -> (usize, Option<u8>) {
        let k = self.bad.partition_point(|r| r.marked_start() <= marked);
        let Some(run) = k.checked_sub(1).map(|k| self.bad[k]) else {
            return (marked, None);
        };
        let into = marked - run.marked_start();
        if into < 3 * run.len {
            let index = run.start + into / 3;
            let byte = into
                .is_multiple_of(3)
                .then(|| self.bytes.get(index).copied())
                .flatten();
            (index, byte)
        } else {
            (marked - 2 * (run.before + run.len), None)
        }
    }

    /// Whether byte `index` of the line stands where the password of a userinfo would.
    fn in_password(&self, index: usize) -> bool {
        let marked = self.marked();
        rfc3986::password_range(&marked).is_some_and(|p| p.contains(&self.marked_index(index)))
    }

    /// What `parse` makes of the line, or the line's error. A line that is not UTF-8 is not parsed whole:
    /// its error is that of the text before its first bad byte, or else that byte's (see the module docs).
    /// `rule` is the rule `parse` parses as, named by the error of a bad byte.
    pub(crate) fn parse<T>(
        &self,
        rule: Rule,
        parse: impl Fn(&str) -> Result<T, ParseError>,
    ) -> Result<T, LineError> {
        let Some(first) = self.bad.first().map(|r| r.start) else {
            return parse(&self.text).map_err(LineError::from);
        };
        // The bytes before the first bad one are UTF-8, and the same in `text`.
        let prefix = &self.text[..first];
        let mut rule = rule;
        let mut expected = Vec::new();
        match parse(prefix) {
            Err(err) if err.index() < first => return Err(LineError::from(err)),
            Err(err) => {
                rule = err.rule();
                expected.extend(err.expected());
            }
            Ok(_) => {}
        }
        if expected.is_empty() {
            // The text before the byte is valid as it is: ask what could go on after it, with a character
            // that no rule allows where the byte stands.
            if let Err(err) = parse(&format!("{prefix}\u{FFFD}"))
                && err.index() == first
            {
                expected.extend(err.expected());
            }
        }
        if expected.is_empty() {
            expected.push(rule);
        }
        Err(LineError::Byte(ByteError {
            rule,
            index: first,
            byte: self.bytes[first],
            expected,
            secret: self.in_password(first),
        }))
    }

    /// The lenient intake's result for the line: `lenient` (`UriRef::parse_lenient`, ...) on the
    /// [`marked`](Line::marked) text, whose U+FFFD it percent-encodes like any character its component does
    /// not allow; each becomes the `%XX` of its byte, and each run of them a repair of its own. `reparse`
    /// parses the repaired text strictly.
    pub(crate) fn lenient<T>(
        &self,
        lenient: impl Fn(&str) -> Result<(T, Vec<Repair>), ParseError>,
        reparse: impl Fn(&str) -> Result<T, ParseError>,
    ) -> Result<(T, Vec<Fix>), LineError> {
        if self.is_utf8() {
            return match lenient(&self.text) {
                Ok((r, repairs)) => Ok((r, repairs.iter().map(Fix::from).collect())),
                Err(err) => Err(LineError::from(err)),
            };
        }
        let marked = self.marked();
        let repairs = match lenient(&marked) {
            Ok((_, repairs)) => repairs,
            Err(err) => return Err(self.marked_error(err)),
        };
        let mut output = String::with_capacity(marked.len());
        let mut fixes = Vec::with_capacity(repairs.len());
        let mut copied = 0;
        for r in &repairs {
            output.push_str(marked.get(copied..r.index()).unwrap_or(""));
            copied = r.index() + r.found().len();
            let has_bad = r
                .found()
                .char_indices()
                .any(|(i, _)| self.line_index(r.index() + i).1.is_some());
            if !has_bad {
                output.push_str(r.replacement());
                fixes.push(Fix {
                    index: self.line_index(r.index()).0,
                    ..Fix::from(r)
                });
                continue;
            }
            // An encoded run with bad bytes in it: each character was replaced by the `%XX` of its
            // UTF-8, so the replacement splits by character. Each run of bad bytes becomes a repair of its
            // own, written `%XX` for each byte.
            let mut piece: Option<Fix> = None;
            let mut offset = 0;
            for (i, c) in r.found().char_indices() {
                let width = 3 * c.len_utf8();
                let encoded = r.replacement().get(offset..offset + width).unwrap_or("");
                offset += width;
                let (index, byte) = self.line_index(r.index() + i);
                let replacement = match byte {
                    Some(byte) => format!("%{byte:02X}"),
                    None => encoded.to_owned(),
                };
                output.push_str(&replacement);
                if piece
                    .as_ref()
                    .is_some_and(|p| p.bytes.is_empty() != byte.is_none())
                {
                    fixes.extend(piece.take());
                }
                let fix = piece.get_or_insert_with(|| Fix {
                    index,
                    found: String::new(),
                    replacement: String::new(),
                    rule: r.rule(),
                    kind: r.kind(),
                    bytes: Vec::new(),
                });
                fix.found.push(c);
                fix.replacement.push_str(&replacement);
                fix.bytes.extend(byte);
            }
            fixes.extend(piece);
        }
        output.push_str(marked.get(copied..).unwrap_or(""));
        match reparse(&output) {
            Ok(r) => Ok((r, fixes)),
            Err(err) => Err(LineError::from(err)),
        }
    }

    /// An error found in the [`marked`](Line::marked) text, as an error of the line: at a bad byte, that
    /// byte's; elsewhere, the error at its index in the line.
    fn marked_error(&self, err: ParseError) -> LineError {
        match self.line_index(err.index()) {
            (index, Some(byte)) => LineError::Byte(ByteError {
                rule: err.rule(),
                index,
                byte,
                expected: err.expected().collect(),
                secret: self.in_password(index),
            }),
            (index, None) => LineError::Grammar { err, index },
        }
    }
}

/// One change the lenient intake made, as the command line reports it: a library [`Repair`], or the
/// percent-encoding of a run of bytes that are not UTF-8.
pub(crate) struct Fix {
    /// The byte index in the line.
    pub(crate) index: usize,
    /// The text replaced; a U+FFFD for each byte that is not UTF-8.
    pub(crate) found: String,
    pub(crate) replacement: String,
    pub(crate) rule: Rule,
    /// What the repair did (percent-encoded, or removed whitespace, a delimiter, a byte order mark).
    pub(crate) kind: RepairKind,
    /// The bytes replaced, when they are not UTF-8; empty for a repair of text.
    pub(crate) bytes: Vec<u8>,
}

impl From<&Repair> for Fix {
    fn from(r: &Repair) -> Fix {
        Fix {
            index: r.index(),
            found: r.found().to_owned(),
            replacement: r.replacement().to_owned(),
            rule: r.rule(),
            kind: r.kind(),
            bytes: Vec::new(),
        }
    }
}

/// The error of one line: the grammar's, or that of a byte that is not UTF-8.
#[derive(Clone, Debug)]
pub(crate) enum LineError {
    /// An error of the grammar. `index` is its index in the line's bytes; the error's own is in the text
    /// it was found in (the same before the line's first bad byte).
    Grammar { err: ParseError, index: usize },
    /// A byte that is not UTF-8, where the text before it is the start of a valid string.
    Byte(ByteError),
}

/// The error at a byte that is not part of valid UTF-8.
#[derive(Clone, Debug)]
pub(crate) struct ByteError {
    /// The rule that the line was parsed as.
    rule: Rule,
    /// The byte's index in the line.
    index: usize,
    byte: u8,
    /// The rules that could go on at `index`.
    expected: Vec<Rule>,
    /// The byte stands where the password of a userinfo would: the message does not show it.
    secret: bool,
}

impl From<ParseError> for LineError {
    fn from(err: ParseError) -> LineError {
        LineError::Grammar {
            index: err.index(),
            err,
        }
    }
}

impl LineError {
    /// The byte index in the line.
    pub(crate) fn index(&self) -> usize {
        match self {
            LineError::Grammar { index, .. } => *index,
            LineError::Byte(b) => b.index,
        }
    }

    /// The rules that could go on at the index.
    pub(crate) fn expected(&self) -> Vec<Rule> {
        match self {
            LineError::Grammar { err, .. } => err.expected().collect(),
            LineError::Byte(b) => b.expected.clone(),
        }
    }

    /// The character at the index: U+FFFD for a byte that is not UTF-8, `None` at the end of the line.
    pub(crate) fn found(&self) -> Option<char> {
        match self {
            LineError::Grammar { err, .. } => err.found(),
            LineError::Byte(_) => Some(char::REPLACEMENT_CHARACTER),
        }
    }

    /// The byte at the index, when it is not UTF-8.
    pub(crate) fn found_byte(&self) -> Option<u8> {
        match self {
            LineError::Grammar { .. } => None,
            LineError::Byte(b) => Some(b.byte),
        }
    }

    /// The error rendered for people: the library's rendering, or for a byte that is not UTF-8 the same
    /// layout with the byte shown as `\xFF`.
    pub(crate) fn render(&self, line: &Line<'_>) -> String {
        match self {
            LineError::Grammar { err, index } => {
                let rendered = err
                    .render(&line.marked())
                    .remedies("rfc3986 parse --lenient", "--iri")
                    .width(rfc3986::Width::Terminal)
                    .to_string();
                // The tool's renderings end with a line end (the library's leave it to the caller).
                match rendered.split_once('\n') {
                    Some((header, rest)) => {
                        format!("{}\n{rest}\n", reindexed(header, err.index(), *index))
                    }
                    None => reindexed(&rendered, err.index(), *index) + "\n",
                }
            }
            LineError::Byte(b) => b.render(line),
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Grammar { err, index } => {
                f.write_str(&reindexed(&err.to_string(), err.index(), *index))
            }
            LineError::Byte(b) => {
                write!(f, "{}", b.header())?;
                for (i, rule) in b.expected.iter().enumerate() {
                    let sep = match i {
                        0 => ", expected ",
                        i if i + 1 == b.expected.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{rule}")?;
                }
                Ok(())
            }
        }
    }
}

/// A message or a rendering's first line with the index of the text it was found in (`from`) replaced by
/// the index in the line's bytes (`to`): they differ after a byte that is not UTF-8, which the text holds as
/// a U+FFFD of three bytes. Every message begins `invalid ... at index N`.
fn reindexed(text: &str, from: usize, to: usize) -> String {
    if from == to {
        return text.to_owned();
    }
    text.replacen(&format!(" at index {from}"), &format!(" at index {to}"), 1)
}

impl ByteError {
    /// `invalid URI reference at index 5: unexpected byte 0xFF (not UTF-8)`.
    fn header(&self) -> String {
        let what = rfc3986::display::what(self.rule);
        if self.secret {
            format!(
                "invalid {what} at index {}: unexpected byte in the password (not UTF-8, not shown)",
                self.index
            )
        } else {
            format!(
                "invalid {what} at index {}: unexpected byte 0x{:02X} (not UTF-8)",
                self.index, self.byte
            )
        }
    }

    /// The rendering: the header, the line with a caret under the byte, the rules expected there and a hint.
    fn render(&self, line: &Line<'_>) -> String {
        let (shown, caret) = shown(line, self.index);
        let mut out = format!("{}\n  {shown}\n  {:caret$}^\n", self.header(), "");
        match self.expected.as_slice() {
            [] => {}
            [only] => {
                let _ = writeln!(out, "  expected {only} ({})", only.citation());
            }
            many => {
                out.push_str("  expected ");
                for (i, rule) in many.iter().enumerate() {
                    let sep = match i {
                        0 => "",
                        i if i + 1 == many.len() => " or ",
                        _ => ", ",
                    };
                    let _ = write!(out, "{sep}{rule} ({})", rule.citation());
                }
                out.push('\n');
            }
        }
        let language = if self.rule.spec() == rfc3986::Spec::Rfc3987 {
            "an IRI is a sequence of characters (RFC 3987 2)"
        } else {
            "a URI is a sequence of characters (RFC 3986 2)"
        };
        let hint = if self.secret {
            format!(
                "a byte of the password is not UTF-8, and {language}; percent-encode it, or let \
                 --lenient encode it"
            )
        } else {
            format!(
                "byte 0x{b:02X} is not UTF-8, and {language}; as data it is written %{b:02X}, or let \
                 --lenient encode it",
                b = self.byte
            )
        };
        out.push_str(&rfc3986::display::wrap("  hint: ", &hint));
        out
    }
}

/// The line as a rendering shows it on one line, and the display column of byte `index` in it: a byte that
/// is not UTF-8 as `\xFF`, a character that would not show escaped (`\u{200b}`), any other as it is, the
/// password as `<redacted>`; a long line as a window around the index, as the library's renderings cut one.
fn shown(line: &Line<'_>, index: usize) -> (String, usize) {
    let marked = line.marked();
    let show = |c: char| rfc3986::display::visible(c.encode_utf8(&mut [0; 4]));
    rfc3986::display::window_of(
        || pieces(line, &marked, show),
        line.marked_index(index),
        rfc3986::Width::Terminal,
    )
}

/// The line on one line and a caret under byte `index` below it, each indented by four spaces, as the
/// renderings point at a place (see [`shown`]).
pub(crate) fn pointed(line: &Line<'_>, index: usize) -> String {
    let (shown, column) = shown(line, index);
    format!("    {shown}\n    {:column$}^", "")
}

/// The line in pieces, each with its index in `marked` (the line's [`marked`](Line::marked) text), one per
/// character but the password's: a byte that is not UTF-8 as `\xFF`, the password as one piece
/// `<redacted>` (RFC 3986 3.2.1), any other character as `show` writes it. No piece is empty.
fn pieces<'m>(
    line: &'m Line<'_>,
    marked: &'m str,
    show: impl Fn(char) -> String + 'm,
) -> impl Iterator<Item = (usize, String)> + 'm {
    let password = rfc3986::password_range(marked);
    marked.char_indices().filter_map(move |(at, c)| {
        let piece = match (&password, line.line_index(at)) {
            (Some(p), _) if at == p.start && p.is_empty() => format!("<redacted>{}", show(c)),
            (Some(p), _) if at == p.start => "<redacted>".to_owned(),
            (Some(p), _) if p.contains(&at) => return None,
            (_, (_, Some(byte))) => format!("\\x{byte:02X}"),
            _ => show(c),
        };
        Some((at, piece))
    })
}

/// The line as the messages on standard error quote it: `{:?}` of its text with the password as
/// `<redacted>`, or for a line that is not UTF-8, [`quoted`] (a bad byte as `\xFF`).
pub(crate) fn debug(line: &Line<'_>) -> String {
    if line.is_utf8() {
        format!("{:?}", rfc3986::redact_password(line.text()))
    } else {
        quoted(line, 0)
    }
}

/// The line in double quotes for `check`'s first line, as the renderings show it (see [`shown`]) with `"`
/// as `\"`: a long line is a window around byte `index`.
pub(crate) fn quoted(line: &Line<'_>, index: usize) -> String {
    let (shown, _) = shown(line, index);
    let mut s = String::from("\"");
    for c in shown.chars() {
        if c == '"' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::Line;

    #[test]
    fn marks_each_bad_byte_and_maps_indices_back() {
        let line = Line::new(b"a\xFF\xE2\x82b\xC3\xA9");
        assert_eq!(
            line.bad,
            [super::Run {
                start: 1,
                len: 3,
                before: 0
            }]
        );
        assert_eq!(line.text(), "a\u{FFFD}\u{FFFD}b\u{e9}");
        assert_eq!(line.marked(), "a\u{FFFD}\u{FFFD}\u{FFFD}b\u{e9}");
        assert_eq!(line.input_hex().as_deref(), Some("61ffe28262c3a9"));
        assert_eq!(line.line_index(0), (0, None));
        assert_eq!(line.line_index(1), (1, Some(0xFF)));
        assert_eq!(line.line_index(4), (2, Some(0xE2)));
        assert_eq!(line.line_index(7), (3, Some(0x82)));
        assert_eq!(line.line_index(10), (4, None));
        assert_eq!(line.marked_index(4), 10);
        let line = Line::new(b"\xFFa\xFE\xFDb");
        assert_eq!(line.marked(), "\u{FFFD}a\u{FFFD}\u{FFFD}b");
        assert_eq!(line.marked_index(2), 4);
        assert_eq!(line.marked_index(3), 7);
        assert_eq!(line.marked_index(4), 10);
        assert_eq!(line.line_index(7), (3, Some(0xFD)));
        assert_eq!(line.line_index(10), (4, None));
        assert!(Line::new(b"abc").is_utf8());
        assert_eq!(Line::new(b"abc").input_hex(), None);
    }
}
