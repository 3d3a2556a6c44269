#!/usr/bin/env bash
# Fetches Node 22, the oldest Node line the command line supports, from the npm registry (the
# node-linux-<arch> package holds the official binary) into node_modules/.cache/node22, and prints the
# binary's path. The CLI's end-to-end tests run under it as well as under Node 24 (FINDINGS_GATE_NODE22).
set -euo pipefail
version="${NODE22_VERSION:-22.23.3}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/node_modules/.cache/node22-$version"
if [ ! -x "$dir/bin/node" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node 22 package for $(uname -m)" >&2; exit 1 ;;
  esac
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack "node-linux-$arch@$version" --silent >/dev/null 2>&1)
  mkdir -p "$dir"
  tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir" --strip-components=1
  rm -rf "$tmp"
fi
echo "$dir/bin/node"
