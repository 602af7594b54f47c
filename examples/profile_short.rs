//! Parses short relative references (those of RFC 3986 5.4) many times, for `valgrind --tool=callgrind`:
//! where pest's fixed cost per parse shows.
//!
//! ```sh
//! cargo build --profile profiling --example profile_short
//! valgrind --tool=callgrind target/profiling/examples/profile_short
//! ```
fn main() {
    let refs = ["g", "./g", "../g", "g?y#s", "//g", "#s", "", "g;x=1/../y"];
    let mut acc = 0;
    for _ in 0..1000 {
        for r in refs {
            acc ^= rfc3986::UriRef::parse(r).map_or(0, |r| r.as_str().len());
        }
    }
    println!("{acc}");
}
