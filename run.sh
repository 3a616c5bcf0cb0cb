#!/usr/bin/env bash
# KeyboardChat's front door.
#   ./run.sh [app args…]   install what is missing, build, launch the demo
#   ./run.sh test          install what is missing (also Xvfb), run every test
#   ./run.sh bench         release build, run the benchmarks, write bench-results.json
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages each mode needs. The fonts make CJK and emoji bubbles render
# the same on every machine instead of falling back to boxes.
app_packages=(libgtk-3-dev fonts-noto-cjk fonts-noto-color-emoji)
test_packages=("${app_packages[@]}" xvfb xdotool imagemagick)

missing_packages() {
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || echo "$pkg"
    done
}

ensure_packages() {
    local missing
    missing=$(missing_packages "$@" | tr '\n' ' ')
    missing=${missing% }
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "run.sh: missing Debian packages: $missing" >&2
        echo "run.sh: install them with: sudo apt-get update && sudo apt-get install -y $missing" >&2
        exit 1
    fi
    echo "run.sh: installing $missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086
    apt-get install -y -qq $missing >/dev/null
}

bin_path() { swift build "$@" --show-bin-path; }

mode=${1:-}
case "$mode" in
test)
    shift
    ensure_packages "${test_packages[@]}"
    swift build
    KEYBOARD_CHAT_BIN="$(bin_path)/keyboard-chat" swift test "$@"
    ;;
bench)
    shift
    ensure_packages "${test_packages[@]}"
    swift build -c release
    "$(bin_path -c release)/keyboard-chat" bench --output bench-results.json "$@"
    ;;
*)
    ensure_packages "${app_packages[@]}"
    swift build
    exec "$(bin_path)/keyboard-chat" "$@"
    ;;
esac
