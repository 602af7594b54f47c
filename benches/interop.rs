//! `Uri` -> `http::Uri` (feature `http`) beside parsing the same text with http directly, on
//! `benches/real.txt` (the lines without a fragment, which `http::Uri` cannot hold; every line has an
//! authority). The `Uri` values are parsed beforehand: the conversion's cost is what a program that holds a
//! `Uri` pays to hand it to code that takes an `http::Uri`.
//!
//! - `http-parse`: `http::Uri::from_str(&line)`.
//! - `rfc3986-ref`: `http::Uri::try_from(&uri)` (copies the text, as `from_str` does).
//! - `rfc3986-owned`: `http::Uri::try_from(uri)` on a clone made outside the timing (hands the text over).
//!
//! `cargo bench --features http --bench interop`, then `python3 benches/ratios.py uri-to-http`.

use std::hint::black_box;
use std::str::FromStr;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};

mod common;
use common::corpus;

fn interop(c: &mut Criterion) {
    let lines: Vec<String> = corpus("real.txt")
        .into_iter()
        .filter(|l| !l.contains('#'))
        .collect();
    let uris: Vec<rfc3986::Uri> = lines
        .iter()
        .map(|l| rfc3986::Uri::parse(l).expect("a URI"))
        .collect();
    let converted = uris
        .iter()
        .filter(|u| http::Uri::try_from(*u).is_ok())
        .count();
    assert_eq!(converted, uris.len(), "every line converts");

    let mut group = c.benchmark_group("uri-to-http/real");
    group.throughput(Throughput::Elements(lines.len() as u64));
    group.bench_function("http-parse", |b| {
        b.iter(|| {
            lines.iter().fold(0, |acc, l| {
                acc ^ http::Uri::from_str(black_box(l)).map_or(0, |u| u.path().len())
            })
        })
    });
    group.bench_function("rfc3986-ref", |b| {
        b.iter(|| {
            uris.iter().fold(0, |acc, u| {
                acc ^ http::Uri::try_from(black_box(u)).map_or(0, |h| h.path().len())
            })
        })
    });
    group.bench_function("rfc3986-owned", |b| {
        b.iter_batched(
            || uris.clone(),
            |uris| {
                uris.into_iter().fold(0, |acc, u| {
                    acc ^ http::Uri::try_from(black_box(u)).map_or(0, |h| h.path().len())
                })
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, interop);
criterion_main!(benches);
