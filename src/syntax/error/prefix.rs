//! Where a string stops being the start of a valid rule: the index of a [`ParseError`](super::ParseError),
//! and what could have gone on there, found from the grammar.
//!
//! pest reports the furthest position its attempts reached. That is not always the answer: ordered choice
//! and greedy repetition abandon an alternative whole when the input runs out inside it (`1.2.3` against
//! `IPv4address` fails at 0), an atomic rule hides how far it got inside (`%4` against `pct-encoded`), and
//! an alternative that would have read further is never tried once an earlier one matched (`u:p` in an
//! `authority` is read as `host ":" port` and fails at `p`, where `userinfo "@"` would have read on).
//!
//! The definition is what decides: the index is the length of the longest prefix of the input that is still
//! the start of some string of the rule's language. A prefix `p` is such a start when `p + s` matches the rule
//! for some string `s`, and the grammar says whether it does. Only the candidates for `s` are chosen here: for
//! every rule, a completion from a small set of closers, argued complete rule by rule below ([`inner`] and
//! [`tails`]): for each way a rule of the ABNF can be left open (a `pct-encoded` after its `%`, an
//! `IPv4address` after its first dot, an `IP-literal` before its `]`, a `userinfo` before its `@`, a `scheme`
//! before its `:`, a scheme grammar's keyword), one closer that finishes it. With a complete set the
//! prefixes that can be completed are exactly the starts of valid strings, which are closed under taking
//! prefixes, so the longest one is found by a search that doubles its step and then halves it.

use alloc::string::String;
use alloc::vec::Vec;

use pest::Parser as _;

use super::RuleSet;
use crate::syntax::grammar::UriParser;
use crate::Rule;

/// The closers of the rules that can be left open in the middle of a component, innermost first (each is
/// tried alone and before the [`tails`] of the enclosing rules):
/// - `pct-encoded` (2.1) after `%` or `%X`: `25` (a `%` for itself, rather than a control character), `00`
///   and `0`;
/// - `dec-octet` and `IPv4address` (3.2.2), alone or as the `ls32` of an `IPv6address`, after each digit and
///   dot: `.0.0.0`, `0.0.0`, `.0.0`, `0.0`, `.0`, `0` (an octet never needs more than one digit, and
///   `0` is one);
/// - `h16`, `ls32` and `IPv6address`: every prefix that is not yet an address ends in an `h16` (then `::`
///   closes it: at most seven pieces before it are allowed, and more than seven cannot be a prefix), in a
///   single `:` (then `:` makes it `::` when no `::` came before, and `0` adds a piece when one did) or in a
///   `ls32` started as `h16` (then `:0`);
/// - `IPvFuture`: `v` takes `0.0`, `v1` takes `.0`, `v1.` takes `0`.
const INNER: &[&str] = &[
    "", "0", ":", "25", "00", "::", ":0", ".0", "0.0", ".0.0", "0.0.0", ".0.0.0",
];

/// RFC 6874 adds the zone of `IPv6addrz` (`%25` and at least one character) after a whole `IPv6address`.
const INNER_6874: &[&str] = &[
    "", "0", ":", "25", "00", "::", ":0", ".0", "0.0", ".0.0", "0.0.0", ".0.0.0", "50", "250",
];

/// Only `pct-encoded` is left open inside the components of the mail and URN grammars.
const INNER_PCT: &[&str] = &["", "0", "25", "00"];

/// What closes the rules around an open one (after one of [`INNER`]), by the RFC of the rule checked.
fn tails(rule: Rule) -> (&'static [&'static str], &'static [&'static str]) {
    match rule.rfc() {
        // The `]` of an IP-literal (3.2.2); the `@` that ends a userinfo (3.2.1: the host after it may be
        // empty); the `:` after a scheme is one of INNER. Nothing else in Appendix A has to be closed: every
        // other rule ends with a repetition that may be empty or is already non-empty. RFC 3987 has the
        // same structure, RFC 9110 and RFC 6455 use these rules after their keywords.
        3986 | 5234 | 3987 | 9110 | 6455 => (INNER, &["", "]", "@"]),
        // RFC 6874 2: an IPv6addrz is a whole IPv6address, then `%25` and a ZoneID of one character or
        // more; `%25` itself may be cut short (`50`, `250` of INNER_6874).
        6874 => (INNER_6874, &["", "%250"]),
        // RFC 8089 2: a file-URI's path is a path-absolute, which needs its `/` after `file:`, after `//`
        // and after a file-auth.
        8089 => (INNER, &["", "]", "/", "]/"]),
        // RFC 6570 2: only `pct-encoded` is left open inside a literal or a varname; an expression needs its
        // `}`, a varname after `{`, an operator, `,` or `.` (`x`), a max-length after `:` (`1`).
        6570 => (INNER_PCT, &["", "}", "x}", "1}", "x", "1"]),
        // RFC 9112 3.2: an origin-form needs its first `/`, an authority-form the `:` after its host (`]:`
        // after an IP-literal); an absolute-form is an absolute-URI, closed as RFC 3986's.
        9112 => (INNER, &["", "]", "@", "/", ":", "]:"]),
        // RFC 6454 7.1: a serialized-origin needs `://` after its scheme (`//` after its `:`, `/` after one
        // `/`), an IP-literal its `]`, and `origin` an origin-list-or-null after `Origin:`.
        6454 => (INNER, &["", "]", "/", "//", "://", "null"]),
        // RFC 8141 2: a NID has two to 32 characters (`a`, `a:a`, `aa:a` after `urn:`), the NSS one or more
        // after its `:` (`:a`), r- and q-components one or more after `?+` and `?=` (`+a`, `=a`); 5.2: an
        // informal namespace's Number starts with a non-zero digit.
        8141 => (INNER_PCT, &["", "a", ":a", "a:a", "aa:a", "+a", "=a", "1"]),
        // RFC 6068 2 and the RFC 5322 rules it imports: an addr-spec needs `@` and a domain, a domain
        // literal its `]`, an hfield its `=`, a quoted string its closing quote (written `%22` in a URI), a
        // comment its `)` (nested up to three deep), a quoted pair its character, folding white space its
        // line feed and white space.
        _ => (
            INNER_PCT,
            &[
                "", "a", "@a", "a@a", "]", "]@a", "=", "\"", "\"@a", "%22@a", "a%22@a", ")", "))",
                ")))", "a\"", "a)", " ", "\n ", "\n",
            ],
        ),
    }
}

/// The literal text that every string of `rule` begins with, from its ABNF: the quoted strings (and rules
/// that are only quoted strings) it starts with, such as `http://` for `http-URI` and `urn:` for
/// `namestring`. A prefix of it is completed by the rest of it and one of the [`tails`].
fn keyword(rule: Rule, out: &mut String) -> bool {
    for token in Tokens::new(rule.abnf()) {
        match token {
            Token::Literal(text) => out.push_str(text),
            Token::Name(name) => match name.parse::<Rule>() {
                Ok(used) if used != rule => {
                    if !keyword(used, out) {
                        return false;
                    }
                }
                _ => return false,
            },
            Token::Other => return false,
        }
    }
    true
}

/// A piece of an ABNF definition, as far as the search needs to read one (RFC 5234 4).
enum Token<'a> {
    /// A quoted string, without its quotes.
    Literal(&'a str),
    /// A rule name (also one written as prose, `<pchar>`).
    Name(&'a str),
    /// Anything else: repetition, option, alternation, grouping, a numeric value.
    Other,
}

struct Tokens<'a> {
    abnf: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    fn new(abnf: &'a str) -> Tokens<'a> {
        Tokens { abnf, at: 0 }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let bytes = self.abnf.as_bytes();
        while bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
        let start = self.at;
        let first = *bytes.get(start)?;
        let until = |from: usize, end: u8| {
            bytes[from..]
                .iter()
                .position(|&b| b == end)
                .map_or(bytes.len(), |i| from + i)
        };
        let token = match first {
            b'"' => {
                let end = until(start + 1, b'"');
                self.at = (end + 1).min(bytes.len());
                Token::Literal(&self.abnf[start + 1..end])
            }
            b'<' => {
                let end = until(start + 1, b'>');
                self.at = (end + 1).min(bytes.len());
                Token::Name(&self.abnf[start + 1..end])
            }
            b'%' => {
                self.at = start + 1;
                while bytes
                    .get(self.at)
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
                {
                    self.at += 1;
                }
                Token::Other
            }
            b if b.is_ascii_alphabetic() => {
                self.at = start + 1;
                while bytes
                    .get(self.at)
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'-')
                {
                    self.at += 1;
                }
                Token::Name(&self.abnf[start..self.at])
            }
            _ => {
                self.at = start + 1;
                Token::Other
            }
        };
        Some(token)
    }
}

/// The rules that `rule`'s ABNF names.
pub(crate) fn used_directly(rule: Rule) -> impl Iterator<Item = Rule> {
    Tokens::new(rule.abnf()).filter_map(|token| match token {
        Token::Name(name) => name.parse::<Rule>().ok(),
        _ => None,
    })
}

/// `rule` and every rule it uses, directly or not, in the ABNF.
pub(crate) fn closure(rule: Rule) -> RuleSet {
    let mut set = RuleSet::default();
    set.insert(rule);
    let mut todo = Vec::from([rule]);
    while let Some(next) = todo.pop() {
        for used in used_directly(next) {
            if !set.contains(used) {
                set.insert(used);
                todo.push(used);
            }
        }
    }
    set
}

/// Inputs longer than this keep pest's index: the search parses a prefix of the input a few hundred times.
pub(crate) const REFINE_MAX_LEN: usize = 8192;

/// Whether `text` has a `%XX` that spans `at` (the end of the input, where a completion begins) and encodes
/// a control character (`%00` to `%1F`, `%7F`): a completion must not suggest one.
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

/// The search for completions of one rule's prefixes, with its buffer.
struct Search {
    rule: Rule,
    inner: &'static [&'static str],
    tails: &'static [&'static str],
    keyword: String,
    buf: String,
}

impl Search {
    fn new(rule: Rule) -> Search {
        let (inner, tails) = tails(rule);
        let mut keyword_text = String::new();
        keyword(rule, &mut keyword_text);
        Search {
            rule,
            inner,
            tails,
            keyword: keyword_text,
            buf: String::new(),
        }
    }

    fn matches(&mut self, prefix: &str, parts: &[&str]) -> bool {
        self.buf.clear();
        self.buf.push_str(prefix);
        for part in parts {
            self.buf.push_str(part);
        }
        UriParser::parse(self.rule.whole(), &self.buf).is_ok()
    }

    /// A completion that makes `prefix` match the rule, preferring one that encodes no control
    /// character; `None` when no candidate does (then `prefix` is not the start of a valid string).
    /// With `first`, the first completion that works, control or not.
    fn complete(&mut self, prefix: &str, first: bool) -> Option<(String, bool)> {
        // The rest of the keyword, when the prefix is a part of it (compared as ABNF compares quoted
        // strings, ignoring case), with each tail; then every inner closer with each tail.
        let keyword_rest = (prefix.len() < self.keyword.len()
            && self.keyword.as_bytes()[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes()))
        .then_some(prefix.len())
        .and_then(|at| self.keyword.get(at..))
        .map(String::from);
        let (inner, tails) = (self.inner, self.tails);
        let keyword = keyword_rest
            .iter()
            .flat_map(|rest| tails.iter().map(move |&tail| [rest.as_str(), tail]));
        let closers = tails
            .iter()
            .flat_map(|&tail| inner.iter().map(move |&head| [head, tail]));
        let mut found: Option<(String, bool)> = None;
        for candidate in keyword.chain(closers) {
            if !self.matches(prefix, &candidate) {
                continue;
            }
            let control = encodes_a_control(&self.buf, prefix.len());
            if found.is_none() || !control {
                found = Some((String::from(&self.buf[prefix.len()..]), control));
            }
            if first || !control {
                break;
            }
        }
        found
    }
}

/// The longest prefix of an input that is the start of a valid string of a rule, and the completion that
/// makes it one.
pub(crate) struct Completion {
    /// The length of the prefix in bytes: where the input stops being the start of any valid string.
    pub(crate) index: usize,
    /// What makes `input[..index]` valid (empty when it is).
    pub(crate) completion: String,
    /// Whether the completion makes the percent-encoding of a control character (`%0` and `0`): it shows
    /// how far the input is valid but is not one to suggest.
    pub(crate) control: bool,
    rule: Rule,
}

impl Completion {
    /// Finds the longest prefix of `input` that can be completed into a match of `rule`, starting the
    /// search at `from` (pest's index, usually the answer or close to it). `None` for an input longer than
    /// [`REFINE_MAX_LEN`].
    pub(crate) fn find(rule: Rule, input: &str, from: usize) -> Option<Completion> {
        if input.len() > REFINE_MAX_LEN {
            return None;
        }
        // The candidate lengths are the character boundaries; `at[i]` is the i-th one.
        let at: Vec<usize> = input
            .char_indices()
            .map(|(i, _)| i)
            .chain([input.len()])
            .collect();
        let mut search = Search::new(rule);
        let mut viable = |i: usize| i == 0 || search.complete(&input[..at[i]], true).is_some();
        let start = at.partition_point(|&i| i < from.min(input.len()));
        // `lo` is a viable length, `hi` one that is not (or one past the end).
        let (mut lo, mut hi);
        if viable(start) {
            lo = start;
            hi = at.len();
            let mut step = 1;
            while lo + step < at.len() {
                if viable(lo + step) {
                    lo += step;
                    step *= 2;
                } else {
                    hi = lo + step;
                    break;
                }
            }
        } else {
            hi = start;
            lo = 0;
            let mut step = 1;
            while hi >= step {
                if viable(hi - step) {
                    lo = hi - step;
                    break;
                }
                hi -= step;
                step *= 2;
            }
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if viable(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let index = at[lo];
        // Nothing to complete before the first character: the input does not begin as the rule does.
        let (completion, control) = match index {
            0 => (String::new(), false),
            _ => search.complete(&input[..index], false).unwrap_or_default(),
        };
        Some(Completion {
            index,
            completion,
            control,
            rule,
        })
    }

    /// The completed input: the prefix and the completion.
    fn completed(&self, input: &str) -> Option<String> {
        let prefix = input.get(..self.index)?;
        let mut text = String::with_capacity(prefix.len() + self.completion.len());
        text.push_str(prefix);
        text.push_str(&self.completion);
        Some(text)
    }

    /// The rules of the completed input's parse tree (those that make pairs: the rule checked and the rules
    /// it uses), with their spans.
    fn tree(&self, text: &str) -> Vec<(Rule, usize, usize)> {
        let allowed = closure(self.rule);
        let Ok(pairs) = UriParser::parse(self.rule.whole(), text) else {
            return Vec::new();
        };
        pairs
            .flatten()
            .filter_map(|pair| {
                let rule = Rule::from_pest(pair.as_rule()).filter(|&r| allowed.contains(r))?;
                let span = pair.as_span();
                Some((rule, span.start(), span.end()))
            })
            .collect()
    }

    /// The rule being matched at the index, and where its match begins and ends in the completed input:
    /// the innermost rule, among the rule checked and the rules it uses, whose match begins before the
    /// index and takes the completion's character there (`pct-encoded` for `%4`, `IP-literal` for `[::1`,
    /// `IPv4address` for `1.2.3`). The parse tree of the completed input says where the rules are; inside a
    /// rule that makes no pairs for its parts (an atomic one), the shortest part that one of the rules it
    /// uses matches is the innermost. `None` when the completion is empty.
    fn enclosing(&self, text: &str) -> Option<Enclosing> {
        if self.completion.is_empty() {
            return None;
        }
        let index = self.index;
        let (mut rule, mut from, mut to) = (self.rule, 0, text.len());
        let Ok(pairs) = UriParser::parse(self.rule.whole(), text) else {
            return None;
        };
        // Every pair's span, for the parts below; the innermost pair of a rule around the index.
        let spans: Vec<(Option<Rule>, usize, usize)> = pairs
            .clone()
            .flatten()
            .filter(|p| p.as_rule() != crate::syntax::grammar::Rule::EOI)
            .map(|p| {
                let span = p.as_span();
                (Rule::from_pest(p.as_rule()), span.start(), span.end())
            })
            .collect();
        let allowed = closure(self.rule);
        for pair in pairs.flatten() {
            let (s, e) = (pair.as_span().start(), pair.as_span().end());
            if let Some(r) = Rule::from_pest(pair.as_rule()).filter(|&r| allowed.contains(r)) {
                if s < index && index < e && e - s <= to - from {
                    (rule, from, to) = (r, s, e);
                }
            }
        }
        // The parts of the rule that the grammar shows (pairs strictly inside it). A part searched below
        // must agree with them: it takes each whole or not at all, and when there are any, it takes one (a
        // rule that makes no pair, `authority`, is found around those it does make, `userinfo`; a part
        // that takes none, such as the `htt` of `http`, is a literal of the rule).
        // A rule that makes no pairs inside its own (an atomic one, such as `path-abempty`) shows nothing
        // of its parts: any part may be one of the rules it uses.
        // (An empty pair on its edge belongs to what comes before or after it.)
        let atomic = !spans.iter().any(|&(_, s, e)| {
            from <= s && e <= to && (s, e) != (from, to) && (s < e || from < s && s < to)
        });
        let inside: Vec<(Option<Rule>, usize, usize)> = spans
            .iter()
            .copied()
            .filter(|&(_, s, e)| from <= s && s < e && e <= to && (s, e) != (from, to))
            .collect();
        let agrees = |a: usize, b: usize| {
            atomic
                || inside
                    .iter()
                    .all(|&(_, s, e)| e <= a || s >= b || (a <= s && e <= b))
                    && inside.iter().any(|&(_, s, e)| a <= s && e <= b)
        };
        // A rule found for a part must use the rules of the pairs the part takes (`authority` takes a
        // `userinfo`; a `query` cannot take an `authority`).
        let takes = |r: Rule, a: usize, b: usize| {
            let uses = closure(r);
            inside
                .iter()
                .filter(|&&(_, s, e)| a <= s && e <= b)
                .all(|&(p, _, _)| p.is_none_or(|p| p == r || uses.contains(p)))
        };
        let allowed = closure(rule);
        let ends: Vec<usize> = (index + 1..=to)
            .filter(|&e| text.is_char_boundary(e))
            .take(self.completion.len())
            .collect();
        let starts: Vec<usize> = (from..index)
            .rev()
            .filter(|&s| text.is_char_boundary(s))
            .take(WINDOW)
            .collect();
        let parts: Vec<(usize, usize)> = starts
            .iter()
            .flat_map(|&s| ends.iter().map(move |&e| (s, e)))
            .filter(|&(s, e)| e - s <= to - from && agrees(s, e))
            .collect();
        // Every rule that matches a part; then the innermost of them (one that none of the others is used
        // by: `pct-encoded` for the `%40` of a segment, though the shorter `40` is a segment too), the
        // shortest part, the latest start.
        let mut matched: Vec<(Rule, usize, usize)> = Vec::new();
        for (start, end) in parts {
            let part = &text[start..end];
            for r in allowed.iter() {
                if r != rule
                    && !is_reference(r)
                    && takes(r, start, end)
                    && UriParser::parse(r.whole(), part).is_ok()
                {
                    matched.push((r, start, end));
                }
            }
        }
        let innermost = matched
            .iter()
            .filter(|&&(r, _, _)| {
                let uses = closure(r);
                !matched.iter().any(|&(o, _, _)| o != r && uses.contains(o))
            })
            .min_by_key(|&&(_, s, e)| (e - s, core::cmp::Reverse(s)));
        if let Some(&(inner, start, end)) = innermost {
            return Some(Enclosing {
                rule: inner,
                from: start,
                to: end,
                atomic: true,
            });
        }
        Some(Enclosing {
            rule,
            from,
            to,
            atomic,
        })
    }

    /// The rule being matched at the index (see [`enclosing`](Completion::enclosing)), for the "while
    /// matching" line of a rendered error.
    pub(crate) fn context(&self, input: &str) -> Option<Rule> {
        let text = self.completed(input)?;
        self.enclosing(&text).map(|e| e.rule)
    }

    /// The rules that could go on at the index, given the rule being matched there: those it uses that
    /// begin at the index in the completed input (`HEXDIG` after `%4`), those that end at the index and
    /// could take another character (`userinfo` in `u:p` before the `@` that ends it, `dec-octet` after
    /// `1.2.3`), and the rule being matched itself when nothing that it uses begins at the index (what
    /// goes on is one of its literals, the `.` of `1.2.3`). Empty when the completion is.
    pub(crate) fn expected(&self, input: &str) -> RuleSet {
        let mut set = RuleSet::default();
        let Some(text) = self.completed(input) else {
            return set;
        };
        let Some(Enclosing {
            rule: context,
            from,
            to,
            atomic,
        }) = self.enclosing(&text)
        else {
            return set;
        };
        let index = self.index;
        let tree = self.tree(&text);
        // What begins at the index.
        for &(r, s, e) in &tree {
            if s == index && e > index && e <= to && r != context {
                set.insert(r);
            }
        }
        if atomic {
            // A rule whose parts make no pairs (an atomic one): ask the rules it uses which of them
            // begins at the index. A rule is there when the part it matches can be any of its strings
            // (of those in GO_ON): after `%4`, any HEXDIG completes the pct-encoded; after `[v1`, the
            // "." is IPvFuture's literal, not an unreserved, since "a" there does not do.
            let ends = (index + 1..=to).filter(|&e| text.is_char_boundary(e));
            let mut buf = String::new();
            for end in ends.take(self.completion.len()) {
                for used in used_directly(context) {
                    if UriParser::parse(used.whole(), &text[index..end]).is_err() {
                        continue;
                    }
                    let free = GO_ON
                        .iter()
                        .filter(|sample| UriParser::parse(used.whole(), sample).is_ok())
                        .all(|sample| {
                            buf.clear();
                            buf.push_str(&text[from..index]);
                            buf.push_str(sample);
                            buf.push_str(&text[end..to]);
                            UriParser::parse(context.whole(), &buf).is_ok()
                        });
                    if free {
                        set.insert(used);
                    }
                }
            }
        }
        let begins = !set.is_empty();
        // What ends at the index and could go on.
        let ending: Vec<(Rule, usize, usize)> = tree
            .iter()
            .copied()
            .filter(|&(r, s, e)| e == index && s >= from && r != context)
            .collect();
        for r in innermost_open(&ending, &text).iter() {
            set.insert(r);
        }
        if !begins {
            set.insert(context);
        }
        set
    }
}

/// Of the rules `ending` (with their spans in `text`, all ending at one index), those that could go on (that
/// take one more character) and are innermost: a rule is left out when it uses another one that could go
/// on inside its span (`host` around a `reg-name`), and kept beside those it does not use (`reg-name`
/// and an empty `path-abempty` both go on after `http://a`).
pub(crate) fn innermost_open(ending: &[(Rule, usize, usize)], text: &str) -> RuleSet {
    let open: Vec<(Rule, usize, usize)> = ending
        .iter()
        .copied()
        .filter(|&(r, s, e)| could_go_on(r, &text[s..e]))
        .collect();
    let mut set = RuleSet::default();
    for &(r, s, e) in &open {
        let uses = closure(r);
        let wider = open
            .iter()
            .any(|&(o, os, oe)| o != r && s <= os && oe <= e && uses.contains(o));
        if !wider {
            set.insert(r);
        }
    }
    set
}

/// Leaves out of `set` every rule that uses another rule of the set (`IPv6address` beside the `h16` it is
/// made of), except `keep`, the rule being matched (whose own literal may be what goes on: the `]` of an
/// `IP-literal`).
pub(crate) fn keep_innermost(set: &mut RuleSet, keep: Option<Rule>) {
    let all = *set;
    set.retain(|r| {
        Some(r) == keep || {
            let uses = closure(r);
            !all.iter().any(|o| o != r && uses.contains(o))
        }
    });
}

/// Whether `rule`, which matches `part`, still matches it with one more character (of [`GO_ON`]).
pub(crate) fn could_go_on(rule: Rule, part: &str) -> bool {
    let mut buf = String::with_capacity(part.len() + 4);
    GO_ON.iter().any(|c| {
        buf.clear();
        buf.push_str(part);
        buf.push_str(c);
        UriParser::parse(rule.whole(), &buf).is_ok()
    })
}

/// The rule being matched at an error's index, where its match begins and ends in the completed input, and
/// whether the grammar shows its parts (when it does not, the rules it uses are asked directly).
struct Enclosing {
    rule: Rule,
    from: usize,
    to: usize,
    atomic: bool,
}

/// One character of each class that the grammars tell apart (and a `pct-encoded`), to ask whether a rule's
/// match could take one more: a character-class test, the grammar decides.
const GO_ON: &[&str] = &[
    "a", "0", "-", ".", "_", "~", "!", "=", ":", "@", "/", "?", "%41", "v", "\u{e9}", "\u{e000}",
];

/// How far back from the index [`Completion::context`] looks for the start of the rule it names.
const WINDOW: usize = 64;

/// The rules that a whole reference (or its hier-part) matches: too wide to tell a person what was open,
/// unless one is the rule checked.
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
