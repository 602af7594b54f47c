//! Facts computed from the ABNF once per rule and kept for the life of the process: a table of one set of
//! rules (or a few words) per rule, and a table of one 32-bit mask per rule. Each table is a `static` of the
//! module that computes what it holds.

#[cfg(not(target_has_atomic = "64"))]
use crate::Rule;
#[cfg(not(target_has_atomic = "64"))]
use crate::syntax::rule_set::RULE_WORDS;
#[cfg(not(target_has_atomic = "64"))]
use crate::syntax::rule_set::RuleSet;

#[cfg(target_has_atomic = "64")]
pub use atomic::Masks;

#[cfg(target_has_atomic = "64")]
pub use atomic::Table;

/// A table of one set per rule, filled on first use: atomic words, so that two threads that fill the
/// same entry at once write the same bits, and a reader takes an entry only once its words are all
/// written (its flag is stored after them, with release ordering).
#[cfg(target_has_atomic = "64")]
mod atomic {
    use core::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

    use crate::Rule;
    use crate::syntax::rule_set::{RULE_WORDS, RuleSet};

    const RULES: usize = Rule::ALL.len();

    pub struct Table {
        words: [[AtomicU64; RULE_WORDS]; RULES],
        ready: [AtomicBool; RULES],
    }

    impl Table {
        pub const fn new() -> Table {
            Table {
                words: [const { [const { AtomicU64::new(0) }; RULE_WORDS] }; RULES],
                ready: [const { AtomicBool::new(false) }; RULES],
            }
        }

        pub fn get(&self, rule: Rule, compute: fn(Rule) -> RuleSet) -> RuleSet {
            let words = self.get_words(rule, |rule| compute(rule).words());
            RuleSet::from_words(words)
        }

        /// The entry as words, for a table of something other than a set of rules.
        pub fn get_words(
            &self,
            rule: Rule,
            compute: impl FnOnce(Rule) -> [u64; RULE_WORDS],
        ) -> [u64; RULE_WORDS] {
            let at = rule as usize;
            if self.ready[at].load(Ordering::Acquire) {
                let mut words = [0; RULE_WORDS];
                for (word, stored) in words.iter_mut().zip(&self.words[at]) {
                    *word = stored.load(Ordering::Relaxed);
                }
                return words;
            }
            let words = compute(rule);
            for (stored, word) in self.words[at].iter().zip(words) {
                stored.store(word, Ordering::Relaxed);
            }
            self.ready[at].store(true, Ordering::Release);
            words
        }
    }

    /// A table of one 32-bit mask per rule, filled on first use; the top bit says it is filled.
    pub struct Masks {
        masks: [AtomicU32; RULES],
    }

    impl Masks {
        pub const fn new() -> Masks {
            Masks {
                masks: [const { AtomicU32::new(0) }; RULES],
            }
        }

        pub fn get(&self, rule: Rule, compute: impl FnOnce(Rule) -> u32) -> u32 {
            const READY: u32 = 1 << 31;
            let mask = self.masks[rule as usize].load(Ordering::Relaxed);
            if mask & READY != 0 {
                return mask & !READY;
            }
            let mask = compute(rule) & !READY;
            self.masks[rule as usize].store(mask | READY, Ordering::Relaxed);
            mask
        }
    }
}

/// Without 64-bit atomics, every set is computed when it is asked for.
#[cfg(not(target_has_atomic = "64"))]
pub struct Table;

#[cfg(not(target_has_atomic = "64"))]
impl Table {
    pub const fn new() -> Table {
        Table
    }

    pub fn get(&self, rule: Rule, compute: fn(Rule) -> RuleSet) -> RuleSet {
        compute(rule)
    }

    pub fn get_words(
        &self,
        rule: Rule,
        compute: impl FnOnce(Rule) -> [u64; RULE_WORDS],
    ) -> [u64; RULE_WORDS] {
        compute(rule)
    }
}

#[cfg(not(target_has_atomic = "64"))]
pub struct Masks;

#[cfg(not(target_has_atomic = "64"))]
impl Masks {
    pub const fn new() -> Masks {
        Masks
    }

    pub fn get(&self, rule: Rule, compute: impl FnOnce(Rule) -> u32) -> u32 {
        compute(rule)
    }
}
