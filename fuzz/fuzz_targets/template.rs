//! Fuzz target `template`: the checks of `rfc3986_fuzz::template` (fuzz/src/lib.rs) on every input.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfc3986_fuzz::template(data));
