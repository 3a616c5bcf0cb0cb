#!/usr/bin/env bash
# Regenerates data/keyboard-chat.1 with swift-argument-parser's generate-manual plugin (never
# edit the page by hand). It builds the package in release mode first, so the first run takes
# a few minutes (`--configuration debug` reuses a debug build instead). ManPageAndCompletionTests fails when
# a subcommand or an option the parser has is missing from the page: run this after changing
# the command line. The page describes the command line as `keyboard-chat --help` does, the
# window's options as the program's own (`PublicCommandLine`).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
# The help's lists are laid out for 80 columns whatever the terminal, so the page is the same
# for everyone who makes it.
COLUMNS=80 swift package --allow-writing-to-package-directory generate-manual "$@" \
    --authors "The KeyboardChat developers" --output-directory "$out"

# The window opens when no subcommand is given, so the synopsis's subcommand is optional; the
# generator brackets it only for a default subcommand, which the public command line lacks.
sed '/^\.Sh SYNOPSIS$/,/^\.Sh /s/^\.Ar subcommand$/.Oo\n.Ar subcommand\n.Oc/' "$out/keyboard-chat.1" >data/keyboard-chat.1
echo "wrote data/keyboard-chat.1"
