#!/usr/bin/env bash
# `npm start`, the main job: the extension in a real VS Code, on samples/.
# Installs whatever is missing first, so it works on a fresh clone: with a
# desktop `code` on PATH it opens that; otherwise it runs code-server (which
# needs no browser on this machine) and prints the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v code >/dev/null 2>&1; then
  bash scripts/setup.sh --no-chromium --no-code-server
  npm run build --silent
  exec code --extensionDevelopmentPath="$PWD" "$PWD/samples"
fi

bash scripts/setup.sh --no-chromium
npm run build --silent
exec node out/start.js
