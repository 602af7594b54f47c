//! Bit sets over positions: the tables of the first pass, and the states the search has left.

use alloc::vec;
use alloc::vec::Vec;

#[derive(Clone, Default)]
pub(super) struct Bits {
    pub(super) words: Vec<u64>,
}

impl Bits {
    pub(super) fn new(len: usize) -> Bits {
        Bits {
            words: vec![0; len.div_ceil(64)],
        }
    }

    pub(super) fn get(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    pub(super) fn set(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    pub(super) fn union(&mut self, other: &Bits) {
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }
}
