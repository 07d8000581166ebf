#!/usr/bin/env bash
# `npm start`, the main job: the extension in a real VS Code, on samples/.
# Installs whatever is missing first, so it works on a fresh clone. That
# includes the test browser and code-server even when a desktop `code` is
# used, so that `npm test`, the README's second command, works next.
# With a desktop `code` on PATH it opens that; otherwise it runs code-server
# and prints the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
npm run build --silent

if command -v code >/dev/null 2>&1; then
  exec code --extensionDevelopmentPath="$PWD" "$PWD/samples"
fi
exec node out/start.js
