//! Relative-reference creation, the inverse of resolution, through the library.

use crate::util;

use crate::util::{cases, field, source};
use proptest::prelude::*;
use rfc3986::{Uri, UriRef};

#[test]
fn vectors_resolve_back() {
    let cases = cases("relativize.json");
    assert_eq!(cases.len(), 37);
    for case in &cases {
        let (base, target) = (field(case, "base"), field(case, "target"));
        let context = format!("{base} -> {target} ({})", source(case));
        let (b, t) = (Uri::parse(base).unwrap(), Uri::parse(target).unwrap());
        let r = b.relativize(&t);
        assert_eq!(b.resolve(&r).as_str(), target, "{context}: {r}");
        // Any reference that resolves back is right; ours is never longer than the suite's.
        let theirs = field(case, "expected");
        assert!(
            r.as_str().len() <= theirs.len(),
            "{context}: {r} longer than {theirs}"
        );
    }
}

#[test]
fn tricky_paths() {
    let relativize = |b: &str, t: &str| {
        let (b, t) = (Uri::parse(b).unwrap(), Uri::parse(t).unwrap());
        let r = b.relativize(&t);
        assert_eq!(b.resolve(&r), t, "{r}");
        r.into_string()
    };
    assert_eq!(relativize("s://h/a/b", "s://h/a/c:d"), "./c:d");
    assert_eq!(relativize("s://h/a/b", "s://h/a//c"), ".//c");
    assert_eq!(relativize("s://h/a/b", "s://h//c"), "..//c");
    assert_eq!(relativize("s://h/a/b?q", "s://h/a/b"), "b");
    assert_eq!(relativize("s://h/a/?q", "s://h/a/"), ".");
    assert_eq!(relativize("s://h?q", "s://h"), "//h");
    assert_eq!(relativize("s:/a", "s:/.//g"), ".//g");
    assert_eq!(relativize("s:a/b", "s:a/c"), "c");
    assert_eq!(relativize("s:a", "s:"), ".");
    assert_eq!(relativize("s:a/b", "s:"), "s:");
    assert_eq!(relativize("s://h/a/b/c", "s://h/a/"), "..");
    // A target with dot segments is no resolution's result: it comes back as it is.
    assert_eq!(
        relativize_unchecked("s://h/a", "s://h/a/./b"),
        "s://h/a/./b"
    );
}

fn relativize_unchecked(b: &str, t: &str) -> String {
    let (b, t) = (Uri::parse(b).unwrap(), Uri::parse(t).unwrap());
    b.relativize(&t).into_string()
}

/// A URI or a relative reference built from pieces that reach every candidate form.
fn reference(scheme: bool) -> impl Strategy<Value = String> {
    let scheme = prop::sample::select(vec!["s", "t"]).prop_map(move |s| scheme.then_some(s));
    let authority = prop::option::of(prop::sample::select(vec!["", "h", "g"]));
    let segment = prop::sample::select(vec!["", ".", "..", "a", "b", "c:d"]);
    let path = (any::<bool>(), prop::collection::vec(segment, 0..5));
    let query = prop::option::of(prop::sample::select(vec!["", "q"]));
    let fragment = prop::option::of(prop::sample::select(vec!["", "f"]));
    (scheme, authority, path, query, fragment)
        .prop_map(|(s, a, (abs, segs), q, f)| util::assemble(s, a, abs, &segs, q, f))
}

proptest! {
    /// Every target that resolution can produce comes back from its reference, which is no longer.
    #[test]
    fn round_trip(base in reference(true), r in reference(false), other in reference(true)) {
        let Ok(base) = Uri::parse(&base) else { return Ok(()) };
        for r in [r, other] {
            let Ok(r) = UriRef::parse(&r) else { continue };
            let target = base.resolve(&r);
            let target = base.resolve(&target); // no dot segments left from the base's path
            let relative = base.relativize(&target);
            let back = base.resolve(&relative);
            prop_assert_eq!(back.as_str(), target.as_str(), "via {}", relative);
            prop_assert!(relative.as_str().len() <= target.as_str().len());
        }
    }
}

/// RFC 3986 5.2 uses the base's path as it is, dot segments included: the shortest reference is found for
/// such bases too (the three cases of the reliability issue).
#[test]
fn bases_with_dot_segments() {
    let relativize = |b: &str, t: &str| {
        let (b, t) = (Uri::parse(b).unwrap(), Uri::parse(t).unwrap());
        let r = b.relativize(&t);
        assert_eq!(b.resolve(&r), t, "{r}");
        r.into_string()
    };
    assert_eq!(relativize("http://a/b/./c/d", "http://a/b/c/g"), "g");
    assert_eq!(relativize("foo:.//x", "foo:/g"), "g");
    assert_eq!(
        relativize("s://u@[::1]:1/a/./b/../c/", "s://u@[::1]:1/a/c/"),
        "."
    );
}

/// Every string of up to `len` characters over `alphabet`.
fn strings(alphabet: &[char], len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..len {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// Exhaustively, on small inputs: for bases with dot segments, empty segments and rootless paths, and every
/// target that a short reference reaches, no reference shorter than `relativize`'s resolves to the target
/// (brute force over every string of up to four characters).
#[test]
fn shortest_against_brute_force() {
    let segments = ["", ".", "..", "a", "b"];
    let mut paths = vec![String::new()];
    for n in 1..=3 {
        let mut combos = vec![Vec::new()];
        for _ in 0..n {
            combos = combos
                .into_iter()
                .flat_map(|c: Vec<&str>| {
                    segments.iter().map(move |s| {
                        let mut c = c.clone();
                        c.push(s);
                        c
                    })
                })
                .collect();
        }
        paths.extend(combos.iter().map(|c| c.join("/")));
    }
    let brute: Vec<UriRef> = strings(&['.', '/', 'a', 'b'], 4)
        .iter()
        .filter_map(|s| UriRef::parse(s).ok())
        .collect();
    let mut checked = 0;
    for path in &paths {
        for prefix in ["s:", "s:/", "s://h/"] {
            let Ok(base) = Uri::parse(&format!("{prefix}{path}")) else {
                continue;
            };
            let mut shortest = std::collections::HashMap::<String, usize>::new();
            for r in &brute {
                let target = base.resolve(r).into_string();
                let len = shortest.entry(target).or_insert(usize::MAX);
                *len = (*len).min(r.as_str().len());
            }
            for (target, &best) in &shortest {
                let t = Uri::parse(target).unwrap();
                let r = base.relativize(&t);
                assert_eq!(
                    base.resolve(&r).as_str(),
                    target,
                    "{base} -> {target} via {r}"
                );
                assert!(
                    r.as_str().len() <= best,
                    "{base} -> {target}: {r:?} is longer than a reference of {best} characters"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// Two characters outside ASCII may share their first bytes (`ж` is D0 B6, `з` D0 B7): the common part of
/// the base's directory and the target's path ends at a `/`, never inside a character (this panicked).
#[test]
fn paths_that_share_the_first_bytes_of_a_character() {
    use rfc3986::Iri;
    let base = Iri::parse("ftp://host:21/жgnu/").unwrap();
    for target in [
        "ftp://host:21/зx",
        "ftp://host:21/жgnu/з",
        "ftp://host:21/жз/x",
    ] {
        let target = Iri::parse(target).unwrap();
        let r = base.relativize(&target);
        assert_eq!(base.resolve(&r), target, "{r}");
        assert!(r.as_str().len() <= target.as_str().len());
    }
}
