//! Reference resolution beside the peers: the 42 references of RFC 3986 5.4.1 and 5.4.2 against the RFC's
//! base `http://a/b/c/d;p?q`.
//!
//! `<crate>/parse+resolve` is what an application does: parse the reference, resolve it against a base parsed
//! once, and produce the target's string. `<crate>/resolve` resolves references parsed beforehand, to show
//! the resolution alone (oxiri's `resolve` validates its result, `resolve_unchecked` does not). The figure is
//! the time for all 42 references. Compare ratios within one run only: these machines are shared and noisy.
//! `cargo bench --bench resolve`, then `python3 benches/ratios.py resolve`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const BASE: &str = "http://a/b/c/d;p?q";

const REFS: [&str; 42] = [
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "http:g",
];

fn resolve(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve");

    let base = rfc3986::Uri::parse(BASE).unwrap();
    group.bench_function("rfc3986/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = rfc3986::UriRef::parse(black_box(r)).unwrap();
                    base.resolve(&r).into_string().len()
                })
                .sum::<usize>()
        })
    });
    let refs: Vec<_> = REFS
        .iter()
        .map(|r| rfc3986::UriRef::parse(r).unwrap())
        .collect();
    group.bench_function("rfc3986/resolve", |b| {
        b.iter(|| {
            refs.iter()
                .map(|r| black_box(&base).resolve(r).as_str().len())
                .sum::<usize>()
        })
    });

    let base = fluent_uri::Uri::parse(BASE).unwrap();
    group.bench_function("fluent-uri/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = fluent_uri::UriRef::parse(black_box(*r)).unwrap();
                    r.resolve_against(&base).unwrap().as_str().len()
                })
                .sum::<usize>()
        })
    });

    let base = oxiri::Iri::parse(BASE).unwrap();
    group.bench_function("oxiri/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = oxiri::IriRef::parse(*black_box(r)).unwrap();
                    base.resolve(&r).unwrap().as_str().len()
                })
                .sum::<usize>()
        })
    });
    let refs: Vec<_> = REFS
        .iter()
        .map(|r| oxiri::IriRef::parse(*r).unwrap())
        .collect();
    group.bench_function("oxiri/resolve", |b| {
        b.iter(|| {
            refs.iter()
                .map(|r| black_box(&base).resolve(r).unwrap().as_str().len())
                .sum::<usize>()
        })
    });
    group.bench_function("oxiri/resolve_unchecked", |b| {
        b.iter(|| {
            refs.iter()
                .map(|r| black_box(&base).resolve_unchecked(r).as_str().len())
                .sum::<usize>()
        })
    });

    let base = iri_string::types::UriAbsoluteStr::new(BASE).unwrap();
    group.bench_function("iri-string/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = iri_string::types::UriReferenceStr::new(black_box(r)).unwrap();
                    r.resolve_against(base).to_string().len()
                })
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, resolve);
criterion_main!(benches);
