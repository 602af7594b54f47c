//! A global allocator that counts the allocations (and bytes) alive on each thread, and the peak of bytes,
//! to check what a value keeps and what parsing needs on the way. A test binary installs it with
//! `#[global_allocator] static ALLOC: util::alloc::Counting = util::alloc::Counting;`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// Counts allocations minus deallocations, per thread.
pub struct Counting;

thread_local! {
    static CALLS: Cell<usize> = const { Cell::new(0) };
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static BYTES: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// The allocations alive on this thread (since it started).
pub fn live() -> isize {
    LIVE.with(Cell::get)
}

/// The bytes allocated and alive on this thread.
pub fn live_bytes() -> isize {
    BYTES.with(Cell::get)
}

/// Runs `f` and returns its result with the most bytes that were alive on this thread while it ran, above
/// what was alive before.
pub fn peak_bytes<T>(f: impl FnOnce() -> T) -> (T, isize) {
    let before = live_bytes();
    PEAK.with(|p| p.set(before));
    let out = f();
    (out, PEAK.with(Cell::get) - before)
}

/// Runs `f` and returns its result with how many times it called the allocator to allocate or to
/// reallocate, on this thread.
pub fn calls<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = CALLS.with(Cell::get);
    let out = f();
    (out, CALLS.with(Cell::get) - before)
}

fn count(delta: isize, bytes: isize) {
    if bytes > 0 || delta > 0 {
        let _ = CALLS.try_with(|n| n.set(n.get() + 1));
    }
    let _ = LIVE.try_with(|n| n.set(n.get() + delta));
    let _ = BYTES.try_with(|b| {
        let now = b.get() + bytes;
        b.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(1, layout.size() as isize);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-1, -(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(0, new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}
