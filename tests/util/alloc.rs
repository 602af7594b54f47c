//! A global allocator that counts the allocations alive on each thread, to check what a value keeps. A test
//! binary installs it with `#[global_allocator] static ALLOC: util::alloc::Counting = util::alloc::Counting;`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// Counts allocations minus deallocations, per thread.
pub struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
}

/// The allocations alive on this thread (since it started).
pub fn live() -> isize {
    LIVE.with(Cell::get)
}

fn count(delta: isize) {
    let _ = LIVE.try_with(|n| n.set(n.get() + delta));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(1);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-1);
        unsafe { System.dealloc(ptr, layout) }
    }
}
