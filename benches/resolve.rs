//! Reference resolution beside oxiri: the references of RFC 3986 5.4.1 and 5.4.2 against the RFC's base.
//!
//! `*/resolve` resolves references parsed beforehand (the resolution alone; oxiri's `resolve` also validates
//! its result, `resolve_unchecked` does not); `*/parse+resolve` parses each reference too. The figure is the time for all 42 references. Compare
//! ratios within one run only: these machines are shared and noisy. `cargo bench --bench resolve`.

use criterion::{criterion_group, criterion_main, Criterion};
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
    group.bench_function("rfc3986/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = rfc3986::UriRef::parse(black_box(r)).unwrap();
                    base.resolve(&r).as_str().len()
                })
                .sum::<usize>()
        })
    });
    let ox = oxiri::Iri::parse(BASE).unwrap();
    let ox_refs: Vec<_> = REFS
        .iter()
        .map(|r| oxiri::IriRef::parse(*r).unwrap())
        .collect();
    group.bench_function("oxiri/resolve", |b| {
        b.iter(|| {
            ox_refs
                .iter()
                .map(|r| black_box(&ox).resolve(r).unwrap().as_str().len())
                .sum::<usize>()
        })
    });
    group.bench_function("oxiri/resolve_unchecked", |b| {
        b.iter(|| {
            ox_refs
                .iter()
                .map(|r| black_box(&ox).resolve_unchecked(r).as_str().len())
                .sum::<usize>()
        })
    });
    group.bench_function("oxiri/parse+resolve", |b| {
        b.iter(|| {
            REFS.iter()
                .map(|r| {
                    let r = oxiri::IriRef::parse(*black_box(r)).unwrap();
                    ox.resolve(&r).unwrap().as_str().len()
                })
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, resolve);
criterion_main!(benches);
