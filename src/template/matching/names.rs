//! M3's rule that an associative array has each name once: a trie of names with Aho-Corasick links and a
//! segment tree for the exact table of an exploded region, and the names of a region as the search reads it.

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

use super::atoms::{Atom, ch};
use super::steps::Occurrence;

/// A trie of names (atoms), with Aho-Corasick failure links: node 0 is the empty name.
#[derive(Default)]
pub(super) struct Trie {
    pub(super) edges: BTreeMap<(usize, Atom), usize>,
    pub(super) depth: Vec<usize>,
    pub(super) fail: Vec<usize>,
}

impl Trie {
    pub(super) fn child(&self, node: usize, a: Atom) -> Option<usize> {
        self.edges.get(&(node, a)).copied()
    }

    /// Adds a name and its prefixes; its node.
    pub(super) fn insert(&mut self, name: &[Atom]) -> usize {
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
    pub(super) fn link(&mut self) {
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
    pub(super) fn step(&self, mut state: usize, a: Atom) -> usize {
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
pub(super) struct Best {
    pub(super) from: usize,
    pub(super) name: usize,
    pub(super) other: usize,
}

impl Best {
    pub(super) const NONE: Best = Best {
        from: usize::MAX,
        name: usize::MAX,
        other: usize::MAX,
    };

    pub(super) fn one(from: usize, name: usize) -> Best {
        Best {
            from,
            name,
            other: usize::MAX,
        }
    }

    pub(super) fn merge(self, other: Best) -> Best {
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
    pub(super) fn allows(self, after: usize, name: usize) -> bool {
        (self.from <= after && self.name != name) || self.other <= after
    }
}

/// A segment tree of `Best` over segments.
pub(super) struct Tree {
    pub(super) size: usize,
    pub(super) nodes: Vec<Best>,
}

impl Tree {
    pub(super) fn new(leaves: Vec<Best>) -> Tree {
        let size = leaves.len().next_power_of_two();
        let mut nodes = vec![Best::NONE; 2 * size];
        nodes[size..size + leaves.len()].copy_from_slice(&leaves);
        for i in (1..size).rev() {
            nodes[i] = nodes[2 * i].merge(nodes[2 * i + 1]);
        }
        Tree { size, nodes }
    }

    /// The merge over segments `lo ..= hi`.
    pub(super) fn query(&self, lo: usize, hi: usize) -> Best {
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

/// The names of the complete items of an exploded region under `U`, for M3's rule that an associative
/// array has each name once: a trie of the names, and the current item's name in it.
pub(super) struct Names {
    pub(super) separator: Atom,
    pub(super) named: bool,
    /// Where the current item starts, and its `=`.
    pub(super) item: usize,
    pub(super) equals: Option<usize>,
    /// The trie node of the current item's name so far (`None`: no complete item's name starts so).
    pub(super) node: Option<usize>,
    /// Every complete item is in list form (M3: no raw "=" without names; the variable's own name with).
    pub(super) list: bool,
    /// Two complete items have the same name: as an associative array the region is no value, now and
    /// when it grows.
    pub(super) duplicate: bool,
    pub(super) edges: BTreeMap<(usize, Atom), usize>,
    /// Trie nodes where a complete item's name ends.
    pub(super) ends: Vec<bool>,
}

impl Names {
    pub(super) fn new(occ: &Occurrence, start: usize) -> Names {
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
    pub(super) fn listed(&self, occ: &Occurrence, name: &[Atom], equals: bool) -> bool {
        if self.named {
            name == occ.name_atoms.as_slice()
        } else {
            !equals
        }
    }

    /// Reads the atom at `p`, which the region holds.
    pub(super) fn read(&mut self, atoms: &[Atom], occ: &Occurrence, p: usize) {
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
    pub(super) fn valid(&self, atoms: &[Atom], occ: &Occurrence, end: usize) -> bool {
        let name = &atoms[self.item..self.equals.unwrap_or(end)];
        if self.list && self.listed(occ, name, self.equals.is_some()) {
            return true;
        }
        !self.duplicate && !self.node.is_some_and(|n| self.ends[n])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
