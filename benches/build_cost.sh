#!/usr/bin/env bash
# What depending on each URI crate costs a program (issue 33): a cold release build of a scratch binary
# that parses one URI with the crate (default features; the registry is fetched first and not timed),
# the number of crates that build compiles, and the stripped size the crate adds to the binary (its size
# less that of the same binary without the crate). The crates are this checkout of rfc3986, url,
# fluent-uri, iri-string and oxiri, built one after the other on this machine: only the figures of one
# run compare.
#
#   bash benches/build_cost.sh            # prints a Markdown table
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# name | dependency line | the expression that parses `s` (a String) and gives a bool
crates=(
  "none||!s.is_empty()"
  "rfc3986|rfc3986 = { path = \"$root\" }|rfc3986::UriRef::parse(&s).is_ok()"
  "url|url = \"2\"|url::Url::parse(&s).is_ok()"
  "fluent-uri|fluent-uri = \"0.4\"|fluent_uri::UriRef::parse(s.as_str()).is_ok()"
  "iri-string|iri-string = \"0.7\"|iri_string::types::UriReferenceStr::new(&s).is_ok()"
  "oxiri|oxiri = \"0.3\"|oxiri::IriRef::parse(s.as_str()).is_ok()"
)

make() {
  local name="$1" dep="$2" expr="$3" dir="$work/$1"
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "scratch-$name"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dep

[profile.release]
strip = true

[workspace]
EOF
  cat > "$dir/src/main.rs" <<EOF
fn main() {
    let s = std::env::args().nth(1).unwrap_or_default();
    println!("{}", $expr);
}
EOF
}

printf '| crate | cold release build | crates compiled | stripped size added |\n|---|---:|---:|---:|\n'
base_size=""
for entry in "${crates[@]}"; do
  IFS='|' read -r name dep expr <<<"$entry"
  make "$name" "$dep" "$expr"
  dir="$work/$name"
  (cd "$dir" && cargo fetch --quiet)
  start=$(date +%s.%N)
  log=$(cd "$dir" && CARGO_TARGET_DIR="$dir/target" cargo build --release 2>&1)
  end=$(date +%s.%N)
  seconds=$(python3 -c "print(f'{$end - $start:.1f}')")
  compiled=$(grep -c '^ *Compiling ' <<<"$log" || true)
  size=$(stat -c %s "$dir/target/release/scratch-$name")
  "$dir/target/release/scratch-$name" 'http://example.com/a?b#c' >/dev/null
  if [ "$name" = none ]; then
    base_size=$size
    continue
  fi
  printf '| %s | %s s | %d | %s KB |\n' "$name" "$seconds" "$((compiled - 1))" \
    "$(python3 -c "print(f'{($size - $base_size) / 1024:,.0f}')")"
done
