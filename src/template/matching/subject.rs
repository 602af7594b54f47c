//! The subject: the normalized URI, and the first pass's tables of where a region can start.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::atoms::{Atom, atoms_of, ch, decode, r_char, render, u_char, utf8_triplets};
use super::bits::Bits;
use super::names::{Best, Tree};
use super::region::{Items, Nfa, Shape, Sym};
use super::search::Walk;
use super::segments::Segments;
use super::steps::Occurrence;
use crate::percent::{is_bidi_format, is_iprivate, is_ucschar};
use crate::template::Modifier;

/// The longest edge: the triplets of a 4-octet character. Rings of `RING` rows hold what the passes need
/// of the positions ahead.
pub(super) const RING: usize = 5;

/// The normalized URI.
pub(super) struct Subject {
    pub(super) atoms: Vec<Atom>,
    /// `u_char` at each position.
    pub(super) u: Vec<u8>,
    /// `r_char` at each position.
    pub(super) r: Vec<u8>,
    /// The index of the first raw `?` and `#` (the length when none), for IRI mode and the parameter tail.
    pub(super) first_question: usize,
    pub(super) first_hash: usize,
    pub(super) iri: bool,
}

impl Subject {
    pub(super) fn new(uri: &str, iri: bool) -> Subject {
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

    pub(super) fn len(&self) -> usize {
        self.atoms.len()
    }

    pub(super) fn atom(&self, at: usize) -> Option<Atom> {
        self.atoms.get(at).copied()
    }

    /// Where `lit` ends when it stands at `at`.
    pub(super) fn literal_at(&self, at: usize, lit: &[Atom]) -> Option<usize> {
        let end = at.checked_add(lit.len())?;
        (self.atoms.get(at..end)? == lit).then_some(end)
    }

    /// How many atoms `sym` reads at `at` (0: it does not).
    pub(super) fn read(&self, sym: Sym, separator: Option<Atom>, at: usize) -> usize {
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
    pub(super) fn region_table(&self, occ: &Occurrence, next: &Bits) -> (Bits, Bits) {
        match &occ.shape {
            _ if occ.modifier == Modifier::Explode && !occ.op.allows_reserved() => {
                self.exploded_table(occ, next)
            }
            Shape::Nfa(nfa) => self.nfa_table(nfa, next),
            Shape::Prefix { max, reserved } => self.prefix_table(*max, *reserved, next),
        }
    }

    pub(super) fn nfa_table(&self, nfa: &Nfa, next: &Bits) -> (Bits, Bits) {
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
    pub(super) fn nfa_ends(&self, nfa: &Nfa, start: usize, limit: usize) -> Vec<usize> {
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
    pub(super) fn exploded_table(&self, occ: &Occurrence, next: &Bits) -> (Bits, Bits) {
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

        let seg = Segments::new(atoms, ch(occ.op.separator().as_bytes()[0]), ch(b'='));
        let z = seg.last();
        // Whole items: the item from a position reaches its separator.
        let mut separators = Bits::new(m + 1);
        for &end in &seg.ends[..z] {
            separators.set(end);
        }
        let (complete, _) = self.nfa_table(&one, &separators);
        let first_bad = seg.first_incomplete(&complete);
        // low[b]: the first segment from which the names up to b differ.
        let low = seg.distinct_from();
        let tree = self.last_items(&seg, &one, next);
        let first_names = seg.first_names(atoms);

        let mut k = 0;
        for (r, &name) in first_names.iter().enumerate() {
            while r > seg.ends[k] {
                k += 1;
            }
            if k >= z || !complete.get(r) {
                continue;
            }
            let distinct = low.partition_point(|&l| l <= k + 1).max(k + 1);
            let last = first_bad[k + 1].min(distinct).min(seg.next_named(name, k));
            if last > k && tree.query(k + 1, last.min(z)).allows(k + 1, name) {
                any.set(r);
                nonempty.set(r);
            }
        }
        (any, nonempty)
    }

    /// Each segment as the last item of a region: its ends where `next` holds, by the name read up to
    /// each (a trie node), kept as the two best by where their name last appeared before; as a segment
    /// tree for range queries.
    fn last_items(&self, seg: &Segments, one: &Nfa, next: &Bits) -> Tree {
        let atoms = &self.atoms;
        let mut leaves = Vec::with_capacity(seg.ends.len());
        for t in 0..=seg.last() {
            let mut best = Best::NONE;
            let mut node = 0;
            let mut at = seg.starts[t];
            for end in self.nfa_ends(one, seg.starts[t], seg.ends[t]) {
                if !next.get(end) {
                    continue;
                }
                let key = if end <= seg.key_ends[t] {
                    while at < end {
                        node = seg.trie.child(node, atoms[at]).unwrap_or(0);
                        at += 1;
                    }
                    node
                } else {
                    seg.keys[t]
                };
                best = best.merge(Best::one(seg.last_named(key, t), key));
            }
            leaves.push(best);
        }
        Tree::new(leaves)
    }

    /// The length in atoms of the character at `at` under `U` or `U+R`.
    pub(super) fn char_len(&self, reserved: bool, at: usize) -> usize {
        let table = if reserved { &self.r } else { &self.u };
        table.get(at).map_or(0, |&n| usize::from(n))
    }

    /// Prefixes (M7): the fewest characters a region from each position needs to end where `next` holds,
    /// compared with `max`. Under `U+R` a region may end inside a triplet sequence that `r_char` reads as
    /// one character; the triplets it keeps then count one each (as `expand::unit_len` counts them).
    pub(super) fn prefix_table(&self, max: usize, reserved: bool, next: &Bits) -> (Bits, Bits) {
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
    pub(super) fn is_region(&self, occ: &Occurrence, range: Range<usize>) -> bool {
        let end = range.end;
        let mut walk = Walk::new(self, occ, range.start, false);
        walk.next(self, occ, end, |p| p == end) == Some(end)
    }

    /// The text of a `U+R` region: normalized, and in IRI mode with the triplets of `ucschar` (and in the
    /// query of `iprivate`) characters decoded, as `expand_iri` writes them (not the bidirectional
    /// formatting characters, RFC 3987 4.1).
    pub(super) fn reserved_text(&self, range: Range<usize>) -> String {
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

#[cfg(test)]
mod tests {
    use super::super::search::Walk;
    use super::super::steps::{Step, compile};
    use super::*;
    use crate::template::UriTemplate;
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
}
