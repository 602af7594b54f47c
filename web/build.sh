#!/usr/bin/env bash
# Builds the viewer as a static page into the folder OUT: the crate rfc3986-web (the tool's views and API
# answers, with no I/O) compiled to WebAssembly as OUT/rfc3986_web.wasm, the same bytes as base64 in
# OUT/module.js (for a page opened from a file, where the browser fetches nothing), and the page:
# OUT/index.html and OUT/page.js (web/page/), OUT/viewer.js and OUT/style.css (the served viewer's own,
# cli/src/viewer/). Copy OUT to any static host, or open OUT/index.html. It installs nothing and says which
# toolchain it used:
#
# - the ordinary toolchain, where rustup has the target (`rustup target add wasm32-unknown-unknown`, as on a
#   contributor's laptop or a hosted CI);
# - else Debian's second Rust toolchain, which builds the standard library for the target from its source
#   (`apt-get install rustc-web cargo-web rust-web-src rust-web-llvm lld-22`; ../shared/notes/wasm.md).
#
# Then binaryen's `wasm-opt -Oz --converge` shrinks the module where it is installed (`apt-get install
# binaryen`): 8.2 KB less gzipped, measured on the module with RFC 4516's grammar (592,466 to 584,306 bytes).
# (`--ignore-implicit-traps` would take 0.5 KB more, and makes a module that reads out of bounds:
# web/tests/module.mjs fails.) Without wasm-opt the module is built as rustc leaves it, and the script says
# so; under CI=true it fails instead.
#
#   bash web/build.sh OUT
set -euo pipefail
out=${1:?usage: bash web/build.sh OUT}
# One generated parser for every grammar: the page calls every grammar, and the library's small parser of
# RFC 3986's rules beside the whole one (for programs that parse only URIs) would be a second copy of them
# here (src/syntax/grammar.rs).
export RUSTFLAGS="${RUSTFLAGS:-} --cfg rfc3986_one_parser"
cd "$(dirname "$0")/.."
target=wasm32-unknown-unknown
if rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  echo "web/build.sh: rustup's toolchain and its $target target" >&2
  CARGO_TARGET_DIR=target/wasm cargo build --quiet --profile web --target "$target" -p rfc3986-web
elif [ -x /usr/bin/cargo ] && [ -x /usr/bin/rust-lld ] && [ -d /usr/lib/rustlib/src/rust/library ]; then
  echo "web/build.sh: Debian's rustc-web toolchain, the standard library built for $target (-Zbuild-std)" >&2
  PATH=/usr/bin:$PATH RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=target/wasm \
    cargo build --quiet --profile web --target "$target" -Zbuild-std=std,panic_abort -p rfc3986-web
else
  echo "web/build.sh: no toolchain for $target: 'rustup target add $target', or as root" >&2
  echo "  apt-get install rustc-web cargo-web rust-web-src rust-web-llvm lld-22" >&2
  exit 1
fi
mkdir -p "$out"
built="target/wasm/$target/web/rfc3986_web.wasm"
if command -v wasm-opt >/dev/null 2>&1; then
  echo "web/build.sh: $(wasm-opt --version), -Oz --converge" >&2
  wasm-opt -Oz --converge --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int "$built" -o "$out/rfc3986_web.wasm"
elif [ "${CI:-}" = "true" ]; then
  echo "web/build.sh: no wasm-opt: CI ships the module as the page does, 'apt-get install binaryen'" >&2
  exit 1
else
  echo "web/build.sh: no wasm-opt ('apt-get install binaryen'): the module as rustc leaves it, larger" >&2
  cp "$built" "$out/rfc3986_web.wasm"
fi
cp web/page/index.html web/page/page.js cli/src/viewer/viewer.js cli/src/viewer/style.css "$out/"
{
  printf '// The rfc3986 viewer'"'"'s WebAssembly module (rfc3986_web.wasm) as base64, for a page opened from a file.\n'
  printf 'window.rfc3986Module = "'
  base64 -w0 "$out/rfc3986_web.wasm"
  printf '";\n'
} > "$out/module.js"
gz() { gzip -9 -c "$1" | wc -c; }
shipped=0
for f in index.html page.js viewer.js style.css rfc3986_web.wasm; do
  shipped=$((shipped + $(gz "$out/$f")))
done
echo "web/build.sh: $out: rfc3986_web.wasm $(wc -c < "$out/rfc3986_web.wasm") bytes ($(gz "$out/rfc3986_web.wasm") gzipped);" \
  "a static host ships $shipped bytes gzipped (the page, its script, style and module); module.js" \
  "$(wc -c < "$out/module.js") bytes ($(gz "$out/module.js") gzipped), for file://" >&2
