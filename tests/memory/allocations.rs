//! Heap allocations per operation, this crate's and oxiri's, on the benchmark corpora (`benches/iri.txt`
//! against the base of `benches/iri.rs`, `benches/real.txt` for URIs). An allocation is a call into the
//! allocator that allocates or grows a block. The ceilings below are what the code is written to do, so a
//! change that allocates more fails here; `cargo test --release --test memory allocations -- --nocapture` prints
//! the table that the README shows. Debug builds check some results against a second computation
//! (relativization against the verified candidates, a written normal form against a parse), which
//! allocates: there those rows are printed but not held to their ceilings, and CI runs this test in
//! release too.

use crate::util;

use rfc3986::{Iri, IriRef, Normalization, UriRef};

const BASE: &str = "https://example.org/dir/sub/page?q=1";

fn corpus(name: &str) -> Vec<String> {
    let path = format!("{}/benches/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The mean number of allocations of `op` over `items`, what it returns dropped outside the count.
fn per_item<'a, T, R>(items: &'a [T], mut op: impl FnMut(&'a T) -> R) -> f64 {
    let mut results = Vec::with_capacity(items.len());
    let ((), calls) = util::alloc::calls(|| {
        for item in items {
            results.push(op(item));
        }
    });
    drop(results);
    calls as f64 / items.len() as f64
}

/// `ceiling` in a release build; no ceiling where debug builds add their checks.
fn checked_in_debug(ceiling: f64) -> f64 {
    if cfg!(debug_assertions) {
        f64::INFINITY
    } else {
        ceiling
    }
}

#[test]
fn allocations_per_operation() {
    let iris = corpus("iri.txt");
    let urls = corpus("real.txt");
    let base = Iri::parse(BASE).unwrap();
    let refs: Vec<IriRef> = iris.iter().map(|s| IriRef::parse(s).unwrap()).collect();
    let targets: Vec<Iri> = refs.iter().map(|r| base.resolve(r)).collect();
    let uri_refs: Vec<UriRef> = urls.iter().map(|s| UriRef::parse(s).unwrap()).collect();
    let ox_base = oxiri::Iri::parse(BASE).unwrap();
    let ox_refs: Vec<oxiri::IriRef<&str>> = iris
        .iter()
        .map(|s| oxiri::IriRef::parse(s.as_str()).unwrap())
        .collect();
    let ox_targets: Vec<oxiri::Iri<String>> = ox_refs
        .iter()
        .map(|r| ox_base.resolve(r).unwrap())
        .collect();

    let mut out = String::new();
    let rows = [
        (
            "IriRef::parse (iri.txt)",
            per_item(&iris, |s| IriRef::parse(s).unwrap()),
            per_item(&iris, |s| oxiri::IriRef::parse(s.as_str()).unwrap()),
            // pest's parser state, token queue and pairs, and the value's text.
            13.5,
        ),
        (
            "UriRef::parse (real.txt)",
            per_item(&urls, |s| UriRef::parse(s).unwrap()),
            per_item(&urls, |s| oxiri::IriRef::parse(s.as_str()).unwrap()),
            13.5,
        ),
        (
            "UriRef::parse_each (real.txt)",
            {
                let ((), calls) = util::alloc::calls(|| {
                    for r in UriRef::parse_each(&urls) {
                        drop(r.unwrap());
                    }
                });
                calls as f64 / urls.len() as f64
            },
            f64::NAN,
            // The value's text, and pest's per chunk.
            1.5,
        ),
        (
            "resolve (parsed beforehand)",
            per_item(&refs, |r| base.resolve(r)),
            per_item(&ox_refs, |r| ox_base.resolve(r).unwrap()),
            // The target's text (and a buffer to merge a path with dot segments).
            1.05,
        ),
        (
            "resolve_into (one buffer)",
            per_item(&refs, |r| {
                base.resolve_into(r, &mut out);
                out.len()
            }),
            per_item(&ox_refs, |r| {
                ox_base.resolve_into(r, &mut out).unwrap();
                out.len()
            }),
            // The buffer grows to the longest target once.
            0.1,
        ),
        (
            "relativize (resolved beforehand)",
            per_item(&targets, |t| base.relativize(t)),
            per_item(&ox_targets, |t| ox_base.relativize(t).unwrap()),
            // The reference's text.
            checked_in_debug(1.0),
        ),
        (
            "normalize (parsed beforehand, real.txt)",
            per_item(&uri_refs, |r| r.normalize(Normalization::Syntax)),
            f64::NAN,
            // The normal form's text, and a buffer for a path with a %-escape to decode.
            checked_in_debug(1.5),
        ),
        (
            "IriRef::to_uri (parsed beforehand)",
            per_item(&refs, |r| r.to_uri()),
            f64::NAN,
            // The URI's text.
            1.0,
        ),
    ];
    println!("| operation | rfc3986 | oxiri |\n|---|---:|---:|");
    for (name, ours, theirs, ceiling) in rows {
        let theirs = if theirs.is_nan() {
            "n/a".to_owned()
        } else {
            format!("{theirs:.2}")
        };
        println!("| {name} | {ours:.2} | {theirs} |");
        assert!(
            ours <= ceiling,
            "{name}: {ours:.2} allocations per item, more than {ceiling}"
        );
    }
}
