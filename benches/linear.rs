//! Parsing time grows linearly with the input: each shape of reference at 1, 4 and 16 MiB, reported as
//! throughput (bytes per second), so equal throughput across the sizes means linear time.
//!
//! ```sh
//! cargo bench --bench linear -- --quick
//! ```

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use rfc3986::UriRef;

const MIB: usize = 1024 * 1024;

/// A reference of about `len` bytes of the given shape.
fn input(shape: &str, len: usize) -> String {
    match shape {
        // One long query of pchar, `&` and `=`.
        "query" => format!("http://example.com/?{}", "key=value&".repeat(len / 10)),
        // Many short path segments.
        "segments" => format!("http://example.com{}", "/seg".repeat(len / 4)),
        // One long reg-name with percent-encoded octets.
        "reg-name" => format!("http://{}/", "ab%2Ecd.".repeat(len / 8)),
        // A long valid prefix and an invalid last byte: the error path reparses the prefix.
        "invalid-end" => format!("http://example.com/{} ", "a".repeat(len)),
        _ => unreachable!("unknown shape {shape}"),
    }
}

fn linear(c: &mut Criterion) {
    let mut group = c.benchmark_group("linear");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for shape in ["query", "segments", "reg-name", "invalid-end"] {
        for mib in [1, 4, 16] {
            let text = input(shape, mib * MIB);
            let valid = shape != "invalid-end";
            assert_eq!(UriRef::parse(&text).is_ok(), valid, "{shape}");
            group.throughput(Throughput::Bytes(text.len() as u64));
            group.bench_with_input(
                BenchmarkId::new(shape, format!("{mib}MiB")),
                &text,
                |b, text| b.iter(|| UriRef::parse(black_box(text)).is_ok()),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, linear);
criterion_main!(benches);
