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
//! 6570 Appendix A). A region (M3's syntax for one occurrence) is read by a small automaton over atoms,
//! or for a prefix modifier by a count of characters (M7).
//!
//! A first pass goes from the last step to the first and computes a table per step and `d`: from which
//! positions the rest of the template can match the rest of the URI (one bit each). For an occurrence it
//! runs the region's automaton backwards over the URI once: O(automaton × URI) for the step. One rule is
//! not regular: an associative array has each name once (M3), so a region of an exploded variable under
//! `U` that is no list must have different names. Its table is still exact: the URI splits into items at
//! the separator, names are interned in a trie (with Aho-Corasick links for the first item's name, a
//! suffix), and a segment tree answers for each start whether some end is reached before a name repeats
//! (`Subject::exploded_table`), O(URI × log URI) for the step.
//!
//! A second pass searches forwards, in M4's order: at each occurrence defined before undefined, then the
//! shortest region first, taking a choice only where the next table says the rest can match, and checking
//! each region exactly (its automaton, and its names) as it goes. A state that fails is marked and never
//! entered again, so the search is polynomial even where it must go back; with exact tables it never
//! does, and it follows one path. In all, O(template × URI × log URI) time and O(template × URI) bits.
//! The values are then read from the regions (M3), M6's agreement is checked, and they are returned.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::ops::Range;

use super::{Expr, Modifier, Operator, Part, UriTemplate, Value, Var, Variables, Vars};
use crate::percent::{
    is_bidi_format, is_iprivate, is_reserved, is_ucschar, is_unreserved, pct, push_pct,
};

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
    /// let m = t.match_uri("/page/1")?.unwrap();
    /// let mut vars = m.to_vars();
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
            if let Some(before) = previous
                && expr.op.first().is_empty()
            {
                return Err(MatchError {
                    kind: MatchErrorKind::AmbiguousAdjacentExpressions,
                    index: expr.span.start,
                    other: before,
                    name: None,
                    exploded: false,
                });
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
    ///   value. An associative array has each name once: a split that repeats a name gives no value, so
    ///   it is no preimage and M4 takes the next (`{/m*}{.n}` on `/a=1/a.b`: not `m={a:1,a:""}` and
    ///   `n=b` but `m={a:1,a.b:""}`).
    ///   Under `+` and `#` a region is returned as its normalized text, *not decoded* (decoding would
    ///   merge `%2F` with `/`), and an exploded one is a list split at every `,`.
    /// - **M4 Priority.** Of the preimages, the one whose variable occurrences, taken in template order,
    ///   are defined rather than undefined, then have the shorter region: `{/x,y}` on `/a` gives `x=a`;
    ///   `{name}.{ext}` on `file.tar.gz` gives `file` and `tar.gz`; `{+path}{?q}` on `/a/b?q=1` gives
    ///   `/a/b` and `1`.
    /// - **M5 Empty without witness.** The first defined variable of a `{var}` or `{+var}` expression has
    ///   no lead, so an empty region is the empty string (`O{x}X` on `OX`), except that an exploded
    ///   variable is then undefined (`{list*}` on the empty URI). Such an empty string is *unwitnessed*
    ///   unless a later variable of the expression is defined (its lead `,` shows the first one was).
    /// - **M6 Repeated variables.** Each occurrence is matched on its own; the value is the first, in
    ///   template order, of the values of the occurrences without prefix and then of the prefixed ones,
    ///   whose expansion at every occurrence gives that occurrence's text (an occurrence shown undefined
    ///   agrees only with undefined; an unwitnessed empty one of M5 also agrees with undefined). None:
    ///   no match; no other split is tried.
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
    /// The time is polynomial whatever the template and the URI: O(template length × URI length × log URI
    /// length), with no exponential backtracking (the module's source describes the algorithm).
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
    /// // M9: parameters in another order are no expansion of `{?q,lang}`, so the reserved value takes
    /// // the rest (M4).
    /// let m = t.match_uri("http://example.com/~fred/x?lang=en&q=cat")?.unwrap();
    /// assert_eq!(m.get("path").unwrap().as_str(), Some("x?lang=en&q=cat"));
    /// let search = UriTemplate::parse("/search{?q,lang}")?;
    /// assert!(search.match_uri("/search?lang=en&q=cat")?.is_none());
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

/// Appends the atoms of `text` after N. Non-ASCII characters become their UTF-8 octets' triplets with
/// `map` (a template literal's expanded form, RFC 6570 3.1; an IRI mapped to a URI, RFC 3987 3.1), else one
/// `BAD` atom each.
fn atoms_of(text: &str, map: bool, out: &mut Vec<Atom>) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%'
            && let Some(octet) = pct(&bytes[i..])
        {
            out.push(if is_unreserved(octet) {
                ch(octet)
            } else {
                PCT | Atom::from(octet)
            });
            i += 3;
            continue;
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
    for &a in atoms {
        if is_pct(a) {
            push_pct(out, (a & 0xFF) as u8);
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

    fn union(&mut self, other: &Bits) {
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }
}

/// A trie of names (atoms), with Aho-Corasick failure links: node 0 is the empty name.
#[derive(Default)]
struct Trie {
    edges: BTreeMap<(usize, Atom), usize>,
    depth: Vec<usize>,
    fail: Vec<usize>,
}

impl Trie {
    fn child(&self, node: usize, a: Atom) -> Option<usize> {
        self.edges.get(&(node, a)).copied()
    }

    /// Adds a name and its prefixes; its node.
    fn insert(&mut self, name: &[Atom]) -> usize {
        if self.depth.is_empty() {
            self.depth.push(0);
        }
        let mut node = 0;
        for &a in name {
            node = match self.child(node, a) {
                Some(c) => c,
                None => {
                    let c = self.depth.len();
                    self.depth.push(self.depth[node] + 1);
                    self.edges.insert((node, a), c);
                    c
                }
            };
        }
        node
    }

    /// The failure links: from each node, the node of its longest proper suffix.
    fn link(&mut self) {
        if self.depth.is_empty() {
            self.depth.push(0);
        }
        self.fail = vec![0; self.depth.len()];
        let mut queue = alloc::collections::VecDeque::from([0]);
        while let Some(node) = queue.pop_front() {
            let children: Vec<(Atom, usize)> = self
                .edges
                .range((node, 0)..=(node, Atom::MAX))
                .map(|(&(_, a), &c)| (a, c))
                .collect();
            for (a, c) in children {
                self.fail[c] = if node == 0 {
                    0
                } else {
                    self.step(self.fail[node], a)
                };
                queue.push_back(c);
            }
        }
    }

    /// The Aho-Corasick transition: the node of the longest suffix of `state`'s name and `a`.
    fn step(&self, mut state: usize, a: Atom) -> usize {
        loop {
            if let Some(c) = self.child(state, a) {
                return c;
            }
            if state == 0 {
                return 0;
            }
            state = self.fail[state];
        }
    }
}

/// Among some ends of regions, each with the segment after which its name last appeared (`from`, 1 + the
/// segment, 0 for none) and its name: the end with the least `from`, and the least `from` of an end with
/// another name.
#[derive(Clone, Copy, Debug)]
struct Best {
    from: usize,
    name: usize,
    other: usize,
}

impl Best {
    const NONE: Best = Best {
        from: usize::MAX,
        name: usize::MAX,
        other: usize::MAX,
    };

    fn one(from: usize, name: usize) -> Best {
        Best {
            from,
            name,
            other: usize::MAX,
        }
    }

    fn merge(self, other: Best) -> Best {
        let (first, second) = if self.from <= other.from {
            (self, other)
        } else {
            (other, self)
        };
        let other = if second.name != first.name {
            second.from
        } else {
            second.other
        };
        Best {
            other: first.other.min(other),
            ..first
        }
    }

    /// Whether some end's name appeared in no segment from `after` on and is not `name`.
    fn allows(self, after: usize, name: usize) -> bool {
        (self.from <= after && self.name != name) || self.other <= after
    }
}

/// A segment tree of `Best` over segments.
struct Tree {
    size: usize,
    nodes: Vec<Best>,
}

impl Tree {
    fn new(leaves: Vec<Best>) -> Tree {
        let size = leaves.len().next_power_of_two();
        let mut nodes = vec![Best::NONE; 2 * size];
        nodes[size..size + leaves.len()].copy_from_slice(&leaves);
        for i in (1..size).rev() {
            nodes[i] = nodes[2 * i].merge(nodes[2 * i + 1]);
        }
        Tree { size, nodes }
    }

    /// The merge over segments `lo ..= hi`.
    fn query(&self, lo: usize, hi: usize) -> Best {
        let mut best = Best::NONE;
        let (mut lo, mut hi) = (lo + self.size, hi + self.size + 1);
        while lo < hi {
            if lo % 2 == 1 {
                best = best.merge(self.nodes[lo]);
                lo += 1;
            }
            if hi % 2 == 1 {
                hi -= 1;
                best = best.merge(self.nodes[hi]);
            }
            lo /= 2;
            hi /= 2;
        }
        best
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

    /// Exploded under `U`: the automaton for `items` of the occurrence's region.
    fn exploded(op: Operator, name: &[Atom], items: Items) -> Nfa {
        let sep = ch(op.separator().as_bytes()[0]);
        if op.named() {
            Nfa::named_items(op, sep, name, items)
        } else {
            Nfa::items(sep, items)
        }
    }

    /// Exploded under `U` without names (none, `.`, `/`): items separated by `sep`, each a bare name or
    /// `name=value` with a value that is not empty (an empty value is written as the bare name, 3.2.1).
    fn items(sep: Atom, items: Items) -> Nfa {
        const KEY: usize = 0;
        const EQUALS: usize = 2;
        const VALUE: usize = 3;
        let next = (items != Items::One).then_some((Sym::Is(sep), KEY));
        let equals = (items != Items::List).then_some((Sym::Is(ch(b'=')), EQUALS));
        let key: Vec<(Sym, usize)> = [Some((Sym::U, KEY)), equals, next]
            .into_iter()
            .flatten()
            .collect();
        let value: Vec<(Sym, usize)> = [Some((Sym::U, VALUE)), next]
            .into_iter()
            .flatten()
            .collect();
        Nfa {
            states: vec![
                state(true, &key),
                state(false, &key),
                state(false, &[(Sym::U, VALUE)]),
                state(true, &value),
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
    fn named_items(op: Operator, sep: Atom, name: &[Atom], items: Items) -> Nfa {
        let semicolon = op == Operator::PathParameter;
        let more = items != Items::One;
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
                    if semicolon && more {
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
            let mut edges = vec![(Sym::U, value)];
            if more {
                edges.push((Sym::Is(sep), base));
            }
            states.push(State {
                accept: true,
                edges,
            });
            base
        };
        let mut starts = Vec::new();
        if items != Items::List {
            starts.push(build(&mut states, None));
        }
        if items == Items::List || (items == Items::All && !is_u_text(name)) {
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

/// Which regions of an exploded variable under `U` an automaton reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Items {
    /// All of M3's syntax: a list or an associative array (whether its names differ is not regular).
    All,
    /// The list form: no raw "=" (without names), or every name the variable's (with).
    List,
    /// One item, in either form.
    One,
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
            Modifier::Explode => Shape::Nfa(Nfa::exploded(op, name, Items::All)),
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

    /// For each position: whether a region of the occurrence can start there and end where `next` holds
    /// (the first set), and the same for a region that is not empty (the second).
    fn region_table(&self, occ: &Occurrence, next: &Bits) -> (Bits, Bits) {
        match &occ.shape {
            _ if occ.modifier == Modifier::Explode && !occ.op.allows_reserved() => {
                self.exploded_table(occ, next)
            }
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

    /// The positions from `start` up to `limit` where a region of `nfa` ends, in order.
    fn nfa_ends(&self, nfa: &Nfa, start: usize, limit: usize) -> Vec<usize> {
        let n = nfa.states.len();
        let mut ring = vec![false; RING * n];
        let mut live = 0;
        for &q in &nfa.starts {
            ring[(start % RING) * n + q] = true;
            live += 1;
        }
        let mut ends = Vec::new();
        let mut p = start;
        while live > 0 && p <= limit {
            let row = (p % RING) * n;
            if (0..n).any(|q| ring[row + q] && nfa.states[q].accept) {
                ends.push(p);
            }
            for q in 0..n {
                if !core::mem::replace(&mut ring[row + q], false) {
                    continue;
                }
                live -= 1;
                for &(sym, to) in &nfa.states[q].edges {
                    let len = self.read(sym, nfa.separator, p);
                    if len > 0 && p + len <= limit {
                        let slot = &mut ring[((p + len) % RING) * n + to];
                        if !core::mem::replace(slot, true) {
                            live += 1;
                        }
                    }
                }
            }
            p += 1;
        }
        ends
    }

    /// The exact tables of an exploded variable under `U`: M3 reads a list, or an associative array whose
    /// names differ, which no automaton can check. A region is a list (an automaton), one item (another),
    /// or two items or more with different names; for those:
    ///
    /// The URI splits into *segments* at the separator; a region from `r` in segment `k` has its first
    /// item from `r` to the end of segment `k`, whole segments `k+1 .. t-1`, and a last item that is a
    /// prefix of segment `t`. Names are interned in a trie of the segments' names, where every prefix is a
    /// node: a last item's name is a node, a first item's name (a suffix) is found by Aho-Corasick failure
    /// links, or is no node and so differs from every other. With `T(r)` the last segment up to which the
    /// whole items are valid, differ from each other and from the first name, the region exists when some
    /// segment `t` in `k+1 ..= T(r)` has an end where `next` holds whose name is not the first's and did
    /// not appear in segments `k+1 .. t-1`: a range query over a segment tree of each segment's two best
    /// ends (by where their name last appeared before), O(log) per position.
    fn exploded_table(&self, occ: &Occurrence, next: &Bits) -> (Bits, Bits) {
        let m = self.len();
        let atoms = &self.atoms;
        let nfa = |items| Nfa::exploded(occ.op, &occ.name_atoms, items);
        let (mut any, mut nonempty) = self.nfa_table(&nfa(Items::List), next);
        let one = nfa(Items::One);
        let (single, single_nonempty) = self.nfa_table(&one, next);
        any.union(&single);
        nonempty.union(&single_nonempty);
        if !occ.op.named() && !self.atoms.contains(&ch(b'=')) {
            // No raw "=": every region is a list.
            return (any, nonempty);
        }

        let sep = ch(occ.op.separator().as_bytes()[0]);
        let equals = ch(b'=');
        // Segments [starts[i], ends[i]), each but the last ended by a separator.
        let mut starts = vec![0];
        let mut ends = Vec::new();
        for (p, &a) in atoms.iter().enumerate() {
            if a == sep {
                ends.push(p);
                starts.push(p + 1);
            }
        }
        ends.push(m);
        let z = ends.len() - 1;
        let key_ends: Vec<usize> = (0..=z)
            .map(|i| {
                (starts[i]..ends[i])
                    .find(|&p| atoms[p] == equals)
                    .unwrap_or(ends[i])
            })
            .collect();
        let mut trie = Trie::default();
        let keys: Vec<usize> = (0..=z)
            .map(|i| trie.insert(&atoms[starts[i]..key_ends[i]]))
            .collect();
        trie.link();
        // Where each name is a segment's name, in order.
        let mut named: Vec<(usize, usize)> =
            keys.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        named.sort_unstable();
        let next_named = |key: usize, after: usize| -> usize {
            let at = named.partition_point(|&x| x <= (key, after));
            named
                .get(at)
                .filter(|x| x.0 == key)
                .map_or(usize::MAX, |x| x.1)
        };
        // 1 + the last segment before `before` named `key` (0: none).
        let last_named = |key: usize, before: usize| -> usize {
            let at = named.partition_point(|&x| x < (key, before));
            at.checked_sub(1)
                .and_then(|i| named.get(i))
                .filter(|x| x.0 == key)
                .map_or(0, |x| x.1 + 1)
        };

        // Whole items: the item from a position reaches its separator.
        let mut separators = Bits::new(m + 1);
        for (p, &a) in atoms.iter().enumerate() {
            if a == sep {
                separators.set(p);
            }
        }
        let (complete, _) = self.nfa_table(&one, &separators);
        let mut first_bad = vec![z; z + 2];
        for i in (0..z).rev() {
            first_bad[i] = if complete.get(starts[i]) {
                first_bad[i + 1]
            } else {
                i
            };
        }
        // low[b]: the first segment from which the names up to b differ.
        let mut low = Vec::with_capacity(z + 1);
        for (b, &key) in keys.iter().enumerate() {
            let from = last_named(key, b);
            low.push(low.last().copied().unwrap_or(0).max(from));
        }

        // Each segment as the last item: its ends where `next` holds, by name.
        let mut leaves = Vec::with_capacity(z + 1);
        for t in 0..=z {
            let mut best = Best::NONE;
            let mut node = 0;
            let mut at = starts[t];
            for end in self.nfa_ends(&one, starts[t], ends[t]) {
                if !next.get(end) {
                    continue;
                }
                let key = if end <= key_ends[t] {
                    while at < end {
                        node = trie.child(node, atoms[at]).unwrap_or(0);
                        at += 1;
                    }
                    node
                } else {
                    keys[t]
                };
                best = best.merge(Best::one(last_named(key, t), key));
            }
            leaves.push(best);
        }
        let tree = Tree::new(leaves);

        // The first item's name from each position: a trie node, or none.
        let mut first_names = vec![usize::MAX; m + 1];
        for i in 0..=z {
            let mut from = starts[i];
            for to in (starts[i]..ends[i])
                .filter(|&p| atoms[p] == equals)
                .chain([ends[i]])
            {
                let mut state = 0;
                for &a in &atoms[from..to] {
                    state = trie.step(state, a);
                }
                loop {
                    if let Some(r) = to.checked_sub(trie.depth[state]).filter(|&r| r >= from) {
                        first_names[r] = state;
                    }
                    if state == 0 {
                        break;
                    }
                    state = trie.fail[state];
                }
                from = to + 1;
            }
        }

        let mut k = 0;
        for (r, &name) in first_names.iter().enumerate() {
            while r > ends[k] {
                k += 1;
            }
            if k >= z || !complete.get(r) {
                continue;
            }
            let distinct = low.partition_point(|&l| l <= k + 1).max(k + 1);
            let last = first_bad[k + 1].min(distinct).min(next_named(name, k));
            if last > k && tree.query(k + 1, last.min(z)).allows(k + 1, name) {
                any.set(r);
                nonempty.set(r);
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

    /// Whether `range` is a region of the occurrence's shape (a value after `name=`, for
    /// `query_any_order`).
    fn is_region(&self, occ: &Occurrence, range: Range<usize>) -> bool {
        let end = range.end;
        let mut walk = Walk::new(self, occ, range.start, false);
        walk.next(self, occ, end, |p| p == end) == Some(end)
    }

    /// The text of a `U+R` region: normalized, and in IRI mode with the triplets of `ucschar` (and in the
    /// query of `iprivate`) characters decoded, as `expand_iri` writes them (not the bidirectional
    /// formatting characters, RFC 3987 4.1).
    fn reserved_text(&self, range: Range<usize>) -> String {
        let mut out = String::new();
        let mut at = range.start;
        while at < range.end {
            let n = utf8_triplets(&self.atoms, at);
            if self.iri && n > 0 && at + n <= range.end {
                let in_query = self.first_question < at && self.first_hash >= at;
                let c = decode(&self.atoms[at..at + n]).and_then(|s| s.chars().next());
                let keep =
                    |c: char| !is_bidi_format(c) && (is_ucschar(c) || (in_query && is_iprivate(c)));
                if let Some(c) = c.filter(|&c| keep(c)) {
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
    /// Which expression of the template it is in.
    expr: usize,
    shape: Shape,
}

impl Occurrence {
    fn new(t: &UriTemplate, (n, expr): (usize, &Expr), i: usize, var: &Var) -> Occurrence {
        let mut name_atoms = Vec::new();
        atoms_of(t.text(var.name.clone()), true, &mut name_atoms);
        Occurrence {
            op: expr.op,
            name: var.name.clone(),
            shape: Shape::of(expr.op, var.modifier, &name_atoms),
            name_atoms,
            modifier: var.modifier,
            first: i == 0,
            expr: n,
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
    let occurrences = |n: usize, expr: &Expr| -> Vec<Occurrence> {
        expr.vars
            .iter()
            .enumerate()
            .map(|(i, var)| Occurrence::new(t, (n, expr), i, var))
            .collect()
    };
    let mut steps = Vec::new();
    let mut tail = Vec::new();
    let mut n = 0;
    for (i, part) in parts.iter().enumerate() {
        match part {
            Part::Literal(range) => {
                let mut atoms = Vec::new();
                atoms_of(t.text(range.clone()), true, &mut atoms);
                steps.push(Step::Literal(atoms));
            }
            Part::Expression(expr) if i < cut => {
                steps.extend(occurrences(n, expr).into_iter().map(Step::Var));
            }
            Part::Expression(expr) => tail.extend(occurrences(n, expr)),
        }
        n += usize::from(matches!(part, Part::Expression(_)));
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
    /// False for M5's empty region with no lead, when no later variable of the expression is defined.
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
    let end = if tail.is_empty() {
        let mut end = Bits::new(m + 1);
        end.set(m);
        end
    } else {
        tail_starts(&subject, &tail)
    };

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
                let (any, nonempty) = subject.region_table(v, defined);
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

    // Forwards: M4's choices, along the path that the tables show.
    let (path, at) = search(&subject, &steps, &tables, &end)?;
    let mut found: Vec<Found<'_>> = Vec::new();
    for (step, (d, chosen)) in steps.iter().zip(path) {
        let Step::Var(v) = step else { continue };
        match chosen {
            Some((text, region)) => found.push(Found {
                occ: v,
                value: Some(value_of(&subject, v, region)?),
                witnessed: v.lead(d).is_some() || !text.is_empty(),
                text: subject.atoms[text].to_vec(),
            }),
            None => found.push(Found {
                occ: v,
                value: None,
                text: Vec::new(),
                witnessed: true,
            }),
        }
    }
    // M5's empty region with no lead shows nothing only when no later variable of the expression is
    // defined: else the later one's lead is `sep` (",") and not `first` (""), which shows it.
    let mut later: Option<usize> = None;
    for f in found.iter_mut().rev() {
        if later.is_some_and(|expr| expr != f.occ.expr) {
            later = None;
        }
        if later.is_some() {
            f.witnessed = true;
        }
        if f.value.is_some() {
            later = Some(f.occ.expr);
        }
    }
    if !tail.is_empty() {
        parameters(&subject, &tail, at, &mut found)?;
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

/// The names of the complete items of an exploded region under `U`, for M3's rule that an associative
/// array has each name once: a trie of the names, and the current item's name in it.
struct Names {
    separator: Atom,
    named: bool,
    /// Where the current item starts, and its `=`.
    item: usize,
    equals: Option<usize>,
    /// The trie node of the current item's name so far (`None`: no complete item's name starts so).
    node: Option<usize>,
    /// Every complete item is in list form (M3: no raw "=" without names; the variable's own name with).
    list: bool,
    /// Two complete items have the same name: as an associative array the region is no value, now and
    /// when it grows.
    duplicate: bool,
    edges: BTreeMap<(usize, Atom), usize>,
    /// Trie nodes where a complete item's name ends.
    ends: Vec<bool>,
}

impl Names {
    fn new(occ: &Occurrence, start: usize) -> Names {
        Names {
            separator: ch(occ.op.separator().as_bytes()[0]),
            named: occ.op.named(),
            item: start,
            equals: None,
            node: Some(0),
            list: true,
            duplicate: false,
            edges: BTreeMap::new(),
            ends: vec![false],
        }
    }

    /// Whether an item whose name is `name`, with an `=` or not, is in list form.
    fn listed(&self, occ: &Occurrence, name: &[Atom], equals: bool) -> bool {
        if self.named {
            name == occ.name_atoms.as_slice()
        } else {
            !equals
        }
    }

    /// Reads the atom at `p`, which the region holds.
    fn read(&mut self, atoms: &[Atom], occ: &Occurrence, p: usize) {
        let a = atoms[p];
        if a == self.separator {
            let name = &atoms[self.item..self.equals.unwrap_or(p)];
            self.list &= self.listed(occ, name, self.equals.is_some());
            let mut node = 0;
            for &a in name {
                node = match self.edges.get(&(node, a)) {
                    Some(&child) => child,
                    None => {
                        let child = self.ends.len();
                        self.ends.push(false);
                        self.edges.insert((node, a), child);
                        child
                    }
                };
            }
            self.duplicate |= core::mem::replace(&mut self.ends[node], true);
            self.item = p + 1;
            self.equals = None;
            self.node = Some(0);
        } else if self.equals.is_none() {
            if a == ch(b'=') {
                self.equals = Some(p);
            } else {
                self.node = self.node.and_then(|n| self.edges.get(&(n, a)).copied());
            }
        }
    }

    /// Whether the region that ends at `end` has a value: a list, or an associative array with each name
    /// once.
    fn valid(&self, atoms: &[Atom], occ: &Occurrence, end: usize) -> bool {
        let name = &atoms[self.item..self.equals.unwrap_or(end)];
        if self.list && self.listed(occ, name, self.equals.is_some()) {
            return true;
        }
        !self.duplicate && !self.node.is_some_and(|n| self.ends[n])
    }
}

/// A walk through the regions that start at one position, shortest first (M4): the positions where one
/// ends, in increasing order.
enum Walk {
    Nfa {
        /// The automaton's states at the positions ahead (`RING` rows).
        ring: Vec<bool>,
        live: usize,
        at: usize,
        names: Option<Names>,
    },
    Prefix {
        /// The character that starts at `at` is the `count`th; `cut` triplets of it are taken.
        at: usize,
        count: usize,
        cut: usize,
        nonempty: bool,
    },
}

impl Walk {
    fn new(subject: &Subject, occ: &Occurrence, start: usize, nonempty: bool) -> Walk {
        match &occ.shape {
            Shape::Nfa(nfa) => {
                let n = nfa.states.len();
                let mut ring = vec![false; RING * n];
                let starts = if nonempty {
                    &nfa.starts_nonempty
                } else {
                    &nfa.starts
                };
                for &q in starts {
                    ring[(start % RING) * n + q] = true;
                }
                let names = (occ.modifier == Modifier::Explode && !occ.op.allows_reserved())
                    .then(|| Names::new(occ, start));
                Walk::Nfa {
                    live: starts.len(),
                    ring,
                    at: start.min(subject.len() + 1),
                    names,
                }
            }
            Shape::Prefix { .. } => Walk::Prefix {
                at: start,
                count: 0,
                cut: 0,
                nonempty,
            },
        }
    }

    /// The next position, up to `limit`, where a region ends and `target` holds.
    fn next(
        &mut self,
        subject: &Subject,
        occ: &Occurrence,
        limit: usize,
        target: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let limit = limit.min(subject.len());
        match (self, &occ.shape) {
            (
                Walk::Nfa {
                    ring,
                    live,
                    at,
                    names,
                },
                Shape::Nfa(nfa),
            ) => {
                let n = nfa.states.len();
                while *live > 0 && *at <= limit {
                    let p = *at;
                    let row = (p % RING) * n;
                    let ends = (0..n).any(|q| ring[row + q] && nfa.states[q].accept)
                        && target(p)
                        && names
                            .as_ref()
                            .is_none_or(|names| names.valid(&subject.atoms, occ, p));
                    for q in 0..n {
                        if !ring[row + q] {
                            continue;
                        }
                        ring[row + q] = false;
                        *live -= 1;
                        for &(sym, to) in &nfa.states[q].edges {
                            let len = subject.read(sym, nfa.separator, p);
                            if len > 0 && p + len <= limit {
                                let slot = &mut ring[((p + len) % RING) * n + to];
                                if !*slot {
                                    *slot = true;
                                    *live += 1;
                                }
                            }
                        }
                    }
                    if let Some(names) = names
                        && p < limit
                    {
                        names.read(&subject.atoms, occ, p);
                    }
                    *at += 1;
                    if ends {
                        return Some(p);
                    }
                }
                None
            }
            (
                Walk::Prefix {
                    at,
                    count,
                    cut,
                    nonempty,
                },
                &Shape::Prefix { max, reserved },
            ) => loop {
                let p = *at;
                if p > limit {
                    return None;
                }
                if *cut == 0 {
                    *cut = 1;
                    if (*count > 0 || !*nonempty) && target(p) {
                        return Some(p);
                    }
                }
                let len = subject.char_len(reserved, p);
                if *count >= max || len == 0 {
                    return None;
                }
                // Under U+R a region may keep the first triplets of a sequence, one character each.
                while reserved && *cut < len {
                    let s = *cut;
                    *cut += 1;
                    if *count + s <= max && p + s <= limit && target(p + s) {
                        return Some(p + s);
                    }
                }
                *at += len;
                *count += 1;
                *cut = 0;
            },
            _ => None,
        }
    }
}

/// The ways to define an occurrence at one position, shortest region first (M4).
struct Defined {
    /// Where the occurrence's text starts (after its lead) and where its region starts.
    text: usize,
    region: usize,
    /// `;name` with no value: a region that ends where the name does.
    bare: Option<usize>,
    walk: Option<Walk>,
}

impl Defined {
    fn new(subject: &Subject, v: &Occurrence, d: bool, p: usize) -> Option<Defined> {
        let mut q = p;
        if let Some(lead) = v.lead(d) {
            if subject.atom(q) != Some(lead) {
                return None;
            }
            q += 1;
        }
        if !v.op.named() || v.modifier == Modifier::Explode {
            return Some(Defined {
                text: q,
                region: q,
                bare: None,
                walk: Some(Walk::new(subject, v, q, v.nonempty(d))),
            });
        }
        let after = subject.literal_at(q, &v.name_atoms)?;
        let semicolon = v.op == Operator::PathParameter;
        let equals = subject.atom(after) == Some(ch(b'='));
        Some(Defined {
            text: q,
            region: after + 1,
            bare: semicolon.then_some(after),
            walk: equals.then(|| Walk::new(subject, v, after + 1, semicolon)),
        })
    }

    /// The next way: the occurrence's text after its lead, and its region.
    fn next(
        &mut self,
        subject: &Subject,
        v: &Occurrence,
        target: impl Fn(usize) -> bool,
    ) -> Option<(Range<usize>, Range<usize>)> {
        if let Some(end) = self.bare.take()
            && target(end)
        {
            return Some((self.text..end, end..end));
        }
        let end = self
            .walk
            .as_mut()?
            .next(subject, v, subject.len(), target)?;
        Some((self.text..end, self.region..end))
    }
}

/// A state of the search: step `s` at position `p`, `d` as in the tables.
struct Frame {
    s: usize,
    d: bool,
    p: usize,
    started: bool,
    defined: Option<Defined>,
    undefined_tried: bool,
    /// The choice that the next frame continues: the occurrence's text and region, or undefined.
    chosen: Option<(Range<usize>, Range<usize>)>,
}

/// M4's choices: a depth-first search, in M4's order, of the states `(step, d, position)`, which takes a
/// choice only where the tables say the rest can match. The tables know the regular syntax of regions;
/// where M3's rule that an associative array has each name once refuses a region they allowed, the search
/// goes back to the next choice. A state that fails is marked and never entered again, so the search
/// enters at most (steps × 2 × positions) states, each walking its regions once.
///
/// The result: for each step, its state's `d` and choice; and where the last step ended.
#[allow(clippy::type_complexity)]
fn search(
    subject: &Subject,
    steps: &[Step],
    tables: &[[Bits; 2]],
    end: &Bits,
) -> Option<(Vec<(bool, Option<(Range<usize>, Range<usize>)>)>, usize)> {
    let n = steps.len();
    let m = subject.len();
    // The `d` a state has at step `s`: only a varspec after the first of its expression keeps it.
    let keeps = |s: usize, d: bool| d && matches!(steps.get(s), Some(Step::Var(v)) if !v.first);
    let mut failed: Vec<[Bits; 2]> = steps
        .iter()
        .map(|_| [Bits::new(m + 1), Bits::new(m + 1)])
        .collect();
    let viable = |failed: &[[Bits; 2]], s: usize, d: bool, p: usize| -> bool {
        if s == n {
            return end.get(p);
        }
        let d = usize::from(keeps(s, d));
        tables[s][d].get(p) && !failed[s][d].get(p)
    };
    let frame = |s: usize, d: bool, p: usize| Frame {
        s,
        d: keeps(s, d),
        p,
        started: false,
        defined: None,
        undefined_tried: false,
        chosen: None,
    };
    if !viable(&failed, 0, false, 0) {
        return None;
    }
    let mut stack = vec![frame(0, false, 0)];
    loop {
        let top = stack.last_mut()?;
        let (s, d, p) = (top.s, top.d, top.p);
        let Some(step) = steps.get(s) else { break };
        let next = match step {
            Step::Literal(lit) if !top.started => {
                top.started = true;
                subject
                    .literal_at(p, lit)
                    .filter(|&e| viable(&failed, s + 1, false, e))
                    .map(|e| (false, e, None))
            }
            Step::Literal(_) => None,
            Step::Var(v) => {
                if !top.started {
                    top.started = true;
                    top.defined = Defined::new(subject, v, d, p);
                }
                let target = |e: usize| viable(&failed, s + 1, true, e);
                let mut next = None;
                if let Some(defined) = &mut top.defined {
                    match defined.next(subject, v, target) {
                        Some((text, region)) => next = Some((true, text.end, Some((text, region)))),
                        None => top.defined = None,
                    }
                }
                if next.is_none() && !top.undefined_tried {
                    top.undefined_tried = true;
                    if viable(&failed, s + 1, d, p) {
                        next = Some((d, p, None));
                    }
                }
                next
            }
        };
        match next {
            Some((d, e, chosen)) => {
                top.chosen = chosen;
                stack.push(frame(s + 1, d, e));
            }
            None => {
                failed[s][usize::from(d)].set(p);
                stack.pop();
            }
        }
    }
    let at = stack.last()?.p;
    stack.pop();
    Some((stack.into_iter().map(|f| (f.d, f.chosen)).collect(), at))
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

/// `query_any_order`: the parameters of a tail that starts at `at` (a `?` or `&`; none at the end): each
/// one's range and where its first `=` is.
fn params_from(subject: &Subject, at: usize) -> Vec<(Range<usize>, Option<usize>)> {
    let m = subject.len();
    let mut params = Vec::new();
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
    params
}

/// Whether a parameter is named after the occurrence's variable.
fn is_named(
    subject: &Subject,
    occ: &Occurrence,
    (range, equals): &(Range<usize>, Option<usize>),
) -> bool {
    subject.atoms[range.start..equals.unwrap_or(range.end)] == *occ.name_atoms
}

/// Whether a parameter named after the occurrence's variable is one that expansion writes for it: `name=`
/// and a value of its region's syntax (for an exploded variable, a list item).
fn param_fits(
    subject: &Subject,
    occ: &Occurrence,
    (range, equals): &(Range<usize>, Option<usize>),
) -> bool {
    let Some(equals) = *equals else { return false };
    let region = equals + 1..range.end;
    if occ.modifier == Modifier::Explode {
        is_u_text(&subject.atoms[region])
    } else {
        subject.is_region(occ, region)
    }
}

/// Whether the parameters fit the tail's occurrences: each named one fits, and a variable without explode
/// has at most one.
fn params_fit(
    subject: &Subject,
    tail: &[Occurrence],
    params: &[(Range<usize>, Option<usize>)],
    counts: &mut [usize],
) -> bool {
    for param in params {
        for (occ, count) in tail.iter().zip(counts.iter_mut()) {
            if is_named(subject, occ, param) {
                *count += 1;
                let single = occ.modifier == Modifier::Explode || *count <= 1;
                if !single || !param_fits(subject, occ, param) {
                    return false;
                }
            }
        }
    }
    true
}

/// `query_any_order`: where a parameter tail may start (the end of the URI, or a `?` or `&` as the option
/// says) such that its parameters fit the query expressions.
fn tail_starts(subject: &Subject, tail: &[Occurrence]) -> Bits {
    let m = subject.len();
    let mut starts = Bits::new(m + 1);
    starts.set(m);
    // From the back: every parameter after an `&` fits (more parameters only add conflicts).
    let mut counts = vec![0; tail.len()];
    let mut fits = true;
    let mut rest_ok = true;
    let mut piece_end = m;
    for j in (0..m).rev() {
        let a = subject.atoms[j];
        if a == ch(b'&') {
            let piece = j + 1..piece_end;
            let equals = piece.clone().find(|&i| subject.atoms[i] == ch(b'='));
            fits = fits && params_fit(subject, tail, &[(piece, equals)], &mut counts);
            piece_end = j;
            if rest_ok && fits && subject.first_question < j {
                starts.set(j);
            }
        }
        rest_ok &= is_query_atom(a);
    }
    let q = subject.first_question;
    if q < m && subject.atoms[q + 1..].iter().all(|&a| is_query_atom(a)) {
        let mut counts = vec![0; tail.len()];
        if params_fit(subject, tail, &params_from(subject, q), &mut counts) {
            starts.set(q);
        }
    }
    starts
}

/// `query_any_order`: the query expressions' occurrences from the parameter tail at `at` (which
/// `tail_starts` allowed).
fn parameters<'s>(
    subject: &Subject,
    tail: &'s [Occurrence],
    at: usize,
    found: &mut Vec<Found<'s>>,
) -> Option<()> {
    let params = params_from(subject, at);
    for occ in tail {
        let mine: Vec<&(Range<usize>, Option<usize>)> = params
            .iter()
            .filter(|p| is_named(subject, occ, p))
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
        let mut text = Vec::new();
        let mut items = Vec::new();
        for param in mine {
            if !param_fits(subject, occ, param) {
                return None;
            }
            if !text.is_empty() {
                text.push(ch(b'&'));
            }
            text.extend_from_slice(&subject.atoms[param.0.clone()]);
            items.push(param.1? + 1..param.0.end);
        }
        let value = if occ.modifier == Modifier::Explode {
            let list = items
                .into_iter()
                .map(|r| decode(&subject.atoms[r]).map(Into::into))
                .collect::<Option<_>>()?;
            Value::List(list)
        } else if items.len() == 1 {
            value_of(subject, occ, items.pop()?)?
        } else {
            return None;
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn occurrence(template: &str) -> (UriTemplate, Occurrence) {
        let t = UriTemplate::parse(template).unwrap();
        let (mut steps, _) = compile(&t, false);
        match steps.pop() {
            Some(Step::Var(v)) => (t, v),
            _ => unreachable!("{template} is one expression"),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// The exact table of an exploded variable (segments, trie, segment tree) says what the walk (an
        /// automaton, and the names as it goes) finds, from every position, for any `next`.
        #[test]
        fn exploded_table_is_the_walk(
            op in prop::sample::select(vec!["", ".", "/", ";", "?", "&"]),
            name in prop::sample::select(vec!["m", "%C3"]),
            pieces in prop::collection::vec(
                prop::sample::select(vec![
                    "a", "b", "m", "=", ".", "/", ";", "&", ",", "%41", "%C3%A9", "%C3", "%C3%", "ab",
                ]),
                0..14,
            ),
            bits in prop::collection::vec(any::<bool>(), 64),
        ) {
            let (_t, occ) = occurrence(&alloc::format!("{{{op}{name}*}}"));
            let subject = Subject::new(&pieces.concat(), false);
            let m = subject.len();
            let mut next = Bits::new(m + 1);
            for p in (0..=m).filter(|&p| bits[p % 64]) {
                next.set(p);
            }
            let (any, nonempty) = subject.exploded_table(&occ, &next);
            for r in 0..=m {
                for (table, empty_ok) in [(&any, true), (&nonempty, false)] {
                    let mut walk = Walk::new(&subject, &occ, r, !empty_ok);
                    let found = walk.next(&subject, &occ, m, |p| next.get(p)).is_some();
                    prop_assert_eq!(table.get(r), found, "{:?} from {}", pieces.concat(), r);
                }
            }
        }
    }

    #[test]
    fn best_keeps_two_names() {
        let best = Best::one(3, 1)
            .merge(Best::one(1, 1))
            .merge(Best::one(2, 2));
        assert_eq!((best.from, best.name, best.other), (1, 1, 2));
        assert!(best.allows(1, 2)); // name 1 appeared last before 1
        assert!(!best.allows(1, 1)); // name 1 is the first item's: name 2 appeared last before 2
        assert!(best.allows(2, 1));
        assert!(!Best::NONE.allows(usize::MAX - 1, 0));
    }
}
