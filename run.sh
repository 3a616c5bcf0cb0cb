#!/usr/bin/env bash
# KeyboardChat's front door.
#   ./run.sh [app args…]   install what is missing, build, launch the demo
#   ./run.sh test          install what is missing (also Xvfb), run every test
#   ./run.sh test --quick  the pure modules' tests only, no display: the edit loop's check
#   ./run.sh bench         the pure cores' micro-benchmarks (package-benchmark, Benchmarks/)
#                          checked against their committed baseline; then a release build,
#                          the GTK benchmarks, bench-results.json, and a check that recordings
#                          repeat (below). With arguments: the GTK benchmarks alone, given them
#                          (--micro [ARGS]: the micro-benchmarks alone; ARGS go to
#                          `swift package benchmark`, default `baseline check main`)
#   ./run.sh docs          DocC archives of the reusable modules under out/docs; fails on any
#                          warning (an unresolved symbol link is one)
#   ./run.sh repeatability release build, record the digest's scripts twice, fail if any
#                          recording's trace or pixels differ between the two runs
#                          (--against REV: record once with this build and once with a
#                          release build of REV, fail if any recording differs, so a
#                          change meant to keep behaviour is checked frame for frame)
#   ./run.sh install       release build, install for this user under ~/.local so the
#                          demo appears in the launcher (--from DIR: install that build;
#                          --prefix DIR: install there instead)
#   ./run.sh uninstall     remove exactly what install wrote (--prefix DIR as given to install)
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages each mode needs. The fonts make CJK and emoji bubbles render
# the same on every machine instead of falling back to boxes; zlib opens zipped chat exports.
app_packages=(libgtk-3-dev zlib1g-dev fonts-noto-cjk fonts-noto-color-emoji)
# Video export (--video, docs/VIDEO.md): GStreamer to build against, the plugins with the
# encoders and muxers (x264enc in -ugly; mp4mux, vp9enc, webmmux in -good), giflib for GIFs.
app_packages+=(libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev gstreamer1.0-plugins-good
    gstreamer1.0-plugins-ugly libgif-dev)
test_packages=("${app_packages[@]}" xvfb xdotool imagemagick valgrind desktop-file-utils weston
    at-spi2-core python3-pyatspi dbus-daemon appstream zsh fish xsel)
# The right-to-left tests compile he_IL.UTF-8 into a scratch folder (localedef, LOCPATH) from
# the locale sources in `locales`: no system locale is generated and root is not needed for it.
test_packages+=(locales)
# The video tests decode what was written: H.264 through libav, and gst-discoverer.
test_packages+=(gstreamer1.0-libav gstreamer1.0-plugins-base-apps)

# The pure modules' test targets: no GTK, no display, no child app (`./run.sh test --quick`).
quick_test_targets='^(ChatDemoCoreTests|ChatImportTests|ChatLayoutTests|ChildProcessesTests|CurvesTests|DocsTests|KeyboardTests|OutputFilesTests|RecordingMeasureTests|StrictJSONTests|TerminalTextTests|VideoExportTests)\.'

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

# The modules with a DocC catalog (Sources/NAME/NAME.docc), built by `./run.sh docs` through
# swift-docc-plugin: one archive each under $docs_dir. DocC's warnings are errors, and so is any
# other warning the build prints, so a symbol link that no longer resolves fails the build; the
# one exception is SwiftPM's own note on GTK's pkg-config flags ("prohibited flag(s): -pthread"),
# which every build of this package prints and which says nothing about the documentation.
doc_targets=(Curves Keyboard ChatLayout StrictJSON OutputFiles)
docs_dir=out/docs
build_docs() {
    local args=() target log status=0
    for target in "${doc_targets[@]}"; do args+=(--target "$target"); done
    rm -rf "$docs_dir"
    mkdir -p "$docs_dir"
    log=$(mktemp)
    swift package --allow-writing-to-directory "$docs_dir" generate-documentation "${args[@]}" \
        --output-path "$docs_dir" --warnings-as-errors >"$log" 2>&1 || status=$?
    if [ "$status" -ne 0 ] || grep 'warning:' "$log" | grep -vq 'warning: prohibited flag(s): -pthread'; then
        cat "$log" >&2
        rm -f "$log"
        echo "run.sh: the documentation did not build cleanly (exit $status; warnings above)" >&2
        return 1
    fi
    rm -f "$log"
    echo "run.sh: documentation of ${doc_targets[*]} in $docs_dir" >&2
}

# The micro-benchmarks (Benchmarks/, a package of its own over this one, docs/BENCHMARKS.md):
# package-benchmark builds them in release and, by default, checks a run against the committed
# baseline `main`. `baseline check` exits non-zero on a regression beyond the thresholds written in
# the suite and 4 when the only differences are improvements, which pass (a new baseline is
# then worth recording: `./run.sh bench --micro baseline update main`).
run_micro_benchmarks() {
    local status=0
    [ $# -gt 0 ] || set -- baseline check main
    if [ "$1" = baseline ] && [ "${2:-}" = update ]; then
        set -- --allow-writing-to-package-directory benchmark "$@"
    else
        set -- benchmark "$@"
    fi
    swift package --package-path Benchmarks "$@" || status=$?
    if [ "$status" -eq 4 ]; then
        echo "run.sh: micro-benchmarks improved on the baseline beyond their thresholds (passes)" >&2
        status=0
    fi
    [ "$status" -eq 0 ] || echo "run.sh: micro-benchmarks failed (exit $status)" >&2
    return "$status"
}

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

# A recording is the same pixels on every run (docs/DETERMINISM.md). The recording-digest
# tool (shipped beside the clone as ../shared, or $RECORDING_DIGEST) records a fixed matrix of
# scripts and prints one line per recording; two runs on one build must print the same lines.
# It takes about 4 minutes per run. The digests stay in $repeatability_dir for a look.
repeatability_dir=out/repeatability
check_repeatability() {
    local bin=$1 tool=${RECORDING_DIGEST:-../shared/tools/recording-digest}
    if [ ! -x "$tool" ]; then
        echo "run.sh: repeatability not checked: no recording-digest tool at $tool" >&2
        echo "run.sh: (it ships beside the clone as ../shared/tools; set RECORDING_DIGEST=PATH to use another)" >&2
        return 0
    fi
    mkdir -p "$repeatability_dir"
    local first="$repeatability_dir/first.txt" second="$repeatability_dir/second.txt" run
    for run in "$first" "$second"; do
        echo "run.sh: recording the digest's scripts into $run (about 4 minutes)" >&2
        "$tool" "$bin" "$run" || { echo "run.sh: $tool failed (exit $?)" >&2; return 1; }
    done
    local failed
    failed=$(grep -c ': exit ' "$first" || true)
    if ! diff -u "$first" "$second" >"$repeatability_dir/diff.txt"; then
        echo "run.sh: recordings do not repeat: $(grep -c '^-[^-]' "$repeatability_dir/diff.txt") of $(wc -l <"$first") lines differ between two runs of one build:" >&2
        cat "$repeatability_dir/diff.txt" >&2
        return 1
    fi
    if [ "$failed" -gt 0 ]; then
        echo "run.sh: $failed recordings failed (the same way twice):" >&2
        grep ': exit ' "$first" >&2
        return 1
    fi
    echo "run.sh: recordings repeat: $(wc -l <"$first") recordings, the same trace and pixels twice" >&2
}

# Records the digest's scripts with this build and with a release build of another revision
# (checked out as a detached worktree under $repeatability_dir, built there once and kept for
# the next run), and fails if any recording differs: a restructuring must keep every frame.
check_against_revision() {
    local bin=$1 revision=$2 tool=${RECORDING_DIGEST:-../shared/tools/recording-digest}
    [ -x "$tool" ] || { echo "run.sh: no recording-digest tool at $tool (set RECORDING_DIGEST=PATH)" >&2; return 1; }
    local commit
    commit=$(git rev-parse --verify --quiet "$revision^{commit}") \
        || { echo "run.sh: repeatability --against: '$revision' is not a commit of this repository" >&2; return 2; }
    mkdir -p "$repeatability_dir"
    local tree="$repeatability_dir/tree-${commit:0:12}"
    if [ ! -d "$tree" ]; then
        git worktree add --detach "$tree" "$commit" >&2
    fi
    echo "run.sh: building ${commit:0:12} in $tree" >&2
    (cd "$tree" && swift build -c release >&2)
    local before="$repeatability_dir/before-${commit:0:12}.txt" after="$repeatability_dir/after.txt"
    local old_bin
    old_bin="$(cd "$tree" && swift build -c release --show-bin-path)/keyboard-chat"
    echo "run.sh: recording the digest's scripts with ${commit:0:12} and with this build (about 4 minutes each)" >&2
    "$tool" "$old_bin" "$before" || { echo "run.sh: $tool failed on ${commit:0:12} (exit $?)" >&2; return 1; }
    "$tool" "$bin" "$after" || { echo "run.sh: $tool failed on this build (exit $?)" >&2; return 1; }
    if ! diff -u "$before" "$after" >"$repeatability_dir/diff-against.txt"; then
        echo "run.sh: recordings changed: $(grep -c '^-[^-]' "$repeatability_dir/diff-against.txt") of $(wc -l <"$before") differ from ${commit:0:12}:" >&2
        cat "$repeatability_dir/diff-against.txt" >&2
        return 1
    fi
    echo "run.sh: recordings unchanged: $(wc -l <"$before") recordings, the same trace and pixels as ${commit:0:12}" >&2
}

mode=${1:-}
case "$mode" in
test)
    shift
    if [ "${1:-}" = "--quick" ]; then
        shift
        # Building still needs GTK's headers; running these needs no display.
        ensure_packages "${app_packages[@]}"
        swift build --build-tests
        env -u DISPLAY -u WAYLAND_DISPLAY swift test --skip-build --filter "$quick_test_targets" "$@"
        exit
    fi
    ensure_packages "${test_packages[@]}"
    swift build
    KEYBOARD_CHAT_BIN="$(bin_path)/keyboard-chat" swift test "$@"
    ;;
bench)
    shift
    if [ "${1:-}" = "--micro" ]; then
        shift
        run_micro_benchmarks "$@"
        exit
    fi
    # A failed micro-benchmark check still lets the GTK benchmarks run; the command fails at the end.
    micro_status=0
    if [ $# -eq 0 ]; then
        run_micro_benchmarks || micro_status=$?
    fi
    # GNU time reports the app's own peak RSS (see docs/BENCHMARKS.md).
    ensure_packages "${test_packages[@]}" time
    swift build -c release
    if [ -z "${DISPLAY:-}" ]; then
        start_private_xvfb
    fi
    "$(bin_path -c release)/keyboard-chat-bench" --output bench-results.json "$@"
    if [ $# -eq 0 ]; then
        check_repeatability "$(bin_path -c release)/keyboard-chat"
    else
        echo "run.sh: repeatability not checked with benchmark arguments (./run.sh repeatability checks it alone)" >&2
    fi
    exit "$micro_status"
    ;;
repeatability)
    shift
    ensure_packages "${test_packages[@]}"
    swift build -c release
    if [ "${1:-}" = "--against" ]; then
        [ -n "${2:-}" ] || { echo "run.sh: repeatability --against needs a revision (a commit, tag or branch)" >&2; exit 2; }
        check_against_revision "$(bin_path -c release)/keyboard-chat" "$2"
    elif [ $# -gt 0 ]; then
        echo "run.sh: repeatability takes no arguments but --against REV, not '$1'" >&2
        exit 2
    else
        check_repeatability "$(bin_path -c release)/keyboard-chat"
    fi
    ;;
docs)
    shift
    [ $# -eq 0 ] || { echo "run.sh: docs takes no arguments, not '$1'" >&2; exit 2; }
    build_docs
    ;;
install)
    # scripts/install.sh: the binary and its resources, desktop entry, icon, metainfo, man page
    # and completions under ~/.local (or --prefix DIR), listed so uninstall removes just those.
    shift
    if [ "${1:-}" = "--from" ]; then
        [ -n "${2:-}" ] || { echo "run.sh: install --from needs a build directory" >&2; exit 2; }
        from=$2; shift 2
    else
        ensure_packages "${app_packages[@]}"
        swift build -c release
        from=$(bin_path -c release)
    fi
    exec scripts/install.sh install "$from" "$@"
    ;;
uninstall)
    shift
    exec scripts/install.sh uninstall "$@"
    ;;
*)
    ensure_packages "${app_packages[@]}"
    swift build
    exec "$(bin_path)/keyboard-chat" "$@"
    ;;
esac
