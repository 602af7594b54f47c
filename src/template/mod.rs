//! URI Templates (RFC 6570): parsing by the grammar of section 2 (`grammar/rfc6570-template.pest`),
//! expansion at all four levels (section 3) into a URI or an IRI, and matching a URI back to the values
//! that expand to it (the inverse of expansion, which RFC 6570 1.4 leaves undefined; see [`UriTemplate::match_uri`]).
//!
//! ```
//! use rfc3986::template::{UriTemplate, Vars};
//!
//! let template = UriTemplate::parse("http://example.com/search{?q,lang}")?;
//! let vars = Vars::new().with("q", "URI Templates").with("lang", "en");
//! assert_eq!(template.expand(&vars)?, "http://example.com/search?q=URI%20Templates&lang=en");
//!
//! let found = template.match_uri("http://example.com/search?q=caf%C3%A9")?.expect("a match");
//! assert_eq!(found.get("q").and_then(|v| v.as_str()), Some("café"));
//! assert!(found.get("lang").is_none()); // undefined: expansion leaves it out
//! # Ok::<(), rfc3986::Error>(())
//! ```
//!
//! Where RFC 6570's sections disagree, the crate makes one documented choice each (on [`UriTemplate::expand`]);
//! [`UriTemplate::match_uri`] states the definition of matching, rules M1 to M9.

mod expand;
mod matching;
#[cfg(feature = "serde")]
mod serde;
mod value;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::syntax::grammar::Rule as R;

pub use crate::syntax::template::TemplateError;
pub use expand::ExpandError;
pub use matching::{
    Expected, ExpectedKind, Match, MatchError, MatchErrorKind, MatchOptions, Matched, Matcher,
    Mismatch,
};
pub use value::{FromFn, ToValue, Value, ValueKind, Variables, Vars, from_fn};

/// A URI Template (RFC 6570): a string of literals and `{...}` expressions, checked against the grammar of
/// RFC 6570 section 2 (with erratum EID 6937), with the `op-reserve` operators refused (section 3).
///
/// `Display` and [`as_str`](UriTemplate::as_str) give back the text byte for byte.
///
/// ```
/// use rfc3986::template::{Operator, UriTemplate};
///
/// let t: UriTemplate = "/users/{id}{/path*}{?q,lang}".parse()?;
/// assert_eq!(t.variables().collect::<Vec<_>>(), ["id", "path", "q", "lang"]);
/// assert_eq!(t.level(), 4);
/// let ops: Vec<Operator> = t.expressions().map(|e| e.operator()).collect();
/// assert_eq!(ops, [Operator::Simple, Operator::PathSegment, Operator::Query]);
/// assert_eq!(t.to_string(), "/users/{id}{/path*}{?q,lang}");
/// # Ok::<(), rfc3986::template::TemplateError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct UriTemplate {
    text: String,
    parts: Vec<Part>,
}

/// A piece of a template: literal text, or an expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Part {
    Literal(Range<usize>),
    Expression(Expr),
}

/// An expression: `{` operator varspec, ... `}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Expr {
    /// From `{` to `}` inclusive.
    pub(crate) span: Range<usize>,
    pub(crate) op: Operator,
    pub(crate) vars: Vec<Var>,
}

/// A varspec: a varname and its modifier.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Var {
    pub(crate) name: Range<usize>,
    pub(crate) modifier: Modifier,
}

/// The operator of an expression (RFC 6570 2.2 and the table of Appendix A), with what expansion writes for
/// it. [`Simple`](Operator::Simple) is the expression without an operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operator {
    /// `{var}`: simple string expansion (3.2.2).
    Simple,
    /// `{+var}`: reserved expansion (3.2.3).
    Reserved,
    /// `{#var}`: fragment expansion (3.2.4).
    Fragment,
    /// `{.var}`: label expansion with dot-prefix (3.2.5).
    Label,
    /// `{/var}`: path segment expansion (3.2.6).
    PathSegment,
    /// `{;var}`: path-style parameter expansion (3.2.7).
    PathParameter,
    /// `{?var}`: form-style query expansion (3.2.8).
    Query,
    /// `{&var}`: form-style query continuation (3.2.9).
    QueryContinuation,
}

impl Operator {
    /// The operator's character in a template; `None` for [`Simple`](Operator::Simple).
    #[must_use]
    pub const fn as_char(self) -> Option<char> {
        match self {
            Operator::Simple => None,
            Operator::Reserved => Some('+'),
            Operator::Fragment => Some('#'),
            Operator::Label => Some('.'),
            Operator::PathSegment => Some('/'),
            Operator::PathParameter => Some(';'),
            Operator::Query => Some('?'),
            Operator::QueryContinuation => Some('&'),
        }
    }

    fn from_char(c: char) -> Option<Operator> {
        Some(match c {
            '+' => Operator::Reserved,
            '#' => Operator::Fragment,
            '.' => Operator::Label,
            '/' => Operator::PathSegment,
            ';' => Operator::PathParameter,
            '?' => Operator::Query,
            '&' => Operator::QueryContinuation,
            _ => return None,
        })
    }

    /// Appendix A's `first`: what is written before the first defined variable.
    #[must_use]
    pub const fn first(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved => "",
            Operator::Fragment => "#",
            Operator::Label => ".",
            Operator::PathSegment => "/",
            Operator::PathParameter => ";",
            Operator::Query => "?",
            Operator::QueryContinuation => "&",
        }
    }

    /// Appendix A's `sep`: what separates the defined variables, and the members of an exploded one.
    #[must_use]
    pub const fn separator(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => ",",
            Operator::Label => ".",
            Operator::PathSegment => "/",
            Operator::PathParameter => ";",
            Operator::Query | Operator::QueryContinuation => "&",
        }
    }

    /// Appendix A's `named`: whether each value is written after its name and `=` (`;`, `?`, `&`).
    #[must_use]
    pub const fn named(self) -> bool {
        matches!(
            self,
            Operator::PathParameter | Operator::Query | Operator::QueryContinuation
        )
    }

    /// Appendix A's `ifemp`: what follows the name of an empty value (`""` for `;`, `"="` for `?` and `&`).
    #[must_use]
    pub const fn if_empty(self) -> &'static str {
        match self {
            Operator::Query | Operator::QueryContinuation => "=",
            _ => "",
        }
    }

    /// Appendix A's `allow`: whether reserved characters and pct-encoded triplets of values are written as
    /// they are (`U+R`: `+` and `#`) rather than percent-encoded (`U`: the others).
    #[must_use]
    pub const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }

    /// The level of RFC 6570 1.2 that introduces the operator: 1 for none, 2 for `+` and `#`, 3 for the
    /// others.
    #[must_use]
    pub const fn level(self) -> u8 {
        match self {
            Operator::Simple => 1,
            Operator::Reserved | Operator::Fragment => 2,
            _ => 3,
        }
    }
}

/// The modifier of a varspec (RFC 6570 2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Modifier {
    /// No modifier.
    None,
    /// `:max-length` (2.4.1): at most this many characters of a string value, 1 to 9999.
    Prefix(u16),
    /// `*` (2.4.2): a list or an associative array, each member as its own value.
    Explode,
}

/// An expression of a template, as [`UriTemplate::expressions`] gives it.
#[derive(Clone, Copy, Debug)]
pub struct Expression<'t> {
    text: &'t str,
    expr: &'t Expr,
}

impl<'t> Expression<'t> {
    /// The expression as written, from `{` to `}`.
    #[must_use]
    pub fn as_str(&self) -> &'t str {
        &self.text[self.expr.span.clone()]
    }

    /// Where the expression is in the template, in bytes.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.expr.span.clone()
    }

    /// The operator.
    #[must_use]
    pub fn operator(&self) -> Operator {
        self.expr.op
    }

    /// The varspecs, in order.
    #[must_use]
    pub fn varspecs(&self) -> impl ExactSizeIterator<Item = Varspec<'t>> + 't + use<'t> {
        let text = self.text;
        self.expr.vars.iter().map(move |var| Varspec { text, var })
    }
}

/// A varspec of an expression: a variable's name and its modifier.
#[derive(Clone, Copy, Debug)]
pub struct Varspec<'t> {
    text: &'t str,
    var: &'t Var,
}

impl<'t> Varspec<'t> {
    /// The varname as written (RFC 6570 2.3: pct-encoded triplets stay as they are; names are
    /// case-sensitive).
    #[must_use]
    pub fn name(&self) -> &'t str {
        &self.text[self.var.name.clone()]
    }

    /// Where the varname is in the template, in bytes.
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.var.name.clone()
    }

    /// The modifier.
    #[must_use]
    pub fn modifier(&self) -> Modifier {
        self.var.modifier
    }
}

/// A piece of a template: literal text or an expression, as [`UriTemplate::pieces`] gives them.
#[derive(Clone, Copy, Debug)]
pub enum Piece<'t> {
    /// Literal characters, copied into an expansion (pct-encoded where a URI cannot hold them, 3.1).
    Literal(&'t str),
    /// An expression.
    Expression(Expression<'t>),
}

impl UriTemplate {
    /// Parses a URI Template with the grammar of RFC 6570 section 2 and refuses the `op-reserve`
    /// operators.
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    ///
    /// assert!(UriTemplate::parse("{/path*}{?q}").is_ok());
    /// let err = UriTemplate::parse("{x:0}").unwrap_err();
    /// assert_eq!(err.index(), 3); // a max-length is 1 to 9999
    /// let err = UriTemplate::parse("{=x}").unwrap_err();
    /// assert!(err.to_string().contains("reserved for future extensions (RFC 6570 2.2)"));
    /// ```
    pub fn parse(text: &str) -> Result<UriTemplate, TemplateError> {
        // The syntax layer's parse, which refuses the `op-reserve` operators too.
        let pairs = crate::syntax::template::parse(text)?;
        let mut parts = Vec::new();
        let mut at = 0;
        for pair in pairs.flatten().filter(|p| p.as_rule() == R::expression) {
            let span = pair.as_span();
            if span.start() > at {
                parts.push(Part::Literal(at..span.start()));
            }
            let mut op = Operator::Simple;
            let mut vars: Vec<Var> = Vec::new();
            for child in pair.into_inner().flatten() {
                match child.as_rule() {
                    R::operator => {
                        // The syntax layer's parse has refused the `op-reserve` operators: this one is
                        // of level 2 or 3.
                        let c = child.as_str().chars().next().unwrap_or_default();
                        op = Operator::from_char(c).unwrap_or(op);
                    }
                    R::varspec => vars.push(Var {
                        name: 0..0,
                        modifier: Modifier::None,
                    }),
                    R::varname => {
                        if let Some(var) = vars.last_mut() {
                            var.name = child.as_span().start()..child.as_span().end();
                        }
                    }
                    R::max_length => {
                        // The grammar allows 1 to 4 digits, the first not 0: 1 to 9999.
                        let n = child
                            .as_str()
                            .bytes()
                            .fold(0u16, |n, b| n * 10 + u16::from(b - b'0'));
                        if let Some(var) = vars.last_mut() {
                            var.modifier = Modifier::Prefix(n);
                        }
                    }
                    R::explode => {
                        if let Some(var) = vars.last_mut() {
                            var.modifier = Modifier::Explode;
                        }
                    }
                    // The structure around them: `variable-list`, `modifier-level4`, `prefix`.
                    _ => {}
                }
            }
            at = span.end();
            parts.push(Part::Expression(Expr {
                span: span.start()..span.end(),
                op,
                vars,
            }));
        }
        if at < text.len() {
            parts.push(Part::Literal(at..text.len()));
        }
        Ok(UriTemplate {
            text: String::from(text),
            parts,
        })
    }

    /// The template's text, as it was parsed.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The literals and expressions, in order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece<'_>> + '_ {
        self.parts.iter().map(move |part| match part {
            Part::Literal(range) => Piece::Literal(&self.text[range.clone()]),
            Part::Expression(expr) => Piece::Expression(Expression {
                text: &self.text,
                expr,
            }),
        })
    }

    /// The expressions, in order.
    pub fn expressions(&self) -> impl Iterator<Item = Expression<'_>> + '_ {
        self.pieces().filter_map(|piece| match piece {
            Piece::Expression(e) => Some(e),
            Piece::Literal(_) => None,
        })
    }

    /// The names of the template's variables, each once, in the order they first appear.
    pub fn variables(&self) -> impl Iterator<Item = &str> + '_ {
        let mut seen: Vec<&str> = Vec::new();
        self.expressions()
            .flat_map(|e| e.varspecs())
            .map(|v| v.name())
            .filter(move |name| {
                let new = !seen.contains(name);
                if new {
                    seen.push(name);
                }
                new
            })
    }

    /// The lowest level of RFC 6570 1.2 whose syntax covers the template: 1 for simple expressions of one
    /// variable, 2 when one uses `+` or `#`, 3 for several variables in an expression or another operator,
    /// 4 for a prefix or explode modifier. A template without expressions is level 1.
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    ///
    /// let level = |t: &str| UriTemplate::parse(t).unwrap().level();
    /// assert_eq!(level("/a/{b}"), 1);
    /// assert_eq!(level("{+path}/here"), 2);
    /// assert_eq!(level("map?{x,y}"), 3);
    /// assert_eq!(level("{?q}"), 3);
    /// assert_eq!(level("{var:3}"), 4);
    /// ```
    #[must_use]
    pub fn level(&self) -> u8 {
        self.expressions()
            .map(|e| {
                let modifiers = e.varspecs().any(|v| v.modifier() != Modifier::None);
                let level = if e.varspecs().len() > 1 { 3 } else { 1 };
                if modifiers {
                    4
                } else {
                    level.max(e.operator().level())
                }
            })
            .max()
            .unwrap_or(1)
    }

    pub(crate) fn parts(&self) -> &[Part] {
        &self.parts
    }

    pub(crate) fn text(&self, range: Range<usize>) -> &str {
        &self.text[range]
    }
}

impl FromStr for UriTemplate {
    type Err = TemplateError;

    fn from_str(s: &str) -> Result<UriTemplate, TemplateError> {
        UriTemplate::parse(s)
    }
}

impl TryFrom<&str> for UriTemplate {
    type Error = TemplateError;

    fn try_from(s: &str) -> Result<UriTemplate, TemplateError> {
        UriTemplate::parse(s)
    }
}

impl fmt::Display for UriTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl fmt::Debug for UriTemplate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriTemplate").field(&self.text).finish()
    }
}

impl AsRef<str> for UriTemplate {
    fn as_ref(&self) -> &str {
        &self.text
    }
}
