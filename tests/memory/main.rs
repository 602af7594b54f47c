//! Tests that count heap allocations: this binary installs a counting global allocator
//! (`util::alloc::Counting`), which counts per thread, so its tests may run in parallel.

#[path = "../util/mod.rs"]
mod util;

#[global_allocator]
static ALLOC: util::alloc::Counting = util::alloc::Counting;

mod allocations;
mod api;
mod bulk;
mod hostile_16mib;
mod impls;
