//! The helpers of the library's integration tests (`tests/util/` at the workspace's root), and running the
//! `rfc3986` binary ([`cli`]).
#![allow(dead_code, unused_imports)]

#[path = "../../../tests/util/mod.rs"]
mod shared;

pub use shared::*;

pub mod cli;
