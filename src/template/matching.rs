//! Matching: the values of a template's variables that expand to a given URI (the inverse of expansion,
//! which RFC 6570 1.4 leaves undefined), by the rules M1 to M9 of `tests/data/templates/CHOICES.md`.
//!
//! # The algorithm
//!
//! The URI and the template's literals are read as *atoms* after pct-normalization (N, RFC 3986 6.2.2.1 and
//! 6.2.2.2): an ASCII character, or a pct-encoded triplet of an octet that is not unreserved. Every position
//! that matching can reach is between two atoms, never inside a triplet.
//!
//! The template is a sequence of *steps*: a literal, or one variable occurrence (a varspec of an
//! expression). The state of the search is `(step, d, position)`, where `d` says whether an earlier
//! variable of the same expression is defined (it decides between the operator's `first` and `sep`, RFC
//! 6570 Appendix A). Each region (M3's syntax for one occurrence) is a small automaton over atoms, or for
//! a prefix modifier a count of characters (M7).
//!
//! A first pass goes from the last step to the first and computes, for every state, whether the rest of
//! the template can match the rest of the URI (one bit per position and `d`). For an occurrence it runs the
//! region's automaton backwards over the URI once, so a step costs O(automaton size × URI length), and
//! the pass costs O(template length × URI length) time and bits. A second pass goes forwards along one
//! path and makes M4's choices: at each occurrence, defined if the first pass says the rest can then
//! match, with the shortest region after which it can; that is the preimage that M4 ranks first, with no
//! backtracking. The values are then read from the regions (M3), checked (duplicate names of an
//! associative array, M6's agreement) and returned.

use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::ops::Range;

use super::expand::{is_iprivate, is_ucschar};
use super::{Expr, Modifier, Operator, Part, UriTemplate, Value, Var, Variables, Vars};
use crate::percent::pct;

// ---------------------------------------------------------------------------------------------------------
// The public types
// ---------------------------------------------------------------------------------------------------------

/// Options of matching. The default is the exact inverse of expansion into a URI
/// ([`UriTemplate::match_uri`] states it).
///
/// ```
/// use rfc3986::template::{MatchOptions, UriTemplate};
///
/// let t = UriTemplate::parse("search://emails{?query,start,end}")?;
/// let uri = "search://emails?end=2024&query=x&page=2";
/// assert!(t.match_uri(uri)?.is_none()); // not an expansion: other order, extra parameter
/// let m = t.match_uri_with(uri, MatchOptions::new().query_any_order(true))?.unwrap();
/// assert_eq!(m.get("query").and_then(|v| v.as_str()), Some("x"));
/// assert_eq!(m.get("end").and_then(|v| v.as_str()), Some("2024"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    any_order: bool,
    iri: bool,
}

impl MatchOptions {
    /// The default options: the exact inverse of expansion into a URI.
    pub fn new() -> Self {
        MatchOptions::default()
    }

    /// Off by default. A departure from the inverse of expansion, for servers that receive URIs built by
    /// hand (MCP resource templates, HTML forms): the query expressions that end the template match
    /// their parameters in any order, and parameters the template does not name are ignored.
    ///
    /// Precisely: the *query expressions* are the `?` and `&` expressions that end the template, with no
    /// literal after or between them (`/search{?q,lang}`, `{?a}{&b*}`; not `{?q}#top`). When there are
    /// none, this option changes nothing. The rest of the template is matched by the usual rules (M1 to
    /// M8) against the URI up to the start of a *parameter tail*: the empty string, or `?` (when that part
    /// of the URI has no `?`) or `&` (when it has one) followed by *parameters* separated by `&`, in the
    /// characters a query allows (RFC 3986 3.4: no `#`). A parameter's *key* is its text before its
    /// first `=` (all of it without one), compared after pct-normalization. For each variable of the
    /// query expressions, the parameters whose key is its name:
    /// - none: the variable is undefined;
    /// - a variable without explode takes exactly one (two or more: no match), which must be `name=value`
    ///   with a value that expansion could write there (M3 and M7: decoded, a list at raw `,`, a prefix no
    ///   longer than its max-length);
    /// - an exploded variable takes them all, each `name=value`, as a list in URI order; associative
    ///   arrays are not recognised in this mode (their pairs' keys are not the variable's name, so they
    ///   are parameters the template does not name).
    ///
    /// A variable named twice in the query expressions takes the same parameters at each occurrence, and
    /// M6 applies to the occurrences as usual. Parameters with other keys are ignored, and so are empty
    /// ones. Literal text of the template (`?fixed=yes{&x}`) is matched where it stands.
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("db://users/{id}{?fields*,limit}")?;
    /// let any = MatchOptions::new().query_any_order(true);
    /// let m = t.match_uri_with("db://users/42?limit=5&x=1&fields=a&fields=b", any)?.unwrap();
    /// assert_eq!(m.get("id").and_then(|v| v.as_str()), Some("42"));
    /// assert_eq!(m.get("fields").unwrap().value().as_list().map(|l| l.len()), Some(2));
    /// assert_eq!(m.get("limit").and_then(|v| v.as_str()), Some("5"));
    /// // Still no match: `limit` twice, or a value no expansion writes.
    /// assert!(t.match_uri_with("db://users/42?limit=5&limit=6", any)?.is_none());
    /// assert!(t.match_uri_with("db://users/42?limit=a+b", any)?.is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn query_any_order(self, yes: bool) -> Self {
        MatchOptions {
            any_order: yes,
            ..self
        }
    }

    /// Off by default. IRI mode: the input may be an IRI (RFC 3987), and matching is the inverse of
    /// [`expand_iri`](UriTemplate::expand_iri). The IRI is mapped to a URI first (RFC 3987 3.1: every
    /// non-ASCII character pct-encoded as UTF-8) and matched as a URI; then the values of `+` and `#`
    /// expressions, which are returned as written rather than decoded, come back in IRI form: their
    /// triplets that encode a `ucschar` are decoded, and in the query (after the URI's first `?`, before
    /// any `#`) those that encode an `iprivate` too, where `expand_iri` writes the character itself. Other
    /// values are decoded in both modes.
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("http://example.com/{+path}{?q}")?;
    /// let uri = "http://example.com/wiki/café?q=thé";
    /// assert!(t.match_uri(uri)?.is_none()); // a raw "é" is no URI character
    /// let m = t.match_uri_with(uri, MatchOptions::new().iri(true))?.unwrap();
    /// assert_eq!(m.get("path").and_then(|v| v.as_str()), Some("wiki/café"));
    /// assert_eq!(m.get("q").and_then(|v| v.as_str()), Some("thé"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iri(self, yes: bool) -> Self {
        MatchOptions { iri: yes, ..self }
    }
}

/// The variables of a match: the defined ones only, in the order they first appear in the template.
///
/// A `Match` is also [`Variables`], so it can be expanded again.
///
/// ```
/// use rfc3986::template::UriTemplate;
///
/// let t = UriTemplate::parse("/users/{id}{/path*}{?q}")?;
/// let m = t.match_uri("/users/42/a/b")?.unwrap();
/// let names: Vec<&str> = m.iter().map(|(name, _)| name).collect();
/// assert_eq!(names, ["id", "path"]); // q is undefined
/// assert_eq!(m.len(), 2);
/// assert_eq!(t.expand(&m)?, "/users/42/a/b");
/// assert_eq!(t.expand(&m.to_vars())?, "/users/42/a/b");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    vars: Vec<(String, Matched)>,
}

impl Match {
    /// The value of the variable `name` (as the template writes it), if it is defined.
    pub fn get(&self, name: &str) -> Option<&Matched> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The defined variables and their values, in template order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Matched)> {
        self.vars.iter().map(|(n, v)| (n.as_str(), v))
    }

    /// How many variables are defined.
    pub fn len(&self) -> usize {
        self.vars.len()
    }

    /// Whether no variable is defined (the URI is an expansion with every variable undefined).
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty()
    }

    /// The values as [`Vars`], borrowing their text, to expand again or to change.
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    ///
    /// let t = UriTemplate::parse("/page/{n}")?;
    /// let mut vars = t.match_uri("/page/1")?.unwrap().to_vars();
    /// vars.insert("n", "2");
    /// assert_eq!(t.expand(&vars)?, "/page/2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_vars(&self) -> Vars<'_> {
        self.vars
            .iter()
            .map(|(n, v)| (n.as_str(), v.value.borrowed()))
            .collect()
    }
}

impl Variables for Match {
    fn get(&self, name: &str) -> Value<'_> {
        Match::get(self, name).map_or(Value::Undefined, |m| m.value.borrowed())
    }
}

/// The value matching found for one variable.
///
/// ```
/// use rfc3986::template::{UriTemplate, Value};
///
/// let t = UriTemplate::parse("/dictionary/{term:1}/{term}{?tags}")?;
/// let m = t.match_uri("/dictionary/c/cat?tags=pets,animals")?.unwrap();
/// assert_eq!(m.get("term").unwrap().as_str(), Some("cat"));
/// assert!(!m.get("term").unwrap().is_prefix());
/// let tags = m.get("tags").unwrap().clone().into_value();
/// assert_eq!(tags, Value::from(["pets", "animals"]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matched {
    value: Value<'static>,
    prefix: bool,
}

impl Matched {
    /// The value: a string, a list or an associative array (never undefined: a match holds only the
    /// defined variables).
    pub fn value(&self) -> &Value<'static> {
        &self.value
    }

    /// The string, for a string value.
    pub fn as_str(&self) -> Option<&str> {
        self.value.as_str()
    }

    /// Whether the variable appears only with a prefix modifier (M7): then the value is what the URI
    /// shows, the prefix of the variable's value, which may be longer (when the value has fewer characters
    /// than the largest max-length, it is the whole value).
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    ///
    /// let m = UriTemplate::parse("{?var:3}")?.match_uri("?var=val")?.unwrap();
    /// assert_eq!(m.get("var").unwrap().as_str(), Some("val"));
    /// assert!(m.get("var").unwrap().is_prefix()); // "value" expands to this URI too
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_prefix(&self) -> bool {
        self.prefix
    }

    /// The value, owned.
    pub fn into_value(self) -> Value<'static> {
        self.value
    }
}

/// The kinds of templates that matching refuses (M8), whatever the URI. An invalid template is not
/// among them: it never becomes a [`UriTemplate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchErrorKind {
    /// An expression with no lead character (`{var}` or `{+var}`) directly after another expression: no
    /// URI shows where the first value ends and the second begins (RFC 6570 1.4).
    AmbiguousAdjacentExpressions,
    /// A variable exploded in one place and not in another: matching would give it two types (RFC 6570
    /// 2.4.2: the explode modifier marks a composite value).
    ExplodeConflict,
}

impl MatchErrorKind {
    /// The kind's name in the conformance vectors: `"ambiguous-adjacent-expressions"` or
    /// `"explode-conflict"`.
    ///
    /// ```
    /// use rfc3986::template::MatchErrorKind;
    ///
    /// assert_eq!(MatchErrorKind::ExplodeConflict.as_str(), "explode-conflict");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            MatchErrorKind::AmbiguousAdjacentExpressions => "ambiguous-adjacent-expressions",
            MatchErrorKind::ExplodeConflict => "explode-conflict",
        }
    }
}

impl fmt::Display for MatchErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a template cannot be matched against any URI (M8): two adjacent expressions of which the second has
/// no lead character, or a variable both exploded and not.
///
/// ```
/// use rfc3986::template::{MatchErrorKind, UriTemplate};
///
/// let err = UriTemplate::parse("{a}{b}")?.check_matchable().unwrap_err();
/// assert_eq!(err.kind(), MatchErrorKind::AmbiguousAdjacentExpressions);
/// assert_eq!(err.index(), 3);
/// assert_eq!(
///     err.to_string(),
///     "the expressions at index 0 and 3 are adjacent and the second has no lead character: \
///      no URI shows where the first value ends (RFC 6570 1.4)",
/// );
/// let err = UriTemplate::parse("{x}{/x*}")?.check_matchable().unwrap_err();
/// assert_eq!((err.kind(), err.index(), err.name()), (MatchErrorKind::ExplodeConflict, 3, Some("x")));
/// # Ok::<(), rfc3986::template::TemplateError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct MatchError {
    kind: MatchErrorKind,
    index: usize,
    /// The other expression: the first of the two adjacent ones, or the variable's first use.
    other: usize,
    name: Option<String>,
    /// For an explode conflict: whether the variable is exploded at `index` (and not at `other`).
    exploded: bool,
}

impl MatchError {
    /// The rule of M8 that refuses the template.
    pub fn kind(&self) -> MatchErrorKind {
        self.kind
    }

    /// The byte index in the template of the offending expression: the second of two adjacent
    /// expressions, or the one where a variable's explode modifier first differs from its earlier use.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The variable, for [`ExplodeConflict`](MatchErrorKind::ExplodeConflict).
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MatchErrorKind::AmbiguousAdjacentExpressions => write!(
                f,
                "the expressions at index {} and {} are adjacent and the second has no lead character: \
                 no URI shows where the first value ends (RFC 6570 1.4)",
                self.other, self.index
            ),
            MatchErrorKind::ExplodeConflict => {
                let (yes, no) = if self.exploded {
                    (self.index, self.other)
                } else {
                    (self.other, self.index)
                };
                write!(
                    f,
                    "variable {:?} is exploded in the expression at index {yes} and not in the one at \
                     index {no}: matching would give it two types, a composite and a string \
                     (RFC 6570 2.4.2)",
                    self.name.as_deref().unwrap_or_default(),
                )
            }
        }
    }
}

impl UriTemplate {
    /// Checks that the template can be matched at all (M8), before looking at any URI: no expression
    /// without a lead character (`{var}`, `{+var}`) directly after another expression, and no variable both
    /// exploded and not. [`match_uri`](Self::match_uri) runs this check first.
    ///
    /// Everything else can be matched: several variables in a `+` or `#` expression, repeated variables,
    /// prefixes, `{keys:1}`.
    ///
    /// ```
    /// use rfc3986::template::{MatchErrorKind, UriTemplate};
    ///
    /// let check = |t: &str| UriTemplate::parse(t).unwrap().check_matchable().map_err(|e| e.kind());
    /// assert_eq!(check("{a}{/b}"), Ok(())); // the "/" shows where a ends
    /// assert_eq!(check("{+path}{?q}"), Ok(()));
    /// assert_eq!(check("up{+path}{var}/here"), Err(MatchErrorKind::AmbiguousAdjacentExpressions));
    /// assert_eq!(check("{?x}{y}"), Err(MatchErrorKind::AmbiguousAdjacentExpressions));
    /// assert_eq!(check("{list*}/{list}"), Err(MatchErrorKind::ExplodeConflict));
    /// ```
    pub fn check_matchable(&self) -> Result<(), MatchError> {
        // The expression just before, when no literal came between.
        let mut previous: Option<usize> = None;
        // Each variable's first use: whether exploded, and where.
        let mut seen: Vec<(&str, bool, usize)> = Vec::new();
        for part in self.parts() {
            let expr = match part {
                Part::Literal(_) => {
                    previous = None;
                    continue;
                }
                Part::Expression(expr) => expr,
            };
            if let Some(before) = previous {
                if expr.op.first().is_empty() {
                    return Err(MatchError {
                        kind: MatchErrorKind::AmbiguousAdjacentExpressions,
                        index: expr.span.start,
                        other: before,
                        name: None,
                        exploded: false,
                    });
                }
            }
            for var in &expr.vars {
                let name = self.text(var.name.clone());
                let exploded = var.modifier == Modifier::Explode;
                match seen.iter().find(|(n, _, _)| *n == name) {
                    Some(&(_, was, at)) if was != exploded => {
                        return Err(MatchError {
                            kind: MatchErrorKind::ExplodeConflict,
                            index: expr.span.start,
                            other: at,
                            name: Some(String::from(name)),
                            exploded,
                        });
                    }
                    Some(_) => {}
                    None => seen.push((name, exploded, expr.span.start)),
                }
            }
            previous = Some(expr.span.start);
        }
        Ok(())
    }

    /// Matches `uri` against the template: the values of the variables that expand to it, `Ok(None)` when no
    /// values do, or an error when the template cannot be matched against any URI (M8). The inverse of
    /// [`expand`](Self::expand), with default [`MatchOptions`]; see
    /// [`match_uri_with`](Self::match_uri_with) for the others.
    ///
    /// RFC 6570 defines only expansion; 1.4 says some templates "can be used in reverse". This is the
    /// crate's definition of that reverse (rules M1 to M9 of `tests/data/templates/CHOICES.md`, which say
    /// why). *N* is pct-normalization (RFC 3986 6.2.2.1 and 6.2.2.2: hex digits upper-cased, triplets of
    /// unreserved characters decoded, nothing else). A *region* is what expansion writes for one variable
    /// occurrence after its lead (the operator's `first` or `sep`) and, for `;`, `?` and `&` without
    /// explode, after its name and `=`.
    ///
    /// - **M1 Result.** The values returned expand back to the URI: `N(expand(T, match(T, u))) = N(u)`.
    ///   They are the preimage chosen by M4 to M7, or there is no match.
    /// - **M2 Literals** are compared in their expanded form, with N on both sides and nothing else:
    ///   `café/{v}` matches `caf%c3%a9/x`, `HTTP://Example.com/{x}` does not match `http://example.com/1`
    ///   (normalize case first if it should).
    /// - **M3 Types and values.** Under `U` (every operator but `+` and `#`) a region holds unreserved
    ///   characters and triplets that encode one UTF-8 character each; it is decoded. A region of a
    ///   variable without modifier is a list when it holds a raw `,` (split there), else a string; with
    ///   a prefix it is a string. An exploded variable is a list or an associative array, its items split
    ///   at every separator: a raw `=` in an unnamed item (`{/keys*}`), or a name other than the
    ///   variable's under `;`, `?`, `&`, makes an associative array; a bare item is a name with an empty
    ///   value; a name twice makes the URI not match (checked once the split is chosen, like M6).
    ///   Under `+` and `#` a region is returned as its normalized text, *not decoded* (decoding would
    ///   merge `%2F` with `/`), and an exploded one is a list split at every `,`.
    /// - **M4 Priority.** Of the preimages, the one whose variable occurrences, taken in template order,
    ///   are defined rather than undefined, then have the shorter region: `{/x,y}` on `/a` gives `x=a`;
    ///   `{name}.{ext}` on `file.tar.gz` gives `file` and `tar.gz`; `{+path}{?q}` on `/a/b?q=1` gives
    ///   `/a/b` and `1`.
    /// - **M5 Empty without witness.** The first defined variable of a `{var}` or `{+var}` expression has
    ///   no lead, so an empty region is the empty string (`O{x}X` on `OX`), except that an exploded
    ///   variable is then undefined (`{list*}` on the empty URI).
    /// - **M6 Repeated variables.** Each occurrence is matched on its own; the value is the first, in
    ///   template order, of the values of the occurrences without prefix and then of the prefixed ones,
    ///   whose expansion at every occurrence gives that occurrence's text (an occurrence shown undefined
    ///   agrees only with undefined; an empty one of M5 also agrees with undefined). None: no match.
    ///   `{term:1}/{term}` on `c/cat` gives `cat`, on `d/cat` no match.
    /// - **M7 Prefix.** `{var:N}`'s region holds at most N characters (code points; under `+` and `#` a
    ///   triplet sequence that encodes a UTF-8 character counts as one, any other triplet as one). A
    ///   variable that appears only prefixed gets its region, the value's prefix
    ///   ([`Matched::is_prefix`]).
    /// - **M8 Refused templates** (an error, whatever the URI): see
    ///   [`check_matchable`](Self::check_matchable).
    /// - **M9 Out of scope.** Query parameters match in template order, with no extras, as expansion writes
    ///   them (`{?q,lang}` on `?lang=fr&q=x`: no match); an IRI with raw non-ASCII characters does not
    ///   match. The options [`query_any_order`](MatchOptions::query_any_order) (a documented departure
    ///   from the inverse) and [`iri`](MatchOptions::iri) change that.
    ///
    /// The time is polynomial: O(template length × URI length) for the search, whatever the template
    /// (no backtracking; the module's source describes the algorithm).
    ///
    /// ```
    /// use rfc3986::template::{UriTemplate, Value};
    ///
    /// let t = UriTemplate::parse("http://example.com/~{username}/{+path}{?q,lang}")?;
    /// let m = t.match_uri("http://example.com/~fr%20ed/a/b%2Fc?q=cat")?.unwrap();
    /// assert_eq!(m.get("username").unwrap().as_str(), Some("fr ed")); // decoded
    /// assert_eq!(m.get("path").unwrap().as_str(), Some("a/b%2Fc")); // as written
    /// assert_eq!(m.get("q").unwrap().as_str(), Some("cat"));
    /// assert!(m.get("lang").is_none()); // undefined
    /// assert!(t.match_uri("http://example.com/~fred/x?lang=en&q=cat")?.is_none()); // M9
    ///
    /// let t = UriTemplate::parse("{/list*}{?keys*}")?;
    /// let m = t.match_uri("/red/green?semi=%3B&dot=.")?.unwrap();
    /// assert_eq!(m.get("list").unwrap().value(), &Value::from(["red", "green"]));
    /// assert_eq!(m.get("keys").unwrap().value(), &Value::from([("semi", ";"), ("dot", ".")]));
    ///
    /// // The URI may be given as a string or as one of the crate's references.
    /// let r = rfc3986::UriRef::parse("/a?keys=b")?;
    /// assert!(t.match_uri(&r)?.is_some());
    /// assert!(UriTemplate::parse("{a}{b}")?.match_uri("ab").is_err()); // M8
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn match_uri(&self, uri: impl AsRef<str>) -> Result<Option<Match>, MatchError> {
        self.match_uri_with(uri, MatchOptions::default())
    }

    /// [`match_uri`](Self::match_uri) with options: parameters in any order, IRI input.
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/search{?q,lang}")?;
    /// let options = MatchOptions::new().query_any_order(true).iri(true);
    /// let m = t.match_uri_with("/search?lang=fr&q=café", options)?.unwrap();
    /// assert_eq!(m.get("q").unwrap().as_str(), Some("café"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn match_uri_with(
        &self,
        uri: impl AsRef<str>,
        options: MatchOptions,
    ) -> Result<Option<Match>, MatchError> {
        self.check_matchable()?;
        Ok(run(self, uri.as_ref(), options))
    }
}

// ---------------------------------------------------------------------------------------------------------
// Atoms: the normalized text, one ASCII character or one pct-encoded triplet each
// ---------------------------------------------------------------------------------------------------------

/// An ASCII character (its code), a triplet (`PCT` | octet, never an unreserved octet: N decodes those), or
/// `BAD` (a raw non-ASCII character of a URI, which nothing matches, M9).
type Atom = u16;
const PCT: Atom = 0x100;
const BAD: Atom = 0x200;

const fn ch(c: u8) -> Atom {
    c as Atom
}

fn is_pct(a: Atom) -> bool {
    a & 0xFF00 == PCT
}

/// RFC 3986 2.3 `unreserved`.
fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// RFC 3986 2.2 `reserved`.
fn is_reserved(b: u8) -> bool {
    matches!(
        b,
        b':' | b'/'
            | b'?'
            | b'#'
            | b'['
            | b']'
            | b'@'
            | b'!'
            | b'$'
            | b'&'
            | b'\''
            | b'('
            | b')'
            | b'*'
            | b'+'
            | b','
            | b';'
            | b'='
    )
}

/// Appends the atoms of `text` after N. Non-ASCII characters become their UTF-8 octets' triplets with
/// `map` (a template literal's expanded form, RFC 6570 3.1; an IRI mapped to a URI, RFC 3987 3.1), else one
/// `BAD` atom each.
fn atoms_of(text: &str, map: bool, out: &mut Vec<Atom>) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            if let Some(octet) = pct(&bytes[i..]) {
                out.push(if is_unreserved(octet) {
                    ch(octet)
                } else {
                    PCT | Atom::from(octet)
                });
                i += 3;
                continue;
            }
        }
        if b < 0x80 {
            out.push(ch(b));
            i += 1;
            continue;
        }
        let len = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        };
        let end = (i + len).min(bytes.len());
        if map {
            out.extend(bytes[i..end].iter().map(|&o| PCT | Atom::from(o)));
        } else {
            out.push(BAD);
        }
        i = end;
    }
}

/// The normalized text of atoms.
fn render(atoms: &[Atom], out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &a in atoms {
        if is_pct(a) {
            out.push('%');
            out.push(char::from(HEX[usize::from((a >> 4) & 15)]));
            out.push(char::from(HEX[usize::from(a & 15)]));
        } else if a < 0x80 {
            out.push(char::from(a as u8));
        } else {
            out.push(char::REPLACEMENT_CHARACTER);
        }
    }
}

/// The decoded text of atoms of a `U` region, or `None` when the octets are not UTF-8.
fn decode(atoms: &[Atom]) -> Option<String> {
    let bytes: Vec<u8> = atoms.iter().map(|&a| (a & 0xFF) as u8).collect();
    String::from_utf8(bytes).ok()
}

/// The number of triplets from `at` that encode one UTF-8 character of two to four octets; 0 when they do
/// not.
fn utf8_triplets(atoms: &[Atom], at: usize) -> usize {
    let Some(&lead) = atoms.get(at) else { return 0 };
    if !is_pct(lead) {
        return 0;
    }
    let need = match lead & 0xFF {
        0xC2..=0xDF => 1,
        0xE0..=0xEF => 2,
        0xF0..=0xF4 => 3,
        _ => return 0,
    };
    let mut buf = [0u8; 4];
    for (i, slot) in buf.iter_mut().enumerate().take(need + 1) {
        match atoms.get(at + i) {
            Some(&a) if is_pct(a) => *slot = (a & 0xFF) as u8,
            _ => return 0,
        }
    }
    if core::str::from_utf8(&buf[..=need]).is_ok() {
        need + 1
    } else {
        0
    }
}

/// The length in atoms of the `U` character at `at` (M3, 7.1): an unreserved character, a triplet of an
/// ASCII octet, or the triplets of one UTF-8 character; 0 when there is none.
fn u_char(atoms: &[Atom], at: usize) -> usize {
    match atoms.get(at) {
        Some(&a) if a < 0x80 => usize::from(is_unreserved(a as u8)),
        Some(&a) if is_pct(a) && a & 0xFF < 0x80 => 1,
        Some(_) => utf8_triplets(atoms, at),
        None => 0,
    }
}

/// The length in atoms of the `U+R` character at `at`, as a prefix counts it (M7, `expand::unit_len`): an
/// unreserved or reserved character, the triplets of one UTF-8 character, or any other triplet; 0 when the
/// atom is in no `U+R` region (a stray `%`, a space, a raw non-ASCII character).
fn r_char(atoms: &[Atom], at: usize) -> usize {
    match atoms.get(at) {
        Some(&a) if a < 0x80 => usize::from(is_unreserved(a as u8) || is_reserved(a as u8)),
        Some(&a) if is_pct(a) => utf8_triplets(atoms, at).max(1),
        _ => 0,
    }
}

/// Whether an atom may stand in a query (RFC 3986 3.4: `pchar / "/" / "?"`).
fn is_query_atom(a: Atom) -> bool {
    if is_pct(a) {
        return true;
    }
    a < 0x80 && {
        let b = a as u8;
        is_unreserved(b)
            || matches!(b, b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+')
            || matches!(b, b',' | b';' | b'=' | b':' | b'@' | b'/' | b'?')
    }
}

// ---------------------------------------------------------------------------------------------------------
// Bit sets over positions
// ---------------------------------------------------------------------------------------------------------

#[derive(Clone, Default)]
struct Bits {
    words: Vec<u64>,
}

impl Bits {
    fn new(len: usize) -> Bits {
        Bits {
            words: vec![0; len.div_ceil(64)],
        }
    }

    fn get(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn set(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Regions: the syntax of M3 as automata over atoms, and prefixes
// ---------------------------------------------------------------------------------------------------------

/// What an edge of a region automaton reads.
#[derive(Clone, Copy, Debug)]
enum Sym {
    /// One `U` character (`u_char`), other than the automaton's separator.
    U,
    /// One atom of a `U+R` region.
    R,
    /// This atom.
    Is(Atom),
}

#[derive(Clone, Debug)]
struct State {
    accept: bool,
    edges: Vec<(Sym, usize)>,
}

/// A region's syntax: a nondeterministic automaton whose edges each read at least one atom.
#[derive(Clone, Debug)]
struct Nfa {
    states: Vec<State>,
    /// Where a region starts.
    starts: Vec<usize>,
    /// Where a region that must not be empty starts (M5: an exploded variable with no lead).
    starts_nonempty: Vec<usize>,
    /// The separator of exploded items, which `Sym::U` does not read ("." under `.`).
    separator: Option<Atom>,
}

fn state(accept: bool, edges: &[(Sym, usize)]) -> State {
    State {
        accept,
        edges: edges.to_vec(),
    }
}

impl Nfa {
    /// `U` without modifier: characters and raw "," (a list).
    fn u_string() -> Nfa {
        let edges = [(Sym::U, 0), (Sym::Is(ch(b',')), 0)];
        Nfa {
            states: vec![state(true, &edges), state(false, &edges)],
            starts: vec![0],
            starts_nonempty: vec![1],
            separator: None,
        }
    }

    /// `U+R`, without modifier or exploded: any atom of the alphabet.
    fn r_string() -> Nfa {
        let edges = [(Sym::R, 0)];
        Nfa {
            states: vec![state(true, &edges), state(false, &edges)],
            starts: vec![0],
            starts_nonempty: vec![1],
            separator: None,
        }
    }

    /// Exploded under `U` without names (none, `.`, `/`): items separated by `sep`, each a bare name or
    /// `name=value` with a value that is not empty (an empty value is written as the bare name, 3.2.1).
    fn items(sep: Atom) -> Nfa {
        const KEY: usize = 0;
        const EQUALS: usize = 2;
        const VALUE: usize = 3;
        let key = [
            (Sym::U, KEY),
            (Sym::Is(ch(b'=')), EQUALS),
            (Sym::Is(sep), KEY),
        ];
        Nfa {
            states: vec![
                state(true, &key),
                state(false, &key),
                state(false, &[(Sym::U, VALUE)]),
                state(true, &[(Sym::U, VALUE), (Sym::Is(sep), KEY)]),
            ],
            starts: vec![KEY],
            starts_nonempty: vec![1],
            separator: Some(sep),
        }
    }

    /// Exploded under `;`, `?`, `&`: items `name=value` separated by `sep`; `;` writes an empty value as
    /// the bare name and never `name=`, `?` and `&` write `name=`. A name is `U` characters; when the
    /// variable's own name is not (a varname with triplets that are no UTF-8), a second automaton reads
    /// the list form, where every name is the variable's.
    fn named_items(op: Operator, name: &[Atom]) -> Nfa {
        let semicolon = op == Operator::PathParameter;
        let sep = ch(op.separator().as_bytes()[0]);
        let mut states = Vec::new();
        let build = |states: &mut Vec<State>, key: Option<&[Atom]>| -> usize {
            let base = states.len();
            // The name: U characters, or exactly `key`.
            let (name_states, after_name) = match key {
                None => (1, base),
                Some(k) => (k.len() + 1, base + k.len()),
            };
            let equals = base + name_states;
            let value = equals + usize::from(semicolon);
            for i in 0..name_states {
                let mut edges = Vec::new();
                match key {
                    None => edges.push((Sym::U, base)),
                    Some(k) => {
                        if let Some(&a) = k.get(i) {
                            edges.push((Sym::Is(a), base + i + 1));
                        }
                    }
                }
                let at_end = base + i == after_name;
                if at_end {
                    edges.push((Sym::Is(ch(b'=')), equals));
                    if semicolon {
                        edges.push((Sym::Is(sep), base));
                    }
                }
                states.push(State {
                    accept: at_end && semicolon,
                    edges,
                });
            }
            if semicolon {
                // After "=": a value that is not empty.
                states.push(state(false, &[(Sym::U, value)]));
            }
            states.push(state(true, &[(Sym::U, value), (Sym::Is(sep), base)]));
            base
        };
        let mut starts = vec![build(&mut states, None)];
        if !is_u_text(name) {
            starts.push(build(&mut states, Some(name)));
        }
        Nfa {
            states,
            starts_nonempty: starts.clone(),
            starts,
            separator: Some(sep),
        }
    }
}

/// Whether atoms are `U` characters only.
fn is_u_text(atoms: &[Atom]) -> bool {
    let mut at = 0;
    while at < atoms.len() {
        match u_char(atoms, at) {
            0 => return false,
            n => at += n,
        }
    }
    true
}

/// The syntax of an occurrence's region: an automaton, or at most `max` characters (M7).
#[derive(Clone, Debug)]
enum Shape {
    Nfa(Nfa),
    Prefix { max: usize, reserved: bool },
}

impl Shape {
    fn of(op: Operator, modifier: Modifier, name: &[Atom]) -> Shape {
        let reserved = op.allows_reserved();
        match modifier {
            Modifier::Prefix(max) => Shape::Prefix {
                max: usize::from(max),
                reserved,
            },
            _ if reserved => Shape::Nfa(Nfa::r_string()),
            Modifier::Explode if op.named() => Shape::Nfa(Nfa::named_items(op, name)),
            Modifier::Explode => Shape::Nfa(Nfa::items(ch(op.separator().as_bytes()[0]))),
            Modifier::None => Shape::Nfa(Nfa::u_string()),
        }
    }
}

/// The longest edge: the triplets of a 4-octet character. Rings of `RING` rows hold what the passes need
/// of the positions ahead.
const RING: usize = 5;

/// The normalized URI.
struct Subject {
    atoms: Vec<Atom>,
    /// `u_char` at each position.
    u: Vec<u8>,
    /// `r_char` at each position.
    r: Vec<u8>,
    /// The index of the first raw `?` and `#` (the length when none), for IRI mode and the parameter tail.
    first_question: usize,
    first_hash: usize,
    iri: bool,
}

impl Subject {
    fn new(uri: &str, iri: bool) -> Subject {
        let mut atoms = Vec::with_capacity(uri.len());
        atoms_of(uri, iri, &mut atoms);
        let u = (0..atoms.len()).map(|i| u_char(&atoms, i) as u8).collect();
        let r = (0..atoms.len()).map(|i| r_char(&atoms, i) as u8).collect();
        let find = |c: u8| {
            atoms
                .iter()
                .position(|&a| a == ch(c))
                .unwrap_or(atoms.len())
        };
        Subject {
            first_question: find(b'?'),
            first_hash: find(b'#'),
            u,
            r,
            atoms,
            iri,
        }
    }

    fn len(&self) -> usize {
        self.atoms.len()
    }

    fn atom(&self, at: usize) -> Option<Atom> {
        self.atoms.get(at).copied()
    }

    /// Where `lit` ends when it stands at `at`.
    fn literal_at(&self, at: usize, lit: &[Atom]) -> Option<usize> {
        let end = at.checked_add(lit.len())?;
        (self.atoms.get(at..end)? == lit).then_some(end)
    }

    /// How many atoms `sym` reads at `at` (0: it does not).
    fn read(&self, sym: Sym, separator: Option<Atom>, at: usize) -> usize {
        match sym {
            Sym::U => {
                if self.atom(at) == separator {
                    0
                } else {
                    self.u.get(at).map_or(0, |&n| usize::from(n))
                }
            }
            Sym::R => self.r.get(at).map_or(0, |&n| usize::from(n.min(1))),
            Sym::Is(a) => usize::from(self.atom(at) == Some(a)),
        }
    }

    /// For each position: whether a region of `shape` can start there and end where `next` holds (the
    /// first set), and the same for a region that is not empty (the second).
    fn region_table(&self, shape: &Shape, next: &Bits) -> (Bits, Bits) {
        match shape {
            Shape::Nfa(nfa) => self.nfa_table(nfa, next),
            Shape::Prefix { max, reserved } => self.prefix_table(*max, *reserved, next),
        }
    }

    fn nfa_table(&self, nfa: &Nfa, next: &Bits) -> (Bits, Bits) {
        let m = self.len();
        let n = nfa.states.len();
        let (mut any, mut nonempty) = (Bits::new(m + 1), Bits::new(m + 1));
        // ring[(p % RING) * n + q]: from state q at position p, the region can end where `next` holds.
        let mut ring = vec![false; RING * n];
        for p in (0..=m).rev() {
            let row = (p % RING) * n;
            for (q, st) in nfa.states.iter().enumerate() {
                let mut ok = st.accept && next.get(p);
                if !ok {
                    for &(sym, to) in &st.edges {
                        let len = self.read(sym, nfa.separator, p);
                        if len > 0 && ring[((p + len) % RING) * n + to] {
                            ok = true;
                            break;
                        }
                    }
                }
                ring[row + q] = ok;
            }
            if nfa.starts.iter().any(|&q| ring[row + q]) {
                any.set(p);
            }
            if nfa.starts_nonempty.iter().any(|&q| ring[row + q]) {
                nonempty.set(p);
            }
        }
        (any, nonempty)
    }

    /// The length in atoms of the character at `at` under `U` or `U+R`.
    fn char_len(&self, reserved: bool, at: usize) -> usize {
        let table = if reserved { &self.r } else { &self.u };
        table.get(at).map_or(0, |&n| usize::from(n))
    }

    /// Prefixes (M7): the fewest characters a region from each position needs to end where `next` holds,
    /// compared with `max`. Under `U+R` a region may end inside a triplet sequence that `r_char` reads as
    /// one character; the triplets it keeps then count one each (as `expand::unit_len` counts them).
    fn prefix_table(&self, max: usize, reserved: bool, next: &Bits) -> (Bits, Bits) {
        let m = self.len();
        let (mut any, mut nonempty) = (Bits::new(m + 1), Bits::new(m + 1));
        let over = max + 1;
        let mut ring = [over; RING];
        for p in (0..=m).rev() {
            let mut cost = over;
            let len = self.char_len(reserved, p);
            if len > 0 {
                // Under U+R a region may keep the first triplets of a sequence, one character each.
                if let Some(s) = (1..len).find(|&s| reserved && next.get(p + s)) {
                    cost = s;
                }
                cost = cost.min(ring[(p + len) % RING].saturating_add(1));
            }
            cost = cost.min(over);
            if cost <= max {
                nonempty.set(p);
            }
            if next.get(p) {
                cost = 0;
            }
            if cost <= max {
                any.set(p);
            }
            ring[p % RING] = cost;
        }
        (any, nonempty)
    }

    /// The first position, up to `limit`, where a region of `shape` from `start` can end and `target`
    /// holds: M4's shortest region.
    fn shortest(
        &self,
        shape: &Shape,
        start: usize,
        nonempty: bool,
        limit: usize,
        target: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let limit = limit.min(self.len());
        match shape {
            Shape::Nfa(nfa) => self.nfa_shortest(nfa, start, nonempty, limit, target),
            Shape::Prefix { max, reserved } => {
                let (mut p, mut count) = (start, 0);
                loop {
                    if (count > 0 || !nonempty) && target(p) {
                        return Some(p);
                    }
                    let len = self.char_len(*reserved, p);
                    if count >= *max || len == 0 {
                        return None;
                    }
                    for s in (1..len).filter(|_| *reserved) {
                        if count + s <= *max && p + s <= limit && target(p + s) {
                            return Some(p + s);
                        }
                    }
                    p += len;
                    count += 1;
                    if p > limit {
                        return None;
                    }
                }
            }
        }
    }

    fn nfa_shortest(
        &self,
        nfa: &Nfa,
        start: usize,
        nonempty: bool,
        limit: usize,
        target: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let n = nfa.states.len();
        let mut ring = vec![false; RING * n];
        let mut live = 0usize;
        let starts = if nonempty {
            &nfa.starts_nonempty
        } else {
            &nfa.starts
        };
        for &q in starts {
            if !ring[(start % RING) * n + q] {
                ring[(start % RING) * n + q] = true;
                live += 1;
            }
        }
        for p in start..=limit {
            let row = (p % RING) * n;
            if (0..n).any(|q| ring[row + q] && nfa.states[q].accept) && target(p) {
                return Some(p);
            }
            for q in 0..n {
                if !ring[row + q] {
                    continue;
                }
                ring[row + q] = false;
                live -= 1;
                for &(sym, to) in &nfa.states[q].edges {
                    let len = self.read(sym, nfa.separator, p);
                    if len > 0 && p + len <= limit {
                        let slot = &mut ring[((p + len) % RING) * n + to];
                        if !*slot {
                            *slot = true;
                            live += 1;
                        }
                    }
                }
            }
            if live == 0 {
                return None;
            }
        }
        None
    }

    /// Whether `range` is a region of `shape`.
    fn is_region(&self, shape: &Shape, range: Range<usize>, nonempty: bool) -> bool {
        let end = range.end;
        self.shortest(shape, range.start, nonempty, end, |p| p == end) == Some(end)
    }

    /// The text of a `U+R` region: normalized, and in IRI mode with the triplets of `ucschar` (and in the
    /// query of `iprivate`) characters decoded, as `expand_iri` writes them.
    fn reserved_text(&self, range: Range<usize>) -> String {
        let mut out = String::new();
        let mut at = range.start;
        while at < range.end {
            let n = utf8_triplets(&self.atoms, at);
            if self.iri && n > 0 && at + n <= range.end {
                let in_query = self.first_question < at && self.first_hash >= at;
                let c = decode(&self.atoms[at..at + n]).and_then(|s| s.chars().next());
                if let Some(c) = c.filter(|&c| is_ucschar(c) || (in_query && is_iprivate(c))) {
                    out.push(c);
                    at += n;
                    continue;
                }
            }
            render(&self.atoms[at..at + 1], &mut out);
            at += 1;
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------------------
// The template as steps
// ---------------------------------------------------------------------------------------------------------

/// A variable occurrence.
struct Occurrence {
    op: Operator,
    name: Range<usize>,
    /// N of the name, as named operators write it.
    name_atoms: Vec<Atom>,
    modifier: Modifier,
    /// The first varspec of its expression (the state's `d` starts false there).
    first: bool,
    shape: Shape,
}

impl Occurrence {
    fn new(t: &UriTemplate, expr: &Expr, i: usize, var: &Var) -> Occurrence {
        let mut name_atoms = Vec::new();
        atoms_of(t.text(var.name.clone()), true, &mut name_atoms);
        Occurrence {
            op: expr.op,
            name: var.name.clone(),
            shape: Shape::of(expr.op, var.modifier, &name_atoms),
            name_atoms,
            modifier: var.modifier,
            first: i == 0,
        }
    }

    /// The lead: `first`, or `sep` after a defined variable of the same expression.
    fn lead(&self, d: bool) -> Option<Atom> {
        let lead = if d {
            self.op.separator()
        } else {
            self.op.first()
        };
        lead.as_bytes().first().map(|&b| ch(b))
    }

    /// M5: an exploded variable with no lead is not matched by an empty region.
    fn nonempty(&self, d: bool) -> bool {
        self.modifier == Modifier::Explode && self.lead(d).is_none()
    }
}

enum Step {
    Literal(Vec<Atom>),
    Var(Occurrence),
}

/// The steps, and in `query_any_order` mode the occurrences of the query expressions that end the template.
fn compile(t: &UriTemplate, any_order: bool) -> (Vec<Step>, Vec<Occurrence>) {
    let parts = t.parts();
    let mut cut = parts.len();
    if any_order {
        while cut > 0
            && matches!(&parts[cut - 1], Part::Expression(e)
                if matches!(e.op, Operator::Query | Operator::QueryContinuation))
        {
            cut -= 1;
        }
    }
    let occurrences = |expr: &Expr| -> Vec<Occurrence> {
        expr.vars
            .iter()
            .enumerate()
            .map(|(i, var)| Occurrence::new(t, expr, i, var))
            .collect()
    };
    let mut steps = Vec::new();
    for part in &parts[..cut] {
        match part {
            Part::Literal(range) => {
                let mut atoms = Vec::new();
                atoms_of(t.text(range.clone()), true, &mut atoms);
                steps.push(Step::Literal(atoms));
            }
            Part::Expression(expr) => steps.extend(occurrences(expr).into_iter().map(Step::Var)),
        }
    }
    let mut tail = Vec::new();
    for part in &parts[cut..] {
        if let Part::Expression(expr) = part {
            tail.extend(occurrences(expr));
        }
    }
    (steps, tail)
}

// ---------------------------------------------------------------------------------------------------------
// The search
// ---------------------------------------------------------------------------------------------------------

/// What one occurrence showed.
struct Found<'s> {
    occ: &'s Occurrence,
    /// `None`: undefined.
    value: Option<Value<'static>>,
    /// The occurrence's text after its lead, for M6.
    text: Vec<Atom>,
    /// False for M5's empty region with no lead.
    witnessed: bool,
}

/// Where the state after step `s` is looked up: the next step's table for `d` (the next varspec of the
/// same expression), or for a new expression or literal its only table, or the end.
fn after<'f>(
    tables: &'f [[Bits; 2]],
    steps: &[Step],
    end: &'f Bits,
    s: usize,
    d: bool,
) -> &'f Bits {
    match steps.get(s + 1) {
        None => end,
        Some(Step::Var(v)) if !v.first => &tables[s + 1][usize::from(d)],
        Some(_) => &tables[s + 1][0],
    }
}

fn run(t: &UriTemplate, uri: &str, options: MatchOptions) -> Option<Match> {
    let subject = Subject::new(uri, options.iri);
    let (steps, tail) = compile(t, options.any_order);
    let m = subject.len();

    // Where the template's last step may end: the end of the URI, or a parameter tail.
    let mut end = Bits::new(m + 1);
    end.set(m);
    if !tail.is_empty() {
        let mut rest_ok = true;
        for j in (0..m).rev() {
            let a = subject.atoms[j];
            let lead = (a == ch(b'?') && subject.first_question >= j)
                || (a == ch(b'&') && subject.first_question < j);
            if lead && rest_ok {
                end.set(j);
            }
            rest_ok &= is_query_atom(a);
        }
    }

    // Backwards: tables[s][d] holds, for each position, whether steps s.. can match from there.
    let mut tables: Vec<[Bits; 2]> = steps.iter().map(|_| Default::default()).collect();
    for s in (0..steps.len()).rev() {
        let built: [Bits; 2] = match &steps[s] {
            Step::Literal(lit) => {
                let next = after(&tables, &steps, &end, s, false);
                let mut table = Bits::new(m + 1);
                for p in 0..=m {
                    if subject.literal_at(p, lit).is_some_and(|e| next.get(e)) {
                        table.set(p);
                    }
                }
                [table, Bits::default()]
            }
            Step::Var(v) => {
                let defined = after(&tables, &steps, &end, s, true);
                let (any, nonempty) = subject.region_table(&v.shape, defined);
                let mut built: [Bits; 2] = Default::default();
                for d in [false, true] {
                    if d && v.first {
                        continue;
                    }
                    let skipped = after(&tables, &steps, &end, s, d);
                    let mut table = Bits::new(m + 1);
                    for p in 0..=m {
                        if skipped.get(p) || can_define(&subject, v, d, p, &any, &nonempty, defined)
                        {
                            table.set(p);
                        }
                    }
                    built[usize::from(d)] = table;
                }
                built
            }
        };
        tables[s] = built;
    }
    let start = if steps.is_empty() {
        &end
    } else {
        &tables[0][0]
    };
    if !start.get(0) {
        return None;
    }

    // Forwards: M4's choices along one path.
    let mut found: Vec<Found<'_>> = Vec::new();
    let (mut p, mut d) = (0, false);
    for (s, step) in steps.iter().enumerate() {
        match step {
            Step::Literal(lit) => {
                p = subject.literal_at(p, lit)?;
                d = false;
            }
            Step::Var(v) => {
                if v.first {
                    d = false;
                }
                let defined = after(&tables, &steps, &end, s, true);
                match define(&subject, v, d, p, defined) {
                    Some((text, region)) => {
                        let value = value_of(&subject, v, region)?;
                        found.push(Found {
                            occ: v,
                            value: Some(value),
                            witnessed: v.lead(d).is_some() || text.end > text.start,
                            text: subject.atoms[text.clone()].to_vec(),
                        });
                        p = text.end;
                        d = true;
                    }
                    None => found.push(Found {
                        occ: v,
                        value: None,
                        text: Vec::new(),
                        witnessed: true,
                    }),
                }
            }
        }
    }
    if !end.get(p) {
        return None;
    }
    if !tail.is_empty() {
        parameters(&subject, &tail, p, &mut found)?;
    }
    agree(t, found)
}

/// Whether occurrence `v` can be defined at `p` (state `d`), given the region tables of its shape.
fn can_define(
    subject: &Subject,
    v: &Occurrence,
    d: bool,
    p: usize,
    any: &Bits,
    nonempty: &Bits,
    defined: &Bits,
) -> bool {
    let mut q = p;
    if let Some(lead) = v.lead(d) {
        if subject.atom(q) != Some(lead) {
            return false;
        }
        q += 1;
    }
    if !v.op.named() {
        return if v.nonempty(d) {
            nonempty.get(q)
        } else {
            any.get(q)
        };
    }
    if v.modifier == Modifier::Explode {
        return any.get(q);
    }
    let Some(q) = subject.literal_at(q, &v.name_atoms) else {
        return false;
    };
    let equals = subject.atom(q) == Some(ch(b'='));
    if v.op == Operator::PathParameter {
        defined.get(q) || (equals && nonempty.get(q + 1))
    } else {
        equals && any.get(q + 1)
    }
}

/// The shortest way to define `v` at `p` (state `d`) so that the rest can match (`defined` holds at its
/// end): the occurrence's text after the lead, and its region. `None`: it is undefined.
fn define(
    subject: &Subject,
    v: &Occurrence,
    d: bool,
    p: usize,
    defined: &Bits,
) -> Option<(Range<usize>, Range<usize>)> {
    let mut q = p;
    if let Some(lead) = v.lead(d) {
        if subject.atom(q) != Some(lead) {
            return None;
        }
        q += 1;
    }
    let m = subject.len();
    let target = |e: usize| defined.get(e);
    if !v.op.named() || v.modifier == Modifier::Explode {
        let e = subject.shortest(&v.shape, q, v.nonempty(d), m, target)?;
        return Some((q..e, q..e));
    }
    let after_name = subject.literal_at(q, &v.name_atoms)?;
    if v.op == Operator::PathParameter && defined.get(after_name) {
        // `;name` is an empty value: the shortest region.
        return Some((q..after_name, after_name..after_name));
    }
    if subject.atom(after_name) != Some(ch(b'=')) {
        return None;
    }
    let start = after_name + 1;
    let nonempty = v.op == Operator::PathParameter;
    let e = subject.shortest(&v.shape, start, nonempty, m, target)?;
    Some((q..e, start..e))
}

/// The value of a region (M3); `None` when it is no value (an associative array with a name twice).
fn value_of(subject: &Subject, v: &Occurrence, region: Range<usize>) -> Option<Value<'static>> {
    let atoms = &subject.atoms[region.clone()];
    let offset = region.start;
    let split = |sep: Atom| -> Vec<Range<usize>> {
        let mut items = Vec::new();
        let mut from = 0;
        for (i, &a) in atoms.iter().enumerate() {
            if a == sep {
                items.push(from..i);
                from = i + 1;
            }
        }
        items.push(from..atoms.len());
        items
    };
    if v.op.allows_reserved() {
        if v.modifier == Modifier::Explode {
            let items = split(ch(b','))
                .into_iter()
                .map(|r| {
                    subject
                        .reserved_text(offset + r.start..offset + r.end)
                        .into()
                })
                .collect();
            return Some(Value::List(items));
        }
        return Some(Value::String(subject.reserved_text(region).into()));
    }
    if v.modifier != Modifier::Explode {
        if atoms.contains(&ch(b',')) {
            let items = split(ch(b','))
                .into_iter()
                .map(|r| decode(&atoms[r]).map(Into::into))
                .collect::<Option<_>>()?;
            return Some(Value::List(items));
        }
        return Some(Value::String(decode(atoms)?.into()));
    }
    // Exploded under U: items, each a name and perhaps a value.
    let sep = ch(v.op.separator().as_bytes()[0]);
    let items: Vec<(&[Atom], Option<&[Atom]>)> = split(sep)
        .into_iter()
        .map(|r| {
            let item = &atoms[r];
            match item.iter().position(|&a| a == ch(b'=')) {
                Some(i) => (&item[..i], Some(&item[i + 1..])),
                None => (item, None),
            }
        })
        .collect();
    let list = if v.op.named() {
        items
            .iter()
            .all(|(name, _)| *name == v.name_atoms.as_slice())
    } else {
        items.iter().all(|(_, value)| value.is_none())
    };
    if list {
        let items = items
            .iter()
            .map(|&(name, value)| {
                let text = if v.op.named() {
                    value.unwrap_or_default()
                } else {
                    name
                };
                decode(text).map(Into::into)
            })
            .collect::<Option<_>>()?;
        return Some(Value::List(items));
    }
    let mut pairs = Vec::with_capacity(items.len());
    let mut names = BTreeSet::new();
    for (name, value) in items {
        let name = decode(name)?;
        if !names.insert(name.clone()) {
            return None;
        }
        pairs.push((name.into(), decode(value.unwrap_or_default())?.into()));
    }
    Some(Value::AssocArray(pairs))
}

/// `query_any_order`: the parameter tail from `at` gives the query expressions' occurrences.
fn parameters<'s>(
    subject: &Subject,
    tail: &'s [Occurrence],
    at: usize,
    found: &mut Vec<Found<'s>>,
) -> Option<()> {
    let m = subject.len();
    // Each parameter: its range, and where its "=" is.
    let mut params: Vec<(Range<usize>, Option<usize>)> = Vec::new();
    if at < m {
        let mut from = at + 1;
        for i in at + 1..=m {
            if i == m || subject.atoms[i] == ch(b'&') {
                let equals = (from..i).find(|&j| subject.atoms[j] == ch(b'='));
                params.push((from..i, equals));
                from = i + 1;
            }
        }
    }
    for occ in tail {
        let mine: Vec<&(Range<usize>, Option<usize>)> = params
            .iter()
            .filter(|(range, equals)| {
                let key = range.start..equals.unwrap_or(range.end);
                subject.atoms[key] == *occ.name_atoms
            })
            .collect();
        if mine.is_empty() {
            found.push(Found {
                occ,
                value: None,
                text: Vec::new(),
                witnessed: true,
            });
            continue;
        }
        let exploded = occ.modifier == Modifier::Explode;
        if !exploded && mine.len() > 1 {
            return None;
        }
        let mut text = Vec::new();
        let mut items = Vec::new();
        for (range, equals) in mine {
            let region = (*equals)? + 1..range.end;
            let ok = if exploded {
                is_u_text(&subject.atoms[region.clone()])
            } else {
                subject.is_region(&occ.shape, region.clone(), false)
            };
            if !ok {
                return None;
            }
            if !text.is_empty() {
                text.push(ch(b'&'));
            }
            text.extend_from_slice(&subject.atoms[range.clone()]);
            items.push(region);
        }
        let value = if exploded {
            let list = items
                .into_iter()
                .map(|r| decode(&subject.atoms[r]).map(Into::into))
                .collect::<Option<_>>()?;
            Value::List(list)
        } else {
            value_of(subject, occ, items.pop()?)?
        };
        found.push(Found {
            occ,
            value: Some(value),
            text,
            witnessed: true,
        });
    }
    Some(())
}

/// M6: one value per variable, that every occurrence agrees with; the match.
fn agree(t: &UriTemplate, found: Vec<Found<'_>>) -> Option<Match> {
    let mut vars = Vec::new();
    for name in t.variables() {
        let occs: Vec<&Found<'_>> = found
            .iter()
            .filter(|f| t.text(f.occ.name.clone()) == name)
            .collect();
        let prefixed = |f: &&Found<'_>| matches!(f.occ.modifier, Modifier::Prefix(_));
        let value = if let [only] = occs.as_slice() {
            only.value.clone()
        } else {
            let candidates = occs
                .iter()
                .filter(|f| !prefixed(f))
                .chain(occs.iter().filter(|f| prefixed(f)));
            let mut chosen = None;
            for candidate in candidates {
                if occs
                    .iter()
                    .all(|o| reproduces(t, o, candidate.value.as_ref()))
                {
                    chosen = Some(candidate.value.clone());
                    break;
                }
            }
            chosen?
        };
        if let Some(value) = value {
            vars.push((
                String::from(name),
                Matched {
                    value,
                    prefix: occs.iter().all(prefixed),
                },
            ));
        }
    }
    Some(Match { vars })
}

/// Whether `value` (`None`: undefined) gives occurrence `o`'s text there.
fn reproduces(t: &UriTemplate, o: &Found<'_>, value: Option<&Value<'static>>) -> bool {
    match (&o.value, value) {
        (None, value) => value.is_none(),
        (Some(_), None) => !o.witnessed,
        (Some(_), Some(value)) => {
            let Some(expansion) = expand_one(t, o.occ, value) else {
                return false;
            };
            let mut atoms = Vec::new();
            atoms_of(&expansion, true, &mut atoms);
            atoms == o.text
        }
    }
}

/// The expansion of one varspec with `value`, without its lead.
fn expand_one(t: &UriTemplate, occ: &Occurrence, value: &Value<'static>) -> Option<String> {
    let name = t.text(occ.name.clone());
    let mut text = String::from("{");
    if let Some(c) = occ.op.as_char() {
        text.push(c);
    }
    let start = text.len();
    text.push_str(name);
    let range = start..text.len();
    match occ.modifier {
        Modifier::Prefix(n) => {
            let _ = write!(text, ":{n}");
        }
        Modifier::Explode => text.push('*'),
        Modifier::None => {}
    }
    text.push('}');
    let one = UriTemplate {
        parts: vec![Part::Expression(Expr {
            span: 0..text.len(),
            op: occ.op,
            vars: vec![Var {
                name: range,
                modifier: occ.modifier,
            }],
        })],
        text,
    };
    let vars = Vars::new().with(name, value.borrowed());
    let expansion = one.expand(&vars).ok()?;
    expansion.strip_prefix(occ.op.first()).map(String::from)
}
