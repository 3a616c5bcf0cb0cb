#!/usr/bin/env bash
# Regenerates data/keyboard-chat.1 with swift-argument-parser's generate-manual plugin (never
# edit the page by hand). It builds the package in release mode first, so the first run takes
# a few minutes. ManPageTests fails when an option of `keyboard-chat --help` is missing from
# the page: run this after changing the command line.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
swift package --allow-writing-to-package-directory generate-manual \
    --authors "The KeyboardChat developers" --output-directory "$out"

cp "$out/keyboard-chat.1" data/keyboard-chat.1
echo "wrote data/keyboard-chat.1"
