//! `rfc3986::extract` beside linkify (a dev-dependency for this comparison only), on the same texts in one
//! run: prose without URIs, URI-dense text (the URLs of `real.txt` in sentences, four ways delimited) and
//! this crate's README (prose with code). Throughput in bytes of text per second; docs/performance.md has
//! the figures.
//!
//! ```sh
//! cargo bench --bench extract -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! Before the timing, each text is searched once and the counts are printed: linkify finds URLs by its own
//! rules (a scheme and `//`, or `mailto:`), this crate by RFC 3986 Appendix C's, so the counts differ a
//! little; the URI-dense text must give one URI per URL to both.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use linkify::{LinkFinder, LinkKind};

mod common;
use common::texts;

fn bench(c: &mut Criterion) {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let cases = [
        ("prose", texts::prose(1 << 20)),
        ("uri-dense", texts::uri_dense()),
        ("readme", readme),
    ];
    let mut finder = LinkFinder::new();
    finder.kinds(&[LinkKind::Url]);
    let urls = common::corpus("real.txt").len();
    for (name, text) in &cases {
        let ours = rfc3986::extract(text).count();
        let theirs = finder.links(text).count();
        eprintln!(
            "{name}: {} bytes, rfc3986 finds {ours}, linkify {theirs}",
            text.len()
        );
        match *name {
            "prose" => assert_eq!((ours, theirs), (0, 0), "the prose has no URIs"),
            "uri-dense" => assert_eq!(ours, urls, "one URI per URL"),
            _ => {}
        }
    }
    let mut group = c.benchmark_group("extract");
    for (name, text) in &cases {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format!("rfc3986/{name}"), |b| {
            b.iter(|| rfc3986::extract(black_box(text)).count())
        });
        group.bench_function(format!("linkify/{name}"), |b| {
            b.iter(|| finder.links(black_box(text)).count())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
