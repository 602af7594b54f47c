//! A [`ParseError`] rendered for people: the input, a caret under the index, and what the grammar expected
//! there in the RFC's words.

use core::fmt::{self, Write as _};

use alloc::string::String;

use crate::syntax::error::{Lead, What};
use crate::{ParseError, Rule};

/// Inputs wider than this (once escaped) are shown as a window around the index.
const MAX_SHOWN: usize = 72;

/// How much of the input a window shows before the index.
const BEFORE: usize = 32;

/// A [`ParseError`] rendered for a person, made by [`ParseError::render`]. `Display` writes several
/// lines: what was being parsed and where it failed, the input with a caret under that index, the rules
/// the grammar expected there with the sections of RFC 3986 that define them, and, where it helps, the rule
/// being matched when the input stopped matching and a completion that the grammar would accept.
///
/// Characters outside ASCII are shown as they are (an IRI reads as typed); only those that would not show
/// or would change the display are escaped (`\t`, `\u{200b}`: the Unicode categories Cc, Cf, Zl, Zp and
/// the spaces other than the space). The caret counts one column per character, or with
/// [`width`](Render::width) the columns a terminal gives them ([`Width`]). Spaces at the end of the input are drawn as `␠`, so that they show. A password is shown as `<redacted>` ([`password_range`](crate::password_range)), or as the
/// [`mask`](Render::mask) chosen.
/// A long input is shown as a window around the index, so that no line is much
/// wider than the input or than 80 columns.
///
/// ```
/// use rfc3986::UriRef;
///
/// let input = "http://[::1";
/// let err = UriRef::parse(input).unwrap_err();
/// assert_eq!(
///     err.render(input).to_string(),
///     concat!(
///         "invalid URI reference at index 11: unexpected end of input\n",
///         "  http://[::1\n",
///         "             ^\n",
///         "  expected IP-literal (3.2.2) or h16 (3.2.2)\n",
///         "  valid up to here: adding \"]\" would complete it",
///     )
/// );
/// ```
///
/// The rendering ends without a line end (the caller writes one, as with `eprintln!("{}", ...)`), so that
/// a message built around it has no blank line.
///
/// Hints say what to change in the text ("percent-encode it as %20"), in words for whoever wrote it, and
/// name no Rust item: a rendering is often shown to the operator of a service, not to its programmer. A
/// program that offers a remedy of its own (a lenient mode, an IRI mode) names it with
/// [`remedies`](Render::remedies), and the hints then offer it too.
#[derive(Clone, Copy, Debug)]
#[must_use = "a rendering does nothing until it is displayed"]
pub struct Render<'a> {
    err: &'a ParseError,
    input: &'a str,
    remedies: Option<(&'a str, &'a str)>,
    width: Width,
    mask: &'a str,
}

/// What a rendering shows in place of a password unless [`Render::mask`] or [`Caret::mask`] says otherwise.
const MASK: &str = "<redacted>";

impl<'a> Render<'a> {
    /// What stands in place of a password (`<redacted>` unless set), as
    /// [`redacted_with`](crate::UriRef::redacted_with) chooses it for a reference: a program that masks
    /// passwords its own way in its logs masks them the same way in the errors it shows.
    ///
    /// ```
    /// let input = "https://me:s3cret@exa mple.com/";
    /// let err = rfc3986::UriRef::parse(input).unwrap_err();
    /// let shown = err.render(input).mask("***").to_string();
    /// assert!(shown.contains("https://me:***@exa mple.com/"), "{shown}");
    /// assert!(!shown.contains("s3cret") && !shown.contains("<redacted>"), "{shown}");
    /// ```
    pub fn mask(self, mask: &'a str) -> Self {
        Render { mask, ..self }
    }

    /// Names the two remedies that hints offer, in the caller's terms: how to parse leniently (percent-
    /// encoding what a URI cannot hold, and saying what changed; the library's `UriRef::parse_lenient`) and
    /// how to parse as an IRI (the library's `IriRef`). By default the hints offer neither and say only what
    /// to change in the text; a command-line tool names its flags, a program its own options.
    ///
    /// ```
    /// let input = "http://h/a b";
    /// let err = rfc3986::UriRef::parse(input).unwrap_err();
    /// let plain = err.render(input).to_string();
    /// assert!(plain.contains("percent-encode it as %20"), "{plain}");
    /// assert!(!plain.contains("parse_lenient"), "{plain}");
    /// let ours = err.render(input).remedies("mytool --lenient", "--iri").to_string();
    /// assert!(ours.contains("or use mytool --lenient to encode it"), "{ours}");
    /// ```
    pub fn remedies(self, lenient: &'a str, iri: &'a str) -> Self {
        Render {
            remedies: Some((lenient, iri)),
            ..self
        }
    }

    /// How the caret counts columns ([`Width::Chars`] unless set).
    ///
    /// ```
    /// # #[cfg(feature = "unicode-width")] {
    /// use rfc3986::Width;
    ///
    /// let input = "http://例子.测试/a b";
    /// let err = rfc3986::IriRef::parse(input).unwrap_err();
    /// let chars = err.render(input).to_string();
    /// let terminal = err.render(input).width(Width::Terminal).to_string();
    /// let caret = |text: &str| text.lines().nth(2).unwrap().len();
    /// assert_eq!(caret(&terminal), caret(&chars) + 4); // four wide characters before the space
    /// # }
    /// ```
    pub fn width(self, width: Width) -> Self {
        Render { width, ..self }
    }
}

/// How renderings count the columns that text takes, to put a caret under a character: the caller's
/// choice, so that the output does not depend on which features are on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Width {
    /// One column per character, on every output: what a caret needs where the text is not shown in a
    /// terminal's fixed-width cells, and a stable count for tests.
    #[default]
    Chars,
    /// The columns a terminal gives each character (Unicode's East Asian Width, through the
    /// `unicode-width` crate): two for a wide character such as `例`, none for a combining mark.
    #[cfg(feature = "unicode-width")]
    #[cfg_attr(docsrs, doc(cfg(feature = "unicode-width")))]
    Terminal,
}

impl ParseError {
    /// Renders the error for a person, with `input`, the string that failed to parse (the error does not
    /// keep it). Passing another string gives a rendering that makes no sense, but no panic. The rendering
    /// is lines of text with no line end after the last: the caller writes one (`eprintln!("{}", ...)`).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// let input = "1.2.3.256";
    /// let err = Rule::Ipv4Address.check(input).unwrap_err();
    /// let text = err.render(input).to_string();
    /// assert!(text.starts_with("invalid IPv4address at index 8: unexpected \"6\"\n  1.2.3.256\n          ^\n"), "{text}");
    /// assert!(text.contains("expected dec-octet (3.2.2)"), "{text}");
    /// ```
    pub fn render<'a>(&'a self, input: &'a str) -> Render<'a> {
        Render {
            err: self,
            input,
            remedies: None,
            width: Width::Chars,
            mask: MASK,
        }
    }
}

/// The rendering's lines, without a line end after the last: the caller writes one (`println!`).
impl fmt::Display for Render<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        self.lines(&mut text)?;
        f.write_str(text.strip_suffix('\n').unwrap_or(&text))
    }
}

impl Render<'_> {
    /// Writes the rendering to `f`, each line with its line end.
    fn lines(&self, f: &mut String) -> fmt::Result {
        let err = self.err;
        let index = err.index();
        writeln!(f, "{}", Header(err))?;
        let (line, caret, width) = marked(self.input, index..index, self.width, self.mask);
        writeln!(f, "  {line}")?;
        writeln!(f, "  {:caret$}{}", "", Carets(width))?;

        let expected: alloc::vec::Vec<Rule> = err.expected().collect();
        // Inside a password nothing points at the characters it hides: no completion from the middle.
        let (completion, context) = match err.suggestion().filter(|_| !err.is_secret()) {
            Some((text, context)) => (Some(text), context),
            None => (None, None),
        };
        match expected.as_slice() {
            [] => {}
            [only] => writeln!(f, "  expected {}", Described(*only))?,
            many => {
                f.write_str("  expected ")?;
                for (i, rule) in many.iter().enumerate() {
                    let sep = match i {
                        0 => "",
                        i if i + 1 == many.len() => " or ",
                        _ => ", ",
                    };
                    write!(f, "{sep}{rule} ({})", Where(*rule))?;
                }
                f.write_char('\n')?;
            }
        }
        if let Some(context) = context.filter(|c| !expected.contains(c)) {
            writeln!(f, "  while matching {}", Described(context))?;
        }
        if let Some(completion) = completion {
            // A port that is not digits (`Lead::Port`, found when the error was) reads as a userinfo.
            let reading = match err.lead() {
                Lead::Port { .. } => " as a userinfo",
                _ => "",
            };
            writeln!(
                f,
                "  valid up to here{reading}: adding {completion:?} would complete it"
            )?;
        }
        write_hint(f, err, self.input, self.remedies)
    }
}

/// A message of the caller's own about a place in a string, drawn as this crate draws its errors: the
/// message, the string on the next line (as a window around the place when it is long, characters that
/// would not show escaped, a password as `<redacted>`), and carets under the place. For the checks a
/// program makes beyond the grammar (a port out of range, a host it does not allow), with
/// [`UriRef::span`](crate::UriRef::span) to say where. Like a rendered error, it ends without a line end:
/// the caller writes one (`println!`, `writeln!`), so that a message built around it has no blank line.
///
/// ```
/// use rfc3986::{Caret, Part, UriRef};
///
/// let r = UriRef::parse("https://me:pw@example.com:99999/")?;
/// let port = r.span(Part::Port).unwrap();
/// let shown = Caret::new(r.as_str(), port, "port 99999 is out of range").to_string();
/// assert_eq!(
///     shown,
///     "port 99999 is out of range\n  https://me:<redacted>@example.com:99999/\n                                    ^^^^^"
/// );
///
/// // Nothing points into the password: a place inside it is the whole of `<redacted>`.
/// let password = r.span(Part::Password).unwrap();
/// let shown = Caret::new(r.as_str(), password, "password too short").to_string();
/// assert!(shown.ends_with("https://me:<redacted>@example.com:99999/\n             ^^^^^^^^^^"));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug)]
#[must_use = "a caret does nothing until it is displayed"]
pub struct Caret<'a> {
    input: &'a str,
    span: core::ops::Range<usize>,
    message: &'a str,
    width: Width,
    mask: &'a str,
}

impl<'a> Caret<'a> {
    /// The `message` about the bytes `span` of `input` (an empty span points at one index).
    pub fn new(input: &'a str, span: core::ops::Range<usize>, message: &'a str) -> Caret<'a> {
        Caret {
            input,
            span,
            message,
            width: Width::Chars,
            mask: MASK,
        }
    }

    /// What stands in place of a password (`<redacted>` unless set), as [`Render::mask`].
    ///
    /// ```
    /// let input = "https://me:pw@example.com:99999/";
    /// let caret = rfc3986::Caret::new(input, 26..31, "port out of range").mask("•••");
    /// assert!(caret.to_string().contains("https://me:•••@example.com:99999/"));
    /// ```
    pub fn mask(self, mask: &'a str) -> Caret<'a> {
        Caret { mask, ..self }
    }

    /// How the carets count columns ([`Width::Chars`] unless set), as [`Render::width`].
    pub fn width(self, width: Width) -> Caret<'a> {
        Caret { width, ..self }
    }
}

impl fmt::Display for Caret<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (line, column, width) = marked(self.input, self.span.clone(), self.width, self.mask);
        writeln!(f, "{}", self.message)?;
        writeln!(f, "  {line}")?;
        write!(f, "  {:column$}{}", "", Carets(width))
    }
}

/// `^` under each of `n` columns (one at least).
struct Carets(usize);

impl fmt::Display for Carets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in 0..self.0.max(1) {
            f.write_char('^')?;
        }
        Ok(())
    }
}

/// The hint for the common mistakes, after the rules ([`hint`](crate::syntax::hint)), wrapped.
fn write_hint(
    f: &mut String,
    err: &ParseError,
    input: &str,
    remedies: Option<(&str, &str)>,
) -> fmt::Result {
    let text = crate::syntax::hint::text(err, input, remedies);
    if text.is_empty() {
        return Ok(());
    }
    wrapped(f, "  hint: ", &text)
}

/// Writes `text` after `first`, on lines of at most 78 columns (80 where the command-line tool indents
/// a rendering), each further line indented as far as `first`.
fn wrapped(f: &mut String, first: &str, text: &str) -> fmt::Result {
    f.push_str(&wrap(first, text));
    Ok(())
}

/// `text` after `first`, on lines of at most 78 characters, each further line indented as far as `first`,
/// with a line end: how renderings write their hints. Lines break at spaces outside double quotes, so that
/// `" " (space)` stays whole.
#[must_use]
pub fn wrap(first: &str, text: &str) -> String {
    const WIDTH: usize = 78;
    let indent = first.len();
    let mut out = String::from(first);
    let mut column = indent;
    let mut quoted = false;
    let words = text.split(|c: char| {
        if c == '"' {
            quoted = !quoted;
        }
        c == ' ' && !quoted
    });
    for (i, word) in words.enumerate() {
        let width = columns(word, Width::Chars);
        if i > 0 {
            if column + 1 + width > WIDTH {
                let _ = write!(out, "\n{:indent$}", "");
                column = indent;
            } else {
                out.push(' ');
                column += 1;
            }
        }
        out.push_str(word);
        column += width;
    }
    out.push('\n');
    out
}

/// `invalid URI reference at index 11`: the first part of the error's one-line message.
struct Header<'a>(&'a ParseError);

impl fmt::Display for Header<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let err = self.0;
        write!(f, "invalid {} at index {}", What(err.rule()), err.index())?;
        // What to change first, as the one-line message leads with it, when the rules alone say it badly:
        // a port that is not digits (before the reading as a userinfo that the rules name), a data URL's
        // missing comma, a local number's missing context.
        if err.lead() != Lead::None {
            write!(f, ": {}", err.lead())?;
            return match err.found() {
                Some(_) if err.is_secret() => f.write_str("; unexpected character in the password"),
                Some(c) => write!(f, "; unexpected {}", crate::syntax::error::Found(c)),
                None => Ok(()),
            };
        }
        match err.found() {
            Some(c) if err.bidi_formatting_character().is_some() => write!(
                f,
                ": bidirectional formatting character U+{:04X} is not allowed (RFC 3987 4.1)",
                u32::from(c)
            ),
            Some(_) if err.is_secret() => f.write_str(": unexpected character in the password"),
            Some(c) => write!(f, ": unexpected {}", crate::syntax::error::Found(c)),
            None => f.write_str(": unexpected end of input"),
        }
    }
}

/// A rule with its section, and its ABNF when that fits on one line: `dec-octet (3.2.2)`.
struct Described(Rule);

impl fmt::Display for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rule = self.0;
        write!(f, "{rule} ({})", Where(rule))?;
        let abnf = rule.abnf();
        if !abnf.contains('\n') && abnf.len() <= 60 {
            write!(f, ": {abnf}")?;
        }
        Ok(())
    }
}

/// Where a rule is defined, as the rendering cites it: the section alone for RFC 3986, whose errors these
/// are (`3.2.2`); the RFC and section for any other (`RFC 5234 B.1`).
struct Where(Rule);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.spec() == crate::Spec::Rfc3986 {
            f.write_str(self.0.section())
        } else {
            write!(f, "{}", self.0.citation())
        }
    }
}

/// How one character is shown: itself, or escaped when it would not show or would change the display
/// ([`needs_escape`](crate::syntax::error::needs_escape)).
fn escaped(c: char) -> impl fmt::Display {
    struct Escaped(char);
    impl fmt::Display for Escaped {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self.0 {
                c if crate::syntax::error::needs_escape(c) => write!(f, "{}", c.escape_default()),
                c => f.write_char(c),
            }
        }
    }
    Escaped(c)
}

/// How many columns `text` takes, counted as `width` says: one per character, or what a terminal gives
/// each ([`Width::Terminal`], with the `unicode-width` feature).
///
/// ```
/// use rfc3986::display::{columns, Width};
///
/// assert_eq!(columns("a例", Width::Chars), 2);
/// # #[cfg(feature = "unicode-width")]
/// assert_eq!(columns("a例", Width::Terminal), 3);
/// ```
#[must_use]
pub fn columns(text: &str, width: Width) -> usize {
    match width {
        Width::Chars => text.chars().count(),
        #[cfg(feature = "unicode-width")]
        Width::Terminal => unicode_width::UnicodeWidthStr::width(text),
    }
}

/// `text` as messages show it: every character as it is, but those that would not show or would change
/// the display, escaped (`\u{200b}`).
#[must_use]
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let _ = write!(out, "{}", escaped(c));
    }
    out
}

/// The input as shown on one line, and the column of `index` in it: every character as [`visible`] shows
/// it, the password, if any, as one piece `<redacted>` (RFC 3986 3.2.1; the caret keeps its character),
/// spaces at the end as "␠" (U+2420 SYMBOL FOR SPACE), so that they show. A wide input is cut to a window
/// around the index ([`window_of`]).
///
/// ```
/// use rfc3986::display::{window, Width};
///
/// assert_eq!(window("http://u:pw@h/a b", 15, Width::Chars), ("http://u:<redacted>@h/a b".to_owned(), 23));
/// let long = format!("http://h/{}", "a".repeat(200));
/// let (line, column) = window(&long, 150, Width::Chars);
/// assert!(line.starts_with("...") && line.ends_with("...") && column < 80);
/// ```
#[must_use]
pub fn shown(input: &str, index: usize, width: Width) -> (String, usize) {
    let (line, column, _) = marked(input, index..index, width, MASK);
    (line, column)
}

/// The input as [`shown`] shows it, the column where `span` begins in it and how many columns the span
/// takes there (an empty span one: a caret at its index). A span that begins inside the password begins
/// at `<redacted>` and takes all of it: nothing points at a character the line does not show.
pub fn marked(
    input: &str,
    span: core::ops::Range<usize>,
    width: Width,
    mask: &str,
) -> (String, usize, usize) {
    let password = crate::password_range(input);
    let (mut from, mut to) = (span.start, span.end.max(span.start));
    let hides = |at: usize| password.as_ref().is_some_and(|p| p.contains(&at));
    if hides(from)
        || password
            .as_ref()
            .is_some_and(|p| from < p.start && p.start < to)
    {
        from = from.min(password.as_ref().map_or(from, |p| p.start));
        to = to.max(password.as_ref().map_or(to, |p| p.end));
    }
    if hides(to.saturating_sub(1)) {
        to = to.max(password.as_ref().map_or(to, |p| p.end));
    }
    let visible_from = input.trim_end_matches(' ').len();
    let pieces = || {
        let password = password.clone();
        input.char_indices().filter_map(move |(at, c)| {
            let mut piece = String::new();
            match &password {
                Some(p) if at == p.start && p.is_empty() => {
                    // An empty password: the marker, then the "@" that ends the userinfo.
                    piece.push_str(mask);
                    let _ = write!(piece, "{}", escaped(c));
                }
                Some(p) if at == p.start => piece.push_str(mask),
                Some(p) if p.contains(&at) => return None,
                _ if at >= visible_from => piece.push('\u{2420}'),
                _ => {
                    let _ = write!(piece, "{}", escaped(c));
                }
            }
            Some((at, piece))
        })
    };
    let (line, column) = window_of(pieces, from, width);
    // The columns the span takes: the pieces it covers, as far as the window shows them.
    let span_width = if to > from {
        pieces()
            .filter(|&(at, _)| from <= at && at < to)
            .map(|(_, piece)| columns(&piece, width))
            .sum::<usize>()
            .min(columns(&line, width).saturating_sub(column))
    } else {
        1
    };
    (line, column, span_width)
}

/// A line made of pieces (the shown text of each character, or of a password, with the index where it
/// begins), and the display column of the first piece at `target` or after; a line wider than the
/// renderings allow is cut to a window around that piece, with `...` where text was left out. `pieces` is
/// called twice, to measure and then to keep the window, so that a long input costs no more memory than
/// the window.
#[must_use]
pub fn window_of<I>(pieces: impl Fn() -> I, target: usize, measure: Width) -> (String, usize)
where
    I: Iterator<Item = (usize, String)>,
{
    let (mut total, mut count, mut caret_piece) = (0, 0_usize, None);
    for (at, piece) in pieces() {
        if at >= target && caret_piece.is_none() {
            caret_piece = Some(count);
        }
        total += columns(&piece, measure);
        count += 1;
    }
    let caret_piece = caret_piece.unwrap_or(count);
    // Only the pieces that a window can hold are kept: most are a column wide or more.
    let from = if total <= MAX_SHOWN {
        0
    } else {
        caret_piece.saturating_sub(BEFORE + 1)
    };
    let kept: alloc::vec::Vec<String> = pieces()
        .skip(from)
        .take(caret_piece - from + MAX_SHOWN + 1)
        .map(|(_, p)| p)
        .collect();
    // (A `pieces` that gives fewer pieces the second time cuts the line short rather than panicking.)
    let caret_piece = (caret_piece - from).min(kept.len());
    let width = |ps: &[String]| ps.iter().map(|p| columns(p, measure)).sum::<usize>();
    if total <= MAX_SHOWN {
        return (kept.concat(), width(&kept[..caret_piece]));
    }
    // A window: up to BEFORE columns before the caret, then as much after as fits.
    let mut first = caret_piece;
    while first > 0 && width(&kept[first - 1..caret_piece]) <= BEFORE {
        first -= 1;
    }
    let mut last = caret_piece;
    while last < kept.len() && width(&kept[first..=last]) <= MAX_SHOWN - 3 {
        last += 1;
    }
    let mut line = String::new();
    let mut caret = width(&kept[first..caret_piece]);
    if first + from > 0 {
        line.push_str("...");
        caret += 3;
    }
    line.push_str(&kept[first..last].concat());
    if last + from < count {
        line.push_str("...");
    }
    (line, caret)
}
