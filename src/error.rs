//! The error of parsing: where the input stopped matching, and which rules of RFC 3986 were expected there.

use core::fmt;

use alloc::string::String;

use pest::iterators::Pairs;
use pest::Parser as _;

use crate::grammar::{self, UriParser};
use crate::Rule;

/// The error of parsing a string as a URI reference, or as any single [`Rule`] of RFC 3986.
///
/// It holds the byte index where the input stopped matching the grammar and the rules that the grammar
/// expected there, by their RFC names. Its message never repeats the input, which may carry a password in
/// its userinfo (RFC 3986 3.2.1).
///
/// ```
/// use rfc3986::{Rule, UriRef};
///
/// let err = UriRef::parse("http://example.com:80a/").unwrap_err();
/// assert_eq!(err.index(), 21);
/// assert_eq!(err.found(), Some('a'));
/// assert_eq!(err.expected().collect::<Vec<_>>(), [Rule::Port, Rule::PathAbempty]);
/// assert_eq!(
///     err.to_string(),
///     "invalid URI reference at index 21: unexpected \"a\", expected port or path-abempty"
/// );
///
/// let err = UriRef::parse("http://exa mple.com").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid URI reference at index 10: unexpected \" \" (space), expected reg-name or path-abempty"
/// );
/// ```
///
/// The message names the character found at the index, except inside what would be the password of a
/// userinfo (`user:password@`), where it says only that the character is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid {} at index {index}{}", What(*.rule), Reason(self))]
pub struct ParseError {
    index: usize,
    rule: Rule,
    expected: RuleSet,
    /// The character at `index`; `None` at the end of the input.
    found: Option<char>,
    /// RFC 3987 4.1: the input matched the grammar, but `found` is a bidirectional formatting character.
    bidi: bool,
    /// `found` stands where the password of a userinfo would: the message does not show it.
    secret: bool,
}

impl ParseError {
    /// The byte index of the input where it stopped matching the grammar.
    ///
    /// ```
    /// assert_eq!(rfc3986::UriRef::parse("a b").unwrap_err().index(), 1);
    /// ```
    pub fn index(&self) -> usize {
        self.index
    }

    /// The rule that the whole input was parsed as (`URI-reference` for [`UriRef::parse`](crate::UriRef::parse)).
    ///
    /// ```
    /// let err = rfc3986::Uri::parse("a b").unwrap_err();
    /// assert_eq!(err.rule(), rfc3986::Rule::Uri);
    /// ```
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The rules that could have matched, or gone on matching, at [`index`](ParseError::index), in the RFC's
    /// order.
    ///
    /// ```
    /// use rfc3986::Rule;
    /// let err = Rule::Port.check("8a").unwrap_err();
    /// assert_eq!(err.expected().collect::<Vec<_>>(), [Rule::Port]);
    /// ```
    pub fn expected(&self) -> impl Iterator<Item = Rule> + '_ {
        self.expected.iter()
    }

    /// The character at [`index`](ParseError::index), the first one that does not fit; `None` when the
    /// input ended too early.
    ///
    /// ```
    /// use rfc3986::{Rule, UriRef};
    ///
    /// assert_eq!(UriRef::parse("http://é.com").unwrap_err().found(), Some('é'));
    /// assert_eq!(UriRef::parse("//[::1").unwrap_err().found(), None);
    /// let err = Rule::Host.check("é.com").unwrap_err();
    /// assert_eq!(err.to_string(), "invalid host at index 0: unexpected \"é\" (U+00E9), expected reg-name");
    /// ```
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// Whether [`found`](ParseError::found) stands where a userinfo's password would, so that messages
    /// do not show it.
    pub(crate) fn is_secret(&self) -> bool {
        self.secret
    }

    /// For an IRI that the grammar accepts but that has a bidirectional formatting character (U+200E,
    /// U+200F, U+202A to U+202E), which [RFC 3987 4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1)
    /// forbids in IRIs: that character. [`index`](ParseError::index) is where it stands, and
    /// [`expected`](ParseError::expected) is empty.
    ///
    /// ```
    /// let err = rfc3986::IriRef::parse("http://h/\u{200E}").unwrap_err();
    /// assert_eq!(err.bidi_formatting_character(), Some('\u{200E}'));
    /// assert_eq!(err.index(), 9);
    /// assert_eq!(
    ///     err.to_string(),
    ///     "invalid IRI reference at index 9: bidirectional formatting character U+200E is not allowed (RFC 3987 4.1)",
    /// );
    /// ```
    pub fn bidi_formatting_character(&self) -> Option<char> {
        self.found.filter(|_| self.bidi)
    }

    /// The error of an IRI that has a bidirectional formatting character `c` at `index` (RFC 3987 4.1).
    pub(crate) fn bidi(rule: Rule, index: usize, c: char) -> ParseError {
        ParseError {
            index,
            rule,
            expected: RuleSet::default(),
            found: Some(c),
            bidi: true,
            secret: false,
        }
    }

    /// The same error at another index: the lenient intake reports it at the input's index.
    pub(crate) fn at(self, index: usize) -> ParseError {
        ParseError { index, ..self }
    }

    pub(crate) fn from_pest(
        rule: Rule,
        input: &str,
        err: &pest::error::Error<grammar::Rule>,
    ) -> ParseError {
        let index = match err.location {
            pest::error::InputLocation::Pos(pos) => pos,
            pest::error::InputLocation::Span((start, _)) => start,
        };
        let mut expected = RuleSet::default();
        if let pest::error::ErrorVariant::ParsingError { positives, .. } = &err.variant {
            for &positive in positives {
                if let Some(rule) = Rule::from_pest(positive) {
                    expected.insert(rule);
                }
            }
        }
        if expected.is_empty() {
            // pest only says that the end of input was expected: the input up to `index` matched and the rest
            // did not. What could have gone on there is what the rules that matched up to `index` allow, so
            // parse that prefix and ask them.
            if let Some(Ok(pairs)) = input
                .get(..index)
                .map(|p| UriParser::parse(rule.whole(), p))
            {
                open_at(pairs, index, &mut expected);
            }
        }
        let found = input.get(index..).and_then(|rest| rest.chars().next());
        let tried = expected;
        if let Some(c) = found {
            keep_those_that_take(&mut expected, &input[index..], c);
        }
        if expected.is_empty() && !tried.is_empty() {
            // Nothing that pest tried at `index` can begin with the character there (a non-ASCII
            // character where a host begins is no `IP-literal`): name instead the rules that had matched
            // up to `index` and could have gone on (`reg-name`), which is where the character fell.
            if let Some(Ok(pairs)) = input
                .get(..index)
                .map(|p| UriParser::parse(rule.whole(), p))
            {
                open_at(pairs, index, &mut expected);
            }
            if expected.is_empty() {
                // Inside a rule that has not matched yet (an IPv6address after "[::"), what pest tried
                // is all there is to say.
                expected = tried;
            }
        }
        let mut err = ParseError {
            index,
            rule,
            expected,
            found,
            bidi: false,
            secret: false,
        };
        if let Some(found) = Completion::find(rule, input, index) {
            if found.index > index {
                // pest tracks only where rules start, so progress inside an atomic rule (a "%" before
                // "zz", the "::1" before a missing "]") does not show in its index. The grammar itself
                // says how far the input can go: up to `found.index` it is a prefix of a valid string.
                err.index = found.index;
                err.found = input.get(found.index..).and_then(|r| r.chars().next());
                err.expected = RuleSet::default();
                if let Some(context) = found.context(input) {
                    err.expected.insert(context);
                }
            }
        }
        err.secret = crate::password_range(input).is_some_and(|p| p.contains(&err.index));
        err
    }
}

/// How much of the input after the index [`keep_those_that_take`] gives each rule: enough to see whether
/// it gets past the first character.
const FIRST_CHARACTER_WINDOW: usize = 16;

/// Removes from `set` the rules that cannot begin with `c`, the character at the error index (`rest`
/// begins with it): pest names every rule it tried there, and one that fails on the very first character
/// (`IP-literal` on `é.com`) is not one the input could go on with. The grammar decides: a rule is kept
/// when, given the text from the index, it gets past its first character.
fn keep_those_that_take(set: &mut RuleSet, rest: &str, c: char) {
    let mut end = rest.len().min(FIRST_CHARACTER_WINDOW).max(c.len_utf8());
    while !rest.is_char_boundary(end) {
        end += 1;
    }
    let window = &rest[..end];
    for rule in set.iter().collect::<alloc::vec::Vec<_>>() {
        let gets_past_first = match UriParser::parse(rule.whole(), window) {
            Ok(_) => true,
            Err(e) => match e.location {
                pest::error::InputLocation::Pos(pos) => pos >= c.len_utf8(),
                pest::error::InputLocation::Span((start, _)) => start >= c.len_utf8(),
            },
        };
        if !gets_past_first {
            set.remove(rule);
        }
    }
}

/// Candidate completions: short strings that the grammar may accept after a prefix of the input. They
/// close what the bracketed and fixed-length rules of 3.2.2 and 2.1 leave open (an IP-literal, a
/// pct-encoded, an IPv4address, an IPvFuture); every other rule can end anywhere, so the empty completion
/// covers it. Whether a completion works is decided by the grammar alone.
///
/// A lone `%` is completed with `25` (`%25`, a `%` that stands for itself) rather than into the
/// percent-encoding of a control character (`%00`): see [`encodes_a_control`].
const COMPLETIONS: [&str; 10] = [
    "", "]", "0", "25", "0]", ":]", ".0]", "::]", "0.0]", ".0.0]",
];

/// Whether `text`, a prefix with a completion added at `at`, has a `%XX` that spans `at` and encodes a
/// control character (`%00` to `%1F`, `%7F`): a completion must not suggest one.
fn encodes_a_control(text: &str, at: usize) -> bool {
    let bytes = text.as_bytes();
    (at.saturating_sub(2)..at.min(bytes.len())).any(|i| {
        bytes[i] == b'%'
            && bytes.len() >= i + 3
            && i + 3 > at
            && core::str::from_utf8(&bytes[i + 1..i + 3])
                .ok()
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                .is_some_and(|octet| octet < 0x20 || octet == 0x7f)
    })
}

/// How many prefixes in a row may fail every completion before the search for a longer one stops.
const MAX_GAP: usize = 3;

/// How far after pest's index the error index may move. It bounds the work on an error to
/// `WINDOW * COMPLETIONS.len()` parses of the prefix.
const WINDOW: usize = 64;

/// Inputs longer than this keep pest's index: refining would parse a long prefix hundreds of times.
const REFINE_MAX_LEN: usize = 4096;

/// The longest prefix of an input that the grammar can still complete, and the completion that does it.
pub(crate) struct Completion {
    /// The length of the prefix: the index where the input stops being a prefix of any valid string
    /// (within the window searched).
    pub(crate) index: usize,
    /// The completion that made `input[..index]` valid.
    pub(crate) completion: &'static str,
    /// Whether the completion makes the percent-encoding of a control character (`%0` and `0`): it shows
    /// how far the input is valid but is not one to suggest.
    pub(crate) control: bool,
    rule: Rule,
}

impl Completion {
    /// Searches prefixes `input[..j]` for `j` from `from` up to `from + WINDOW`, and returns the longest
    /// one that a completion turns into a match of `rule`. `from` must be an index that the
    /// parser reached, so that `input[..from]` is known to be a prefix of a valid string.
    pub(crate) fn find(rule: Rule, input: &str, from: usize) -> Option<Completion> {
        if input.len() > REFINE_MAX_LEN || from > input.len() {
            return None;
        }
        // No valid string goes on past a character that no rule of the grammar takes: only unreserved,
        // reserved and the "%" of pct-encoded appear in URI references (2).
        let mut top = input.len().min(from.saturating_add(WINDOW));
        // The window ends on a character boundary (`from`, an index the parser reached, is one).
        while !input.is_char_boundary(top) {
            top -= 1;
        }
        // In an IRI, the ucschar and iprivate characters too (RFC 3987 2.2).
        let iri = rule.rfc() == 3987;
        let mut char_buf = [0u8; 4];
        if let Some((at, _)) = input[from..top].char_indices().find(|&(_, c)| {
            let c: &str = c.encode_utf8(&mut char_buf);
            !(c == "%"
                || Rule::Unreserved.matches(c)
                || Rule::Reserved.matches(c)
                || iri && (Rule::Ucschar.matches(c) || Rule::Iprivate.matches(c)))
        }) {
            top = from + at;
        }
        let mut buf = String::with_capacity(top + 8);
        let mut found = None;
        let mut misses = 0;
        // Upwards from `from`: every prefix of a valid string is one too, so the prefixes that can be
        // completed form a run from `from`, with gaps only where the candidate completions do not fit
        // (after "1." of an IPv4address, say). A run of MAX_GAP misses ends the search.
        for j in from..=top {
            let Some(prefix) = input.get(..j) else {
                continue;
            };
            // The first completion that fits, preferring one that encodes no control character: such a
            // completion still shows how far the input is valid ("%0" before "z"), but is never suggested.
            let mut fits = None;
            for &completion in &COMPLETIONS {
                buf.clear();
                buf.push_str(prefix);
                buf.push_str(completion);
                if rule.matches(&buf) {
                    let control = encodes_a_control(&buf, prefix.len());
                    if fits.is_none() || !control {
                        fits = Some((completion, control));
                    }
                    if !control {
                        break;
                    }
                }
            }
            match fits {
                Some((completion, control)) => {
                    found = Some(Completion {
                        index: j,
                        completion,
                        control,
                        rule,
                    });
                    misses = 0;
                }
                None => {
                    misses += 1;
                    if misses > MAX_GAP {
                        break;
                    }
                }
            }
        }
        found
    }

    /// The innermost rule that the completion finishes: a rule that does not match the input from some
    /// start up to the index, but does with part of the completion added. The latest start wins, then
    /// the shortest part of the completion, then the latest rule in the RFC's order (the more specific
    /// one: `IP-literal` after `host`, `pct-encoded` after `segment`). `None` when the completion is
    /// empty.
    pub(crate) fn context(&self, input: &str) -> Option<Rule> {
        let completion = self.completion;
        let prefix = input.get(..self.index)?;
        let mut buf = String::new();
        let starts = (0..self.index)
            .rev()
            .take(WINDOW)
            .filter(|&p| prefix.is_char_boundary(p));
        for start in starts {
            for k in 1..=completion.len() {
                buf.clear();
                buf.push_str(&prefix[start..]);
                buf.push_str(&completion[..k]);
                let found =
                    candidates(self.rule).find(|r| r.matches(&buf) && !r.matches(&prefix[start..]));
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }
}

/// The rules that may be named as the context of an error of `rule`: those of its own grammar, latest
/// first, the RFC 3986 rules (which the other grammars use) before those of the other RFC, so that the most
/// specific rule wins (`IP-literal` rather than `ihost`).
fn candidates(rule: Rule) -> impl Iterator<Item = Rule> {
    let base = |r: &Rule| matches!(r.rfc(), 3986 | 5234);
    let own = move |r: &Rule| r.rfc() == rule.rfc() && !base(r);
    let ordered = Rule::ALL.iter().rev().filter(move |r| base(r));
    ordered
        .chain(Rule::ALL.iter().rev().filter(move |r| own(r)))
        .copied()
        .filter(move |&r| r != rule && !is_reference(r))
}

/// The rules that a whole reference (or its hier-part) matches: too wide to tell a person what was open.
fn is_reference(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::Uri
            | Rule::HierPart
            | Rule::UriReference
            | Rule::AbsoluteUri
            | Rule::RelativeRef
            | Rule::RelativePart
            | Rule::Iri
            | Rule::IhierPart
            | Rule::IriReference
            | Rule::AbsoluteIri
            | Rule::IrelativeRef
            | Rule::IrelativePart
    )
}

/// Adds to `set` the rules in `pairs` whose match ends at `index` and could have gone on: the leaves that end
/// in a repetition (`*pchar`, `*DIGIT`, ...). When there are none, the innermost rules that end there.
fn open_at(pairs: Pairs<'_, grammar::Rule>, index: usize, set: &mut RuleSet) {
    let mut innermost = RuleSet::default();
    for pair in pairs.flatten() {
        if pair.as_span().end() != index {
            continue;
        }
        let Some(rule) = Rule::from_pest(pair.as_rule()) else {
            continue;
        };
        let open = matches!(
            rule,
            Rule::Scheme
                | Rule::Userinfo
                | Rule::Port
                | Rule::RegName
                | Rule::PathAbempty
                | Rule::PathAbsolute
                | Rule::PathNoscheme
                | Rule::PathRootless
                | Rule::Segment
                | Rule::SegmentNz
                | Rule::SegmentNzNc
                | Rule::Query
                | Rule::Fragment
                | Rule::Iuserinfo
                | Rule::IregName
                | Rule::IpathAbempty
                | Rule::IpathAbsolute
                | Rule::IpathNoscheme
                | Rule::IpathRootless
                | Rule::Isegment
                | Rule::IsegmentNz
                | Rule::IsegmentNzNc
                | Rule::Iquery
                | Rule::Ifragment
        );
        if open {
            set.insert(rule);
        } else if pair
            .clone()
            .into_inner()
            .all(|c| c.as_span().end() != index)
        {
            innermost.insert(rule);
        }
    }
    if set.is_empty() {
        *set = innermost;
    }
}

/// How many 64-bit words [`RuleSet`] uses: room for every [`Rule`] (a test checks that it is enough).
const RULE_WORDS: usize = 4;

/// A set of [`Rule`]s, as a bit set in the order of [`Rule::ALL`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct RuleSet([u64; RULE_WORDS]);

impl RuleSet {
    pub(crate) fn insert(&mut self, rule: Rule) {
        let bit = rule as usize;
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    pub(crate) fn remove(&mut self, rule: Rule) {
        let bit = rule as usize;
        self.0[bit / 64] &= !(1 << (bit % 64));
    }

    pub(crate) fn contains(&self, rule: Rule) -> bool {
        let bit = rule as usize;
        self.0[bit / 64] & (1 << (bit % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Rule> + '_ {
        Rule::ALL.iter().copied().filter(move |&r| self.contains(r))
    }
}

impl fmt::Debug for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// What was being parsed, in words: the four kinds of reference read as prose, other rules by name.
pub(crate) struct What(pub(crate) Rule);

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Rule::UriReference => "URI reference",
            Rule::Uri => "URI",
            Rule::RelativeRef => "relative reference",
            Rule::AbsoluteUri => "absolute URI",
            Rule::IriReference => "IRI reference",
            Rule::Iri => "IRI",
            Rule::IrelativeRef => "relative IRI reference",
            Rule::AbsoluteIri => "absolute IRI",
            rule => rule.name(),
        })
    }
}

/// What follows the index in the message: the bidirectional formatting character of RFC 3987 4.1, or the
/// rules expected there.
struct Reason<'a>(&'a ParseError);

impl fmt::Display for Reason<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let err = self.0;
        if let (Some(c), true) = (err.found, err.bidi) {
            return write!(
                f,
                ": bidirectional formatting character U+{:04X} is not allowed (RFC 3987 4.1)",
                u32::from(c)
            );
        }
        let mut sep = ": expected ";
        match err.found {
            Some(_) if err.secret => {
                f.write_str(": unexpected character in the password (not shown)")?;
                sep = ", expected ";
            }
            Some(c) => {
                write!(f, ": unexpected {}", Found(c))?;
                sep = ", expected ";
            }
            None => {}
        }
        Expecting(&err.expected, sep).fmt(f)
    }
}

/// `expected a, b or c` after `sep`, or nothing when the set is empty.
struct Expecting<'a>(&'a RuleSet, &'static str);

impl fmt::Display for Expecting<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.0.iter().count();
        for (i, rule) in self.0.iter().enumerate() {
            let sep = match i {
                0 => self.1,
                i if i + 1 == count => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{rule}")?;
        }
        Ok(())
    }
}

/// A character as an error names it: quoted, escaped when it would not show, with its name or code point
/// when it is not a visible ASCII character: `"a"`, `" " (space)`, `"\t" (tab)`, `"é" (U+00E9)`.
pub(crate) struct Found(pub(crate) char);

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        if invisible(c) && c != ' ' {
            write!(f, "\"{}\"", c.escape_default())?;
        } else {
            write!(f, "\"{c}\"")?;
        }
        match c {
            ' ' => f.write_str(" (space)"),
            '\t' => f.write_str(" (tab)"),
            '\n' => f.write_str(" (line feed)"),
            '\r' => f.write_str(" (carriage return)"),
            '\x7f' => f.write_str(" (U+007F, DEL)"),
            c if c.is_ascii_control() => {
                write!(f, " (U+{:04X}, a control character)", u32::from(c))
            }
            c if c.is_ascii() => Ok(()),
            c => write!(f, " (U+{:04X})", u32::from(c)),
        }
    }
}

/// A character that would not show, or would show as something else, if written as it is: controls,
/// white space, and the formatting characters (zero width, bidirectional, byte order mark).
fn invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::{RuleSet, RULE_WORDS};
    use crate::Rule;

    #[test]
    fn rule_set_has_room_for_every_rule() {
        assert!(Rule::ALL.len() <= RULE_WORDS * 64);
        let mut set = RuleSet::default();
        for &rule in Rule::ALL {
            assert!(!set.contains(rule));
            set.insert(rule);
        }
        assert_eq!(set.iter().collect::<alloc::vec::Vec<_>>(), Rule::ALL);
    }
}
