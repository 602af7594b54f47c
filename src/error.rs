//! The error of parsing: where the input stopped matching, and which rules of RFC 3986 were expected there.

use core::fmt;

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
/// assert_eq!(err.expected().collect::<Vec<_>>(), [Rule::Port, Rule::PathAbempty]);
/// assert_eq!(err.to_string(), "invalid URI reference at index 21: expected port or path-abempty");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid {} at index {index}{}", What(*.rule), Expecting(.expected))]
pub struct ParseError {
    index: usize,
    rule: Rule,
    expected: RuleSet,
}

impl ParseError {
    /// The byte index of the input where it stopped matching the grammar.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The rule that the whole input was parsed as (`URI-reference` for [`UriRef::parse`](crate::UriRef::parse)).
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The rules that could have matched, or gone on matching, at [`index`](ParseError::index), in the RFC's
    /// order.
    pub fn expected(&self) -> impl Iterator<Item = Rule> + '_ {
        self.expected.iter()
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
        ParseError {
            index,
            rule,
            expected,
        }
    }
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

/// A set of [`Rule`]s, as a bit set in the RFC's order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct RuleSet(u64);

impl RuleSet {
    pub(crate) fn insert(&mut self, rule: Rule) {
        self.0 |= 1 << rule as u32;
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Rule> + '_ {
        Rule::ALL
            .iter()
            .copied()
            .filter(move |&r| self.0 & (1 << r as u32) != 0)
    }
}

impl fmt::Debug for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// What was being parsed, in words: the four kinds of reference read as prose, other rules by name.
struct What(Rule);

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Rule::UriReference => "URI reference",
            Rule::Uri => "URI",
            Rule::RelativeRef => "relative reference",
            Rule::AbsoluteUri => "absolute URI",
            rule => rule.name(),
        })
    }
}

/// `: expected a, b or c`, or nothing when the set is empty.
struct Expecting<'a>(&'a RuleSet);

impl fmt::Display for Expecting<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.0.iter().count();
        for (i, rule) in self.0.iter().enumerate() {
            let sep = match i {
                0 => ": expected ",
                i if i + 1 == count => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{rule}")?;
        }
        Ok(())
    }
}
