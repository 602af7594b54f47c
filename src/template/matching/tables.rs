//! The first pass, from the last step to the first: from which positions the rest of the template can
//! match the rest of the URI.

use alloc::vec::Vec;

use super::atoms::ch;
use super::bits::Bits;
use super::region::Shape;
use super::steps::{Occurrence, Step};
use super::subject::Subject;
use crate::template::{Modifier, Operator};

/// Where the state after step `s` is looked up: the next step's table for `d` (the next varspec of the
/// same expression), or for a new expression or literal its only table, or the end.
pub(super) fn after<'f>(
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

/// Whether occurrence `v` can be defined at `p` (state `d`), given the region tables of its shape.
pub(super) fn can_define(
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

/// The first pass: `tables[s][d]` holds, for each position, whether steps `s..` can match from there
/// (`d` as in [`after`]); `end` says where the last step may end. The step `relax`, an exploded variable
/// under `U`, is read by its automaton alone, without M3's rule that an associative array has each name
/// once (for [`Mismatch`](super::Mismatch) only).
pub(super) fn tables(
    subject: &Subject,
    steps: &[Step],
    end: &Bits,
    relax: Option<usize>,
) -> Vec<[Bits; 2]> {
    let m = subject.len();
    let mut tables: Vec<[Bits; 2]> = steps.iter().map(|_| Default::default()).collect();
    for s in (0..steps.len()).rev() {
        let built: [Bits; 2] = match &steps[s] {
            Step::Literal(lit) => {
                let next = after(&tables, steps, end, s, false);
                let mut table = Bits::new(m + 1);
                for p in 0..=m {
                    if subject.literal_at(p, lit).is_some_and(|e| next.get(e)) {
                        table.set(p);
                    }
                }
                [table, Bits::default()]
            }
            Step::Var(v) => {
                let defined = after(&tables, steps, end, s, true);
                let (any, nonempty) = match &v.shape {
                    Shape::Nfa(nfa) if relax == Some(s) => subject.nfa_table(nfa, defined),
                    _ => subject.region_table(v, defined),
                };
                let mut built: [Bits; 2] = Default::default();
                for d in [false, true] {
                    if d && v.first {
                        continue;
                    }
                    let skipped = after(&tables, steps, end, s, d);
                    let mut table = Bits::new(m + 1);
                    for p in 0..=m {
                        if skipped.get(p) || can_define(subject, v, d, p, &any, &nonempty, defined)
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
    tables
}
