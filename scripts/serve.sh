#!/usr/bin/env bash
# Installs what is missing, then builds and serves the app on 127.0.0.1.
# PORT=8080 by default; extra arguments go to `trunk serve` (e.g. --release).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
PORT=${PORT:-8080}
echo "serving the app at http://127.0.0.1:$PORT/"
exec trunk serve --address 127.0.0.1 --port "$PORT" "$@"
