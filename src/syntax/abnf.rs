//! The ABNF of the rules (RFC 5234), read as far as the rest of the crate needs: its tokens, the literal
//! text a rule begins with, and which rules are one character or a repetition. [`Rule::abnf`] is the one
//! place the ABNF is written; this module reads that text, never the input.

use alloc::string::String;
use alloc::vec::Vec;

use crate::Rule;
use crate::syntax::cache::Masks;

static SINGLE: Masks = Masks::new();
static REPETITION: Masks = Masks::new();

/// The literal text that every string of `rule` begins with, from its ABNF: the quoted strings (and rules
/// that are only quoted strings) it starts with, such as `http://` for `http-URI` and `urn:` for
/// `namestring`. A prefix of it is completed by the rest of it and one of the [the closers](crate::syntax::error). Returns whether
/// the whole rule is that text. A rule with an alternative (`/` outside a quoted string) begins with no
/// text of its own (`host`, whose first alternative begins with `[`, adds nothing to `ws://`).
pub fn keyword(rule: Rule, out: &mut String) -> bool {
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
pub enum Token<'a> {
    /// A quoted string, without its quotes.
    Literal(&'a str),
    /// A rule name (also one written as prose, `<pchar>`).
    Name(&'a str),
    /// A numeric value (RFC 5234 2.3), without its `%`: `x41-5A`, `d13.10`.
    Value(&'a str),
    /// Anything else, one character: repetition (`*` and its counts), option, alternation, grouping.
    Other(u8),
}

pub struct Tokens<'a> {
    abnf: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    pub fn new(abnf: &'a str) -> Tokens<'a> {
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

/// Whether every string of `rule` is one character, by its ABNF: alternatives that are each a quoted
/// character, a numeric value or range (`%x41-5A`), or such a rule (`HEXDIG`, `unreserved`, `gen-delims`).
/// Computed once per rule and kept.
pub fn single(rule: Rule) -> bool {
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
    SINGLE.get(rule, compute) != 0
}

/// Whether `rule` is a repetition, by its ABNF: `*X` or `*( ... )` and nothing else (`userinfo`,
/// `reg-name`, `port`, `path-abempty`, `segment`, `query`). Its strings are the concatenations of any
/// number of the strings of what is repeated, so a match can take one more character exactly when one
/// character alone matches (the errors ask whether a match could go on): a one-character string of such a language is one of the
/// strings repeated. Computed once per rule and kept.
pub fn repetition(rule: Rule) -> bool {
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
    REPETITION.get(rule, compute) != 0
}
