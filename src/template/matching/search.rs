//! The second pass: M4's choices, forwards, along the path that the tables show.

use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::atoms::ch;
use super::bits::Bits;
use super::names::Names;
use super::region::Shape;
use super::steps::{Occurrence, Step};
use super::subject::{RING, Subject};
use crate::template::{Modifier, Operator};

/// A walk through the regions that start at one position, shortest first (M4): the positions where one
/// ends, in increasing order.
pub(super) enum Walk {
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
    pub(super) fn new(subject: &Subject, occ: &Occurrence, start: usize, nonempty: bool) -> Walk {
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
    pub(super) fn next(
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
pub(super) struct Defined {
    /// Where the occurrence's text starts (after its lead) and where its region starts.
    pub(super) text: usize,
    pub(super) region: usize,
    /// `;name` with no value: a region that ends where the name does.
    pub(super) bare: Option<usize>,
    pub(super) walk: Option<Walk>,
}

impl Defined {
    pub(super) fn new(subject: &Subject, v: &Occurrence, d: bool, p: usize) -> Option<Defined> {
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
    pub(super) fn next(
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
pub(super) struct Frame {
    pub(super) s: usize,
    pub(super) d: bool,
    pub(super) p: usize,
    pub(super) started: bool,
    pub(super) defined: Option<Defined>,
    pub(super) undefined_tried: bool,
    /// The choice that the next frame continues: the occurrence's text and region, or undefined.
    pub(super) chosen: Option<(Range<usize>, Range<usize>)>,
}

/// M4's choices: a depth-first search, in M4's order, of the states `(step, d, position)`, which takes a
/// choice only where the tables say the rest can match. The tables know the regular syntax of regions;
/// where M3's rule that an associative array has each name once refuses a region they allowed, the search
/// goes back to the next choice. A state that fails is marked and never entered again, so the search
/// enters at most (steps × 2 × positions) states, each walking its regions once.
///
/// The result: for each step, its state's `d`, position and choice; and where the last step ended.
pub(super) fn search(
    subject: &Subject,
    steps: &[Step],
    tables: &[[Bits; 2]],
    end: &Bits,
) -> Option<Path> {
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
    Some(Path {
        steps: stack
            .into_iter()
            .map(|f| PathStep {
                d: f.d,
                at: f.p,
                chosen: f.chosen,
            })
            .collect(),
        end: at,
    })
}

/// What M4 chose for a defined variable: its text (a range of the subject's atoms) and its region.
pub(super) type Chosen = (Range<usize>, Range<usize>);

/// One step of the path the search found: its state's `d`, the position it starts at, and, for a variable,
/// what was chosen there (`None` for a literal or an undefined variable).
pub(super) struct PathStep {
    pub(super) d: bool,
    pub(super) at: usize,
    pub(super) chosen: Option<Chosen>,
}

/// The path the search found: a [`PathStep`] per step, and where the last step ended.
pub(super) struct Path {
    pub(super) steps: Vec<PathStep>,
    pub(super) end: usize,
}
