#!/usr/bin/env bash
# What depending on each URI crate costs a program (issue 33): a cold release build of a scratch binary
# that parses a reference, resolves it against a base and normalizes the result with the crate (default
# features; the registry is fetched first and not timed), the number of crates that build compiles, the
# stripped size the crate adds to the binary (its size less that of the same binary without the crate), and
# for this crate the time of its own compilation (the build again after touching its src/lib.rs). The crates
# are this checkout of rfc3986, url, fluent-uri, iri-string and oxiri, built one after the other on this
# machine: only the figures of one run compare. oxiri has no normalization (it parses and resolves), and
# url normalizes as it parses, the WHATWG way.
#
# Two more rows measure rfc3986 with features: `schemes` and `template` on (every grammar), and the default
# build with pest_meta's dependency on pest patched to `default-features = false` (a local copy of the
# registry's pest_meta, never published): what pest_meta's `std` costs every pest user, upstream.
#
#   bash benches/build_cost.sh            # prints a Markdown table
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

base='"http://a/b/c/d;p?q"'
ours="rfc3986::UriRef::parse(&s).map_or(0, |r| rfc3986::Uri::parse($base).unwrap().resolve(&r).normalize(rfc3986::Normalization::Syntax).into_string().len())"
# Each row: name, dependency line, the expression that gives a usize from `s` (a String), and what to patch,
# separated by " ;; " (the expressions hold "|").
crates=(
  "none ;;  ;; s.len() ;; "
  "rfc3986 ;; rfc3986 = { path = \"$root\" } ;; $ours ;; "
  "rfc3986 (schemes, template) ;; rfc3986 = { path = \"$root\", features = [\"schemes\", \"template\"] } ;; $ours ;; "
  "rfc3986 (pest_meta without pest's std) ;; rfc3986 = { path = \"$root\" } ;; $ours ;; pest_meta"
  "url ;; url = \"2\" ;; url::Url::parse($base).unwrap().join(&s).map_or(0, |u| u.as_str().len()) ;; "
  "fluent-uri ;; fluent-uri = \"0.4\" ;; fluent_uri::UriRef::parse(s.as_str()).ok().and_then(|r| r.resolve_against(&fluent_uri::Uri::parse($base).unwrap()).ok()).map_or(0, |u| u.normalize().as_str().len()) ;; "
  "iri-string ;; iri-string = \"0.7\" ;; iri_string::types::UriReferenceStr::new(&s).map_or(0, |r| { let t = r.resolve_against(iri_string::types::UriAbsoluteStr::new($base).unwrap()).to_string(); iri_string::types::UriStr::new(&t).unwrap().normalize().to_string().len() }) ;; "
  "oxiri ;; oxiri = \"0.3\" ;; oxiri::IriRef::parse(s.as_str()).ok().and_then(|r| oxiri::Iri::parse($base).unwrap().resolve(&r).ok()).map_or(0, |i| i.as_str().len()) ;; "
)

# A copy of the registry's pest_meta whose dependency on pest leaves out pest's default features (`std`,
# which brings pest_stack_guard and with it psm, stacker, cc, object and ar_archive_writer).
patched_pest_meta() {
  local src
  src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/pest_meta-"$1" | head -n 1)
  cp -r "$src" "$work/pest_meta"
  python3 - "$work/pest_meta/Cargo.toml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
head = "[dependencies.pest]\n"
assert head in text, "pest_meta's manifest has no [dependencies.pest]"
text = text.replace(head, head + "default-features = false\n", 1)
open(path, "w").write(text)
PY
  echo "$work/pest_meta"
}

make() {
  local dir="$1" dep="$2" expr="$3" patch="$4"
  mkdir -p "$dir/src"
  cat > "$dir/Cargo.toml" <<EOF
[package]
name = "scratch"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$dep

[profile.release]
strip = true

[workspace]
EOF
  if [ -n "$patch" ]; then
    printf '\n[patch.crates-io]\npest_meta = { path = "%s" }\n' "$patch" >> "$dir/Cargo.toml"
  fi
  cat > "$dir/src/main.rs" <<EOF
fn main() {
    let s = std::env::args().nth(1).unwrap_or_default();
    println!("{}", $expr);
}
EOF
}

seconds_since() { python3 -c "import time; print(f'{time.time() - $1:.1f}')"; }

printf '| crate | cold release build | crates compiled | the crate alone | stripped size added |\n'
printf '|---|---:|---:|---:|---:|\n'
base_size=""
n=0
for entry in "${crates[@]}"; do
  rest="$entry"
  name="${rest%% ;; *}"; rest="${rest#* ;; }"
  dep="${rest%% ;; *}"; rest="${rest#* ;; }"
  expr="${rest%% ;; *}"; patch="${rest#* ;; }"
  n=$((n + 1))
  dir="$work/$n"
  if [ "$patch" = pest_meta ]; then
    (cd "$root" && cargo fetch --quiet)
    version=$(cd "$root" && cargo tree -i pest_meta --prefix none -e normal,build 2>/dev/null | head -n 1 | sed 's/.* v//; s/ .*//')
    patch=$(patched_pest_meta "$version")
  fi
  make "$dir" "$dep" "$expr" "$patch"
  (cd "$dir" && cargo fetch --quiet)
  start=$(date +%s.%N)
  log=$(cd "$dir" && CARGO_TARGET_DIR="$dir/target" cargo build --release 2>&1)
  seconds=$(seconds_since "$start")
  compiled=$(grep -c '^ *Compiling ' <<<"$log" || true)
  size=$(stat -c %s "$dir/target/release/scratch")
  "$dir/target/release/scratch" '../g?y#s' >/dev/null
  if [ "$name" = none ]; then
    base_size=$size
    continue
  fi
  alone=""
  if [[ "$name" == rfc3986* ]]; then
    touch "$root/src/lib.rs"
    start=$(date +%s.%N)
    (cd "$dir" && CARGO_TARGET_DIR="$dir/target" cargo build --release --quiet)
    alone="$(seconds_since "$start") s"
  fi
  printf '| %s | %s s | %d | %s | %s KB |\n' "$name" "$seconds" "$((compiled - 1))" "$alone" \
    "$(python3 -c "print(f'{($size - $base_size) / 1024:,.0f}')")"
done
