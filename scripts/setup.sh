#!/usr/bin/env bash
# Installs what this project needs on a fresh Debian 12 machine, and skips
# whatever is already installed and up to date, so it is cheap to run again.
#
#   bash scripts/setup.sh [--no-chromium] [--no-code-server]
#
# --no-chromium     the browser is only for the tests; `npm start` does without it
# --no-code-server  for when a desktop `code` is used instead
# --no-compilers    g++ (with g++-multilib, for 32-bit builds), python3 and a JDK run the judge's test programs (and users' own)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

want_chromium=1
want_code_server=1
want_compilers=1
for arg in "$@"; do
  case $arg in
    --no-chromium) want_chromium=0 ;;
    --no-code-server) want_code_server=0 ;;
    --no-compilers) want_compilers=0 ;;
    *) echo "setup: unknown option '$arg' (known: --no-chromium --no-code-server --no-compilers)" >&2; exit 2 ;;
  esac
done

say() { printf 'setup: %s\n' "$*"; }

# Under `npm start` or `npm run setup` the outer npm exports its user agent,
# which names Node 20; the nested npm would hand it on to code-server's
# postinstall, which reads the Node version from it and refuses.
unset npm_config_user_agent

# True when DIR's node_modules was installed from DIR's current lockfile: npm
# writes node_modules/.package-lock.json at the end of every install.
npm_tree_current() {
  local dir=$1
  [[ -f $dir/node_modules/.package-lock.json && ! $dir/package-lock.json -nt $dir/node_modules/.package-lock.json ]]
}

node24_dir=$repo/test/code-server/node24
node24_bin=$node24_dir/node_modules/node/bin
code_server_dir=$repo/test/code-server
vscode_dir=$code_server_dir/node_modules/code-server/lib/vscode

node24_ready() {
  npm_tree_current "$node24_dir" && "$node24_bin/node" --version >/dev/null 2>&1
}

# code-server's postinstall installs VS Code's own dependencies in two steps;
# the second one's lockfile, and the CLI link made between them, exist only
# when the whole postinstall succeeded.
code_server_ready() {
  npm_tree_current "$code_server_dir" \
    && [[ -L $vscode_dir/bin/remote-cli/code-server ]] \
    && [[ -f $vscode_dir/extensions/node_modules/.package-lock.json ]]
}

deb_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# Node itself (20 or later) comes first: npm, the build and the judge's JavaScript all run on it.
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' 2>/dev/null; then
  echo "setup: Node 20 or later is needed on PATH (found: $(node --version 2>/dev/null || echo none)); see https://nodejs.org" >&2
  exit 1
fi

# --- Debian packages -------------------------------------------------------
debs=()
if ((want_chromium)) && ! command -v chromium >/dev/null 2>&1; then
  debs+=(chromium)
fi
# The judge's tests compile and run real programs in C++, C, Python and Java
# (JavaScript runs on the node that runs everything else).
if ((want_compilers)); then
  command -v g++ >/dev/null 2>&1 || debs+=(g++)
  command -v python3 >/dev/null 2>&1 || debs+=(python3)
  if ! command -v javac >/dev/null 2>&1 || ! command -v java >/dev/null 2>&1; then
    debs+=(default-jdk-headless)
  fi
  # The judge runs every compile and program in namespaces of its own (bubblewrap), as root and as an ordinary user.
  command -v bwrap >/dev/null 2>&1 || debs+=(bubblewrap)
  # POJ's and HDU's judges built 32-bit programs (MinGW on 32-bit Windows): the judge builds them so too, where g++ can (-m32).
  if [[ $(dpkg --print-architecture 2>/dev/null) == amd64 ]] && ! deb_installed g++-multilib; then
    debs+=(g++-multilib)
  fi
fi
# Only compiling code-server's native modules needs the Kerberos headers.
if ((want_code_server)) && ! code_server_ready && ! deb_installed libkrb5-dev; then
  debs+=(libkrb5-dev)
fi
if ((${#debs[@]})); then
  install_cmd="apt-get update && apt-get install -y --no-install-recommends ${debs[*]}"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: missing ${debs[*]}, and this is not a Debian-like system. Install them by hand." >&2
    exit 1
  fi
  if [[ $(id -u) != 0 ]]; then
    echo "setup: missing Debian packages: ${debs[*]}. Run as root:" >&2
    echo "  sudo sh -c '$install_cmd'" >&2
    exit 1
  fi
  say "installing Debian packages: ${debs[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${debs[@]}"
else
  say "Debian packages: ok"
fi

# --- the project's own npm packages ----------------------------------------
if npm_tree_current "$repo"; then
  say "npm packages: ok"
else
  say "npm ci (the project's packages; also builds)"
  npm ci --no-audit --no-fund
fi

# --- code-server, with the Node 24 it requires ------------------------------
if ((want_code_server)); then
  if node24_ready; then
    say "Node 24 for code-server: ok"
  else
    say "npm ci in test/code-server/node24 (Node 24 for code-server)"
    (cd "$node24_dir" && npm ci --no-audit --no-fund)
  fi
  if code_server_ready; then
    say "code-server: ok"
  else
    # npm runs under whichever node is first on PATH, and code-server's
    # postinstall refuses anything but Node 24.
    say "npm ci in test/code-server (code-server: 2 to 4 minutes)"
    (cd "$code_server_dir" && PATH="$node24_bin:$PATH" npm ci --no-audit --no-fund)
    code_server_ready || { echo "setup: code-server's install did not finish; see the output above" >&2; exit 1; }
  fi
fi

say "done"
