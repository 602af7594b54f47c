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
//!
//! # The files
//!
//! | File | What it holds |
//! |---|---|
//! | `mod.rs` | the public types, `match_uri`, and `run`, which puts the passes together |
//! | `atoms.rs` | atoms: N, the `U` and `U+R` characters, decoding |
//! | `steps.rs` | the template as steps (literals and occurrences) |
//! | `region.rs` | a region's syntax: the automata of M3 and the prefixes of M7 |
//! | `subject.rs` | the normalized URI and the region tables of the first pass |
//! | `names.rs` | M3's each-name-once rule: the trie, the segment tree, the names of a region |
//! | `bits.rs` | bit sets over positions |
//! | `tables.rs` | the first pass, from the last step to the first |
//! | `search.rs` | the second pass: M4's choices, forwards |
//! | `values.rs` | values of regions (M3) and M6's agreement |
//! | `query.rs` | `query_any_order`: the parameter tail |

mod atoms;
mod bits;
mod mismatch;
mod names;
mod query;
mod region;
mod search;
mod segments;
mod steps;
mod subject;
mod tables;
mod values;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use self::bits::Bits;
pub use self::mismatch::{Expected, ExpectedKind, Mismatch};
use self::query::{parameters, tail_starts};
use self::search::search;
use self::steps::{Step, compile};
use self::subject::Subject;
use self::tables::tables;
use self::values::{Found, agree, value_of};
use super::{Modifier, Part, UriTemplate, Value, Variables, Vars};

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
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    any_order: bool,
    iri: bool,
}

impl MatchOptions {
    /// The default options: the exact inverse of expansion into a URI.
    #[must_use]
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
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
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    vars: Vec<(String, Matched)>,
}

impl Match {
    /// The value of the variable `name` (as the template writes it), if it is defined.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Matched> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The defined variables and their values, in template order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Matched)> {
        self.vars.iter().map(|(n, v)| (n.as_str(), v))
    }

    /// How many variables are defined.
    #[must_use]
    pub fn len(&self) -> usize {
        self.vars.len()
    }

    /// Whether no variable is defined (the URI is an expansion with every variable undefined).
    #[must_use]
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
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
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matched {
    value: Value<'static>,
    prefix: bool,
}

impl Matched {
    /// The value: a string, a list or an associative array (never undefined: a match holds only the
    /// defined variables).
    #[must_use]
    pub fn value(&self) -> &Value<'static> {
        &self.value
    }

    /// The string, for a string value.
    #[must_use]
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn is_prefix(&self) -> bool {
        self.prefix
    }

    /// The value, owned.
    #[must_use]
    pub fn into_value(self) -> Value<'static> {
        self.value
    }
}

/// The kinds of templates that matching refuses (M8), whatever the URI. An invalid template is not
/// among them: it never becomes a [`UriTemplate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
    #[must_use]
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
    #[must_use]
    pub fn kind(&self) -> MatchErrorKind {
        self.kind
    }

    /// The byte index in the template of the offending expression: the second of two adjacent
    /// expressions, or the one where a variable's explode modifier first differs from its earlier use.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The variable, for [`ExplodeConflict`](MatchErrorKind::ExplodeConflict).
    #[must_use]
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
    /// # Ok::<(), rfc3986::Error>(())
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
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn match_uri_with(
        &self,
        uri: impl AsRef<str>,
        options: MatchOptions,
    ) -> Result<Option<Match>, MatchError> {
        self.check_matchable()?;
        Ok(run(self, uri.as_ref(), options, false).ok())
    }

    /// Why `uri` does not match the template: `Ok(None)` when it matches, else where the match fails and
    /// what the template expected there ([`Mismatch`]), or the error of [`match_uri`](Self::match_uri)
    /// when the template is refused (M8).
    ///
    /// The index is the furthest of the URI that any reading of the template reaches: every way of
    /// reading the template's literals and expressions (each variable defined or not, each region of its
    /// syntax) is followed from the start of the URI at once, and where the last of them stops, the
    /// [`Expected`] values say what each would have read (the rest of a literal, more of an expression,
    /// the end of the URI). A URI that reads as the template throughout but whose values are refused (M3,
    /// M6) says so. Matching itself does none of this work; call this after a match failed. The time is
    /// polynomial: the forward pass costs what matching's first pass does, O(template length × URI length
    /// × log URI length); when the URI reads as the template throughout and M3 refused it, finding which
    /// exploded variable did takes one more first pass per exploded variable under `U`.
    ///
    /// ```
    /// use rfc3986::template::{Expected, Operator, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/search{?q,lang}")?;
    /// let why = t.mismatch("/search?q=cat&page=2")?.unwrap();
    /// assert_eq!(why.index(), 14); // "&" was read as the lead of lang; "page" is not "lang="
    /// assert!(matches!(
    ///     &why.expected()[..],
    ///     [Expected::Expression { text, index: 7, operator: Operator::Query, variable, .. }]
    ///         if text == "{?q,lang}" && variable == "lang"
    /// ));
    /// assert!(t.mismatch("/search?q=cat")?.is_none()); // it matches
    ///
    /// // M6: both occurrences of `term` are read, but no one value gives both.
    /// let t = UriTemplate::parse("/dictionary/{term:1}/{term}")?;
    /// let why = t.mismatch("/dictionary/d/cat")?.unwrap();
    /// assert_eq!(why.index(), 14); // where {term} reads "cat"
    /// assert_eq!(why.expected()[0].kind().as_str(), "agreement");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn mismatch(&self, uri: impl AsRef<str>) -> Result<Option<Mismatch>, MatchError> {
        self.mismatch_with(uri, MatchOptions::default())
    }

    /// [`mismatch`](Self::mismatch) with options, as [`match_uri_with`](Self::match_uri_with) takes them.
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/files/{+path}.txt")?;
    /// let options = MatchOptions::new().iri(true);
    /// let why = t.mismatch_with("/files/café.md", options)?.unwrap();
    /// assert_eq!(why.index(), "/files/café.md".len()); // the URI ended where ".txt" was expected
    /// assert_eq!(
    ///     why.to_string(),
    ///     "at index 15, the template expected `{+path}` for `path` (template index 7), \
    ///      or the literal `.txt` (template index 14)",
    /// );
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn mismatch_with(
        &self,
        uri: impl AsRef<str>,
        options: MatchOptions,
    ) -> Result<Option<Mismatch>, MatchError> {
        self.check_matchable()?;
        Ok(run(self, uri.as_ref(), options, true).err().flatten())
    }
}

impl UriTemplate {
    /// The template checked for matching ([`check_matchable`](Self::check_matchable), M8), once: the
    /// [`Matcher`] answers whether a URI matches (a `bool`), with what values, or why not, for as many URIs
    /// as needed, as a compiled `regex::Regex` does.
    ///
    /// # Errors
    ///
    /// A [`MatchError`] when the template is one whose matches cannot be told apart (M8): adjacent
    /// expressions with no lead between them, a variable both exploded and not.
    ///
    /// ```
    /// use rfc3986::template::UriTemplate;
    ///
    /// let t = UriTemplate::parse("/users/{id}{?fields}")?;
    /// let users = t.matcher()?;
    /// assert!(users.is_match("/users/42?fields=name"));
    /// assert!(!users.is_match("/groups/42"));
    /// let m = users.match_uri("/users/42").unwrap();
    /// assert_eq!(m.get("id").unwrap().as_str(), Some("42"));
    /// assert_eq!(users.mismatch("/groups/42").unwrap().index(), 1);
    /// assert!(UriTemplate::parse("{a}{b}")?.matcher().is_err()); // M8: refused once, here
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn matcher(&self) -> Result<Matcher<'_>, MatchError> {
        self.matcher_with(MatchOptions::default())
    }

    /// [`matcher`](Self::matcher) with options: parameters in any order, IRI input.
    ///
    /// # Errors
    ///
    /// As [`matcher`](Self::matcher).
    ///
    /// ```
    /// use rfc3986::template::{MatchOptions, UriTemplate};
    ///
    /// let t = UriTemplate::parse("/search{?q,lang}")?;
    /// let search = t.matcher_with(MatchOptions::new().query_any_order(true))?;
    /// assert!(search.is_match("/search?lang=fr&q=cat"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    pub fn matcher_with(&self, options: MatchOptions) -> Result<Matcher<'_>, MatchError> {
        self.check_matchable()?;
        Ok(Matcher {
            template: self,
            options,
        })
    }
}

/// A template checked for matching ([`UriTemplate::matcher`]): whether a URI matches is a `bool`, and the
/// values ([`match_uri`](Matcher::match_uri)) or the reason ([`mismatch`](Matcher::mismatch)) need no
/// `Result`, since the check that could refuse is done.
#[derive(Clone, Copy, Debug)]
pub struct Matcher<'t> {
    template: &'t UriTemplate,
    options: MatchOptions,
}

impl<'t> Matcher<'t> {
    /// Whether `uri` matches the template: some values of its variables expand to it (RFC 6570's
    /// expansion, inverted).
    #[must_use]
    pub fn is_match(&self, uri: impl AsRef<str>) -> bool {
        run(self.template, uri.as_ref(), self.options, false).is_ok()
    }

    /// The values of the variables whose expansion is `uri`, `None` when it does not match
    /// ([`UriTemplate::match_uri`] says what the values are).
    #[must_use]
    pub fn match_uri(&self, uri: impl AsRef<str>) -> Option<Match> {
        run(self.template, uri.as_ref(), self.options, false).ok()
    }

    /// Why `uri` does not match, `None` when it matches ([`UriTemplate::mismatch`] says how it is found).
    #[must_use]
    pub fn mismatch(&self, uri: impl AsRef<str>) -> Option<Mismatch> {
        run(self.template, uri.as_ref(), self.options, true)
            .err()
            .flatten()
    }

    /// The template.
    #[must_use]
    pub fn template(&self) -> &'t UriTemplate {
        self.template
    }

    /// The options it matches with.
    #[must_use]
    pub fn options(&self) -> MatchOptions {
        self.options
    }
}

/// Matching: the match, or (with `explain`) why there is none.
fn run(
    t: &UriTemplate,
    uri: &str,
    options: MatchOptions,
    explain: bool,
) -> Result<Match, Option<Mismatch>> {
    let subject = Subject::new(uri, options.iri);
    let (steps, tail) = compile(t, options.any_order);
    let m = subject.len();
    let why = |mismatch: &dyn Fn() -> Mismatch| explain.then(mismatch);

    // Where the template's last step may end: the end of the URI, or a parameter tail.
    let end = if tail.is_empty() {
        let mut end = Bits::new(m + 1);
        end.set(m);
        end
    } else {
        tail_starts(&subject, &tail)
    };
    let syntax = || mismatch::syntax(t, uri, options.iri, &subject, (&steps, &tail), &end);

    // Backwards: the first pass.
    let tables = tables(&subject, &steps, &end, None);
    let start = if steps.is_empty() {
        &end
    } else {
        &tables[0][0]
    };
    if !start.get(0) {
        return Err(why(&syntax));
    }

    // Forwards: M4's choices, along the path that the tables show.
    let Some(search::Path {
        steps: path,
        end: at,
    }) = search(&subject, &steps, &tables, &end)
    else {
        return Err(why(&syntax));
    };
    let mut found: Vec<Found<'_>> = Vec::new();
    for (step, search::PathStep { d, at: p, chosen }) in steps.iter().zip(path) {
        let Step::Var(v) = step else { continue };
        match chosen {
            Some((text, region)) => {
                let Some(value) = value_of(&subject, v, region) else {
                    return Err(why(&|| mismatch::names(t, uri, options.iri, v, p)));
                };
                found.push(Found {
                    occ: v,
                    at: p,
                    value: Some(value),
                    witnessed: v.lead(d).is_some() || !text.is_empty(),
                    text: subject.atoms[text].to_vec(),
                });
            }
            None => found.push(Found {
                occ: v,
                at: p,
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
    if !tail.is_empty() && parameters(&subject, &tail, at, &mut found).is_none() {
        return Err(why(&syntax));
    }
    agree(t, &found).map_err(|i| {
        why(&|| {
            let f = &found[i];
            mismatch::agreement(t, uri, options.iri, f.occ, f.at)
        })
    })
}
