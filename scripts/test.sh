#!/usr/bin/env bash
# Runs every test suite; installs what is missing first (scripts/setup.sh --browser).
# Exits non-zero when any suite fails. Ends with one line "N passed, N failed".
# FIDE_LONG=1 runs the long modes (100,000 differential games, longer fuzzing).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CARGO_TERM_COLOR=never

scripts/setup.sh --browser || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

PASSED=0
FAILED=0
FAILED_SUITES=()
LOG_DIR=target/test-logs
mkdir -p "$LOG_DIR"

# run_suite NAME KIND COMMAND...: KIND says how to count tests in the output
# (cargo, node, plain "N passed, N failed" line, or check = one pass/fail).
run_suite() {
  local name=$1 kind=$2; shift 2
  local log="$LOG_DIR/$name.log"
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local p=0 f=0
  case $kind in
    cargo)
      p=$(grep -E '^test result:' "$log" | sed -E 's/.* ([0-9]+) passed.*/\1/' | awk '{s+=$1} END {print s+0}')
      f=$(grep -E '^test result:' "$log" | sed -E 's/.* ([0-9]+) failed.*/\1/' | awk '{s+=$1} END {print s+0}') ;;
    node)
      p=$(grep -E '^# pass ' "$log" | tail -1 | awk '{print $3}')
      f=$(grep -E '^# fail ' "$log" | tail -1 | awk '{print $3}') ;;
    plain)
      local line
      line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -1 | sed -E 's/^[A-Za-z-]+: //')
      p=$(echo "$line" | awk '{print $1}')
      f=$(echo "$line" | awk '{print $3}') ;;
    check) if [ "$rc" = 0 ]; then p=1; else f=1; fi ;;
  esac
  p=${p:-0}; f=${f:-0}
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  PASSED=$((PASSED + p)); FAILED=$((FAILED + f))
  if [ "$rc" != 0 ]; then FAILED_SUITES+=("$name"); fi
  echo "=== $name: exit $rc ($p passed, $f failed)"
}

run_suite fmt check cargo fmt --check
run_suite clippy-native check cargo clippy --all-targets --locked -- -D warnings
run_suite clippy-wasm check cargo clippy --all-targets --locked --target wasm32-unknown-unknown -- -D warnings
run_suite cargo-test cargo cargo test --locked
# the web suite runs a long synchronous analysis in the browser: a generous limit for a loaded machine
export WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-180}
run_suite wasm-test cargo cargo test --locked --target wasm32-unknown-unknown --test web
run_suite differential plain .venv/bin/python tests/differential/run.py
run_suite trunk-build check trunk build --release
if [ -f dist/index.html ]; then
  # the sizes against the decided budgets, gzip and brotli (deterministic, so checked here)
  run_suite size check node scripts/size.mjs dist
  run_suite e2e node node --test --test-concurrency=1 tests/e2e/
fi

echo
if [ ${#FAILED_SUITES[@]} -gt 0 ]; then
  echo "failed suites: ${FAILED_SUITES[*]}"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ] && [ ${#FAILED_SUITES[@]} = 0 ]
