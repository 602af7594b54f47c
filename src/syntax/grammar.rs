//! The parsers that `pest_derive` generates from the grammar files. The whole one, [`UriParser`], loads
//! them all: `grammar/uri.pest` (RFC 3986) first, then RFC 3987's, RFC 6570's, the intake grammars (the
//! legacy IPv4 forms, where a password would stand, Appendix B and Appendix C) and the scheme grammars, each
//! file using the rules of the files before it. Each file says at its top where it loads (`// order: N`), the
//! feature that compiles it in (`// feature: ...`) and the specifications it quotes (`// spec: ...`); `codegen/`
//! writes the struct below with one `#[grammar]` attribute per file from those lines
//! (`src/syntax/generated/parser.rs`), as it writes the rule table. pest reads the files as one text, so only
//! the first may open with a `//!` header. The small one, [`strict::StrictParser`], loads the files that say
//! `// parser: strict` (RFC 3986's rules, and the two intake grammars that an error of theirs reads): the URI
//! types parse with it, so that a program that parses only URIs links no other grammar ([`Family`]).
//! Private: the public API speaks in its own types (`crate::Rule`, `crate::ParseError`), so that pest stays an
//! implementation detail.

// The struct and its `#[grammar]` attributes, generated from the grammar files' `// order:` and `// feature:`
// lines (`codegen/`, `cargo run -p rfc3986-codegen`).
include!("generated/parser.rs");

/// A generated parser's rule type, as the whole parser's [`Rule`]: the lowering and the error engine read
/// the pairs of either parser by it.
pub trait Lift: pest::RuleType {
    /// The whole parser's rule of the same name.
    fn lift(self) -> Rule;
}

impl Lift for Rule {
    fn lift(self) -> Rule {
        self
    }
}

/// One of the generated parsers: [`Full`], every grammar, and [`Strict`], RFC 3986's rules alone. Each is a
/// type, so that the code that parses with one names only that one, and a program links the grammars it
/// calls: `Uri::parse` and its errors reach [`Strict`] alone (`docs/design.md`, "A parser per family").
pub trait Family {
    /// The parser's own rule type.
    type Rule: Lift;
    /// Its `EOI`.
    const EOI: Self::Rule;
    /// Whether it is the whole parser, whose rules include those that a check after the grammar applies
    /// to (RFC 4516's decoded elements: `lang::after_grammar_in`), so that the small one links no such check.
    const WHOLE: bool;
    /// pest's parse of `input` from `entry`, a rule of the whole parser; `None` when this parser does not
    /// have it.
    #[allow(clippy::type_complexity)]
    fn parse(
        entry: Rule,
        input: &str,
    ) -> Option<Result<pest::iterators::Pairs<'_, Self::Rule>, pest::error::Error<Self::Rule>>>;
}

/// The parser of every grammar.
pub struct Full;

impl Family for Full {
    type Rule = Rule;
    const EOI: Rule = Rule::EOI;
    const WHOLE: bool = true;
    #[inline]
    fn parse(
        entry: Rule,
        input: &str,
    ) -> Option<Result<pest::iterators::Pairs<'_, Rule>, pest::error::Error<Rule>>> {
        Some(<UriParser as pest::Parser<Rule>>::parse(entry, input))
    }
}

/// The small parser of RFC 3986's strict rules (`generated/strict.rs`, from the files that say `// parser:
/// strict`). Built with `--cfg rfc3986_one_parser` (as the static page is, which calls every grammar
/// anyway), it is [`Full`]: one parser, and no second copy of RFC 3986's rules.
#[cfg(not(rfc3986_one_parser))]
pub mod strict {
    include!("generated/strict.rs");
}

/// The parser of RFC 3986's strict rules alone.
#[cfg(not(rfc3986_one_parser))]
pub struct Strict;

#[cfg(not(rfc3986_one_parser))]
impl Family for Strict {
    type Rule = strict::Rule;
    const EOI: strict::Rule = strict::Rule::EOI;
    const WHOLE: bool = false;
    #[inline]
    fn parse(
        entry: Rule,
        input: &str,
    ) -> Option<Result<pest::iterators::Pairs<'_, strict::Rule>, pest::error::Error<strict::Rule>>>
    {
        let entry = strict::narrow(entry)?;
        Some(<strict::StrictParser as pest::Parser<strict::Rule>>::parse(
            entry, input,
        ))
    }
}

/// One parser for every grammar (`--cfg rfc3986_one_parser`).
#[cfg(rfc3986_one_parser)]
pub type Strict = Full;
