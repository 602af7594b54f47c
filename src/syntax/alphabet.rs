//! [`Alphabet`]: the characters that can stand in a rule's strings, read from its ABNF.

use alloc::vec::Vec;

use crate::Rule;
use crate::syntax::abnf::{Token, Tokens};
use crate::syntax::cache::Table;
use crate::syntax::graph::closure;
use crate::syntax::rule_set::RULE_WORDS;

static ALPHABETS: Table = Table::new();

/// The characters that can stand in a string of a rule, by its ABNF (RFC 5234): those of its quoted
/// strings (in either case, as ABNF compares them, 2.3), of its numeric values (`%x41-5A`, `%d13.10`), and of
/// the rules it uses. A character-class test: it never says where a match begins or ends, only that a
/// text holding a character outside the set is no string of the rule, which spares asking the grammar.
/// A rule whose ABNF names something this table does not know may hold any character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alphabet {
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
    pub fn of(rule: Rule) -> Alphabet {
        let words = ALPHABETS.get_words(rule, |rule| {
            let mut all = Alphabet {
                ascii: 0,
                other: false,
            };
            for r in closure(rule).iter() {
                let own = Alphabet::own(r);
                all.ascii |= own.ascii;
                all.other |= own.other;
            }
            let mut words = [0; RULE_WORDS];
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
    pub fn holds(self, text: &str) -> bool {
        text.chars().all(|c| match c {
            '\0'..='\x7f' => self.ascii & 1 << (c as u32) != 0,
            _ => self.other,
        })
    }
}
