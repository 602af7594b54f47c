//! Parses `benches/real.txt` with fluent-uri (ROUNDS times, default 3), reading every component as the
//! parse benchmark does, for `valgrind --tool=callgrind`: the instructions per URL of the fastest peer, to
//! set beside `examples/profile_parse.rs` (instruction counts are stable on a noisy machine, times are not).
//!
//! ```sh
//! cargo build --profile profiling --example profile_peer
//! valgrind --tool=callgrind target/profiling/examples/profile_peer 1   # and again with 2
//! ```
fn main() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/real.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let len = |s: Option<&str>| s.map_or(0, str::len);
    let mut acc = 0;
    for _ in 0..rounds {
        for line in &lines {
            let r = fluent_uri::UriRef::parse(*line).expect("valid");
            let a = r.authority();
            acc ^= len(r.scheme().map(|s| s.as_str()))
                ^ len(a.and_then(|a| a.userinfo()).map(|u| u.as_str()))
                ^ len(a.map(|a| a.host()))
                ^ len(a.and_then(|a| a.port()).map(|p| p.as_str()))
                ^ r.path().as_str().len()
                ^ len(r.query().map(|q| q.as_str()))
                ^ len(r.fragment().map(|f| f.as_str()));
        }
    }
    println!("{acc}");
}
