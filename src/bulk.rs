//! Bulk parsing: the lines of a text, each a reference or not, through one call into pest per chunk of lines
//! (the grammar's `bulk_URI_reference_lines` and `bulk_IRI_reference_lines`).
//!
//! pest pays a fixed cost per call (its parser state, its token queue, its bookkeeping), so many short
//! references parse faster together than one by one. The text is cut into chunks of about [`CHUNK`] bytes
//! at line ends, so that what pest holds at once does not grow with the text.

use alloc::string::String;
use alloc::vec::{IntoIter, Vec};
use pest::Parser as _;

use crate::percent;
use crate::syntax::build;
use crate::syntax::error::ParseError;
use crate::syntax::grammar::{Rule as R, UriParser};
use crate::syntax::parts::Parts;
use crate::{Iri, IriRef, IriRelativeRef, RelativeRef, Rule, Uri, UriRef};

/// How many bytes of text go to pest at once, rounded up to the end of a line. Large enough that pest's
/// cost per call is spread over hundreds of lines, small enough that its token queue stays small.
const CHUNK: usize = 16 * 1024;

/// The references of a text, one per line, parsed in bulk: what [`UriRef::parse_lines`] and
/// [`IriRef::parse_lines`] return.
///
/// Each item is what parsing that line alone gives: the reference, or the same [`ParseError`] (whose index
/// is within the line). A line ends at `\n` or `\r\n`, as for [`str::lines`], so the items pair up with
/// `text.lines()`.
///
/// ```
/// use rfc3986::UriRef;
///
/// let text = "http://a/b\nnot a reference\r\n../c?d\n";
/// let parsed: Vec<_> = UriRef::parse_lines(text).collect();
/// assert_eq!(parsed.len(), 3);
/// assert_eq!(parsed[0].as_ref().map(|r| r.as_str()), Ok("http://a/b"));
/// assert_eq!(parsed[1].as_ref().map_err(|e| e.index()), Err(3));
/// assert_eq!(parsed[2].as_ref().map(|r| r.query()), Ok(Some("d")));
/// ```
#[derive(Clone, Debug)]
pub struct ParseLines<'a, T> {
    /// The text not yet given to pest.
    rest: &'a str,
    /// The lines of the chunk last parsed, not yet returned.
    ready: IntoIter<Result<T, ParseError>>,
    /// The rule the chunk is parsed as: `URI-reference` or `IRI-reference`.
    rule: Rule,
    /// The rule of the type asked for (`URI`, `relative-ref`, ...), whose error an invalid line gets.
    target: Rule,
    /// The grammar's entry point that parses a chunk.
    entry: R,
    wrap: fn(Parts) -> Result<T, ParseError>,
    /// Whether the chunk last parsed had an invalid line (see [`parse_text`]).
    dirty: bool,
}

impl<'a, T> ParseLines<'a, T> {
    fn new(
        text: &'a str,
        (rule, target): (Rule, Rule),
        entry: R,
        wrap: fn(Parts) -> Result<T, ParseError>,
    ) -> ParseLines<'a, T> {
        ParseLines {
            rest: text,
            ready: Vec::new().into_iter(),
            rule,
            target,
            entry,
            wrap,
            dirty: false,
        }
    }

    /// Parses the next chunk of lines into `ready`.
    fn parse_chunk(&mut self) {
        let end = match self.rest.as_bytes().get(CHUNK..) {
            Some(after) => after
                .iter()
                .position(|&b| b == b'\n')
                .map_or(self.rest.len(), |i| CHUNK + i + 1),
            None => self.rest.len(),
        };
        let (chunk, rest) = self.rest.split_at(end);
        self.rest = rest;
        let lines = parse_text(
            chunk,
            (self.rule, self.target),
            self.entry,
            self.wrap,
            &mut self.dirty,
        );
        self.ready = lines.into_iter();
    }
}

/// Each line of `chunk` parsed as `rule`: the reference, or the error that parsing the line alone gives.
///
/// The lines go to pest together, in one call with `entry`. After a chunk with an invalid line (`dirty`,
/// which this sets for the next chunk), the lines that hold a character no reference has anywhere (see
/// [`never_valid`]) are parsed alone at once, and only the runs of lines between them go to pest: a bulk
/// attempt at such a line could only fail before its own parse gives its error. A text of valid lines
/// pays nothing for that.
fn parse_text<T>(
    chunk: &str,
    (rule, target): (Rule, Rule),
    entry: R,
    wrap: fn(Parts) -> Result<T, ParseError>,
    dirty: &mut bool,
) -> Vec<Result<T, ParseError>> {
    let lines = if *dirty {
        split_runs(chunk, (rule, target), entry, wrap)
    } else {
        parse_run(chunk, (rule, target), entry, wrap)
    };
    *dirty = lines.iter().any(Result::is_err);
    lines
}

/// [`parse_text`] for a chunk after a dirty one: the lines that [`never_valid`] finds parsed alone, the
/// runs between them in bulk.
fn split_runs<T>(
    chunk: &str,
    (rule, target): (Rule, Rule),
    entry: R,
    wrap: fn(Parts) -> Result<T, ParseError>,
) -> Vec<Result<T, ParseError>> {
    let iri = rule == Rule::IriReference;
    let mut lines = Vec::new();
    // Where the run of lines that go to pest together begins, and where the next line begins.
    let (mut run, mut at) = (0, 0);
    while at < chunk.len() {
        // A line ends at "\n" or "\r\n", as `bulk_newline` says; the last one may end with neither.
        let (end, next) = match chunk[at..].find('\n') {
            Some(i) if chunk[..at + i].ends_with('\r') => (at + i - 1, at + i + 1),
            Some(i) => (at + i, at + i + 1),
            None => (chunk.len(), chunk.len()),
        };
        let line = &chunk[at..end];
        if never_valid(line, iri) {
            if run < at {
                lines.extend(parse_run(&chunk[run..at], (rule, target), entry, wrap));
            }
            lines.push(build::parse_foreign(target, line).and_then(wrap));
            run = next;
        }
        at = next;
    }
    if run < chunk.len() {
        lines.extend(parse_run(&chunk[run..], (rule, target), entry, wrap));
    }
    lines
}

/// Whether `line` holds a character that no URI-reference (or, with `iri`, no IRI-reference) has anywhere:
/// an ASCII character that is not unreserved, reserved or `%` (RFC 3986 2), or for a URI any character
/// outside ASCII. A character-class test; the grammar still decides every other line.
fn never_valid(line: &str, iri: bool) -> bool {
    let table = if iri { &NEVER_IN_IRI } else { &NEVER_IN_URI };
    line.bytes().any(|b| table[usize::from(b)])
}

/// The octets that no URI has (see [`never_valid`]), and those that no IRI has (the same in ASCII; an
/// octet outside ASCII may be part of a character an IRI has).
const NEVER_IN_URI: [bool; 256] = never_in(false);
const NEVER_IN_IRI: [bool; 256] = never_in(true);

const fn never_in(iri: bool) -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let octet = b as u8;
        table[b] = if octet >= 0x80 {
            !iri
        } else {
            !(percent::is_unreserved(octet) || percent::is_reserved(octet) || octet == b'%')
        };
        b += 1;
    }
    table
}

/// The lines of `text` (whole lines, each but perhaps the last with its line end) parsed through one call
/// into pest with `entry`.
fn parse_run<T>(
    text: &str,
    (rule, target): (Rule, Rule),
    entry: R,
    wrap: fn(Parts) -> Result<T, ParseError>,
) -> Vec<Result<T, ParseError>> {
    let mut lines = Vec::new();
    let pairs = match UriParser::parse(entry, text) {
        Ok(pairs) => pairs,
        // The bulk rules match any text; were pest to refuse one anyway, each line alone says why.
        Err(_) => {
            for line in text.lines() {
                lines.push(build::parse(target, line).and_then(wrap));
            }
            return lines;
        }
    };
    for pair in pairs {
        // The grammar matches a line after the last line end, so a text that ends with one (every run
        // but perhaps the last) ends with an empty line that `str::lines` does not count; EOI's pair is
        // there too.
        if pair.as_span().start() == text.len() {
            continue;
        }
        let line = pair.as_str();
        let parsed = match pair.as_rule() {
            R::bulk_valid_line | R::bulk_valid_iri_line
                if crate::syntax::lang::bidi_violation(rule, line).is_none() =>
            {
                let spans = build::lower_line(pair);
                wrap(Parts::parsed(String::from(line), spans))
            }
            // An invalid line, or an IRI with a character that RFC 3987 4.1 forbids: its error is the one
            // parsing it alone gives.
            _ => build::parse(target, line).and_then(wrap),
        };
        lines.push(parsed);
    }
    lines
}

impl<T> Iterator for ParseLines<'_, T> {
    type Item = Result<T, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(item) = self.ready.next() {
                return Some(item);
            }
            if self.rest.is_empty() {
                return None;
            }
            self.parse_chunk();
        }
    }
}

impl<T> core::iter::FusedIterator for ParseLines<'_, T> {}

/// The references of any sequence of strings, parsed in bulk: what [`UriRef::parse_each`] and
/// [`IriRef::parse_each`] return.
///
/// Each item is what parsing that string alone gives. The strings are joined, a line each, into chunks of
/// about 16 KiB that go to pest in one call each, as [`ParseLines`] does with the lines of one
/// text; a string with a line break (never a reference) is parsed alone, so that its error is its own.
///
/// ```
/// use rfc3986::UriRef;
///
/// let inputs = vec![String::from("http://a/b"), String::from("a\nb"), String::new()];
/// let parsed: Vec<_> = UriRef::parse_each(&inputs).collect();
/// assert_eq!(parsed[0].as_ref().map(|r| r.as_str()), Ok("http://a/b"));
/// assert_eq!(parsed[1].as_ref().map_err(|e| e.index()), Err(1));
/// assert_eq!(parsed[2].as_ref().map(|r| r.as_str()), Ok(""));
/// ```
#[derive(Clone, Debug)]
pub struct ParseEach<I, T> {
    inputs: I,
    /// The items of the strings last taken from `inputs`, not yet returned.
    ready: IntoIter<Result<T, ParseError>>,
    /// The chunk being put together, kept for its capacity.
    chunk: String,
    /// As [`ParseLines`]'s.
    rule: Rule,
    target: Rule,
    entry: R,
    wrap: fn(Parts) -> Result<T, ParseError>,
    /// Whether the chunk last parsed had an invalid line (see [`parse_text`]).
    dirty: bool,
}

impl<I, T> ParseEach<I, T>
where
    I: Iterator,
    I::Item: AsRef<str>,
{
    fn new(
        inputs: I,
        (rule, target): (Rule, Rule),
        entry: R,
        wrap: fn(Parts) -> Result<T, ParseError>,
    ) -> ParseEach<I, T> {
        ParseEach {
            inputs,
            ready: Vec::new().into_iter(),
            chunk: String::new(),
            rule,
            target,
            entry,
            wrap,
            dirty: false,
        }
    }

    /// Takes strings from `inputs` until a chunk is full and parses them into `ready`.
    fn parse_chunk(&mut self) {
        self.chunk.clear();
        // `None` for a string that went into the chunk, the result for one parsed alone.
        let mut slots: Vec<Option<Result<T, ParseError>>> = Vec::new();
        // A chunk ends when its text is full, or after as many strings as a chunk of short lines holds
        // (strings with a line break add nothing to the text).
        while self.chunk.len() < CHUNK && slots.len() < CHUNK / 8 {
            let Some(input) = self.inputs.next() else {
                break;
            };
            let input = input.as_ref();
            if input.contains(['\n', '\r']) {
                slots.push(Some(build::parse(self.target, input).and_then(self.wrap)));
            } else {
                self.chunk.push_str(input);
                self.chunk.push('\n');
                slots.push(None);
            }
        }
        let mut joined = match self.chunk.is_empty() {
            true => Vec::new().into_iter(),
            false => parse_text(
                &self.chunk,
                (self.rule, self.target),
                self.entry,
                self.wrap,
                &mut self.dirty,
            )
            .into_iter(),
        };
        let items: Vec<_> = slots
            .into_iter()
            .map(|slot| {
                slot.unwrap_or_else(|| {
                    joined
                        .next()
                        .unwrap_or_else(|| unreachable!("one line per string without a line break"))
                })
            })
            .collect();
        self.ready = items.into_iter();
    }
}

impl<I, T> Iterator for ParseEach<I, T>
where
    I: Iterator,
    I::Item: AsRef<str>,
{
    type Item = Result<T, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(item) = self.ready.next() {
            return Some(item);
        }
        self.parse_chunk();
        self.ready.next()
    }
}

/// Once it has returned `None`, it keeps doing so when the lines it reads do (a fused iterator of lines).
impl<I, T> core::iter::FusedIterator for ParseEach<I, T>
where
    I: core::iter::FusedIterator,
    I::Item: AsRef<str>,
{
}

/// The error of `text`, a reference of the other kind, as `rule` (`URI`, `relative-ref`, ...).
fn kind_error(rule: Rule, text: &str) -> ParseError {
    match build::parse(rule, text) {
        Err(err) => err,
        Ok(_) => unreachable!("a reference of one kind does not parse as the other"),
    }
}

/// `parse_lines` and `parse_each` for the six reference types: the lines go to pest as references of
/// `$rules.0` (a URI-reference or an IRI-reference), the type's own rule is `$rules.1`, and `$wrap` makes
/// the type of a line's parts (for a type of one kind, the error that parsing the line alone as this type
/// gives when the line is of the other kind). Each method's docs are passed in.
macro_rules! bulk_methods {
    ($(
        $ty:ident: $rules:expr, $entry:expr, $wrap:expr;
        parse_lines: $(#[$lines:meta])*
        parse_each: $(#[$each:meta])*
    )*) => {$(
        impl $ty {
            $(#[$lines])*
            #[must_use]
            pub fn parse_lines(text: &str) -> ParseLines<'_, $ty> {
                ParseLines::new(text, $rules, $entry, $wrap)
            }

            $(#[$each])*
            #[must_use]
            pub fn parse_each<I>(inputs: I) -> ParseEach<I::IntoIter, $ty>
            where
                I: IntoIterator,
                I::Item: AsRef<str>,
            {
                ParseEach::new(inputs.into_iter(), $rules, $entry, $wrap)
            }
        }
    )*};
}

/// The reference of `parts` made by `make` when whether it has a scheme is `scheme`; otherwise the error
/// that parsing its text alone as `rule` gives.
fn of_kind<T>(
    parts: Parts,
    scheme: bool,
    rule: Rule,
    make: fn(Parts) -> T,
) -> Result<T, ParseError> {
    if parts.scheme().is_some() == scheme {
        Ok(make(parts))
    } else {
        Err(kind_error(rule, &parts.text))
    }
}

bulk_methods! {
    UriRef: (Rule::UriReference, Rule::UriReference), R::bulk_URI_reference_lines, |parts| Ok(UriRef(parts));
    parse_lines:
    /// Parses each line of `text` as a URI-reference, in bulk: one call into pest for many lines, which
    /// is faster than one [`UriRef::parse`] per line when the references are short (see the README's
    /// Performance section). An invalid line does not stop the others; its item is the error that parsing
    /// it alone gives.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let text = "http://example.com/a\n//[::1]:80\nhttp://a b\n";
    /// for (line, parsed) in text.lines().zip(UriRef::parse_lines(text)) {
    ///     assert_eq!(parsed, UriRef::parse(line));
    /// }
    /// let hosts: Vec<_> = UriRef::parse_lines(text)
    ///     .filter_map(Result::ok)
    ///     .map(|r| r.host_str().unwrap_or("").to_owned())
    ///     .collect();
    /// assert_eq!(hosts, ["example.com", "[::1]"]);
    /// ```
    parse_each:
    /// Parses each string of `inputs` as a URI-reference, in bulk: [`UriRef::parse_lines`] for strings
    /// that are not the lines of one text (a `Vec<String>`, the column of a table, the values of a map).
    /// An item is what [`UriRef::parse`] gives for that string alone.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let urls = ["http://example.com/a", "//[::1]:80", "http://a b"];
    /// for (url, parsed) in urls.iter().zip(UriRef::parse_each(urls)) {
    ///     assert_eq!(parsed, UriRef::parse(url));
    /// }
    /// ```

    Uri: (Rule::UriReference, Rule::Uri), R::bulk_URI_reference_lines, |parts| of_kind(parts, true, Rule::Uri, Uri);
    parse_lines:
    /// Parses each line of `text` as a URI, in bulk, as [`UriRef::parse_lines`]
    /// does; a line's item is what [`Uri::parse`] gives for it alone.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let text = "http://a/b\n/c\nhttp://a b";
    /// for (line, parsed) in text.lines().zip(Uri::parse_lines(text)) {
    ///     assert_eq!(parsed, Uri::parse(line));
    /// }
    /// assert_eq!(Uri::parse_lines(text).filter(Result::is_ok).count(), 1);
    /// ```
    parse_each:
    /// Parses each string of `inputs` as a URI, in bulk, as [`UriRef::parse_each`]
    /// does; an item is what [`Uri::parse`] gives for that string alone.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let inputs: Vec<&str> = "http://a/b\n/c\nhttp://a b".lines().collect();
    /// for (input, parsed) in inputs.iter().zip(Uri::parse_each(&inputs)) {
    ///     assert_eq!(parsed, Uri::parse(input));
    /// }
    /// ```

    RelativeRef: (Rule::UriReference, Rule::RelativeRef), R::bulk_URI_reference_lines, |parts| of_kind(parts, false, Rule::RelativeRef, RelativeRef);
    parse_lines:
    /// Parses each line of `text` as a relative reference, in bulk, as [`UriRef::parse_lines`]
    /// does; a line's item is what [`RelativeRef::parse`] gives for it alone.
    ///
    /// ```
    /// use rfc3986::RelativeRef;
    ///
    /// let text = "http://a/b\n/c\n/a b";
    /// for (line, parsed) in text.lines().zip(RelativeRef::parse_lines(text)) {
    ///     assert_eq!(parsed, RelativeRef::parse(line));
    /// }
    /// assert_eq!(RelativeRef::parse_lines(text).filter(Result::is_ok).count(), 1);
    /// ```
    parse_each:
    /// Parses each string of `inputs` as a relative reference, in bulk, as [`UriRef::parse_each`]
    /// does; an item is what [`RelativeRef::parse`] gives for that string alone.
    ///
    /// ```
    /// use rfc3986::RelativeRef;
    ///
    /// let inputs: Vec<&str> = "http://a/b\n/c\n/a b".lines().collect();
    /// for (input, parsed) in inputs.iter().zip(RelativeRef::parse_each(&inputs)) {
    ///     assert_eq!(parsed, RelativeRef::parse(input));
    /// }
    /// ```

    IriRef: (Rule::IriReference, Rule::IriReference), R::bulk_IRI_reference_lines, |parts| Ok(IriRef(parts));
    parse_lines:
    /// Parses each line of `text` as an IRI-reference, in bulk, as [`UriRef::parse_lines`] does for URI
    /// references; a line's item is what [`IriRef::parse`] gives for it alone.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let text = "http://résumé.example/été\n#café\n\u{200E}a";
    /// let parsed: Vec<_> = IriRef::parse_lines(text).collect();
    /// assert_eq!(parsed[0].as_ref().map(|r| r.host_str()), Ok(Some("résumé.example")));
    /// assert_eq!(parsed[1].as_ref().map(|r| r.fragment()), Ok(Some("café")));
    /// // RFC 3987 4.1: no bidirectional formatting characters.
    /// assert!(parsed[2].is_err());
    /// ```
    parse_each:
    /// Parses each string of `inputs` as an IRI-reference, in bulk, as [`UriRef::parse_each`] does for
    /// URI references.
    ///
    /// ```
    /// use rfc3986::IriRef;
    ///
    /// let iris = vec!["http://résumé.example/été", "#café", "\u{200E}a"];
    /// let parsed: Vec<_> = IriRef::parse_each(iris).collect();
    /// assert_eq!(parsed[1].as_ref().map(|r| r.fragment()), Ok(Some("café")));
    /// assert!(parsed[2].is_err()); // RFC 3987 4.1
    /// ```

    Iri: (Rule::IriReference, Rule::Iri), R::bulk_IRI_reference_lines, |parts| of_kind(parts, true, Rule::Iri, Iri);
    parse_lines:
    /// Parses each line of `text` as an IRI, in bulk, as [`IriRef::parse_lines`]
    /// does; a line's item is what [`Iri::parse`] gives for it alone.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let text = "http://é/b\n/é\nhttp://é b";
    /// for (line, parsed) in text.lines().zip(Iri::parse_lines(text)) {
    ///     assert_eq!(parsed, Iri::parse(line));
    /// }
    /// assert_eq!(Iri::parse_lines(text).filter(Result::is_ok).count(), 1);
    /// ```
    parse_each:
    /// Parses each string of `inputs` as an IRI, in bulk, as [`IriRef::parse_each`]
    /// does; an item is what [`Iri::parse`] gives for that string alone.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let inputs: Vec<&str> = "http://é/b\n/é\nhttp://é b".lines().collect();
    /// for (input, parsed) in inputs.iter().zip(Iri::parse_each(&inputs)) {
    ///     assert_eq!(parsed, Iri::parse(input));
    /// }
    /// ```

    IriRelativeRef: (Rule::IriReference, Rule::IrelativeRef), R::bulk_IRI_reference_lines, |parts| of_kind(parts, false, Rule::IrelativeRef, IriRelativeRef);
    parse_lines:
    /// Parses each line of `text` as an IRI relative reference, in bulk, as [`IriRef::parse_lines`]
    /// does; a line's item is what [`IriRelativeRef::parse`] gives for it alone.
    ///
    /// ```
    /// use rfc3986::IriRelativeRef;
    ///
    /// let text = "http://é/b\n/é\n/é b";
    /// for (line, parsed) in text.lines().zip(IriRelativeRef::parse_lines(text)) {
    ///     assert_eq!(parsed, IriRelativeRef::parse(line));
    /// }
    /// assert_eq!(IriRelativeRef::parse_lines(text).filter(Result::is_ok).count(), 1);
    /// ```
    parse_each:
    /// Parses each string of `inputs` as an IRI relative reference, in bulk, as [`IriRef::parse_each`]
    /// does; an item is what [`IriRelativeRef::parse`] gives for that string alone.
    ///
    /// ```
    /// use rfc3986::IriRelativeRef;
    ///
    /// let inputs: Vec<&str> = "http://é/b\n/é\n/é b".lines().collect();
    /// for (input, parsed) in inputs.iter().zip(IriRelativeRef::parse_each(&inputs)) {
    ///     assert_eq!(parsed, IriRelativeRef::parse(input));
    /// }
    /// ```
}
