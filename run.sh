#!/usr/bin/env bash
# KeyboardChat's front door.
#   ./run.sh [app args…]   install what is missing, build, launch the demo
#   ./run.sh test          install what is missing (also Xvfb), run every test
#   ./run.sh bench         release build, run the benchmarks, write bench-results.json
#   ./run.sh install       release build, install for this user under ~/.local so the
#                          demo appears in the launcher (--from DIR: install that build)
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages each mode needs. The fonts make CJK and emoji bubbles render
# the same on every machine instead of falling back to boxes.
app_packages=(libgtk-3-dev fonts-noto-cjk fonts-noto-color-emoji)
test_packages=("${app_packages[@]}" xvfb xdotool imagemagick valgrind desktop-file-utils weston
    at-spi2-core python3-pyatspi dbus-daemon)

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

# A private X server for headless runs. Xvfb picks a free display number
# itself (-displayfd writes it once the server accepts connections), so two
# runs on one machine never collide; the server is killed when we exit.
xvfb_pid=""
stop_private_xvfb() {
    if [ -n "$xvfb_pid" ]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -f "${xvfb_display_file:-}"
}
start_private_xvfb() {
    xvfb_display_file=$(mktemp)
    trap stop_private_xvfb EXIT
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$xvfb_display_file" 2>/dev/null &
    xvfb_pid=$!
    local tries
    for tries in $(seq 100); do
        [ -s "$xvfb_display_file" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || { echo "run.sh: Xvfb failed to start" >&2; exit 1; }
        sleep 0.1
    done
    [ -s "$xvfb_display_file" ] || { echo "run.sh: Xvfb did not report a display" >&2; exit 1; }
    export DISPLAY=":$(tr -d '[:space:]' <"$xvfb_display_file")"
    # The idle-CPU benchmark counts the X server's CPU too; a server started
    # with -displayfd writes no /tmp/.XN-lock to find it by.
    export KEYBOARDCHAT_X_SERVER_PID="$xvfb_pid"
    echo "run.sh: started Xvfb on $DISPLAY (pid $xvfb_pid)" >&2
}

# Installs the build in $1 for the user: the binary and its resource bundles
# in ~/.local/lib/keyboard-chat (SwiftPM looks for the bundles beside the
# binary), a link in ~/.local/bin, the .desktop file (Exec made absolute, so
# it works when ~/.local/bin is not on the session's PATH) and the icon.
app_id=dev.keyboardchat.Demo
install_for_user() {
    local from=$1 prefix=$HOME/.local
    local lib="$prefix/lib/keyboard-chat" data="${XDG_DATA_HOME:-$prefix/share}"
    [ -x "$from/keyboard-chat" ] || { echo "run.sh: no keyboard-chat in $from" >&2; exit 2; }
    mkdir -p "$lib" "$prefix/bin" "$data/applications" "$data/icons/hicolor/scalable/apps"
    rm -rf "$lib"/*.resources
    cp "$from/keyboard-chat" "$lib/"
    cp -R "$from"/*.resources "$lib/"
    ln -sfn "$lib/keyboard-chat" "$prefix/bin/keyboard-chat"
    sed "s|^Exec=keyboard-chat|Exec=$lib/keyboard-chat|" "data/$app_id.desktop" >"$data/applications/$app_id.desktop"
    cp "data/$app_id.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"
    if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$data/applications" || true; fi
    if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true; fi
    echo "run.sh: installed $prefix/bin/keyboard-chat, $data/applications/$app_id.desktop and its icon" >&2
}

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
    # GNU time reports the app's own peak RSS (see docs/BENCHMARKS.md).
    ensure_packages "${test_packages[@]}" time
    swift build -c release
    if [ -z "${DISPLAY:-}" ]; then
        start_private_xvfb
    fi
    "$(bin_path -c release)/keyboard-chat-bench" --output bench-results.json "$@"
    ;;
install)
    shift
    if [ "${1:-}" = "--from" ]; then
        [ -n "${2:-}" ] || { echo "run.sh: install --from needs a build directory" >&2; exit 2; }
        install_for_user "$2"
    else
        ensure_packages "${app_packages[@]}"
        swift build -c release
        install_for_user "$(bin_path -c release)"
    fi
    ;;
*)
    ensure_packages "${app_packages[@]}"
    swift build
    exec "$(bin_path)/keyboard-chat" "$@"
    ;;
esac
