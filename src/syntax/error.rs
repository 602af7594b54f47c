//! The error of parsing: where the input stopped matching, and which rules of RFC 3986 were expected there.

use core::fmt;

use alloc::vec::Vec;

use crate::Rule;
use crate::syntax::grammar;

mod closers;
#[cfg(test)]
mod engine_tests;
mod expected;
mod facts;
mod lead;
mod search;

use crate::syntax::grammar::Lift;
use crate::syntax::graph::closure;
use crate::syntax::rule_set::RuleSet;
pub use expected::Memo;
use expected::keep_innermost;
pub use lead::Lead;
use search::{Ask, LongestPrefix};

/// The error of parsing a string as a URI reference, or as any single [`Rule`] of RFC 3986.
///
/// It holds the byte index where the input stopped matching the grammar and the rules that the grammar
/// expected there, by their RFC names. Its message never repeats the input, which may carry a password in
/// its userinfo (RFC 3986 3.2.1).
///
/// ```
/// use rfc3986::{Rule, UriRef};
///
/// let err = UriRef::parse("http://[::1]:80a/").unwrap_err();
/// assert_eq!(err.index(), 15);
/// assert_eq!(err.found(), Some('a'));
/// assert_eq!(err.expected().collect::<Vec<_>>(), [Rule::Port, Rule::PathAbempty]);
/// assert_eq!(
///     err.to_string(),
///     "invalid URI reference at index 15: unexpected \"a\", expected port or path-abempty"
/// );
///
/// // The index is where the input stops being the start of a valid string: `example.com:80a`
/// // is not a host and port, but it is the start of a userinfo (`example.com:80a@h`).
/// let err = UriRef::parse("http://example.com:80a/").unwrap_err();
/// assert_eq!(err.index(), 22);
/// assert_eq!(err.expected().collect::<Vec<_>>(), [Rule::Authority, Rule::Userinfo]);
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
#[derive(Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("invalid {} at index {index}{}", What(*.rule), Reason(self))]
pub struct ParseError {
    index: usize,
    rule: Rule,
    /// The rules expected at `index`, relative to the closure of the rule they are expected in (see
    /// [`Expected`]).
    expected: Expected,
    /// The character at `index`; `None` at the end of the input.
    found: Option<char>,
    /// RFC 3987 4.1: the input matched the grammar, but `found` is a bidirectional formatting character.
    bidi: bool,
    /// `found` stands where the password of a userinfo would: the message does not show it.
    secret: bool,
    /// The error of the lenient intake, which has already made every repair it makes: a rendering does not
    /// offer it as a remedy.
    lenient: bool,
    /// What would complete the input up to `index` (see [`Completion`]), when there is one to suggest.
    completion: Suggestion,
    /// The rule being matched at `index`, when the completion closes one, and where its match begins
    /// (as [`Context`], to keep the error small).
    context: Context,
    /// What the message says first, when the rules alone say it badly.
    lead: Lead,
}

/// An error's expected rules, as a bit set over the closure of the rule they are expected in
/// ([`ParseError::base`], in [`Rule::ALL`]'s order): every expected rule is one that rule uses, directly or
/// not, and no rule's closure holds more than [`Expected::ROOM`] rules (`every_closure_fits_an_error`), so
/// an error holds three words whatever the number of rules (seven for a set over all of them, with the
/// scheme grammars), and [`ParseError`] stays small.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
struct Expected([u64; 3]);

impl Expected {
    const ROOM: usize = 192;

    /// `set`, relative to the closure of `base`, which holds it.
    fn of(base: Rule, set: RuleSet) -> Expected {
        debug_assert!(
            set.iter().all(|r| closure(base).contains(r)),
            "an expected rule outside the closure of {base}"
        );
        let mut bits = [0u64; 3];
        for (i, rule) in closure(base).iter().enumerate().take(Expected::ROOM) {
            if set.contains(rule) {
                bits[i / 64] |= 1 << (i % 64);
            }
        }
        Expected(bits)
    }

    /// The set, given the rule it is relative to.
    fn set(self, base: Rule) -> RuleSet {
        let mut set = RuleSet::default();
        for (i, rule) in closure(base).iter().enumerate().take(Expected::ROOM) {
            if self.0[i / 64] >> (i % 64) & 1 == 1 {
                set.insert(rule);
            }
        }
        set
    }
}

/// The rule being matched at an error's index and where its match begins, in five bytes: the start as a
/// `u32` with `u32::MAX` for none (an input of 4 GiB or more has no context), so that [`ParseError`] stays
/// small whatever the number of rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Context {
    rule: Rule,
    start: u32,
}

impl Context {
    const NONE: Context = Context {
        rule: Rule::Uri,
        start: u32::MAX,
    };

    fn new(rule: Rule, start: usize) -> Context {
        match u32::try_from(start) {
            Ok(start) if start != u32::MAX => Context { rule, start },
            _ => Context::NONE,
        }
    }

    fn get(self) -> Option<(Rule, usize)> {
        (self.start != u32::MAX).then_some((self.rule, self.start as usize))
    }
}

/// The fields, but not the character found where a password would stand (`Debug` shows no more of a
/// password than `Display` does).
impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Hidden;
        impl fmt::Debug for Hidden {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("Some(<redacted>)")
            }
        }
        let mut s = f.debug_struct("ParseError");
        s.field("index", &self.index)
            .field("rule", &self.rule)
            .field("expected", &self.expected_set());
        if self.secret {
            s.field("found", &Hidden);
        } else {
            s.field("found", &self.found);
        }
        s.field("bidi", &self.bidi)
            .field("secret", &self.secret)
            .field("completion", &self.completion)
            .field("context", &self.context())
            .finish()
    }
}

/// What [`ParseError::completion`] suggests: the text to add at the error's index, and the rule it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Completion<'a> {
    text: &'a str,
    closes: Option<Rule>,
}

impl<'a> Completion<'a> {
    /// The text to add at the error's index.
    #[must_use]
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The rule whose match the text completes, when it closes one that was open at the index (`IP-literal`
    /// for the `]` of `http://[::1`).
    #[must_use]
    pub fn closes(&self) -> Option<Rule> {
        self.closes
    }
}

/// A short text kept in the error by value, so that the error stays `Copy`: the completion of the input
/// up to the error's index, when it is at most [`Suggestion::MAX`] bytes long (every completion the
/// search tries is).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Suggestion {
    len: u8,
    bytes: [u8; Suggestion::MAX],
}

impl Suggestion {
    const MAX: usize = 15;

    fn new(text: &str) -> Suggestion {
        let mut suggestion = Suggestion::default();
        if text.len() <= Suggestion::MAX {
            suggestion.bytes[..text.len()].copy_from_slice(text.as_bytes());
            suggestion.len = text.len() as u8;
        }
        suggestion
    }

    /// The text; empty when there is none.
    pub fn as_str(&self) -> &str {
        // Only ever a whole `&str`, copied in by `new`.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Debug for Suggestion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl ParseError {
    /// The byte index of the input where it stopped matching the grammar: the end of the longest prefix
    /// that is the start of some string the rule accepts, so that the input up to the index can still be
    /// completed and the input up to one character more cannot.
    ///
    /// That holds for every input checked against the rules of RFC 3986, RFC 3987 and the scheme RFCs
    /// built on them, whatever its length. For the rules whose strings are not made of URI characters
    /// (RFC 6570's templates, RFC 6068's `hfields` with RFC 5322's rules, the LDAP rules of RFC 4511, 4512,
    /// 4514 and 4515, and the core rules of RFC 5234) the search for that prefix tries many more
    /// completions, and an input longer than 8,192 bytes keeps the index where pest's parse stopped
    /// instead, which may be later than that prefix (or earlier, in an RFC 4515 filter nested deeper than
    /// that); the search would make a long input cost far more than a parse. In an LDAP URL whose element
    /// matches only in its URL form (RFC 4516 2.1), the index is where the element's percent-decoding stops
    /// being the start of a string of its rule, at the character or `%XX` of the URL that it comes from.
    ///
    /// ```
    /// assert_eq!(rfc3986::UriRef::parse("a b").unwrap_err().index(), 1);
    /// // The start of a valid URI up to its end: "]" would complete it.
    /// assert_eq!(rfc3986::UriRef::parse("http://[::1").unwrap_err().index(), 11);
    /// ```
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The rule that the whole input was parsed as (`URI-reference` for [`UriRef::parse`](crate::UriRef::parse)).
    ///
    /// ```
    /// let err = rfc3986::Uri::parse("a b").unwrap_err();
    /// assert_eq!(err.rule(), rfc3986::Rule::Uri);
    /// ```
    #[must_use]
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
        let set = self.expected_set();
        Rule::ALL.iter().copied().filter(move |&r| set.contains(r))
    }

    /// [`expected`](ParseError::expected), as a set.
    pub(crate) fn expected_set(&self) -> RuleSet {
        self.expected.set(self.base())
    }

    /// The rule whose closure holds the expected rules: the error's own, or for an element of an LDAP URL
    /// checked after decoding, the rule RFC 4516 imports for it.
    fn base(&self) -> Rule {
        match self.lead {
            #[cfg(feature = "schemes")]
            Lead::Decoded { model, .. } => model,
            _ => self.rule,
        }
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
    #[must_use]
    pub fn found(&self) -> Option<char> {
        self.found
    }

    /// The text that, added at [`index`](ParseError::index), would make the input up to there match the
    /// rule, when the error search found one short enough to suggest (at most a few bytes), and the rule
    /// that text closes: what [`render`](ParseError::render) prints as "adding ... would complete it", as
    /// data for tools that show it their own way. `None` when there is none to suggest, and inside a
    /// userinfo's password (a completion there would point into it).
    ///
    /// ```
    /// use rfc3986::{Rule, UriRef};
    ///
    /// let err = UriRef::parse("http://[::1").unwrap_err();
    /// let completion = err.completion().unwrap();
    /// assert_eq!(completion.text(), "]");
    /// assert_eq!(completion.closes(), Some(Rule::IpLiteral));
    /// assert!(UriRef::parse("a b").unwrap_err().completion().is_none());
    /// ```
    #[must_use]
    pub fn completion(&self) -> Option<Completion<'_>> {
        if self.is_secret() {
            return None;
        }
        self.suggestion()
            .map(|(text, closes)| Completion { text, closes })
    }

    /// Whether [`found`](ParseError::found) stands where a userinfo's password would, so that messages
    /// do not show it.
    #[doc(hidden)]
    pub fn is_secret(&self) -> bool {
        self.secret
    }

    /// Whether the lenient intake returned the error (after its repairs), so that a rendering does not
    /// suggest the intake again.
    #[doc(hidden)]
    pub fn is_lenient(&self) -> bool {
        self.lenient
    }

    /// The error as the lenient intake returns it: at `index` of its input.
    #[doc(hidden)]
    pub fn lenient_at(self, index: usize) -> ParseError {
        ParseError {
            index,
            lenient: true,
            lead: self.lead.moved(self.index, index),
            ..self
        }
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
    #[must_use]
    pub fn bidi_formatting_character(&self) -> Option<char> {
        self.found.filter(|_| self.bidi)
    }

    /// The error of an IRI that has a bidirectional formatting character `c` at `index` (RFC 3987 4.1).
    #[doc(hidden)]
    pub fn bidi(rule: Rule, index: usize, c: char) -> ParseError {
        ParseError {
            bidi: true,
            ..ParseError::plain(rule, index, RuleSet::default(), Some(c))
        }
    }

    /// An error of `rule` at `index`, expecting `expected`, with `found` there, and nothing more to say
    /// (no completion, context or lead): what the errors found after the grammar matched begin with.
    fn plain(rule: Rule, index: usize, expected: RuleSet, found: Option<char>) -> ParseError {
        ParseError {
            index,
            rule,
            expected: Expected::of(rule, expected),
            found,
            bidi: false,
            secret: false,
            lenient: false,
            completion: Suggestion::default(),
            context: Context::NONE,
            lead: Lead::None,
        }
    }

    /// The error of an LDAP URL (`rule`) that the grammar matches but whose `element` (`dn`, `selector`,
    /// `filter` or `exvalue`), percent-decoded, is no UTF-8 (`inner` is `None`) or does not match `model`,
    /// the rule RFC 4516 imports for it (`inner` is that error, in the decoded text): at `index` of the URL.
    #[cfg(feature = "schemes")]
    pub(crate) fn decoded(
        rule: Rule,
        index: usize,
        found: Option<char>,
        element: Rule,
        model: Rule,
        inner: Option<&ParseError>,
    ) -> ParseError {
        let mut expected = inner.map_or_else(RuleSet::default, ParseError::expected_set);
        if expected.is_empty() {
            expected.insert(model);
        }
        ParseError {
            lead: Lead::Decoded {
                element,
                model,
                utf8: inner.is_some(),
            },
            // Expected in `model` (the error's `base`), which the inner error is of.
            expected: Expected::of(model, expected),
            ..ParseError::plain(rule, index, RuleSet::default(), found)
        }
    }

    /// What the message says first, when the rules alone say it badly (see [`Lead`]).
    #[doc(hidden)]
    pub fn lead(&self) -> Lead {
        self.lead
    }

    /// The rule being matched at the index and where its match begins, when a completion closes it.
    #[doc(hidden)]
    pub fn context(&self) -> Option<(Rule, usize)> {
        self.context.get()
    }

    /// The text that would make the input up to [`index`](ParseError::index) match the rule, when the
    /// search found one worth suggesting, and the rule it closes.
    #[doc(hidden)]
    pub fn suggestion(&self) -> Option<(&str, Option<Rule>)> {
        let text = self.completion.as_str();
        (!text.is_empty()).then_some((text, self.context().map(|(rule, _)| rule)))
    }

    /// The error of `input`, which holds a character that no string of `rule` has anywhere (the caller's
    /// character test found one), without pest's parse of the whole input when what that parse would add
    /// is known to be nothing: when the search ends at such a character with the text before it valid as
    /// it is, the rules pest tried there are all left out (none of them can take a character that none of
    /// their strings has, which is what [`keep_those_that_take`] asks), and the rules that could have gone
    /// on come from the parse of that text that the search kept. `None` otherwise, or when no rule could
    /// have gone on (then pest's attempts are the answer): the caller parses as usual.
    #[doc(hidden)]
    pub fn of_foreign_character(rule: Rule, input: &str) -> Option<ParseError> {
        // (The search starts from the end: the first foreign character bounds it from there.)
        let ask = Ask::of::<grammar::Full>();
        let completion = LongestPrefix::find(rule, input, input.len(), ask);
        if !completion.stops_at_a_foreign_character(input) {
            return None;
        }
        let index = completion.index;
        let allowed = closure(rule);
        let mut memo = Memo::new(ask);
        let mut expected = completion.open_at(input, &mut memo)?;
        expected.retain(|r| allowed.contains(r));
        if expected.is_empty() {
            return None;
        }
        let mut err = ParseError {
            index,
            rule,
            expected: Expected::of(rule, expected),
            found: input.get(index..).and_then(|rest| rest.chars().next()),
            bidi: false,
            secret: false,
            lenient: false,
            completion: Suggestion::new(""),
            context: Context::NONE,
            lead: Lead::None,
        };
        err.secret = crate::password_range(input).is_some_and(|p| p.contains(&err.index));
        err.lead = Lead::of(&err, input, ask);
        Some(err)
    }

    #[doc(hidden)]
    pub fn from_pest(
        rule: Rule,
        input: &str,
        err: &pest::error::Error<grammar::Rule>,
    ) -> ParseError {
        ParseError::from_pest_in::<grammar::Full>(rule, input, err)
    }

    /// [`from_pest`](ParseError::from_pest) of the error of the parser `F`, which the engine asks again.
    #[doc(hidden)]
    pub fn from_pest_in<F: grammar::Family>(
        rule: Rule,
        input: &str,
        err: &pest::error::Error<F::Rule>,
    ) -> ParseError {
        let ask = Ask::of::<F>();
        let pest_index = match err.location {
            pest::error::InputLocation::Pos(pos) => pos,
            pest::error::InputLocation::Span((start, _)) => start,
        };
        // pest's index is where its attempts stopped; the definition (the longest prefix that is still the
        // start of a valid string) is found from the grammar by completing prefixes (see `prefix`).
        let mut completion = LongestPrefix::find(rule, input, pest_index, ask);
        let index = completion.index;
        let found = input.get(index..).and_then(|rest| rest.chars().next());
        let allowed = closure(rule);
        let mut memo = Memo::new(ask);
        // What pest tried at the index, when that is the index: the rules the checked one uses.
        let mut tried = RuleSet::default();
        if index == pest_index
            && let pest::error::ErrorVariant::ParsingError { positives, .. } = &err.variant
        {
            for &positive in positives {
                if let Some(rule) =
                    Rule::from_pest(positive.lift()).filter(|&r| allowed.contains(r))
                {
                    tried.insert(rule);
                }
            }
        }
        // Inside a rule that the completion closes: what that rule goes on with, and what pest tried
        // there (the pieces of an IPv6address after `[::`), the innermost of them.
        let mut expected = RuleSet::default();
        let mut context = Context::NONE;
        if let Some(analysis) = completion.analyse(input, &mut memo) {
            expected = analysis.expected(&mut memo);
            for r in tried.iter() {
                expected.insert(r);
            }
            keep_innermost(&mut expected, Some(analysis.context()));
            context = Context::new(analysis.context(), analysis.context_start());
        }
        if expected.is_empty() {
            // The input up to the index matches the rule: what pest tried at the index, less what cannot
            // begin with the character there.
            expected = tried;
            if let Some(c) = found {
                keep_those_that_take(&mut expected, &input[index..], c, ask);
            }
        }
        expected.retain(|r| allowed.contains(r));
        if expected.is_empty() {
            // What had matched up to the index and could have gone on (`reg-name` before a non-ASCII
            // character, `segment` before a space): from the parse of that prefix the search kept, or
            // from a parse of it.
            if let Some(open) = completion.open_at(input, &mut memo) {
                expected = open;
            } else if let Some((text, tree)) = input
                .get(..index)
                .and_then(|p| Some((p, (ask.tree)(rule, p)?)))
            {
                expected = tree.open_at(text, index, &mut memo);
            }
            expected.retain(|r| allowed.contains(r));
        }
        if expected.is_empty() {
            // Inside a rule that has not matched yet, what pest tried is all there is to say.
            expected = tried;
        }
        if expected.is_empty() {
            expected.insert(rule);
        }
        let suggestable = !completion.completion.is_empty() && !completion.control;
        let mut err = ParseError {
            index,
            rule,
            expected: Expected::of(rule, expected),
            found,
            bidi: false,
            secret: false,
            lenient: false,
            completion: Suggestion::new(if suggestable {
                &completion.completion
            } else {
                ""
            }),
            context: if suggestable { context } else { Context::NONE },
            lead: Lead::None,
        };
        err.secret = crate::password_range(input).is_some_and(|p| p.contains(&err.index));
        err.lead = Lead::of(&err, input, ask);
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
fn keep_those_that_take(set: &mut RuleSet, rest: &str, c: char, ask: Ask) {
    let mut end = rest.len().min(FIRST_CHARACTER_WINDOW).max(c.len_utf8());
    while !rest.is_char_boundary(end) {
        end += 1;
    }
    let window = &rest[..end];
    for rule in set.iter().collect::<Vec<_>>() {
        let gets_past_first = match (ask.check)(rule, window) {
            Ok(()) => true,
            Err(pos) => pos >= c.len_utf8(),
        };
        if !gets_past_first {
            set.remove(rule);
        }
    }
}

/// What was being parsed, in words: the four kinds of reference read as prose, other rules by name.
pub struct What(pub Rule);

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(what(self.0))
    }
}

/// What a rule parses, as messages say it: the four kinds of reference and of IRI reference as prose
/// (`URI reference`), every other rule by its name.
#[must_use]
pub fn what(rule: Rule) -> &'static str {
    match rule {
        Rule::UriReference => "URI reference",
        Rule::Uri => "URI",
        Rule::RelativeRef => "relative reference",
        Rule::AbsoluteUri => "absolute URI",
        Rule::IriReference => "IRI reference",
        Rule::Iri => "IRI",
        Rule::IrelativeRef => "relative IRI reference",
        Rule::AbsoluteIri => "absolute IRI",
        rule => rule.as_str(),
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
        // The situation first, when the rules alone say it badly; then the character and the rules.
        let mut sep = ": expected ";
        if err.lead != Lead::None {
            write!(f, ": {}", err.lead)?;
            sep = "; expected ";
        }
        let unexpected = if err.lead == Lead::None {
            ": unexpected "
        } else {
            "; unexpected "
        };
        match err.found {
            Some(_) if err.secret => {
                write!(f, "{unexpected}character in the password (not shown)")?;
                sep = ", expected ";
            }
            Some(c) => {
                write!(f, "{unexpected}{}", Found(c))?;
                sep = ", expected ";
            }
            None => {}
        }
        Expecting(&err.expected_set(), sep).fmt(f)
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
pub struct Found(pub char);

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        if needs_escape(c) {
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

/// A character that would not show, or would change how the text around it shows, if written as it is:
/// the controls (Unicode category Cc), the format characters (Cf, the bidirectional controls among them),
/// the line and paragraph separators (Zl, Zp) and the space separators other than the space (Zs). Messages
/// and renderings write these as `\u{...}` (or `\t`, `\n`, `\r`) and every other character as it is.
pub fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            // Cf
            '\u{AD}'
                | '\u{600}'..='\u{605}'
                | '\u{61C}'
                | '\u{6DD}'
                | '\u{70F}'
                | '\u{890}'..='\u{891}'
                | '\u{8E2}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206F}'
                | '\u{FEFF}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{110BD}'
                | '\u{110CD}'
                | '\u{13430}'..='\u{1343F}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0001}'
                | '\u{E0020}'..='\u{E007F}'
                // Zl, Zp
                | '\u{2028}'
                | '\u{2029}'
                // Zs but the space
                | '\u{A0}'
                | '\u{1680}'
                | '\u{2000}'..='\u{200A}'
                | '\u{202F}'
                | '\u{205F}'
                | '\u{3000}'
        )
}

#[cfg(test)]
mod tests {
    use super::{Expected, closure};
    use crate::Rule;

    /// [`Expected`] has room for the closure of every rule.
    #[test]
    fn every_closure_fits_an_error() {
        for &rule in Rule::ALL {
            let size = closure(rule).iter().count();
            assert!(size <= Expected::ROOM, "{rule}: {size} rules");
        }
    }
}
