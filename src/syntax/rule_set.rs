//! [`RuleSet`]: a set of [`Rule`]s as a bit set, the currency of the grammar's graph and of the errors.

use core::fmt;

use crate::Rule;

/// How many 64-bit words [`RuleSet`] uses: room for every [`Rule`] (a test checks that it is enough), and
/// at least three (the tables of [`cache`](super::cache) keep a character set in the same words).
pub const RULE_WORDS: usize = if Rule::ALL.len() > 192 {
    Rule::ALL.len().div_ceil(64)
} else {
    3
};

/// A set of [`Rule`]s, as a bit set in the order of [`Rule::ALL`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct RuleSet([u64; RULE_WORDS]);

impl RuleSet {
    pub fn from_words(words: [u64; RULE_WORDS]) -> RuleSet {
        RuleSet(words)
    }

    pub fn words(&self) -> [u64; RULE_WORDS] {
        self.0
    }

    /// The rules in both sets.
    pub fn and(self, other: RuleSet) -> RuleSet {
        let mut words = self.0;
        for (word, theirs) in words.iter_mut().zip(other.0) {
            *word &= theirs;
        }
        RuleSet(words)
    }

    pub fn insert(&mut self, rule: Rule) {
        let bit = rule as usize;
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    pub fn remove(&mut self, rule: Rule) {
        let bit = rule as usize;
        self.0[bit / 64] &= !(1 << (bit % 64));
    }

    pub fn contains(&self, rule: Rule) -> bool {
        let bit = rule as usize;
        self.0[bit / 64] & (1 << (bit % 64)) != 0
    }

    pub fn retain(&mut self, mut keep: impl FnMut(Rule) -> bool) {
        let all = *self;
        for rule in all.iter() {
            if !keep(rule) {
                self.remove(rule);
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The rules of the set, in the order of [`Rule::ALL`]: one step per rule in the set.
    pub fn iter(&self) -> impl Iterator<Item = Rule> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            core::iter::from_fn(move || {
                let bit = bits.trailing_zeros() as usize;
                (bits != 0).then(|| {
                    bits &= bits - 1;
                    Rule::ALL[w * 64 + bit]
                })
            })
        })
    }
}

impl fmt::Debug for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{RULE_WORDS, RuleSet};
    use crate::Rule;

    #[test]
    fn rule_set_has_room_for_every_rule() {
        assert!(Rule::ALL.len() <= RULE_WORDS * 64);
        let mut set = RuleSet::default();
        for &rule in Rule::ALL {
            assert!(!set.contains(rule));
            set.insert(rule);
        }
        assert_eq!(set.iter().collect::<alloc::vec::Vec<_>>(), Rule::ALL);
    }
}
