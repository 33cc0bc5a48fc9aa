#!/usr/bin/env bash
# Installs what the project needs and is missing; idempotent and quick when all is present.
# Usage: scripts/setup.sh [--browser]
#   --browser: also what the tests need (Chromium, ChromeDriver, Firefox ESR, WebKitGTK's
#   WebKitWebDriver and MiniBrowser, Xvfb, Stockfish, python-chess)
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.129
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

say() { printf '[setup] %s\n' "$*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding rustup target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
if ! rustup component list --installed 2>/dev/null | grep -q '^clippy'; then
  rustup component add clippy rustfmt
fi

if [ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 8 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi
if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ ! -d node_modules/puppeteer-core ] || [ ! -d node_modules/selenium-webdriver ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing node packages (npm ci)"
  # no package may fetch a browser: the tests drive Debian's
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ]; then
  # python-chess for the differential tests, in a project-local virtualenv
  if ! .venv/bin/python -c 'import chess, sys; sys.exit(chess.__version__ != "1.11.2")' 2>/dev/null; then
    say "installing python-chess 1.11.2 into .venv"
    python3 -m venv .venv
    .venv/bin/pip install -q --disable-pip-version-check -r tests/differential/requirements.txt
  fi
  need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  [ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
  # the e2e smoke set in two more engines (tests/e2e/browsers.test.mjs): Firefox ESR, and
  # WebKitGTK (webkit2gtk-driver brings WebKitWebDriver and, through libwebkit2gtk-4.1-0,
  # MiniBrowser) in an Xvfb display; xauth for xvfb-run, by hand
  [ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
  [ -x /usr/bin/Xvfb ] || need+=(xvfb)
  command -v xauth >/dev/null 2>&1 || need+=(xauth)
  command -v stockfish >/dev/null 2>&1 || [ -x /usr/games/stockfish ] || need+=(stockfish)
  if [ ${#need[@]} -gt 0 ]; then
    say "installing Debian packages: ${need[*]}"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
  fi
fi
