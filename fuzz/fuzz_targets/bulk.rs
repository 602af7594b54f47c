//! Fuzz target `bulk`: the checks of `rfc3986_fuzz::bulk` (fuzz/src/lib.rs) on every input.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfc3986_fuzz::bulk(data));
