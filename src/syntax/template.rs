//! The syntax of URI Templates (RFC 6570 2): a template's parse, which refuses the `op-reserve` operators
//! as section 3 says a processor does, and [`TemplateError`], why a string is not a template that can be
//! expanded or matched. Here rather than in the library's `template` layer so that `rfc3986-macros` checks a
//! `template!` literal with it alone; the library re-exports the error as `rfc3986::template::TemplateError`.

use pest::Parser as _;
use pest::iterators::Pairs;

use crate::syntax::error::ParseError;
use crate::syntax::grammar::{Rule as R, UriParser};
use crate::syntax::rule::Rule;

/// Parses `text` with the grammar of RFC 6570 section 2 (`URI-Template`) and refuses an expression
/// whose operator is one of `op-reserve`: the parse, for the template layer to lower.
///
/// # Errors
///
/// [`TemplateError::Syntax`] where the text stops matching `URI-Template`, else
/// [`TemplateError::ReservedOperator`] at the first reserved operator.
pub fn parse(text: &str) -> Result<Pairs<'_, R>, TemplateError> {
    let pairs = Rule::UriTemplate.parse_whole(text).map_err(|err| {
        TemplateError::Syntax(ParseError::from_pest(Rule::UriTemplate, text, &err))
    })?;
    let operators = pairs
        .clone()
        .flatten()
        .filter(|p| p.as_rule() == R::operator);
    for operator in operators {
        if UriParser::parse(R::whole_op_reserve, operator.as_str()).is_ok() {
            return Err(TemplateError::ReservedOperator {
                index: operator.as_span().start(),
                operator: operator.as_str().chars().next().unwrap_or_default(),
            });
        }
    }
    Ok(pairs)
}

/// Why a string is not a URI Template that can be expanded or matched.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TemplateError {
    /// The string does not match `URI-Template` (RFC 6570 2, with erratum EID 6937): where and which rules
    /// were expected, as for any rule.
    #[error(transparent)]
    Syntax(ParseError),
    /// An expression uses an operator of `op-reserve` (`=`, `,`, `!`, `@`, `|`): valid syntax, reserved
    /// for future extensions (2.2); a processor does not expand such an expression and reports an error
    /// (section 3).
    #[error(
        "operator {operator:?} at index {index} is reserved for future extensions (RFC 6570 2.2): \
         a template processor reports the expression as an error (RFC 6570 3)"
    )]
    #[non_exhaustive]
    ReservedOperator {
        /// The byte index of the operator.
        index: usize,
        /// The operator.
        operator: char,
    },
}

impl TemplateError {
    /// The byte index where the template went wrong.
    #[must_use]
    pub fn index(&self) -> usize {
        match self {
            TemplateError::Syntax(err) => err.index(),
            TemplateError::ReservedOperator { index, .. } => *index,
        }
    }

    /// The rules the template could have gone on with at [`index`](TemplateError::index): those of the
    /// syntax error, or `op-level2` and `op-level3` in place of a reserved operator.
    pub fn expected(&self) -> impl Iterator<Item = Rule> + '_ {
        let reserved: &[Rule] = match self {
            TemplateError::Syntax(_) => &[],
            TemplateError::ReservedOperator { .. } => &[Rule::OpLevel2, Rule::OpLevel3],
        };
        let syntax = match self {
            TemplateError::Syntax(err) => Some(err.expected()),
            TemplateError::ReservedOperator { .. } => None,
        };
        syntax.into_iter().flatten().chain(reserved.iter().copied())
    }
}
