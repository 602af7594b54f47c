//! The segments of an exploded associative array's region ([`Subject::exploded_table`]): the URI split at
//! the separator, each segment's name interned in a trie, and the facts about them that the exact table
//! reads.
//!
//! [`Subject::exploded_table`]: super::subject::Subject::exploded_table

use alloc::vec;
use alloc::vec::Vec;

use super::atoms::Atom;
use super::bits::Bits;
use super::names::Trie;

/// The URI's segments at a separator, `[starts[i], ends[i])`, each but the last ended by a separator, with
/// their names (up to the first `=`) interned in a trie where every prefix of a name is a node.
pub(super) struct Segments {
    pub(super) starts: Vec<usize>,
    pub(super) ends: Vec<usize>,
    /// Where each segment's name ends: its first `=`, or its end.
    pub(super) key_ends: Vec<usize>,
    /// Each segment's name, as a trie node.
    pub(super) keys: Vec<usize>,
    pub(super) trie: Trie,
    /// Where each name is a segment's name: (name, segment), in order.
    named: Vec<(usize, usize)>,
    /// The `=` that ends a name.
    equals: Atom,
}

impl Segments {
    pub(super) fn new(atoms: &[Atom], sep: Atom, equals: Atom) -> Segments {
        let mut starts = vec![0];
        let mut ends = Vec::new();
        for (p, &a) in atoms.iter().enumerate() {
            if a == sep {
                ends.push(p);
                starts.push(p + 1);
            }
        }
        ends.push(atoms.len());
        let key_ends: Vec<usize> = starts
            .iter()
            .zip(&ends)
            .map(|(&s, &e)| (s..e).find(|&p| atoms[p] == equals).unwrap_or(e))
            .collect();
        let mut trie = Trie::default();
        let keys: Vec<usize> = starts
            .iter()
            .zip(&key_ends)
            .map(|(&s, &k)| trie.insert(&atoms[s..k]))
            .collect();
        trie.link();
        let mut named: Vec<(usize, usize)> =
            keys.iter().enumerate().map(|(i, &k)| (k, i)).collect();
        named.sort_unstable();
        Segments {
            starts,
            ends,
            key_ends,
            keys,
            trie,
            named,
            equals,
        }
    }

    /// The index of the last segment.
    pub(super) fn last(&self) -> usize {
        self.ends.len() - 1
    }

    /// The first segment after `after` named `key` (`usize::MAX`: none).
    pub(super) fn next_named(&self, key: usize, after: usize) -> usize {
        let at = self.named.partition_point(|&x| x <= (key, after));
        self.named
            .get(at)
            .filter(|x| x.0 == key)
            .map_or(usize::MAX, |x| x.1)
    }

    /// 1 + the last segment before `before` named `key` (0: none).
    pub(super) fn last_named(&self, key: usize, before: usize) -> usize {
        let at = self.named.partition_point(|&x| x < (key, before));
        at.checked_sub(1)
            .and_then(|i| self.named.get(i))
            .filter(|x| x.0 == key)
            .map_or(0, |x| x.1 + 1)
    }

    /// For each segment `i`, the first segment from `i` on whose item is not whole (`complete` holds where
    /// an item from a position reaches its separator); the last segment when all are.
    pub(super) fn first_incomplete(&self, complete: &Bits) -> Vec<usize> {
        let z = self.last();
        let mut first_bad = vec![z; z + 2];
        for i in (0..z).rev() {
            first_bad[i] = if complete.get(self.starts[i]) {
                first_bad[i + 1]
            } else {
                i
            };
        }
        first_bad
    }

    /// For each segment `b`, the first segment from which the names up to `b` differ from each other.
    pub(super) fn distinct_from(&self) -> Vec<usize> {
        let mut low: Vec<usize> = Vec::with_capacity(self.keys.len());
        for (b, &key) in self.keys.iter().enumerate() {
            let from = self.last_named(key, b);
            low.push(low.last().copied().unwrap_or(0).max(from));
        }
        low
    }

    /// The name of a first item from each position (a suffix of a segment's name, up to an `=` or the
    /// segment's end): the trie node found by its failure links, or `usize::MAX` when it is no node (and so
    /// differs from every name).
    pub(super) fn first_names(&self, atoms: &[Atom]) -> Vec<usize> {
        let trie = &self.trie;
        let mut first_names = vec![usize::MAX; atoms.len() + 1];
        for (&start, &end) in self.starts.iter().zip(&self.ends) {
            let mut from = start;
            for to in (start..end)
                .filter(|&p| atoms[p] == self.equals)
                .chain([end])
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
        first_names
    }
}
