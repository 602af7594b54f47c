//! `query_any_order`: the query expressions that end the template, read from the URI's parameters in any
//! order.

use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::atoms::{ch, decode, is_query_atom};
use super::bits::Bits;
use super::region::is_u_text;
use super::steps::Occurrence;
use super::subject::Subject;
use super::values::{Found, value_of};
use crate::template::{Modifier, Value};

/// `query_any_order`: the parameters of a tail that starts at `at` (a `?` or `&`; none at the end): each
/// one's range and where its first `=` is.
pub(super) fn params_from(subject: &Subject, at: usize) -> Vec<(Range<usize>, Option<usize>)> {
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
pub(super) fn is_named(
    subject: &Subject,
    occ: &Occurrence,
    (range, equals): &(Range<usize>, Option<usize>),
) -> bool {
    subject.atoms[range.start..equals.unwrap_or(range.end)] == *occ.name_atoms
}

/// Whether a parameter named after the occurrence's variable is one that expansion writes for it: `name=`
/// and a value of its region's syntax (for an exploded variable, a list item).
pub(super) fn param_fits(
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
pub(super) fn params_fit(
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
pub(super) fn tail_starts(subject: &Subject, tail: &[Occurrence]) -> Bits {
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
pub(super) fn parameters<'s>(
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
                at,
                value: None,
                text: Vec::new(),
                witnessed: true,
            });
            continue;
        }
        let mut text = Vec::new();
        let mut items = Vec::new();
        // Where the first parameter starts, with its "?" or "&".
        let first = mine.first().map_or(at, |p| p.0.start.saturating_sub(1));
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
            at: first,
            value: Some(value),
            text,
            witnessed: true,
        });
    }
    Some(())
}
