#!/usr/bin/env bash
# Regenerates every picture in the README with the app's own record mode:
#   docs/media/case-{few,some,many}.png   the three cases, keyboard up
#   docs/media/filmstrip-show.png         a show animation, frame by frame
#   docs/media/strategy-*.png             the same show under each strategy (show and hide
#                                         for the lift behaviours, which differ on the way down)
#   docs/media/jump-to-latest.png         a scroll up, then the jump-to-latest button's glide back
#   docs/media/compare.png                compare mode: three strategies side by side, show and hide
#   docs/media/streaming-reply.png        a streaming reply pinned under the title, keyboard hiding
#   docs/media/bottom-offset.png          show and hide over a 50 pt tab bar (--bottom-offset 50)
#   docs/media/panel-swap.png             keyboard → attachment panel → keyboard (the list rides the bar)
#   docs/media/right-to-left.png          --direction rtl with the Hebrew keyboard up (docs/BEHAVIOUR.md)
#   docs/media/screenshot-{light,dark}.png the AppStream metainfo's screenshots
# Usage: scripts/make-readme-media.sh   (starts a private Xvfb when DISPLAY is unset)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
app="$(swift build --show-bin-path)/keyboard-chat"
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null || true' EXIT
if [ -z "${DISPLAY:-}" ]; then
    # Xvfb picks a free display and writes its number once it accepts connections.
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
    [ -s "$work/display" ] || { echo "make-readme-media: Xvfb did not start" >&2; exit 1; }
    export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
fi
record() { # NAME ARGS… : record the show script, keep its screenshot and filmstrip
    record_script scripts/show-keyboard.script "$@"
}
record_script() { # SCRIPT NAME ARGS… : record SCRIPT into $work/NAME
    local script=$1 name=$2; shift 2
    sed "s|docs/media/current.png|$work/$name.png|" "$script" > "$work/$name.script"
    "$app" "$@" --script "$work/$name.script" --record "$work/$name"
}
for case in few some many; do
    record "case-$case" --case "$case"
    cp "$work/case-$case.png" "docs/media/case-$case.png"
done
cp "$work/case-some/filmstrip.png" docs/media/filmstrip-show.png
for strategy in three-case bar-only whole-view inset naive; do
    record "strategy-$strategy" --case some --strategy "$strategy"
    cp "$work/strategy-$strategy/filmstrip.png" "docs/media/strategy-$strategy.png"
done
for strategy in always when-at-end persistent never; do
    record_script scripts/show-hide-keyboard.script "strategy-$strategy" --case some --strategy "$strategy"
    cp "$work/strategy-$strategy/filmstrip.png" "docs/media/strategy-$strategy.png"
done
record_script scripts/jump-to-latest.script jump-to-latest --case many
cp "$work/jump-to-latest/filmstrip.png" docs/media/jump-to-latest.png
record_script scripts/show-hide-keyboard.script compare --case some --compare three-case,always,never
cp "$work/compare/filmstrip.png" docs/media/compare.png
# A streaming reply pinned under the title, and a tab bar below the chat.
record_script scripts/streaming-reply.script streaming-reply --case some
cp "$work/streaming-reply/filmstrip.png" docs/media/streaming-reply.png
record_script scripts/show-hide-keyboard.script bottom-offset --case many --bottom-offset 50
cp "$work/bottom-offset/filmstrip.png" docs/media/bottom-offset.png
record_script scripts/panel-swap.script panel-swap --case many
cp "$work/panel-swap/filmstrip.png" docs/media/panel-swap.png
# Right to left: the mirrored chat (sent bubbles on the left) with the Hebrew keyboard up.
record right-to-left --case some --direction rtl --keyboard hebrew
cp "$work/right-to-left.png" docs/media/right-to-left.png
# The AppStream screenshots (data/dev.keyboardchat.Demo.metainfo.xml): the keyboard up, light and dark.
for theme in light dark; do
    record "screenshot-$theme" --case some --theme "$theme"
    cp "$work/screenshot-$theme.png" "docs/media/screenshot-$theme.png"
done
echo "wrote $(ls docs/media | wc -l) images to docs/media"
