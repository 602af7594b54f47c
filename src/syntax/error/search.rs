//! The search: where a string stops being the start of a valid rule, the index of a
//! [`ParseError`](super::ParseError), and the completion that shows it,
//! found from the grammar.
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
//! every rule, a completion from a small set of closers, argued complete rule by rule in
//! [`closers`](super::closers): for each way a rule of the ABNF can be left open (a `pct-encoded` after its `%`, an
//! `IPv4address` after its first dot, an `IP-literal` before its `]`, a `userinfo` before its `@`, a `scheme`
//! before its `:`, a scheme grammar's keyword), one closer that finishes it. With a complete set the
//! prefixes that can be completed are exactly the starts of valid strings, which are closed under taking
//! prefixes, so the longest one is found by a search that doubles its step and then halves it.

//!
//! The [`facts`](super::facts) spare the grammar most of the completions; what could have gone on at the
//! index is [`expected`](super::expected)'s to say.

use alloc::string::String;
use alloc::vec::Vec;

use super::closers::{INNER, closers};
use super::expected::{Memo, innermost_open};
use super::facts::{Facts, Open, first_impossible};
use crate::Rule;
use crate::syntax::abnf::keyword;
use crate::syntax::grammar::{Family, Lift};
use crate::syntax::rule_set::RuleSet;

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

/// Whether `rule` is one of RFC 4515's, whose filters nest (see [`close_nesting`]).
fn nests(rule: Rule) -> bool {
    #[cfg(feature = "schemes")]
    {
        rule.spec() == crate::Spec::Rfc4515
    }
    #[cfg(not(feature = "schemes"))]
    {
        let _ = rule;
        false
    }
}

/// How far from the end of the input pest's index may be for the search to start there rather than with
/// the whole input: past this, asking first whether the whole input is the start of a valid string saves
/// the steps up to it.
const NEAR: usize = 64;

/// Inputs longer than this keep pest's index for a rule without [`Facts`]: the search would try dozens of
/// completions of prefixes of the input's length.
pub const LONG: usize = 8192;

/// The spans of the pairs of a parse, each with the public rule of the pair (`None` for a rule of the
/// grammar that stands for no RFC rule), in the order of the tree; without `EOI`.
pub type Spans = Vec<(Option<Rule>, usize, usize)>;

/// The parser the engine asks, whatever its rule type: the engine is written once, and names only the parser
/// of the rule it explains (`Ask::of::<Strict>()` for `Uri::parse`'s errors), so that a program links only
/// that one.
#[derive(Clone, Copy)]
pub struct Ask {
    /// Whether the whole of a text matches a rule, and where pest stopped when it does not.
    pub check: fn(Rule, &str) -> Result<(), usize>,
    /// The tree of the parse of a whole text as a rule, when the text is one.
    pub tree: fn(Rule, &str) -> Option<Tree>,
    /// [`Rule::matches`]: the grammar, then the prose on top of it (RFC 3987 4.1).
    pub matches: fn(Rule, &str) -> bool,
}

impl Ask {
    /// The parser `F`.
    pub fn of<F: Family>() -> Ask {
        Ask {
            check: check_in::<F>,
            tree: tree_in::<F>,
            matches: matches_in::<F>,
        }
    }
}

fn matches_in<F: Family>(rule: Rule, text: &str) -> bool {
    rule.parse_in::<F>(text).is_ok()
        && crate::syntax::lang::after_grammar_in::<F>(rule, text).is_ok()
}

fn check_in<F: Family>(rule: Rule, text: &str) -> Result<(), usize> {
    match rule.parse_in::<F>(text) {
        Ok(_) => Ok(()),
        Err(e) => Err(match e.location {
            pest::error::InputLocation::Pos(pos) => pos,
            pest::error::InputLocation::Span((start, _)) => start,
        }),
    }
}

fn tree_in<F: Family>(rule: Rule, text: &str) -> Option<Tree> {
    rule.parse_in::<F>(text).ok().map(tree)
}

/// The pairs of a parse as [`Spans`], with the depth of each in the tree (0 for the pairs at the top).
pub struct Tree {
    pub spans: Spans,
    depths: Vec<u16>,
}

pub fn tree<P: Lift>(pairs: pest::iterators::Pairs<'_, P>) -> Tree {
    fn walk<P: Lift>(pairs: pest::iterators::Pairs<'_, P>, depth: u16, tree: &mut Tree) {
        for pair in pairs {
            let rule = pair.as_rule().lift();
            if rule == crate::syntax::grammar::Rule::EOI {
                continue;
            }
            let span = pair.as_span();
            tree.spans
                .push((Rule::from_pest(rule), span.start(), span.end()));
            tree.depths.push(depth);
            walk(pair.into_inner(), depth.saturating_add(1), tree);
        }
    }
    let mut tree = Tree {
        spans: Vec::new(),
        depths: Vec::new(),
    };
    walk(pairs, 0, &mut tree);
    tree
}

impl Tree {
    /// The rules whose match ends at `index` and could have gone on (that take one more character; see
    /// [`innermost_open`]); when none could, the innermost rules that end there (those no child of which
    /// ends there).
    pub fn open_at(&self, text: &str, index: usize, memo: &mut Memo) -> RuleSet {
        let mut ending: Vec<(Rule, usize, usize)> = Vec::new();
        let mut innermost = RuleSet::default();
        for (i, &(rule, start, end)) in self.spans.iter().enumerate() {
            let Some(rule) = rule.filter(|_| end == index) else {
                continue;
            };
            ending.push((rule, start, end));
            let depth = self.depths[i];
            let child_ends_here = self.spans[i + 1..]
                .iter()
                .zip(&self.depths[i + 1..])
                .take_while(|&(_, &d)| d > depth)
                .any(|(&(_, _, e), &d)| d == depth + 1 && e == index);
            if !child_ends_here {
                innermost.insert(rule);
            }
        }
        let set = innermost_open(&ending, text, memo);
        if set.is_empty() { innermost } else { set }
    }
}

/// A completion tried after a prefix: the rest of the rule's keyword, or one of [`INNER`], then one of the
/// rule's tails (see [`closers`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Candidate {
    Keyword { tail: u8 },
    Closer { head: u8, tail: u8 },
}

/// The search for completions of one rule's prefixes, with its buffer and what it learned.
pub struct Search {
    rule: Rule,
    ask: Ask,
    inner: &'static [&'static str],
    tails: &'static [&'static str],
    keyword: String,
    facts: Facts,
    /// Whether to leave out the completions that [`Facts`] rule out (always, but in the tests that check
    /// that leaving them out changes nothing).
    prune: bool,
    buf: String,
    /// The candidates of the prefix at hand (kept for its buffer).
    list: Vec<Candidate>,
    /// What was already asked: a prefix length, a candidate, and whether the grammar matched.
    seen: Vec<(usize, Candidate, bool)>,
    /// The spans of the pairs of each text that matched, by prefix length and candidate.
    trees: Vec<(usize, Candidate, Tree)>,
    /// Whether the rule's strings nest parentheses without bound (RFC 4515's filters): then each
    /// completion is followed by the `)` of every filter still open, which no fixed set of closers holds.
    nests: bool,
}

/// The `)` that close every `(` of `text` still open: RFC 4515's filters, whose values hold neither
/// character (they are escaped as `\28` and `\29`), so that counting them is reading the nesting.
fn close_nesting(text: &str, out: &mut String) {
    let opened = text.bytes().filter(|&b| b == b'(').count();
    let closed = text.bytes().filter(|&b| b == b')').count();
    out.extend(core::iter::repeat_n(')', opened.saturating_sub(closed)));
}

impl Search {
    pub fn new(rule: Rule, ask: Ask) -> Search {
        let (inner, tails) = closers(rule.spec());
        let mut keyword_text = String::new();
        keyword(rule, &mut keyword_text);
        Search {
            rule,
            ask,
            inner,
            tails,
            keyword: keyword_text,
            facts: Facts::of(rule),
            prune: true,
            buf: String::new(),
            list: Vec::new(),
            seen: Vec::new(),
            trees: Vec::new(),
            nests: nests(rule),
        }
    }

    /// The same search, trying every completion (for the tests that compare the two).
    #[cfg(test)]
    pub fn exhaustive(rule: Rule, ask: Ask) -> Search {
        Search {
            prune: false,
            ..Search::new(rule, ask)
        }
    }

    /// Whether `prefix` followed by `candidate` matches the rule; the text is left in `self.buf`.
    fn matches(&mut self, prefix: &str, candidate: Candidate) -> bool {
        let mut buf = core::mem::take(&mut self.buf);
        buf.clear();
        buf.push_str(prefix);
        let (head, tail) = self.pieces(prefix.len(), candidate);
        buf.push_str(head);
        buf.push_str(tail);
        if self.nests {
            let mut close = String::new();
            close_nesting(&buf, &mut close);
            buf.push_str(&close);
        }
        self.buf = buf;
        if let Some(&(_, _, known)) = self
            .seen
            .iter()
            .find(|&&(len, c, _)| len == prefix.len() && c == candidate)
        {
            return known;
        }
        let matched = match (self.ask.tree)(self.rule, &self.buf) {
            Some(tree) => {
                // The tree of what matched, for the completion that may be the answer: kept, so that
                // explaining the error does not parse the same text again.
                self.trees.push((prefix.len(), candidate, tree));
                true
            }
            None => false,
        };
        self.seen.push((prefix.len(), candidate, matched));
        matched
    }

    /// The text a candidate adds after a prefix of `len` bytes: the head (the rest of the keyword, or one
    /// of the inner closers) and the tail.
    fn pieces(&self, len: usize, candidate: Candidate) -> (&str, &'static str) {
        match candidate {
            Candidate::Keyword { tail } => (
                self.keyword.get(len..).unwrap_or(""),
                self.tails[usize::from(tail)],
            ),
            Candidate::Closer { head, tail } => {
                (self.inner[usize::from(head)], self.tails[usize::from(tail)])
            }
        }
    }

    /// The candidates for `prefix`, in the order they are tried: the rest of the keyword with each tail,
    /// when the prefix is a part of the keyword (compared as ABNF compares quoted strings, ignoring case);
    /// then every inner closer with each tail. Those that [`Facts`] rule out are left out: a tail with a
    /// `]` unless an IP-literal is open (and one without, when one is), after a `%` only the closers that
    /// begin with two HEXDIGs (after `%` and a HEXDIG, with one), and outside an IP-literal the closers of
    /// an address, when no address can be open there.
    fn candidates(&self, prefix: &str, out: &mut Vec<Candidate>) {
        out.clear();
        let facts = self.facts;
        let open = Open::at_end(prefix);
        let prune = self.prune && facts.uri;
        let tail_fits = |tail: &str| !prune || tail.contains(']') == open.bracket;
        let in_keyword = prefix.len() < self.keyword.len()
            && self.keyword.as_bytes()[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes())
            && self.keyword.is_char_boundary(prefix.len());
        if in_keyword {
            for (t, tail) in self.tails.iter().enumerate() {
                if tail_fits(tail) {
                    out.push(Candidate::Keyword { tail: t as u8 });
                }
            }
        }
        let hex_digits = |head: &str| head.bytes().take_while(u8::is_ascii_hexdigit).count();
        // Outside an address, a ":" completes only a scheme (3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" /
        // "." ) before it); any other ":" a completion could add, a port's or a userinfo's or one in a
        // path, could be left out.
        let could_be_scheme = || {
            prefix
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_alphabetic())
                && prefix
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        };
        // Right after the `[` that opens an IP-literal, what closes it is a whole IPv6address or
        // IPvFuture (3.2.2): of INNER's heads only "::" is one.
        let just_opened = open.bracket && prefix.ends_with('[') && core::ptr::eq(self.inner, INNER);
        // The heads to try, as bits in INNER's order (the same for every tail).
        let mut heads = 0u32;
        for (h, head) in self.inner.iter().enumerate() {
            let keep = !prune
                || match open.pct {
                    0 if just_opened => *head == "::",
                    1 => hex_digits(head) >= 2,
                    2 => hex_digits(head) >= 1,
                    // INNER's closers of an address (all but "" and the ":" of a scheme); the
                    // other sets' heads close other rules.
                    _ => {
                        !core::ptr::eq(self.inner, INNER)
                            || open.bracket
                            || facts.bare_address
                            || head.is_empty()
                            || *head == ":" && could_be_scheme()
                    }
                };
            heads |= u32::from(keep) << h;
        }
        for (t, tail) in self.tails.iter().enumerate() {
            if !tail_fits(tail) {
                continue;
            }
            for h in 0..self.inner.len() {
                if heads & 1 << h != 0 {
                    out.push(Candidate::Closer {
                        head: h as u8,
                        tail: t as u8,
                    });
                }
            }
        }
    }

    /// A completion that makes `prefix` match the rule, preferring one that encodes no control
    /// character; `None` when no candidate does (then `prefix` is not the start of a valid string).
    /// With `first`, the first completion that works, control or not.
    fn complete(&mut self, prefix: &str, first: bool) -> Option<(String, bool, Candidate)> {
        let (control, candidate) = self.complete_with(prefix, first)?;
        let (head, tail) = self.pieces(prefix.len(), candidate);
        let mut text = String::with_capacity(head.len() + tail.len());
        text.push_str(head);
        text.push_str(tail);
        if self.nests {
            let mut close = String::new();
            close_nesting(&alloc::format!("{prefix}{text}"), &mut close);
            text.push_str(&close);
        }
        Some((text, control, candidate))
    }

    /// [`complete`](Search::complete) without writing the completion out: whether it encodes a control
    /// character, and the candidate.
    fn complete_with(&mut self, prefix: &str, first: bool) -> Option<(bool, Candidate)> {
        let mut list = core::mem::take(&mut self.list);
        self.candidates(prefix, &mut list);
        let mut found: Option<(bool, Candidate)> = None;
        for &candidate in &list {
            if !self.matches(prefix, candidate) {
                continue;
            }
            let control = encodes_a_control(&self.buf, prefix.len());
            if found.is_none() || !control {
                found = Some((control, candidate));
            }
            if first || !control {
                break;
            }
        }
        self.list = list;
        found
    }

    /// Whether the first `len` bytes of `input` are the start of a valid string.
    fn viable(&mut self, input: &str, len: usize) -> bool {
        len == 0 || self.complete_with(&input[..len], true).is_some()
    }

    /// Finds the longest prefix of `input` that can be completed into a match of the rule, starting the
    /// search at `from` (pest's index, usually the answer or close to it).
    ///
    /// First the facts: the input up to its first impossible character is no start of a valid string,
    /// so the answer is at most that character's index, and is that index when the text before it can be
    /// completed (the common case: a space, a quote, a character outside ASCII, a `%` without its two
    /// digits). Then the whole input, which may be the start of a valid string (`http://[::1`).
    /// Otherwise the prefixes that can be completed are closed under taking prefixes, and the longest is
    /// found by a search from `from` that doubles its step and then halves it.
    ///
    /// A rule without [`Facts`] (RFC 6570, RFC 6068 and RFC 5322, the core rules of RFC 5234) has many
    /// more completions to try; for an input longer than [`LONG`] it keeps `from`, and finds no completion.
    pub fn find(&mut self, input: &str, from: usize) -> LongestPrefix {
        let facts = self.prune && self.facts.uri;
        if !facts && input.len() > LONG {
            let index = (0..=from.min(input.len()))
                .rev()
                .find(|&i| input.is_char_boundary(i))
                .unwrap_or(0);
            return LongestPrefix {
                index,
                completion: String::new(),
                control: false,
                rule: self.rule,
                ask: self.ask,
                keyword: self.keyword.len(),
                tree: None,
                facts: self.facts,
            };
        }
        // `hi` is a length known not to be viable, or one past the end of the input.
        let mut hi = input.len() + 1;
        if let Some(at) = first_impossible(input, self.facts).filter(|_| facts) {
            if self.viable(input, at) {
                return self.finish(input, at);
            }
            hi = at;
        } else if facts && input.len() - from.min(input.len()) > NEAR {
            if self.viable(input, input.len()) {
                return self.finish(input, input.len());
            }
            hi = input.len();
        }
        let floor = |mut i: usize| {
            while !input.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let next = |i: usize| {
            let mut j = i + 1;
            while !input.is_char_boundary(j) {
                j += 1;
            }
            j
        };
        let top = hi.min(input.len());
        // `lo` is a viable length, `hi` one that is not (or one past the end). The first length asked is
        // the one after pest's index: when it is viable, so is pest's index, which need not be asked.
        let mut start = floor(from.min(top));
        if start < top && next(start) < hi {
            let after = next(start);
            if self.viable(input, after) {
                start = after;
            } else {
                hi = after;
            }
        }
        let mut lo = 0;
        if self.viable(input, start) {
            lo = start;
            let mut step = 1;
            while lo < top && next(lo) < hi {
                let probe = floor((lo + step).min(top)).max(next(lo));
                if probe >= hi {
                    break;
                }
                if self.viable(input, probe) {
                    lo = probe;
                    step *= 2;
                } else {
                    hi = probe;
                    break;
                }
            }
        } else {
            hi = start;
            let mut step = 1;
            while hi > 0 {
                let probe = floor(hi.saturating_sub(step));
                if self.viable(input, probe) {
                    lo = probe;
                    break;
                }
                hi = probe;
                step *= 2;
            }
        }
        // Every length in (lo, hi) is a candidate; halve until none is left.
        while lo < top && next(lo) < hi {
            let mid = floor(lo + (hi - lo) / 2).max(next(lo));
            if self.viable(input, mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        self.finish(input, lo)
    }

    /// The completion for the prefix of length `index`, found to be the longest that can be completed.
    fn finish(&mut self, input: &str, index: usize) -> LongestPrefix {
        // Nothing to complete before the first character: the input does not begin as the rule does.
        let found = match index {
            0 => None,
            _ => self.complete(&input[..index], false),
        };
        let (completion, control, tree) = match found {
            Some((completion, control, candidate)) => {
                let at = self
                    .trees
                    .iter()
                    .position(|&(len, c, _)| len == index && c == candidate);
                let tree = at.map(|at| self.trees.swap_remove(at).2);
                (completion, control, tree)
            }
            None => (String::new(), false, None),
        };
        LongestPrefix {
            index,
            completion,
            control,
            rule: self.rule,
            ask: self.ask,
            keyword: self.keyword.len(),
            tree,
            facts: self.facts,
        }
    }
}

/// The longest prefix of an input that is the start of a valid string of a rule, and the completion that
/// makes it one.
pub struct LongestPrefix {
    /// The length of the prefix in bytes: where the input stops being the start of any valid string.
    pub index: usize,
    /// What makes `input[..index]` valid (empty when it is).
    pub completion: String,
    /// Whether the completion makes the percent-encoding of a control character (`%0` and `0`): it shows
    /// how far the input is valid but is not one to suggest.
    pub control: bool,
    pub(super) rule: Rule,
    /// The parser asked.
    pub(super) ask: Ask,
    /// The length of the rule's keyword (see [`keyword`]).
    pub(super) keyword: usize,
    /// The spans of the pairs of the completed input, when the search parsed it.
    pub(super) tree: Option<Tree>,
    /// What the rule's strings are made of.
    pub(super) facts: Facts,
}

impl LongestPrefix {
    /// Finds the longest prefix of `input` that can be completed into a match of `rule`, starting the
    /// search at `from` (pest's index, usually the answer or close to it).
    /// `input` is one that does not match the rule (the parse that failed already said so, and the
    /// search does not ask again).
    pub fn find(rule: Rule, input: &str, from: usize, ask: Ask) -> LongestPrefix {
        let mut search = Search::new(rule, ask);
        // The empty completion of the whole input is the input, unless the search adds the `)` of open
        // filters to it.
        if !search.nests {
            search
                .seen
                .push((input.len(), Candidate::Closer { head: 0, tail: 0 }, false));
        }
        search.find(input, from)
    }

    /// The completed input: the prefix and the completion.
    pub(super) fn completed(&self, input: &str) -> Option<String> {
        let prefix = input.get(..self.index)?;
        let mut text = String::with_capacity(prefix.len() + self.completion.len());
        text.push_str(prefix);
        text.push_str(&self.completion);
        Some(text)
    }

    /// When the completion is empty (the input up to the index matches the rule) and the search kept the
    /// parse of that prefix: the rules of it that end at the index and could have gone on, as
    /// [`Tree::open_at`] finds them. `None` when the completion is not empty or no parse was kept.
    pub fn open_at(&self, input: &str, memo: &mut Memo) -> Option<RuleSet> {
        let tree = self.tree.as_ref().filter(|_| self.completion.is_empty())?;
        Some(tree.open_at(input.get(..self.index)?, self.index, memo))
    }

    /// Whether the index is that of a character that no string of the rule's language holds anywhere (by
    /// [`Facts`]: a space, a quote, a backslash, a character outside ASCII in a URI), with the input before
    /// it valid as it is (the completion is empty).
    pub fn stops_at_a_foreign_character(&self, input: &str) -> bool {
        self.facts.uri
            && self.completion.is_empty()
            && input
                .get(self.index..)
                .and_then(|rest| rest.chars().next())
                .is_some_and(|c| !self.facts.allows(c))
    }
}
