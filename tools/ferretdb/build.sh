#!/usr/bin/env bash
# Builds tools/ferretdb/bin/ferretdb-embedded (FerretDB 1.24.2, SQLite handler)
# through the Go module proxy. Idempotent: `go build` reuses its cache.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p bin
go mod download
# A private temporary name, then an atomic rename: two test runs may build at once.
tmp="bin/ferretdb-embedded.tmp.$$"
trap 'rm -f "$tmp"' EXIT
go build -trimpath -o "$tmp" .
mv "$tmp" bin/ferretdb-embedded
echo "built $(pwd)/bin/ferretdb-embedded"
