//! Fuzz target `convert`: the checks of `rfc3986_fuzz::convert` (fuzz/src/lib.rs) on every input.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfc3986_fuzz::convert(data));
