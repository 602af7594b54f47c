#!/usr/bin/env bash
# Shows that the tool prints what it printed before: builds the `rfc3986` binary of BASE (default: the commit
# before the tool moved into cli/) and of the working tree, records every invocation that the tool's tests
# make, and runs both binaries on those and on the shared conformance vectors, command by command
# (cli/tests/tools/compare_json.py says what is compared). Exit status 1 when any output differs (the help,
# text for people, is counted apart).
#
#   bash cli/compare-json.sh [BASE]
set -euo pipefail
cd "$(dirname "$0")/.."
moved=$(git log --diff-filter=A --format=%H -1 -- cli/Cargo.toml)
base=${1:-${moved:+$moved^}}
base=${base:-HEAD}
out=target/compare-json
mkdir -p "$out"

echo "compare-json: the build of $(git rev-parse --short "$base") against the working tree" >&2
# The base's checkout lies outside the workspace (cargo would take it for a member otherwise).
old=$(mktemp -d)/rfc3986
git worktree add --detach --force "$old" "$base" >/dev/null
trap 'git worktree remove --force "$old" >/dev/null 2>&1 || true' EXIT
target="$PWD/$out/base-target"
# The base's own layout: the tool in cli/, or the library's `serve` feature before the move. Its target
# folder is its own, kept between runs.
if [ -f "$old/cli/Cargo.toml" ]; then
  (cd "$old" && CARGO_TARGET_DIR="$target" cargo build --release --quiet -p rfc3986-cli --features serve --bin rfc3986)
else
  (cd "$old" && CARGO_TARGET_DIR="$target" cargo build --release --quiet --features serve --bin rfc3986)
fi
# Both copies are named rfc3986: clap writes the name the binary was called by into its usage lines.
mkdir -p "$out/base" "$out/new"
cp "$out/base-target/release/rfc3986" "$out/base/rfc3986"

cargo build --release --quiet -p rfc3986-cli --features serve --bin rfc3986
cp target/release/rfc3986 "$out/new/rfc3986"

record="$out/cli-tests.jsonl"
rm -f "$record"
RFC3986_CLI_RECORD="$PWD/$record" cargo test --quiet -p rfc3986-cli --all-features --test cli --test viewer >/dev/null
echo "compare-json: $(wc -l < "$record") invocations recorded from the tool's tests" >&2

python3 cli/tests/tools/compare_json.py "$out/base/rfc3986" "$out/new/rfc3986" --record "$record"
