#!/usr/bin/env bash
# The public-API snapshot (tests/tools/README.md): build rustdoc's JSON with the nightly toolchain and
# compare the crate's public API with tests/data/public-api.txt, or with --bless write it.
#
#   tests/tools/public_api.sh           # check: on a difference, print the diff and exit 1
#   tests/tools/public_api.sh --bless   # regenerate tests/data/public-api.txt
#
# The JSON goes to $CARGO_TARGET_DIR (default target/public-api, apart from the stable builds' target/).
# Without `cargo +nightly` this fails: a check that cannot run is not a check that passed.
set -euo pipefail
cd "$(dirname "$0")/../.."

bless=0
case "${1:-}" in
  --bless) bless=1 ;;
  "") ;;
  *) echo "usage: $0 [--bless]" >&2; exit 2 ;;
esac

if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "public_api.sh: no nightly toolchain: 'cargo +nightly --version' failed. rustdoc's JSON output" >&2
  echo "needs nightly: rustup toolchain install nightly --profile minimal" >&2
  exit 1
fi

target="${CARGO_TARGET_DIR:-target/public-api}"
snapshot=tests/data/public-api.txt
json="$target/doc/rfc3986.json"

# `--cfg rfc3986_public_api` compiles the syntax layer's files (src/syntax/, src/percent.rs) into the library
# rather than taking them from the crate rfc3986-syntax: rustdoc's JSON does not follow a re-export into
# another crate, and the snapshot lists what a user of rfc3986 names, with its methods (src/lib.rs).
CARGO_TARGET_DIR="$target" cargo +nightly rustdoc --lib --all-features -- -Z unstable-options --output-format json --cfg rfc3986_public_api

if [ "$bless" = 1 ]; then
  python3 tests/tools/public_api.py "$json" > "$snapshot.tmp" || { rm -f "$snapshot.tmp"; exit 1; }
  mv "$snapshot.tmp" "$snapshot"
  echo "public_api.sh: wrote $snapshot ($(($(wc -l < "$snapshot") - 1)) items); review and commit the diff"
else
  python3 tests/tools/public_api.py --check "$snapshot" "$json"
fi
