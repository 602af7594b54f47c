//! Why a URI does not match: the furthest index that a reading of the template reaches, and what the
//! template could read there.
//!
//! A third pass, run only when asked: forwards over the steps, the set of positions at which each step can
//! be entered (a literal read in full, an occurrence undefined or defined by a region of its syntax), with
//! every region read by its automaton from all its starts at once, so each step costs O(automaton × URI)
//! as in the first pass. Each position where a reading stops (a literal's first atom that differs, a lead,
//! name or `=` that is not there, the last position where a region's automaton is alive, or the end of
//! the template before the end of the URI) is noted with what was expected; the furthest wins. M3's rule
//! that an associative array has each name once is not regular and is left to the first pass: when every
//! reading by the automata alone reads the whole URI, it is that rule (or M6's agreement) that refused.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::atoms::{Atom, ch, offsets_of};
use super::bits::Bits;
use super::region::{Nfa, Shape};
use super::steps::{Occurrence, Step};
use super::subject::{RING, Subject};
use super::tables::tables;
use crate::template::{Modifier, Operator, Part, UriTemplate};

/// Why a URI does not match a template, as [`UriTemplate::mismatch`] tells it: the furthest index of the
/// URI that any reading of the template reaches, and everything the template could read there.
///
/// ```
/// use rfc3986::template::{Expected, UriTemplate};
///
/// let t = UriTemplate::parse("/users/{id}/comments")?;
/// let why = t.mismatch("/users/42/posts")?.unwrap();
/// assert_eq!(why.index(), 10); // the "p" of "posts": "/" was read
/// assert!(matches!(&why.expected()[..], [Expected::Literal { text, index: 12, .. }] if text == "comments"));
/// assert_eq!(
///     why.to_string(),
///     "at index 10, the template expected the literal `comments` (template index 12)",
/// );
///
/// // Where a region could go on, the expression is expected too.
/// let why = t.mismatch("/users/4 2/comments")?.unwrap();
/// assert_eq!(why.index(), 8);
/// assert_eq!(why.expected()[0].kind().as_str(), "expression"); // more of {id}: a space is not in it
/// assert_eq!(why.expected()[1].kind().as_str(), "literal"); // or the "/" after it
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    index: usize,
    expected: Vec<Expected>,
}

impl Mismatch {
    /// The furthest index of the URI, in bytes, that a reading of the template reaches: the character
    /// there is the first that no reading accepts (the URI's length when the URI ended too soon, or
    /// when the URI reads as the template throughout and the values refused: [`Expected::DistinctNames`]).
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// What the template could read at [`index`](Self::index), in template order, the end of the URI
    /// last. Empty only when the crate can say nothing more precise.
    #[must_use]
    pub fn expected(&self) -> &[Expected] {
        &self.expected
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.expected.is_empty() {
            return write!(
                f,
                "at index {}, no reading of the template goes on",
                self.index
            );
        }
        write!(f, "at index {}, the template expected ", self.index)?;
        for (i, expected) in self.expected.iter().enumerate() {
            if i > 0 {
                f.write_str(", or ")?;
            }
            write!(f, "{expected}")?;
        }
        Ok(())
    }
}

/// One thing the template could read where a URI stops matching it ([`Mismatch::expected`]). Indexes into
/// the template are in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expected {
    /// The rest of a literal, from its first character that the URI does not show.
    #[non_exhaustive]
    Literal {
        /// The literal's text from that character, as the template writes it.
        text: String,
        /// Where that character is in the template.
        index: usize,
    },
    /// An expression, for one of its varspecs: the operator's lead (`first` or `sep`), the variable's
    /// name and `=` (operators `;`, `?`, `&`), or one more character of the variable's region (M3, M7).
    #[non_exhaustive]
    Expression {
        /// The whole expression, from `{` to `}`.
        text: String,
        /// Where the expression starts in the template.
        index: usize,
        /// Its operator.
        operator: Operator,
        /// The varspec's variable.
        variable: String,
    },
    /// The end of the URI: the template has nothing more to read.
    End,
    /// The URI reads as the template, but the occurrences of `variable` show values that no one value
    /// expands to (M6); [`Mismatch::index`] is where its last occurrence is read.
    #[non_exhaustive]
    Agreement {
        /// The variable.
        variable: String,
        /// Where the expression of its last occurrence starts in the template.
        index: usize,
    },
    /// The URI reads as the template only if the exploded `variable` names a member twice, which an
    /// associative array does not (M3).
    #[non_exhaustive]
    DistinctNames {
        /// The variable.
        variable: String,
        /// Where its expression starts in the template.
        index: usize,
    },
}

/// Which [`Expected`] it is, without its data: an enum as every other `kind()` of the crate returns.
/// [`as_str`](ExpectedKind::as_str) and `Display` name it as the command-line tool's JSON does.
///
/// ```
/// use rfc3986::template::{ExpectedKind, UriTemplate};
///
/// let t = UriTemplate::parse("/users/{id}")?;
/// let why = t.mismatch("/groups/42")?.unwrap();
/// assert_eq!(why.expected()[0].kind(), ExpectedKind::Literal);
/// assert_eq!(ExpectedKind::DistinctNames.as_str(), "distinct-names");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ExpectedKind {
    /// [`Expected::Literal`].
    Literal,
    /// [`Expected::Expression`].
    Expression,
    /// [`Expected::End`].
    End,
    /// [`Expected::Agreement`].
    Agreement,
    /// [`Expected::DistinctNames`].
    DistinctNames,
}

impl ExpectedKind {
    /// `"literal"`, `"expression"`, `"end"`, `"agreement"` or `"distinct-names"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ExpectedKind::Literal => "literal",
            ExpectedKind::Expression => "expression",
            ExpectedKind::End => "end",
            ExpectedKind::Agreement => "agreement",
            ExpectedKind::DistinctNames => "distinct-names",
        }
    }
}

impl fmt::Display for ExpectedKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Expected {
    /// Which one it is; [`ExpectedKind::as_str`] names it as the command-line tool's JSON does.
    #[must_use]
    pub fn kind(&self) -> ExpectedKind {
        match self {
            Expected::Literal { .. } => ExpectedKind::Literal,
            Expected::Expression { .. } => ExpectedKind::Expression,
            Expected::End => ExpectedKind::End,
            Expected::Agreement { .. } => ExpectedKind::Agreement,
            Expected::DistinctNames { .. } => ExpectedKind::DistinctNames,
        }
    }

    /// Where in the template, in bytes; `None` for [`End`](Expected::End).
    #[must_use]
    pub fn template_index(&self) -> Option<usize> {
        match self {
            Expected::Literal { index, .. }
            | Expected::Expression { index, .. }
            | Expected::Agreement { index, .. }
            | Expected::DistinctNames { index, .. } => Some(*index),
            Expected::End => None,
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Literal { text, index } => {
                write!(f, "the literal `{text}` (template index {index})")
            }
            Expected::Expression {
                text,
                index,
                variable,
                ..
            } => write!(f, "`{text}` for `{variable}` (template index {index})"),
            Expected::End => f.write_str("the end of the URI"),
            Expected::Agreement { variable, index } => write!(
                f,
                "one value of `{variable}` that all its occurrences show (M6; template index {index})"
            ),
            Expected::DistinctNames { variable, index } => write!(
                f,
                "`{variable}` with each name once (M3: an associative array; template index {index})"
            ),
        }
    }
}

/// What a reading expected where it stopped: a step (a literal with how many of its atoms were read), or
/// the end of the URI (`Tail`: a parameter tail of `query_any_order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Want {
    Step(usize, usize),
    End,
    Tail,
}

/// The furthest position a reading reached, and what each reading that reached it expected.
struct Furthest {
    at: usize,
    wants: Vec<Want>,
}

impl Furthest {
    fn note(&mut self, at: usize, want: Want) {
        if at > self.at {
            self.at = at;
            self.wants.clear();
        }
        if at == self.at && !self.wants.contains(&want) {
            self.wants.push(want);
        }
    }
}

/// How many atoms of `lit` stand at `at`.
fn common(subject: &Subject, at: usize, lit: &[Atom]) -> usize {
    let rest = subject.atoms.get(at..).unwrap_or_default();
    lit.iter().zip(rest).take_while(|(a, b)| a == b).count()
}

/// The positions of a bit set, in order.
fn positions(bits: &Bits, m: usize) -> impl Iterator<Item = usize> + '_ {
    (0..=m).filter(|&p| bits.get(p))
}

/// Where regions of `nfa` end that start where `starts[0]` holds (or, not empty, `starts[1]`); `live` is
/// told every position where the automaton is alive.
fn nfa_ends(subject: &Subject, nfa: &Nfa, starts: &[Bits; 2], mut live: impl FnMut(usize)) -> Bits {
    let m = subject.len();
    let n = nfa.states.len();
    let mut ends = Bits::new(m + 1);
    // ring[(p % RING) * n + q]: state q is alive at position p.
    let mut ring = vec![false; RING * n];
    for p in 0..=m {
        let row = (p % RING) * n;
        for (set, first) in starts.iter().zip([&nfa.starts, &nfa.starts_nonempty]) {
            if set.get(p) {
                for &q in first {
                    ring[row + q] = true;
                }
            }
        }
        let mut alive = false;
        for q in 0..n {
            if !core::mem::take(&mut ring[row + q]) {
                continue;
            }
            alive = true;
            if nfa.states[q].accept {
                ends.set(p);
            }
            for &(sym, to) in &nfa.states[q].edges {
                let len = subject.read(sym, nfa.separator, p);
                if len > 0 && p + len <= m {
                    ring[((p + len) % RING) * n + to] = true;
                }
            }
        }
        if alive {
            live(p);
        }
    }
    ends
}

/// [`nfa_ends`] for a prefix of at most `max` characters (M7, as `Subject::prefix_table` counts them):
/// the fewest characters that reach each position decide.
fn prefix_ends(
    subject: &Subject,
    (max, reserved): (usize, bool),
    starts: &[Bits; 2],
    mut live: impl FnMut(usize),
) -> Bits {
    let m = subject.len();
    let mut ends = Bits::new(m + 1);
    let over = max + 1;
    // ring[p % RING]: the fewest characters (at least one) of a region that reaches p.
    let mut ring = [over; RING];
    for p in 0..=m {
        let count = core::mem::replace(&mut ring[p % RING], over);
        let start = starts[0].get(p) || starts[1].get(p);
        if count > max && !start {
            continue;
        }
        live(p);
        if count <= max || starts[0].get(p) {
            ends.set(p);
        }
        let count = if start { 0 } else { count };
        let len = subject.char_len(reserved, p);
        if count >= max || len == 0 {
            continue;
        }
        // Under U+R a region may keep the first triplets of a sequence, one character each.
        for s in (1..len).filter(|&s| reserved && count + s <= max && p + s <= m) {
            ends.set(p + s);
            live(p + s);
        }
        if p + len <= m {
            let slot = &mut ring[(p + len) % RING];
            *slot = (*slot).min(count + 1);
        }
    }
    ends
}

/// The forward pass: the furthest position that a reading of the steps reaches (regions by their
/// automata alone), and whether some reading reaches a place where the template may end.
fn furthest(subject: &Subject, steps: &[Step], end: &Bits, tail: bool) -> (Furthest, bool) {
    let n = steps.len();
    let m = subject.len();
    let mut reach: Vec<[Bits; 2]> = vec![[Bits::new(m + 1), Bits::new(m + 1)]; n + 1];
    reach[0][0].set(0);
    let mut far = Furthest {
        at: 0,
        wants: Vec::new(),
    };
    // The `d` with which a state after step `s` enters step `s + 1` (as the first pass's `after`).
    let next_d =
        |s: usize, d: bool| d && matches!(steps.get(s + 1), Some(Step::Var(v)) if !v.first);
    for (s, step) in steps.iter().enumerate() {
        let (done, rest) = reach.split_at_mut(s + 1);
        let (here, next) = (&done[s], &mut rest[0]);
        match step {
            Step::Literal(lit) => {
                for p in positions(&here[0], m) {
                    let k = common(subject, p, lit);
                    if k == lit.len() {
                        next[0].set(p + k);
                    } else {
                        far.note(p + k, Want::Step(s, k));
                    }
                }
            }
            Step::Var(v) => {
                // Where regions start: [may be empty, must not].
                let mut starts = [Bits::new(m + 1), Bits::new(m + 1)];
                let mut ends = Bits::new(m + 1);
                for d in [false, true] {
                    if d && v.first {
                        continue;
                    }
                    for p in positions(&here[usize::from(d)], m) {
                        next[usize::from(next_d(s, d))].set(p);
                        enter(subject, v, d, p, &mut starts, &mut ends, |at| {
                            far.note(at, Want::Step(s, 0));
                        });
                    }
                }
                let live = |at: usize| far.note(at, Want::Step(s, 0));
                let regions = match &v.shape {
                    Shape::Nfa(nfa) => nfa_ends(subject, nfa, &starts, live),
                    Shape::Prefix { max, reserved } => {
                        prefix_ends(subject, (*max, *reserved), &starts, live)
                    }
                };
                ends.union(&regions);
                next[usize::from(next_d(s, true))].union(&ends);
            }
        }
    }
    let mut whole = false;
    for p in positions(&reach[n][0], m) {
        if end.get(p) {
            whole = true;
        } else {
            far.note(p, if tail { Want::Tail } else { Want::End });
        }
    }
    (far, whole)
}

/// Defines occurrence `v` at `p` (state `d`) as far as its lead and name go: where its region starts, or
/// (`;name` alone) where it ends; `stop` is told where a reading stops.
fn enter(
    subject: &Subject,
    v: &Occurrence,
    d: bool,
    p: usize,
    starts: &mut [Bits; 2],
    ends: &mut Bits,
    mut stop: impl FnMut(usize),
) {
    let mut q = p;
    if let Some(lead) = v.lead(d) {
        if subject.atom(q) != Some(lead) {
            return stop(q);
        }
        q += 1;
    }
    if !v.op.named() || v.modifier == Modifier::Explode {
        starts[usize::from(v.nonempty(d))].set(q);
        return;
    }
    let k = common(subject, q, &v.name_atoms);
    if k < v.name_atoms.len() {
        return stop(q + k);
    }
    let after = q + k;
    let semicolon = v.op == Operator::PathParameter;
    if semicolon {
        ends.set(after);
    }
    if subject.atom(after) == Some(ch(b'=')) {
        starts[usize::from(semicolon)].set(after + 1);
    } else {
        stop(after);
    }
}

/// The template's text for the steps: each literal's range, each expression's.
struct Places<'t> {
    t: &'t UriTemplate,
    literals: Vec<core::ops::Range<usize>>,
    expressions: Vec<core::ops::Range<usize>>,
}

impl<'t> Places<'t> {
    fn new(t: &'t UriTemplate) -> Places<'t> {
        let (mut literals, mut expressions) = (Vec::new(), Vec::new());
        for part in t.parts() {
            match part {
                Part::Literal(range) => literals.push(range.clone()),
                Part::Expression(expr) => expressions.push(expr.span.clone()),
            }
        }
        Places {
            t,
            literals,
            expressions,
        }
    }

    fn expression(&self, v: &Occurrence) -> Expected {
        let span = self.expressions.get(v.expr).cloned().unwrap_or_default();
        Expected::Expression {
            index: span.start,
            text: String::from(self.t.text(span)),
            operator: v.op,
            variable: String::from(self.t.text(v.name.clone())),
        }
    }

    fn variable(&self, v: &Occurrence) -> (String, usize) {
        let index = self.expressions.get(v.expr).map_or(0, |span| span.start);
        (String::from(self.t.text(v.name.clone())), index)
    }
}

/// The mismatch when no reading of the template's syntax reaches the end: the forward pass. When one
/// does (by the automata alone), M3's rule refused: each exploded variable under `U` that the first
/// pass accepts without that rule is named.
pub(super) fn syntax(
    t: &UriTemplate,
    uri: &str,
    iri: bool,
    subject: &Subject,
    (steps, tail): (&[Step], &[Occurrence]),
    end: &Bits,
) -> Mismatch {
    let places = Places::new(t);
    let offsets = offsets_of(uri, iri);
    let (far, whole) = furthest(subject, steps, end, !tail.is_empty());
    if whole {
        let mut expected = Vec::new();
        for (s, step) in steps.iter().enumerate() {
            let Step::Var(v) = step else { continue };
            if v.modifier != Modifier::Explode || v.op.allows_reserved() {
                continue;
            }
            let relaxed = tables(subject, steps, end, Some(s));
            if relaxed.first().is_some_and(|table| table[0].get(0)) {
                let (variable, index) = places.variable(v);
                expected.push(Expected::DistinctNames { variable, index });
            }
        }
        return Mismatch {
            index: uri.len(),
            expected,
        };
    }
    let mut wants = far.wants;
    wants.sort_unstable();
    let mut expected = Vec::new();
    let literal_of = |s: usize| {
        steps[..s]
            .iter()
            .filter(|step| matches!(step, Step::Literal(_)))
            .count()
    };
    for want in wants {
        match want {
            Want::Step(s, k) => match &steps[s] {
                Step::Literal(_) => {
                    let range = places
                        .literals
                        .get(literal_of(s))
                        .cloned()
                        .unwrap_or_default();
                    let text = t.text(range.clone());
                    let at = offsets_of(text, true).get(k).copied().unwrap_or(text.len());
                    expected.push(Expected::Literal {
                        text: String::from(&text[at..]),
                        index: range.start + at,
                    });
                }
                Step::Var(v) => expected.push(places.expression(v)),
            },
            Want::End => expected.push(Expected::End),
            Want::Tail => expected.extend(tail.iter().map(|v| places.expression(v))),
        }
    }
    Mismatch {
        index: offsets.get(far.at).copied().unwrap_or(uri.len()),
        expected,
    }
}

/// The mismatch when occurrence `v`, read from `at`, shows no value: an associative array with a name
/// twice (M3).
pub(super) fn names(t: &UriTemplate, uri: &str, iri: bool, v: &Occurrence, at: usize) -> Mismatch {
    let (variable, index) = Places::new(t).variable(v);
    Mismatch {
        index: offsets_of(uri, iri).get(at).copied().unwrap_or(uri.len()),
        expected: vec![Expected::DistinctNames { variable, index }],
    }
}

/// The mismatch when the occurrences of a variable do not agree (M6): the last one, read from `at`.
pub(super) fn agreement(
    t: &UriTemplate,
    uri: &str,
    iri: bool,
    v: &Occurrence,
    at: usize,
) -> Mismatch {
    let (variable, index) = Places::new(t).variable(v);
    Mismatch {
        index: offsets_of(uri, iri).get(at).copied().unwrap_or(uri.len()),
        expected: vec![Expected::Agreement { variable, index }],
    }
}
