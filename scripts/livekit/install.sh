#!/usr/bin/env bash
# Builds LiveKit's SFU from its Go module into .tools/ (docs/architecture.md §6): `npm start` and
# the call tests run it in dev mode on loopback. Needs Go and its module proxy; does nothing
# when the binary of this version is already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=v1.13.5
TOOLS="$PWD/.tools"
BINARY="$TOOLS/livekit-server"

if [ -x "$BINARY" ] && "$BINARY" --version 2>/dev/null | grep -q " ${VERSION#v}\$"; then
  echo "[livekit] $("$BINARY" --version) is installed at .tools/livekit-server"
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "[livekit] building the SFU needs Go (the go command); install it, then run npm run livekit:install." >&2
  exit 1
fi

echo "[livekit] building livekit-server $VERSION from its Go module (a few minutes the first time)…"
mkdir -p "$TOOLS"
GOBIN="$TOOLS" go install "github.com/livekit/livekit-server/cmd/server@$VERSION"
mv -f "$TOOLS/server" "$BINARY"
echo "[livekit] $("$BINARY" --version) installed at .tools/livekit-server"
