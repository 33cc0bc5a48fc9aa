#!/usr/bin/env bash
# Installs what is missing, then builds and serves the app on 127.0.0.1.
# PORT=8080 by default; extra arguments go to `trunk serve`.
# This is a development build: no wasm-opt, and a live-reload script in the page, so dist/
# is then not what to host. `scripts/serve.sh --release` serves the release build (with
# wasm-opt; still with the live-reload script); `trunk build --release` alone writes the
# dist/ to host.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
PORT=${PORT:-8080}
echo "serving the app at http://127.0.0.1:$PORT/ (a development build unless --release; see README)"
exec trunk serve --address 127.0.0.1 --port "$PORT" "$@"
