//! Fuzz target `lenient`: the checks of `rfc3986_fuzz::lenient` (fuzz/src/lib.rs) on every input.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfc3986_fuzz::lenient(data));
