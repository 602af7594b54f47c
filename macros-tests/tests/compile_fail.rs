//! A literal that the grammar refuses fails the build with the library's own message on the literal: the
//! compile-fail cases under `fail/` (and `fail_template/` for `template!`), with the compiler's output beside
//! each as `.stderr`; write them again with `TRYBUILD=overwrite cargo test -p rfc3986-macros-tests`.

/// Each refused literal's message, as the compiler prints it.
#[test]
fn a_refused_literal_fails_the_build_with_the_crates_message() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/fail/*.rs");
    t.compile_fail("tests/fail_template/*.rs");
}
