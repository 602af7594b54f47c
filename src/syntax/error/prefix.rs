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
use crate::percent;
use crate::syntax::grammar::UriParser;
use crate::{Rule, Spec};

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

/// RFC 8141's: `pct-encoded`, and the Number of an informal namespace (5.2), which begins with a non-zero
/// digit (`1`, before `25` would do it).
const INNER_8141: &[&str] = &["", "0", "1", "25", "00"];

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
        8141 => (INNER_8141, &["", "a", ":a", "a:a", "aa:a", "+a", "=a", "1"]),
        // RFC 2397 3 with RFC 2045, 822 and 2396: a data URL needs its `,` (after `data:`, a parameter's
        // value, or `;base64`), a type its `/` and subtype (`/a,`), a parameter its `=` and value (`=a,`); a
        // quoted-string its closing quote; an escaped octet its hex digits (INNER_PCT).
        2397 | 2045 | 822 | 2396 => (
            INNER_PCT,
            &["", ",", "a", "a,", "/a", "/a,", "=a", "=a,", "\"", "\","],
        ),
        // RFC 3966 3: a number needs a digit (`1` after `tel:`, `+`, or separators), a local number its
        // context (`;phone-context=a`), a parameter's value or a domain label a character (`a`).
        3966 => (
            INNER_PCT,
            &[
                "",
                "1",
                "a",
                "+1",
                "1;phone-context=a",
                ";phone-context=a",
                "a;phone-context=a",
            ],
        ),
        // RFC 5870 3.3: coordinates need their second number (`,1` or `1,1` after `geo:`), a number after
        // `-` or `.` a digit, a crs or parameter its label or value.
        5870 => (INNER_PCT, &["", "1", ",1", "1,1", "a"]),
        // RFC 4151 2.1: a tag needs its `,` and date and `:` after the authority name, a date its four
        // digits of year and two of month and day, a DNS component or email address a last character.
        4151 => (
            INNER_PCT,
            &[
                "",
                ":",
                "a",
                "0",
                "00",
                "000",
                "1",
                "01",
                "a,2000:",
                ",2000:",
                "2000:",
                "000:",
                "00:",
                "0:",
                "1:",
                "01:",
                "-01:",
                "@a,2000:",
                "a@a,2000:",
            ],
        ),
        // RFC 9562 4: a UUID is fixed-length, so every prefix of one is completed by the rest of the
        // all-zero UUID from the same place.
        9562 => (
            INNER_PCT,
            &[
                "",
                "0",
                "00",
                "000",
                "0000",
                "00000",
                "000000",
                "0000000",
                "00000000",
                "000000000",
                "0000000000",
                "00000000000",
                "000000000000",
                "-000000000000",
                "0-000000000000",
                "00-000000000000",
                "000-000000000000",
                "0000-000000000000",
                "-0000-000000000000",
                "0-0000-000000000000",
                "00-0000-000000000000",
                "000-0000-000000000000",
                "0000-0000-000000000000",
                "-0000-0000-000000000000",
                "0-0000-0000-000000000000",
                "00-0000-0000-000000000000",
                "000-0000-0000-000000000000",
                "0000-0000-0000-000000000000",
                "-0000-0000-0000-000000000000",
                "0-0000-0000-0000-000000000000",
                "00-0000-0000-0000-000000000000",
                "000-0000-0000-0000-000000000000",
                "0000-0000-0000-0000-000000000000",
                "00000-0000-0000-0000-000000000000",
                "000000-0000-0000-0000-000000000000",
                "0000000-0000-0000-0000-000000000000",
                "00000000-0000-0000-0000-000000000000",
            ],
        ),
        // RFC 3061 2: an OID needs a number after `urn:oid:` and after each dot.
        3061 => (INNER_8141, &["", "1"]),
        // DID Core 3.1: a DID needs a method name and `:` and a method-specific-id (`a:a` after `did:`), and
        // a character after a `:` of the id.
        0 => (INNER_PCT, &["", "a", ":a", "a:a"]),
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
/// `namestring`. A prefix of it is completed by the rest of it and one of the [`tails`]. Returns whether
/// the whole rule is that text. A rule with an alternative (`/` outside a quoted string) begins with no
/// text of its own (`host`, whose first alternative begins with `[`, adds nothing to `ws://`).
fn keyword(rule: Rule, out: &mut String) -> bool {
    let alternatives = rule
        .abnf()
        .split('"')
        .step_by(2)
        .any(|outside| outside.contains('/'));
    if alternatives {
        return false;
    }
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
            Token::Value(_) | Token::Other(_) => return false,
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
    /// A numeric value (RFC 5234 2.3), without its `%`: `x41-5A`, `d13.10`.
    Value(&'a str),
    /// Anything else, one character: repetition (`*` and its counts), option, alternation, grouping.
    Other(u8),
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
                // A prose value that names a rule names it first: `<pchar>`, and RFC 9110's
                // `<host, see [URI], Section 3.2.2>`.
                let prose = &self.abnf[start + 1..end];
                Token::Name(prose.split(',').next().unwrap_or(prose).trim())
            }
            b'%' => {
                self.at = start + 1;
                while bytes
                    .get(self.at)
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
                {
                    self.at += 1;
                }
                Token::Value(&self.abnf[start + 1..self.at])
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
            other => {
                self.at = start + 1;
                Token::Other(other)
            }
        };
        Some(token)
    }
}

/// The rules that `rule`'s ABNF names, in the order they appear (a rule may appear twice).
pub(crate) fn used_directly(rule: Rule) -> impl Iterator<Item = Rule> {
    Tokens::new(rule.abnf()).filter_map(move |token| match token {
        Token::Name(name) => resolve(name, rule.spec()),
        _ => None,
    })
}

/// The rule that a name in the ABNF of a rule of `spec` means: that specification's own rule of the name,
/// else the rule of a specification it imports from (RFC 2397 from RFC 2045, RFC 822 and RFC 2396; RFC 2045
/// from RFC 822), else the first rule of the name (RFC 3986's `fragment`, RFC 8141's `alphanum`, ...).
fn resolve(name: &str, spec: Spec) -> Option<Rule> {
    let imports: &[Spec] = match spec {
        Spec::Rfc(2397) => &[Spec::Rfc(2045), Spec::Rfc(822), Spec::Rfc(2396)],
        Spec::Rfc(2045) => &[Spec::Rfc(822)],
        _ => &[],
    };
    let named = || Rule::named(name);
    named()
        .find(|r| r.spec() == spec)
        .or_else(|| {
            imports
                .iter()
                .find_map(|&from| named().find(|r| r.spec() == from))
        })
        .or_else(|| named().next())
}

/// The rules that `rule`'s ABNF names, as a set. Computed once per rule and kept, as [`closure`] is.
pub(crate) fn uses(rule: Rule) -> RuleSet {
    cache::USES.get(rule, |rule| {
        let mut set = RuleSet::default();
        for used in used_directly(rule) {
            set.insert(used);
        }
        set
    })
}

/// The characters that can stand in a string of a rule, by its ABNF (RFC 5234): those of its quoted
/// strings (in either case, as ABNF compares them, 2.3), of its numeric values (`%x41-5A`, `%d13.10`), and of
/// the rules it uses. A character-class test: it never says where a match begins or ends, only that a
/// text holding a character outside the set is no string of the rule, which spares asking the grammar.
/// A rule whose ABNF names something this table does not know may hold any character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Alphabet {
    /// The ASCII characters, one bit each.
    ascii: u128,
    /// Whether characters outside ASCII may stand there.
    other: bool,
}

impl Alphabet {
    const EVERYTHING: Alphabet = Alphabet {
        ascii: u128::MAX,
        other: true,
    };

    /// The characters of `rule`'s strings. Computed once per rule and kept, as [`closure`] is.
    pub(crate) fn of(rule: Rule) -> Alphabet {
        let words = cache::ALPHABETS.get_words(rule, |rule| {
            let mut all = Alphabet {
                ascii: 0,
                other: false,
            };
            for r in closure(rule).iter() {
                let own = Alphabet::own(r);
                all.ascii |= own.ascii;
                all.other |= own.other;
            }
            let mut words = [0; crate::syntax::error::RULE_WORDS];
            words[0] = all.ascii as u64;
            words[1] = (all.ascii >> 64) as u64;
            words[2] = u64::from(all.other);
            words
        });
        Alphabet {
            ascii: u128::from(words[0]) | u128::from(words[1]) << 64,
            other: words[2] != 0,
        }
    }

    /// The characters that `rule`'s own ABNF writes out (the rules it names add theirs in [`of`]).
    ///
    /// [`of`]: Alphabet::of
    fn own(rule: Rule) -> Alphabet {
        let mut set = Alphabet {
            ascii: 0,
            other: false,
        };
        for token in Tokens::new(rule.abnf()) {
            match token {
                Token::Literal(text) => {
                    for c in text.chars() {
                        set.add(c.to_ascii_lowercase() as u32);
                        set.add(c.to_ascii_uppercase() as u32);
                    }
                }
                Token::Value(value) => {
                    let Some(values) = Alphabet::values(value) else {
                        return Alphabet::EVERYTHING;
                    };
                    for (from, to) in values {
                        if to >= 0x80 {
                            set.other = true;
                        }
                        for code in from..=to.min(0x7f) {
                            set.add(code);
                        }
                    }
                }
                Token::Name(name) => {
                    if name.parse::<Rule>().is_err() {
                        return Alphabet::EVERYTHING;
                    }
                }
                Token::Other(_) => {}
            }
        }
        set
    }

    /// The ranges of a numeric value (`x41-5A`, `d13.10`, `b1`), or `None` when it does not read as one.
    fn values(value: &str) -> Option<impl Iterator<Item = (u32, u32)> + '_> {
        let radix = match value.as_bytes().first()? {
            b'x' | b'X' => 16,
            b'd' | b'D' => 10,
            b'b' | b'B' => 2,
            _ => return None,
        };
        let number = move |text: &str| u32::from_str_radix(text, radix).ok();
        let rest = &value[1..];
        let ranges: Option<Vec<(u32, u32)>> = if let Some((from, to)) = rest.split_once('-') {
            Some(Vec::from([(number(from)?, number(to)?)]))
        } else {
            rest.split('.').map(|v| number(v).map(|n| (n, n))).collect()
        };
        Some(ranges?.into_iter())
    }

    fn add(&mut self, code: u32) {
        match code {
            0..=0x7f => self.ascii |= 1 << code,
            _ => self.other = true,
        }
    }

    /// Whether every character of `text` is in the set.
    pub(crate) fn holds(self, text: &str) -> bool {
        text.chars().all(|c| match c {
            '\0'..='\x7f' => self.ascii & 1 << (c as u32) != 0,
            _ => self.other,
        })
    }
}

/// Which of [`GO_ON`]'s samples `rule` matches whole, as bits in GO_ON's order. Computed once per rule and
/// kept, as [`closure`] is.
fn samples(rule: Rule) -> u32 {
    cache::SAMPLES.get(rule, |rule| {
        GO_ON
            .iter()
            .enumerate()
            .filter(|(_, sample)| UriParser::parse(rule.whole(), sample).is_ok())
            .fold(0, |mask, (i, _)| mask | 1 << i)
    })
}

/// Whether every string of `rule` is one character, by its ABNF: alternatives that are each a quoted
/// character, a numeric value or range (`%x41-5A`), or such a rule (`HEXDIG`, `unreserved`, `gen-delims`).
/// Computed once per rule and kept.
fn single(rule: Rule) -> bool {
    fn compute(rule: Rule) -> u32 {
        let alternatives = rule.abnf().split('/').map(str::trim);
        let one = |alt: &str| {
            let quoted = alt.len() >= 3
                && alt.starts_with('"')
                && alt.ends_with('"')
                && alt[1..alt.len() - 1].chars().count() == 1;
            let numeric = alt.starts_with("%x")
                && alt[2..].bytes().all(|b| b.is_ascii_hexdigit() || b == b'-');
            let named = alt
                .parse::<Rule>()
                .is_ok_and(|used| used != rule && single(used));
            quoted || numeric || named
        };
        // A quoted "/" would split wrongly, and is no single-character rule's concern: such a rule is
        // simply not recognized (gen-delims), which only costs time.
        u32::from(!rule.abnf().contains("\"/\"") && alternatives.clone().all(one))
    }
    cache::SINGLE.get(rule, compute) != 0
}

/// Whether `rule` is a repetition, by its ABNF: `*X` or `*( ... )` and nothing else (`userinfo`,
/// `reg-name`, `port`, `path-abempty`, `segment`, `query`). Its strings are the concatenations of any
/// number of the strings of what is repeated, so a match can take one more character exactly when one
/// character alone matches ([`could_go_on`]): a one-character string of such a language is one of the
/// strings repeated. Computed once per rule and kept.
fn repetition(rule: Rule) -> bool {
    fn compute(rule: Rule) -> u32 {
        let tokens: Vec<Token<'_>> = Tokens::new(rule.abnf()).collect();
        let whole = match tokens.as_slice() {
            [Token::Other(b'*'), Token::Name(_)] => true,
            // The group opened after the `*` closes at the last token, not before.
            [
                Token::Other(b'*'),
                Token::Other(b'('),
                inner @ ..,
                Token::Other(b')'),
            ] => {
                let mut depth = 1usize;
                inner.iter().all(|token| {
                    match token {
                        Token::Other(b'(') => depth += 1,
                        Token::Other(b')') => depth -= 1,
                        _ => {}
                    }
                    depth > 0
                })
            }
            _ => false,
        };
        u32::from(whole)
    }
    cache::REPETITION.get(rule, compute) != 0
}

/// Every rule that uses `rule`, directly or not, and `rule` itself: those whose [`closure`] holds it.
/// Computed once per rule and kept.
fn users(rule: Rule) -> RuleSet {
    cache::USERS.get(rule, |rule| {
        let mut set = RuleSet::default();
        for &r in Rule::ALL {
            if closure(r).contains(rule) {
                set.insert(r);
            }
        }
        set
    })
}

/// `rule` and every rule it uses, directly or not, in the ABNF. Computed once per rule and kept: the search
/// for an error asks for the same few sets many times.
pub(crate) fn closure(rule: Rule) -> RuleSet {
    cache::CLOSURES.get(rule, |rule| {
        let mut set = RuleSet::default();
        set.insert(rule);
        let mut todo = Vec::from([rule]);
        while let Some(next) = todo.pop() {
            for used in uses(next).iter() {
                if !set.contains(used) {
                    set.insert(used);
                    todo.push(used);
                }
            }
        }
        set
    })
}

/// Sets of rules computed from the ABNF once per rule and kept for the life of the process.
mod cache {
    #[cfg(not(target_has_atomic = "64"))]
    use super::RuleSet;
    #[cfg(not(target_has_atomic = "64"))]
    use crate::Rule;
    #[cfg(not(target_has_atomic = "64"))]
    use crate::syntax::error::RULE_WORDS;

    pub(super) static USES: Table = Table::new();
    pub(super) static CLOSURES: Table = Table::new();
    pub(super) static SAMPLES: Masks = Masks::new();
    pub(super) static USERS: Table = Table::new();
    pub(super) static SINGLE: Masks = Masks::new();
    pub(super) static ALPHABETS: Table = Table::new();
    pub(super) static FACTS: Masks = Masks::new();
    pub(super) static REPETITION: Masks = Masks::new();

    #[cfg(target_has_atomic = "64")]
    pub(super) use atomic::Masks;

    #[cfg(target_has_atomic = "64")]
    pub(super) use atomic::Table;

    /// A table of one set per rule, filled on first use: atomic words, so that two threads that fill the
    /// same entry at once write the same bits, and a reader takes an entry only once its words are all
    /// written (its flag is stored after them, with release ordering).
    #[cfg(target_has_atomic = "64")]
    mod atomic {
        use core::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

        use crate::Rule;
        use crate::syntax::error::{RULE_WORDS, RuleSet};

        const RULES: usize = Rule::ALL.len();

        pub(crate) struct Table {
            words: [[AtomicU64; RULE_WORDS]; RULES],
            ready: [AtomicBool; RULES],
        }

        impl Table {
            pub(crate) const fn new() -> Table {
                Table {
                    words: [const { [const { AtomicU64::new(0) }; RULE_WORDS] }; RULES],
                    ready: [const { AtomicBool::new(false) }; RULES],
                }
            }

            pub(crate) fn get(&self, rule: Rule, compute: fn(Rule) -> RuleSet) -> RuleSet {
                let words = self.get_words(rule, |rule| compute(rule).words());
                RuleSet::from_words(words)
            }

            /// The entry as words, for a table of something other than a set of rules.
            pub(crate) fn get_words(
                &self,
                rule: Rule,
                compute: impl FnOnce(Rule) -> [u64; RULE_WORDS],
            ) -> [u64; RULE_WORDS] {
                let at = rule as usize;
                if self.ready[at].load(Ordering::Acquire) {
                    let mut words = [0; RULE_WORDS];
                    for (word, stored) in words.iter_mut().zip(&self.words[at]) {
                        *word = stored.load(Ordering::Relaxed);
                    }
                    return words;
                }
                let words = compute(rule);
                for (stored, word) in self.words[at].iter().zip(words) {
                    stored.store(word, Ordering::Relaxed);
                }
                self.ready[at].store(true, Ordering::Release);
                words
            }
        }

        /// A table of one 32-bit mask per rule, filled on first use; the top bit says it is filled.
        pub(crate) struct Masks {
            masks: [AtomicU32; RULES],
        }

        impl Masks {
            pub(crate) const fn new() -> Masks {
                Masks {
                    masks: [const { AtomicU32::new(0) }; RULES],
                }
            }

            pub(crate) fn get(&self, rule: Rule, compute: fn(Rule) -> u32) -> u32 {
                const READY: u32 = 1 << 31;
                let mask = self.masks[rule as usize].load(Ordering::Relaxed);
                if mask & READY != 0 {
                    return mask & !READY;
                }
                let mask = compute(rule) & !READY;
                self.masks[rule as usize].store(mask | READY, Ordering::Relaxed);
                mask
            }
        }
    }

    /// Without 64-bit atomics, every set is computed when it is asked for.
    #[cfg(not(target_has_atomic = "64"))]
    pub(crate) struct Table;

    #[cfg(not(target_has_atomic = "64"))]
    impl Table {
        pub(crate) const fn new() -> Table {
            Table
        }

        pub(crate) fn get(&self, rule: Rule, compute: fn(Rule) -> RuleSet) -> RuleSet {
            compute(rule)
        }

        pub(crate) fn get_words(
            &self,
            rule: Rule,
            compute: impl FnOnce(Rule) -> [u64; RULE_WORDS],
        ) -> [u64; RULE_WORDS] {
            compute(rule)
        }
    }

    #[cfg(not(target_has_atomic = "64"))]
    pub(crate) struct Masks;

    #[cfg(not(target_has_atomic = "64"))]
    impl Masks {
        pub(crate) const fn new() -> Masks {
            Masks
        }

        pub(crate) fn get(&self, rule: Rule, compute: fn(Rule) -> u32) -> u32 {
            compute(rule)
        }
    }
}

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

/// How far from the end of the input pest's index may be for the search to start there rather than with
/// the whole input: past this, asking first whether the whole input is the start of a valid string saves
/// the steps up to it.
const NEAR: usize = 64;

/// Inputs longer than this keep pest's index for a rule without [`Facts`]: the search would try dozens of
/// completions of prefixes of the input's length.
pub(crate) const LONG: usize = 8192;

/// The RFCs whose languages are made of URI characters (or IRI characters) in which `[`, `]` and `%` mean
/// what RFC 3986 says they mean: RFC 3986 itself, RFC 3987, and the scheme RFCs that build on them (not
/// RFC 6570, RFC 6068 with RFC 5322, or the core rules of RFC 5234, whose strings hold other characters).
const URI_LIKE: &[u16] = &[3986, 3987, 9110, 9112, 6454, 6455, 8089, 8141, 6874];

/// The core rules of RFC 5234 that only ever match URI characters.
const URI_CORE: &[Rule] = &[Rule::Alpha, Rule::Digit, Rule::Hexdig];

/// The rules of RFC 3986 3.2.2 that can be left open in the middle of an address: they need closers of
/// their own ([`INNER`]), which a host (or ihost) outside brackets never needs, since a host that is not
/// yet an IPv4address is a reg-name so far.
const ADDRESS: &[Rule] = &[
    Rule::Ipv4Address,
    Rule::DecOctet,
    Rule::Ipv6Address,
    Rule::H16,
    Rule::Ls32,
    Rule::IpvFuture,
];

/// What the search may take for granted about a rule's language: facts about single characters that
/// RFC 3986 section 2 and 3.2.2 (and RFC 3987 2.2) state for every URI, used to leave out completions that
/// cannot work and to see at once that some prefixes are no start of a valid string. They never decide
/// where a component begins or ends: that is still the grammar's to say.
#[derive(Clone, Copy)]
struct Facts {
    /// The rule's strings are made of URI characters (2: unreserved, reserved, `%`), or with `iri` of IRI
    /// characters (RFC 3987 2.2: also ucschar and iprivate); `[` and `]` occur only as the delimiters of an
    /// IP-literal (3.2.2), which holds only unreserved, sub-delims and `:`; and a `%` always begins a
    /// pct-encoded, two HEXDIGs (2.1). True for the rules of [`URI_LIKE`] RFCs that use no rule of another
    /// RFC but ALPHA, DIGIT and HEXDIG, except gen-delims and reserved (which match a lone `[` or `]`).
    uri: bool,
    /// The language is RFC 3987's: IRI characters.
    iri: bool,
    /// A rule of [`ADDRESS`] can be open outside an IP-literal: the rule is one of them or uses one other
    /// than through `host`, `ihost` or `IP-literal`.
    bare_address: bool,
}

impl Facts {
    /// The facts of `rule`'s language. Computed once per rule and kept, as [`closure`] is.
    fn of(rule: Rule) -> Facts {
        let bits = cache::FACTS.get(rule, |rule| {
            let facts = Facts::compute(rule);
            u32::from(facts.uri) | u32::from(facts.iri) << 1 | u32::from(facts.bare_address) << 2
        });
        Facts {
            uri: bits & 1 != 0,
            iri: bits & 2 != 0,
            bare_address: bits & 4 != 0,
        }
    }

    fn compute(rule: Rule) -> Facts {
        let all = closure(rule);
        let uri = all.iter().all(|r| {
            URI_LIKE.contains(&r.rfc()) && r != Rule::GenDelims && r != Rule::Reserved
                || URI_CORE.contains(&r)
        });
        let iri = all.iter().any(|r| r.rfc() == 3987);
        // The rules reached from `rule` without going through a host or an IP-literal.
        let mut reached = RuleSet::default();
        reached.insert(rule);
        let mut todo = Vec::from([rule]);
        while let Some(next) = todo.pop() {
            if matches!(next, Rule::Host | Rule::Ihost | Rule::IpLiteral) {
                continue;
            }
            for used in uses(next).iter() {
                if !reached.contains(used) {
                    reached.insert(used);
                    todo.push(used);
                }
            }
        }
        let bare_address = ADDRESS.iter().any(|&r| reached.contains(r));
        Facts {
            uri,
            iri,
            bare_address,
        }
    }

    /// Whether `c` may stand anywhere in a string of the language.
    fn allows(self, c: char) -> bool {
        match ascii(c) {
            Some(b) => percent::is_unreserved(b) || percent::is_reserved(b) || b == b'%',
            None => self.iri && (percent::is_ucschar(c) || percent::is_iprivate(c)),
        }
    }
}

/// Where a prefix stands as far as [`Facts`] go: inside an IP-literal not yet closed, and inside a
/// pct-encoded (after its `%`, or after its first HEXDIG).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Open {
    bracket: bool,
    /// 0 outside a pct-encoded, 1 after its `%`, 2 after its first HEXDIG.
    pct: u8,
}

impl Open {
    /// The state after `c`, or `None` when no string of the language has `c` here: a character the
    /// language does not have, a `]` that closes nothing, a character that an IP-literal cannot hold
    /// before its `]`, or a `%` not followed by two HEXDIGs.
    fn after(self, c: char, facts: Facts) -> Option<Open> {
        if self.pct > 0 {
            return c.is_ascii_hexdigit().then_some(Open {
                pct: (self.pct + 1) % 3,
                ..self
            });
        }
        if !facts.allows(c) {
            return None;
        }
        if self.bracket {
            let inside = ascii(c).is_some_and(|b| {
                percent::is_unreserved(b) || percent::is_sub_delim(b) || b == b':'
            });
            return match c {
                ']' => Some(Open::default()),
                _ if inside => Some(self),
                _ => None,
            };
        }
        match c {
            '[' => Some(Open {
                bracket: true,
                pct: 0,
            }),
            ']' => None,
            '%' => Some(Open { pct: 1, ..self }),
            _ => Some(self),
        }
    }

    /// The state at the end of `text`, when `text` is the start of a valid string (otherwise it does
    /// not matter: no completion works): only the last `[` or `]` and the last two characters count.
    fn at_end(text: &str) -> Open {
        let bracket = match (text.rfind('['), text.rfind(']')) {
            (Some(open), Some(close)) => open > close,
            (open, _) => open.is_some(),
        };
        let pct = match text.as_bytes() {
            [.., b'%'] => 1,
            [.., b'%', h] if h.is_ascii_hexdigit() => 2,
            _ => 0,
        };
        Open { bracket, pct }
    }
}

/// `c` as an ASCII byte, `None` outside ASCII.
fn ascii(c: char) -> Option<u8> {
    c.is_ascii().then_some(c as u8)
}

/// The first character of `input` that no string of the language can have where it stands, by [`Facts`]
/// alone: the input up to and including it is the start of no valid string. Its byte index.
fn first_impossible(input: &str, facts: Facts) -> Option<usize> {
    let mut open = Open::default();
    for (i, c) in input.char_indices() {
        match open.after(c, facts) {
            Some(next) => open = next,
            None => return Some(i),
        }
    }
    None
}

/// Whether `text` has no character that [`Facts`] rule out where it stands and leaves nothing open (no
/// pct-encoded after its `%` or first HEXDIG, no IP-literal before its `]`): one pass, for the parts of
/// a completed input that a rule may match whole.
fn closes(text: &str, facts: Facts) -> bool {
    let mut open = Open::default();
    for c in text.chars() {
        match open.after(c, facts) {
            Some(next) => open = next,
            None => return false,
        }
    }
    open == Open::default()
}

/// The spans of the pairs of a parse, each with the public rule of the pair (`None` for a rule of the
/// grammar that stands for no RFC rule), in the order of the tree; without `EOI`.
type Spans = Vec<(Option<Rule>, usize, usize)>;

fn spans(pairs: pest::iterators::Pairs<'_, crate::syntax::grammar::Rule>) -> Spans {
    tree(pairs).spans
}

/// The pairs of a parse as [`Spans`], with the depth of each in the tree (0 for the pairs at the top).
pub(crate) struct Tree {
    spans: Spans,
    depths: Vec<u16>,
}

pub(crate) fn tree(pairs: pest::iterators::Pairs<'_, crate::syntax::grammar::Rule>) -> Tree {
    fn walk(
        pairs: pest::iterators::Pairs<'_, crate::syntax::grammar::Rule>,
        depth: u16,
        tree: &mut Tree,
    ) {
        for pair in pairs {
            if pair.as_rule() == crate::syntax::grammar::Rule::EOI {
                continue;
            }
            let span = pair.as_span();
            tree.spans
                .push((Rule::from_pest(pair.as_rule()), span.start(), span.end()));
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
    pub(crate) fn open_at(&self, text: &str, index: usize, memo: &mut Memo) -> RuleSet {
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
/// rule's tails (see [`tails`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Candidate {
    Keyword { tail: u8 },
    Closer { head: u8, tail: u8 },
}

/// The search for completions of one rule's prefixes, with its buffer and what it learned.
pub(crate) struct Search {
    rule: Rule,
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
}

impl Search {
    pub(crate) fn new(rule: Rule) -> Search {
        let (inner, tails) = tails(rule);
        let mut keyword_text = String::new();
        keyword(rule, &mut keyword_text);
        Search {
            rule,
            inner,
            tails,
            keyword: keyword_text,
            facts: Facts::of(rule),
            prune: true,
            buf: String::new(),
            list: Vec::new(),
            seen: Vec::new(),
            trees: Vec::new(),
        }
    }

    /// The same search, trying every completion (for the tests that compare the two).
    #[cfg(test)]
    fn exhaustive(rule: Rule) -> Search {
        Search {
            prune: false,
            ..Search::new(rule)
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
        self.buf = buf;
        if let Some(&(_, _, known)) = self
            .seen
            .iter()
            .find(|&&(len, c, _)| len == prefix.len() && c == candidate)
        {
            return known;
        }
        let matched = match UriParser::parse(self.rule.whole(), &self.buf) {
            Ok(pairs) => {
                // The tree of what matched, for the completion that may be the answer: kept, so that
                // explaining the error does not parse the same text again.
                self.trees.push((prefix.len(), candidate, tree(pairs)));
                true
            }
            Err(_) => false,
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
    pub(crate) fn find(&mut self, input: &str, from: usize) -> Completion {
        let facts = self.prune && self.facts.uri;
        if !facts && input.len() > LONG {
            let index = (0..=from.min(input.len()))
                .rev()
                .find(|&i| input.is_char_boundary(i))
                .unwrap_or(0);
            return Completion {
                index,
                completion: String::new(),
                control: false,
                rule: self.rule,
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
    fn finish(&mut self, input: &str, index: usize) -> Completion {
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
        Completion {
            index,
            completion,
            control,
            rule: self.rule,
            keyword: self.keyword.len(),
            tree,
            facts: self.facts,
        }
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
    /// The length of the rule's keyword (see [`keyword`]).
    keyword: usize,
    /// The spans of the pairs of the completed input, when the search parsed it.
    tree: Option<Tree>,
    /// What the rule's strings are made of.
    facts: Facts,
}

impl Completion {
    /// Finds the longest prefix of `input` that can be completed into a match of `rule`, starting the
    /// search at `from` (pest's index, usually the answer or close to it).
    /// `input` is one that does not match the rule (the parse that failed already said so, and the
    /// search does not ask again).
    pub(crate) fn find(rule: Rule, input: &str, from: usize) -> Completion {
        let mut search = Search::new(rule);
        search
            .seen
            .push((input.len(), Candidate::Closer { head: 0, tail: 0 }, false));
        search.find(input, from)
    }

    /// The completed input: the prefix and the completion.
    fn completed(&self, input: &str) -> Option<String> {
        let prefix = input.get(..self.index)?;
        let mut text = String::with_capacity(prefix.len() + self.completion.len());
        text.push_str(prefix);
        text.push_str(&self.completion);
        Some(text)
    }

    /// When the completion is empty (the input up to the index matches the rule) and the search kept the
    /// parse of that prefix: the rules of it that end at the index and could have gone on, as
    /// [`Tree::open_at`] finds them. `None` when the completion is not empty or no parse was kept.
    pub(crate) fn open_at(&self, input: &str, memo: &mut Memo) -> Option<RuleSet> {
        let tree = self.tree.as_ref().filter(|_| self.completion.is_empty())?;
        Some(tree.open_at(input.get(..self.index)?, self.index, memo))
    }

    /// Whether the index is that of a character that no string of the rule's language holds anywhere (by
    /// [`Facts`]: a space, a quote, a backslash, a character outside ASCII in a URI), with the input before
    /// it valid as it is (the completion is empty).
    pub(crate) fn stops_at_a_foreign_character(&self, input: &str) -> bool {
        self.facts.uri
            && self.completion.is_empty()
            && input
                .get(self.index..)
                .and_then(|rest| rest.chars().next())
                .is_some_and(|c| !self.facts.allows(c))
    }

    /// The completed input parsed once, for [`Analysis::expected`] and [`Analysis::context`]; `None` when
    /// the completion is empty (the input up to the index matches the rule already).
    pub(crate) fn analyse(&mut self, input: &str, memo: &mut Memo) -> Option<Analysis> {
        if self.completion.is_empty() {
            return None;
        }
        let text = self.completed(input)?;
        // Every pair's span, for the parts below: those the search kept, or a parse of the text.
        let spans = match self.tree.take() {
            Some(tree) => tree.spans,
            None => spans(UriParser::parse(self.rule.whole(), &text).ok()?),
        };
        let enclosing = self.enclosing(&text, &spans, memo);
        Some(Analysis {
            rule: self.rule,
            index: self.index,
            completion_len: self.completion.len(),
            text,
            spans,
            enclosing,
        })
    }

    /// The rule being matched at the index, and where its match begins and ends in the completed input:
    /// the innermost rule, among the rule checked and the rules it uses, whose match begins before the
    /// index and takes the completion's character there (`pct-encoded` for `%4`, `IP-literal` for `[::1`,
    /// `IPv4address` for `1.2.3`). The parse tree of the completed input says where the rules are; inside a
    /// rule that makes no pairs for its parts (an atomic one), the shortest part that one of the rules it
    /// uses matches is the innermost.
    fn enclosing(
        &self,
        text: &str,
        spans: &[(Option<Rule>, usize, usize)],
        memo: &mut Memo,
    ) -> Enclosing {
        let index = self.index;
        let (mut rule, mut from, mut to) = (self.rule, 0, text.len());
        let allowed = closure(self.rule);
        for &(r, s, e) in spans {
            if let Some(r) = r.filter(|&r| allowed.contains(r))
                && s < index
                && index < e
                && e - s <= to - from
            {
                (rule, from, to) = (r, s, e);
            }
        }
        // Inside the rule's keyword, what is being matched is literal text: the innermost rule whose
        // pair holds it (`file-scheme` for the `file` of a file-URI), or the rule checked (the `http://`
        // of an http-URI), not a rule that some letter of it would also match.
        if index < self.keyword {
            return Enclosing {
                rule,
                from,
                to,
                atomic: false,
            };
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
        // (The rules of the pairs a part takes, once per part: a rule takes the part when its closure,
        // which holds the rule itself, holds them all.)
        let taken = |a: usize, b: usize| {
            let mut set = RuleSet::default();
            for &(p, s, e) in &inside {
                if let Some(p) = p.filter(|_| a <= s && e <= b) {
                    set.insert(p);
                }
            }
            set
        };
        let candidates = closure(rule);
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
            // No rule whose strings the facts hold for matches a part with an impossible character, or
            // that leaves a pct-encoded or an IP-literal open (`%2` of `%25`).
            .filter(|&(s, e)| {
                // (Every character of the completed input is one its language has, so only a part
                // with a `%`, `[` or `]` can fail.)
                !self.facts.uri
                    || !text[s..e].bytes().any(|b| matches!(b, b'%' | b'[' | b']'))
                    || closes(&text[s..e], self.facts)
            })
            .collect();
        // Of the rules that match a part, the innermost (one that uses none of the others that match a part:
        // `pct-encoded` for the `%40` of a segment, though the shorter `40` is a segment too), at the
        // shortest part with the latest start, and of those the first in the RFC's order. Asked part by
        // part in that order, so that the search stops at the answer; a rule is innermost when no rule
        // it uses matches a part (the part at hand asked first, where they usually do).
        // The rules that may be found for a part: not the rule around it, not a whole reference, and
        // using every rule of the pairs the part takes.
        let mut anywhere = candidates;
        anywhere.remove(rule);
        anywhere.retain(|r| !is_reference(r));
        let eligible = |taken: RuleSet| {
            let mut set = anywhere;
            for p in taken.iter() {
                set = set.and(users(p));
            }
            set
        };
        let mut order: Vec<(usize, usize, RuleSet)> = parts
            .into_iter()
            .map(|(s, e)| (s, e, eligible(taken(s, e))))
            .collect();
        order.sort_by_key(|&(s, e, _)| (e - s, core::cmp::Reverse(s)));
        for &(start, end, here) in &order {
            for r in here.iter() {
                if single(r) {
                    continue;
                }
                let mut inner = closure(r).and(candidates);
                inner.remove(r);
                // (A part has two characters at least: a rule of one character matches none.)
                inner.retain(|o| !single(o));
                let excluded = inner
                    .and(here)
                    .iter()
                    .any(|o| memo.matches(o, &text[start..end]))
                    || inner.iter().any(|o| {
                        order
                            .iter()
                            .any(|&(s, e, t)| t.contains(o) && memo.matches(o, &text[s..e]))
                    });
                // (Whether an inner rule matches is asked first: when one does, the rule is not the
                // innermost whether it matches or not, and the grammar need not be asked about it.)
                if !excluded && memo.matches(r, &text[start..end]) {
                    return Enclosing {
                        rule: r,
                        from: start,
                        to: end,
                        atomic: true,
                    };
                }
            }
        }
        Enclosing {
            rule,
            from,
            to,
            atomic,
        }
    }
}

/// The grammar's verdicts on the small texts that explaining an error asks about, often more than once:
/// for each text, the rules asked and the rules that matched.
#[derive(Default)]
pub(crate) struct Memo {
    /// (A list: an error asks about a few texts, and a map's nodes cost more than the search.)
    seen: Vec<(String, RuleSet, RuleSet)>,
}

impl Memo {
    /// Whether the whole of `text` matches `rule`.
    pub(crate) fn matches(&mut self, rule: Rule, text: &str) -> bool {
        // A text with a character the rule's strings never hold, or of more than one character for a
        // rule whose strings are one, is not asked of the grammar (nor kept: the test is cheaper).
        if !Alphabet::of(rule).holds(text) || single(rule) && text.chars().nth(1).is_some() {
            return false;
        }
        let at = self.seen.iter().position(|(seen, _, _)| seen == text);
        if let Some((_, asked, matched)) = at.map(|at| &self.seen[at])
            && asked.contains(rule)
        {
            return matched.contains(rule);
        }
        let yes = UriParser::parse(rule.whole(), text).is_ok();
        let at = at.unwrap_or_else(|| {
            self.seen
                .push((String::from(text), RuleSet::default(), RuleSet::default()));
            self.seen.len() - 1
        });
        let (_, asked, matched) = &mut self.seen[at];
        asked.insert(rule);
        if yes {
            matched.insert(rule);
        }
        yes
    }
}

/// The completed input of an error, parsed, with the rule being matched at the index.
pub(crate) struct Analysis {
    rule: Rule,
    index: usize,
    completion_len: usize,
    text: String,
    spans: Vec<(Option<Rule>, usize, usize)>,
    enclosing: Enclosing,
}

impl Analysis {
    /// The rule being matched at the index (see [`Completion::enclosing`]), for the "while matching" line
    /// of a rendered error.
    pub(crate) fn context(&self) -> Rule {
        self.enclosing.rule
    }

    /// Where the match of [`context`](Analysis::context) begins.
    pub(crate) fn context_start(&self) -> usize {
        self.enclosing.from
    }

    /// The rules that could go on at the index, given the rule being matched there: those it uses that
    /// begin at the index in the completed input (`HEXDIG` after `%4`), those that end at the index and
    /// could take another character (`userinfo` in `u:p` before the `@` that ends it, `dec-octet` after
    /// `1.2.3`), and the rule being matched itself when nothing that it uses begins at the index (what
    /// goes on is one of its literals, the `.` of `1.2.3`).
    pub(crate) fn expected(&self, memo: &mut Memo) -> RuleSet {
        let mut set = RuleSet::default();
        let Enclosing {
            rule: context,
            from,
            to,
            atomic,
        } = self.enclosing;
        let (index, text) = (self.index, self.text.as_str());
        // The rules of the completed input's parse tree (those that make pairs: the rule checked and the
        // rules it uses), with their spans.
        let allowed = closure(self.rule);
        let tree: Vec<(Rule, usize, usize)> = self
            .spans
            .iter()
            .filter_map(|&(r, s, e)| Some((r.filter(|&r| allowed.contains(r))?, s, e)))
            .collect();
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
            for end in ends.take(self.completion_len) {
                for used in uses(context).iter() {
                    if !memo.matches(used, &text[index..end]) {
                        continue;
                    }
                    let taken = samples(used);
                    let free = GO_ON.iter().enumerate().all(|(i, sample)| {
                        taken & 1 << i == 0 || {
                            buf.clear();
                            buf.push_str(&text[from..index]);
                            buf.push_str(sample);
                            buf.push_str(&text[end..to]);
                            memo.matches(context, &buf)
                        }
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
        for r in innermost_open(&ending, text, memo).iter() {
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
pub(crate) fn innermost_open(
    ending: &[(Rule, usize, usize)],
    text: &str,
    memo: &mut Memo,
) -> RuleSet {
    // The narrowest spans first, and of two with the same span the later in the tree (the inner one): a
    // rule is asked whether it could go on only when no rule it uses that could go on lies inside its span
    // (then it is left out whatever the answer; and a rule wider than it that uses it uses the inner one
    // too).
    let mut order: Vec<(usize, (Rule, usize, usize))> =
        ending.iter().copied().enumerate().collect();
    order.sort_by_key(|&(i, (_, s, e))| (e - s, core::cmp::Reverse(i)));
    let mut open: Vec<(Rule, usize, usize)> = Vec::new();
    let mut set = RuleSet::default();
    for &(_, (r, s, e)) in &order {
        let uses = closure(r);
        let wider = open
            .iter()
            .any(|&(o, os, oe)| o != r && s <= os && oe <= e && uses.contains(o));
        if !wider && could_go_on(r, &text[s..e], memo) {
            open.push((r, s, e));
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
pub(crate) fn could_go_on(rule: Rule, part: &str, memo: &mut Memo) -> bool {
    // A repetition takes one more character whenever one alone would do.
    if part.is_empty() || repetition(rule) {
        return samples(rule) != 0;
    }
    let mut buf = String::with_capacity(part.len() + 4);
    GO_ON.iter().any(|c| {
        buf.clear();
        buf.push_str(part);
        buf.push_str(c);
        memo.matches(rule, &buf)
    })
}

/// The rule being matched at an error's index, where its match begins and ends in the completed input, and
/// whether the grammar shows its parts (when it does not, the rules it uses are asked directly).
#[derive(Clone, Copy)]
struct Enclosing {
    rule: Rule,
    from: usize,
    to: usize,
    atomic: bool,
}

/// One character of each class that the grammars tell apart (and a `pct-encoded`), to ask whether a rule's
/// match could take one more: a character-class test, the grammar decides.
/// The order only decides how soon a rule that can go on is seen to: most take a letter, a path a `/`, a
/// port or an octet a digit.
const GO_ON: &[&str] = &[
    "a", "/", "0", "-", ".", "_", "~", "!", "=", ":", "@", "?", "%41", "v", "\u{e9}", "\u{e000}",
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

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::Search;
    use crate::Rule;

    /// The inputs of the rule vectors, with their rules.
    fn vectors() -> Vec<(Rule, String)> {
        let mut out = Vec::new();
        for text in [
            include_str!("../../../tests/data/rules.json"),
            include_str!("../../../tests/data/iri_rules.json"),
            include_str!("../../../tests/data/schemes/scheme_rules.json"),
        ] {
            let cases: serde_json::Value = serde_json::from_str(text).unwrap();
            for case in cases.as_array().unwrap() {
                let rule = case["rule"].as_str().unwrap().parse::<Rule>();
                if let (Ok(rule), Some(input)) = (rule, case["input"].as_str()) {
                    out.push((rule, String::from(input)));
                }
            }
        }
        out
    }

    /// Near misses of `input`: one or two characters inserted, removed or replaced, chosen by `seed`.
    fn near_misses(input: &str, seed: &mut u64) -> Vec<String> {
        const CHARS: &[char] = &[
            ':', '/', '?', '#', '[', ']', '@', '%', '!', '=', '-', '.', '~', '0', '9', 'a', 'F',
            'g', 'v', ' ', 'é', '\u{a0}', '\u{e000}', '\\', '|', '"',
        ];
        let mut next = |n: usize| {
            *seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (*seed >> 33) as usize % n.max(1)
        };
        (0..4)
            .map(|_| {
                let mut chars: Vec<char> = input.chars().collect();
                for _ in 0..1 + next(2) {
                    let at = next(chars.len() + 1);
                    let c = CHARS[next(CHARS.len())];
                    match next(3) {
                        0 if at < chars.len() => {
                            chars.remove(at);
                        }
                        1 if at < chars.len() => chars[at] = c,
                        _ => chars.insert(at, c),
                    }
                }
                chars.into_iter().collect()
            })
            .collect()
    }

    /// The rules of one character are those whose every string the grammar says is one character: the
    /// one-character ones match a character of each class and no pair of them.
    #[test]
    fn single_character_rules() {
        let singles: Vec<Rule> = Rule::ALL
            .iter()
            .copied()
            .filter(|&r| super::single(r))
            .collect();
        for rule in [
            Rule::Alpha,
            Rule::Digit,
            Rule::Hexdig,
            Rule::Unreserved,
            Rule::SubDelims,
        ] {
            assert!(singles.contains(&rule), "{rule}");
        }
        for rule in [
            Rule::Pchar,
            Rule::PctEncoded,
            Rule::Segment,
            Rule::DecOctet,
            Rule::H16,
        ] {
            assert!(!singles.contains(&rule), "{rule}");
        }
        for &rule in &singles {
            for a in super::GO_ON {
                for b in super::GO_ON {
                    let two = alloc::format!("{a}{b}");
                    assert!(!rule.matches(&two), "{rule} {two:?}");
                }
            }
        }
    }

    /// Every character of every string of a rule's vectors is in the rule's [`Alphabet`](super::Alphabet),
    /// and no near miss that the alphabet or the one-character test turns away matches the rule: the
    /// tests that spare [`Memo`](super::Memo) a parse never answer for the grammar.
    #[test]
    fn the_memo_filters_only_refuse_what_the_grammar_refuses() {
        let mut seed = 20_261_126;
        let mut refused = 0;
        for (rule, input) in vectors() {
            if rule.matches(&input) {
                assert!(super::Alphabet::of(rule).holds(&input), "{rule} {input:?}");
            }
            for text in near_misses(&input, &mut seed) {
                let filtered = !super::Alphabet::of(rule).holds(&text)
                    || super::single(rule) && text.chars().nth(1).is_some();
                if filtered {
                    assert!(!rule.matches(&text), "{rule} {text:?}");
                    refused += 1;
                }
            }
        }
        assert!(refused > 1_000, "{refused}");
        // The alphabets are those of the ABNF: a few by hand.
        let userinfo = super::Alphabet::of(Rule::Userinfo);
        assert!(userinfo.holds("a-Z.0~:%!$&'()*+,;="));
        for c in ["@", "/", "?", "#", "[", "]", " ", "é"] {
            assert!(!userinfo.holds(c), "{c:?}");
        }
        assert!(super::Alphabet::of(Rule::Iuserinfo).holds("é"));
        assert!(super::Alphabet::of(Rule::Hexdig).holds("0aF"));
        assert!(!super::Alphabet::of(Rule::Hexdig).holds("g"));
    }

    /// The repetitions are the rules the ABNF writes as one, and for each, a match takes one more
    /// character exactly when one character alone matches: what [`could_go_on`](super::could_go_on)
    /// answers for them without asking the grammar.
    #[test]
    fn repetitions() {
        let stars: Vec<Rule> = Rule::ALL
            .iter()
            .copied()
            .filter(|&r| super::repetition(r))
            .collect();
        for rule in [
            Rule::Userinfo,
            Rule::RegName,
            Rule::Port,
            Rule::Segment,
            Rule::Query,
            Rule::Fragment,
            Rule::Iuserinfo,
            Rule::IregName,
            Rule::Isegment,
            Rule::Iquery,
            Rule::Ifragment,
            Rule::PathAbempty,
            Rule::IpathAbempty,
            #[cfg(feature = "template")]
            Rule::UriTemplate,
        ] {
            assert!(stars.contains(&rule), "{rule}");
        }
        for rule in [
            Rule::PathAbsolute,
            Rule::Pchar,
            Rule::SegmentNz,
            Rule::Host,
            Rule::DecOctet,
        ] {
            assert!(!stars.contains(&rule), "{rule}");
        }
        let mut compared = 0;
        for (rule, input) in vectors() {
            if !stars.contains(&rule) || !rule.matches(&input) {
                continue;
            }
            let one_alone = super::samples(rule) != 0;
            let one_more = super::GO_ON
                .iter()
                .any(|c| rule.matches(&alloc::format!("{input}{c}")));
            assert_eq!(one_more, one_alone, "{rule} {input:?}");
            compared += 1;
        }
        assert!(compared > 100, "{compared}");
    }

    /// The error of an input with a character no string of its rule has, built without pest's parse of
    /// the input when that parse would add nothing, is the error the parse gives: on every near miss of
    /// every rule's vectors that holds such a character.
    #[test]
    fn errors_at_a_foreign_character_need_no_parse_of_the_input() {
        let mut seed = 20_261_127;
        let mut built = 0;
        for (rule, input) in vectors() {
            for text in near_misses(&input, &mut seed) {
                let Some(err) = crate::syntax::error::ParseError::of_foreign_character(rule, &text)
                else {
                    continue;
                };
                assert_eq!(Err(err), rule.check(&text), "{rule} {text:?}");
                built += 1;
            }
        }
        assert!(built > 1_000, "{built}");
    }

    /// [`Completion::find`] records that the input itself (the empty head with the empty tail) does not
    /// match: every set of closers and of tails begins with the empty string.
    #[test]
    fn every_set_begins_with_the_empty_completion() {
        for &rule in Rule::ALL {
            let (inner, tails) = super::tails(rule);
            assert_eq!((inner[0], tails[0]), ("", ""), "{rule}");
        }
    }

    /// Leaving out the completions that the facts of RFC 3986 sections 2 and 3.2.2 rule out, and taking
    /// the first impossible character as a bound, changes no answer: the index, the completion and
    /// whether it encodes a control are those of the search that tries every completion from the same
    /// start.
    #[test]
    fn pruning_changes_no_answer() {
        let mut seed = 20_261_125;
        let mut compared = 0;
        for (rule, input) in vectors() {
            for text in near_misses(&input, &mut seed) {
                if rule.matches(&text) {
                    continue;
                }
                for from in [0, text.len() / 2, text.len()] {
                    let from = (0..=from)
                        .rev()
                        .find(|&i| text.is_char_boundary(i))
                        .unwrap();
                    let every = Search::exhaustive(rule).find(&text, from);
                    let pruned = Search::new(rule).find(&text, from);
                    assert_eq!(
                        (pruned.index, &pruned.completion, pruned.control),
                        (every.index, &every.completion, every.control),
                        "{rule} {text:?} from {from}"
                    );
                }
                compared += 1;
            }
        }
        assert!(compared > 5_000, "{compared}");
    }
}
