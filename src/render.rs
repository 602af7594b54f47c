//! A [`ParseError`] rendered for people: the input, a caret under the index, and what the grammar expected
//! there in the RFC's words.

use core::fmt::{self, Write as _};

use crate::error::{Completion, What};
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
/// Control characters and characters outside ASCII are shown escaped (`\t`, `\u{e9}`), so that the caret
/// lines up in any terminal. A password is shown as `<redacted>` ([`password_range`](crate::password_range)).
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
///         "invalid URI reference at index 11\n",
///         "  http://[::1\n",
///         "             ^\n",
///         "  expected IP-literal (3.2.2): \"[\" ( IPv6address / IPvFuture  ) \"]\"\n",
///         "  valid up to here: adding \"]\" would complete it\n",
///     )
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Render<'a> {
    err: &'a ParseError,
    input: &'a str,
}

impl ParseError {
    /// Renders the error for a person, with `input`, the string that failed to parse (the error does not
    /// keep it). Passing another string gives a rendering that makes no sense, but no panic.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// let input = "1.2.3.256";
    /// let err = Rule::Ipv4Address.check(input).unwrap_err();
    /// let text = err.render(input).to_string();
    /// assert!(text.starts_with("invalid IPv4address at index 8\n  1.2.3.256\n          ^\n"), "{text}");
    /// assert!(text.contains("expected dec-octet (3.2.2)"), "{text}");
    /// ```
    pub fn render<'a>(&'a self, input: &'a str) -> Render<'a> {
        Render { err: self, input }
    }
}

impl fmt::Display for Render<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let err = self.err;
        let index = err.index();
        writeln!(f, "{}", Header(err))?;
        let (line, caret) = shown(self.input, index);
        writeln!(f, "  {line}")?;
        writeln!(f, "  {:caret$}^", "")?;

        let expected: alloc::vec::Vec<Rule> = err.expected().collect();
        let completion = Completion::find(err.rule(), self.input, index)
            .filter(|c| c.index == index && !c.completion.is_empty());
        let context = completion.as_ref().and_then(|c| c.context(self.input));
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
        if let Some(c) = completion {
            writeln!(
                f,
                "  valid up to here: adding {:?} would complete it",
                c.completion
            )?;
        }
        Ok(())
    }
}

/// `invalid URI reference at index 11`: the first part of the error's one-line message.
struct Header<'a>(&'a ParseError);

impl fmt::Display for Header<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid {} at index {}",
            What(self.0.rule()),
            self.0.index()
        )
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
        if self.0.rfc() == 3986 {
            f.write_str(self.0.section())
        } else {
            write!(f, "{}", self.0.citation())
        }
    }
}

/// How one character is shown: itself when it is printable ASCII, escaped otherwise.
fn escaped(c: char) -> impl fmt::Display {
    struct Escaped(char);
    impl fmt::Display for Escaped {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self.0 {
                ' '..='~' => f.write_char(self.0),
                c => write!(f, "{}", c.escape_default()),
            }
        }
    }
    Escaped(c)
}

/// The input as shown on one line, and the column of `index` in it. A wide input is cut to a window
/// around the index, with `...` where text was left out.
fn shown(input: &str, index: usize) -> (alloc::string::String, usize) {
    use alloc::string::String;
    let mut pieces = alloc::vec::Vec::new();
    let mut column = None;
    // The password, if any, is drawn as one piece, `<redacted>` (RFC 3986 3.2.1); the caret keeps its
    // character.
    let password = crate::password_range(input);
    for (at, c) in input.char_indices() {
        if at >= index && column.is_none() {
            column = Some(pieces.len());
        }
        let mut piece = String::new();
        match &password {
            Some(p) if at == p.start => piece.push_str("<redacted>"),
            Some(p) if p.contains(&at) => {}
            _ => {
                let _ = write!(piece, "{}", escaped(c));
            }
        }
        pieces.push(piece);
    }
    let caret_piece = column.unwrap_or(pieces.len());
    let width = |ps: &[String]| ps.iter().map(String::len).sum::<usize>();
    if width(&pieces) <= MAX_SHOWN {
        let caret = width(&pieces[..caret_piece]);
        return (pieces.concat(), caret);
    }
    // A window: up to BEFORE columns before the caret, then as much after as fits.
    let mut first = caret_piece;
    while first > 0 && width(&pieces[first - 1..caret_piece]) <= BEFORE {
        first -= 1;
    }
    let mut last = caret_piece;
    while last < pieces.len() && width(&pieces[first..=last]) <= MAX_SHOWN - 3 {
        last += 1;
    }
    let mut line = String::new();
    let mut caret = width(&pieces[first..caret_piece]);
    if first > 0 {
        line.push_str("...");
        caret += 3;
    }
    line.push_str(&pieces[first..last].concat());
    if last < pieces.len() {
        line.push_str("...");
    }
    (line, caret)
}
