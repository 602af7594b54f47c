//! Nothing: the package holds the compile-fail cases of `rfc3986-macros` (`tests/compile_fail.rs`).
