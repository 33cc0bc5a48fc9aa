#!/usr/bin/env bash
# Benchmarks (not tests): perft throughput natively against shakmaty and
# cozy-chess, and in wasm under Node against chess.js and chessops, plus the
# size of the core compiled to wasm; time per position of the dead-position
# analysis natively and in wasm (about 40 minutes with ../shared present);
# the app's wasm against the smallest wasm holding Yew, the engine, or both; `fide claims`
# over 10,000 games against python-chess's repetition detection (about 15 minutes).
# Writes target/bench/*.md.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
OUT=target/bench
mkdir -p "$OUT"

echo "== native perft"
(cd bench/native && cargo run --release --locked -q --bin fide-laws-bench-native 2>/dev/null || cargo run --release -q --bin fide-laws-bench-native) | tee "$OUT/native.md"

echo "== fide claims over 10,000 games against python-chess"
cargo build --release -q --bin fide
.venv/bin/python bench/claims/bench.py target/release/fide 10000

echo "== wasm perft in Node $(node --version)"
(cd bench/wasm && cargo build --release --target wasm32-unknown-unknown -q)
WASM=bench/wasm/target/wasm32-unknown-unknown/release/fide_laws_bench_wasm.wasm
wasm-bindgen --target nodejs --out-dir "$OUT/wasm-pkg" "$WASM"
wasm-opt -O3 "$OUT/wasm-pkg/fide_laws_bench_wasm_bg.wasm" -o "$OUT/wasm-pkg/fide_laws_bench_wasm_bg.wasm"
node bench/wasm/bench.mjs "$PWD/$OUT/wasm-pkg/fide_laws_bench_wasm.js" | tee "$OUT/wasm.md"

echo "== dead-position analysis, native"
(cd bench/native && cargo run --release -q --bin unwinnable -- "$PWD/../../$OUT/game-fens.txt") | tee "$OUT/unwinnable-native.md"

echo "== dead-position analysis, wasm in Node"
(cd bench/wasm && cargo build --release --target wasm32-unknown-unknown -q --features dead --target-dir target/dead)
wasm-bindgen --target nodejs --out-dir "$OUT/wasm-dead" bench/wasm/target/dead/wasm32-unknown-unknown/release/fide_laws_bench_wasm.wasm
wasm-opt -O3 "$OUT/wasm-dead/fide_laws_bench_wasm_bg.wasm" -o "$OUT/wasm-dead/fide_laws_bench_wasm_bg.wasm"
node bench/wasm/bench-unwinnable.mjs "$PWD/$OUT/wasm-dead/fide_laws_bench_wasm.js" "$OUT/game-fens.txt" bench/data/selfplay-fens.txt ../shared/oracles/unwinnability-dev-set.tsv | tee "$OUT/unwinnable-wasm.md"

raw=$(stat -c %s "$OUT/wasm-pkg/fide_laws_bench_wasm_bg.wasm")
gz=$(gzip -9c "$OUT/wasm-pkg/fide_laws_bench_wasm_bg.wasm" | wc -c)
echo "core wasm (perft, FEN, move generation; release, wasm-opt -O3): $raw bytes raw, $gz bytes gzip -9" | tee "$OUT/size.md"

echo "== app release size (dist/)"
trunk build --release >/dev/null 2>&1
APP=target/wasm32-unknown-unknown/release-wasm/fide-app.wasm
wasm-bindgen --target web --out-dir "$OUT/app-noopt" "$APP"
{
  echo "| file | raw | gzip -9 |"
  echo "|---|---|---|"
  for f in dist/*.wasm dist/*.js dist/*.css dist/index.html; do
    echo "| $(basename "$f") | $(stat -c %s "$f") | $(gzip -9c "$f" | wc -c) |"
  done
  data_raw=$(cat dist/data/* | wc -c)
  data_gz=$(for f in dist/data/*; do gzip -9c "$f" | wc -c; done | awk '{s+=$1} END {print s}')
  echo "| data/ (the corpus, fetched on first use) | $data_raw | $data_gz |"
  total_raw=$(find dist -type f -exec cat {} + | wc -c)
  total_gz=$(find dist -type f -exec sh -c 'gzip -9c "$1" | wc -c' _ {} \; | awk '{s+=$1} END {print s}')
  echo "| all of dist/ | $total_raw | $total_gz |"
  w="$OUT/app-noopt/fide-app_bg.wasm"
  echo "| wasm without wasm-opt | $(stat -c %s "$w") | $(gzip -9c "$w" | wc -c) |"
} | tee "$OUT/app-size.md"

echo "== size floors: Yew alone, the engine alone, both (same profile and wasm-opt -Oz as the app)"
(cd bench/floor && cargo build --release --target wasm32-unknown-unknown -q)
app_gz=$(gzip -9c dist/*.wasm | wc -c)
{
  echo "| wasm | raw | gzip -9 | the app's wasm against it |"
  echo "|---|---|---|---|"
  for b in yew-floor engine-floor both-floor; do
    wasm-bindgen --target web --out-dir "$OUT/floor/$b" "bench/floor/target/wasm32-unknown-unknown/release/$b.wasm"
    f="$OUT/floor/$b/${b}_bg.wasm"
    wasm-opt -Oz "$f" -o "$f"
    gz=$(gzip -9c "$f" | wc -c)
    echo "| $b | $(stat -c %s "$f") | $gz | $(awk -v a="$app_gz" -v b="$gz" 'BEGIN {printf "%.2f×", a / b}') |"
  done
  echo "| the app (dist/) | $(stat -c %s dist/*.wasm) | $app_gz | 1.00× |"
} | tee "$OUT/floor.md"

