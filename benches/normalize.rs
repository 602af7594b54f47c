//! Syntax-based normalization (RFC 3986 6.2.2) beside the peers that offer it, on `benches/real.txt`:
//! parse each line, normalize it, produce the string. oxiri and url have no RFC 3986 normalization.
//! Compare ratios within one run only. `cargo bench --bench normalize`, then
//! `python3 benches/ratios.py normalize`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

mod common;
use common::corpus;

fn normalize(c: &mut Criterion) {
    let lines = corpus("real.txt");
    // iri-string normalizes absolute IRIs only (`UriStr`); every peer runs on the lines that are URIs.
    let uris: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| rfc3986::Uri::parse(l).is_ok())
        .collect();
    let mut group = c.benchmark_group("normalize/real");
    group.throughput(Throughput::Elements(uris.len() as u64));
    group.bench_function("rfc3986", |b| {
        b.iter(|| {
            uris.iter()
                .map(|s| {
                    let r = rfc3986::UriRef::parse(black_box(s)).unwrap();
                    r.normalize(rfc3986::Normalization::Syntax)
                        .into_string()
                        .len()
                })
                .sum::<usize>()
        })
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            uris.iter()
                .map(|s| {
                    fluent_uri::UriRef::parse(*black_box(s))
                        .unwrap()
                        .normalize()
                        .as_str()
                        .len()
                })
                .sum::<usize>()
        })
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            uris.iter()
                .map(|s| {
                    let u = iri_string::types::UriStr::new(black_box(s)).unwrap();
                    u.normalize().to_string().len()
                })
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, normalize);
criterion_main!(benches);
