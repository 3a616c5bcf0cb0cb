#!/usr/bin/env bash
# Installs a build of keyboard-chat for one user, or removes exactly what an install wrote.
#   scripts/install.sh install BUILD_DIR [--prefix DIR]
#   scripts/install.sh uninstall [--prefix DIR]
# (`./run.sh install` and `./run.sh uninstall` call this.)
#
# The prefix is ~/.local unless --prefix names another; desktop data goes to
# $XDG_DATA_HOME (default PREFIX/share) for the user's own prefix, to PREFIX/share otherwise.
# Every file written is listed with its SHA-256 in PREFIX/lib/keyboard-chat/install-manifest,
# and every folder install had to create, so uninstall removes exactly those: a file that has
# changed since (a user's own file now at that path) is kept and named, a folder that is not
# empty is kept. Install never replaces a file it did not write itself.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
app_id=dev.keyboardchat.Demo
program=keyboard-chat

die() { echo "install: $1" >&2; exit "${2:-2}"; }

mode=${1:-}; shift || true
build=""
if [ "$mode" = install ]; then
    build=${1:-}; shift || true
    [ -n "$build" ] || die "install needs the build folder that holds $program"
fi
prefix="$HOME/.local"; own_prefix=1
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix)
        [ -n "${2:-}" ] || die "--prefix needs a folder"
        mkdir -p "$2" 2>/dev/null || die "cannot create the prefix $2"
        prefix="$(cd "$2" && pwd)"; own_prefix=0; shift 2 ;;
    *) die "unknown argument '$1' (usage: run.sh install [--from BUILD] [--prefix DIR] | run.sh uninstall [--prefix DIR])" ;;
    esac
done
lib="$prefix/lib/$program"
if [ "$own_prefix" = 1 ]; then data="${XDG_DATA_HOME:-$prefix/share}"; else data="$prefix/share"; fi
manifest="$lib/install-manifest"

digest() { sha256sum "$1" | cut -d' ' -f1; }

# The manifest's lines: "file SHA PATH", "link TARGET PATH", "cache - PATH", "dir - PATH".
# PATH is the rest of the line, so it may hold spaces.
entries() {  # KIND: the PATH of every such line, oldest first
    [ -f "$manifest" ] || return 0
    awk -v k="$1" '{ kind = $1; rest = $0; sub(/^[^ ]+ [^ ]+ /, "", rest); if (kind == k) print rest }' "$manifest"
}
recorded() {  # KIND PATH: the VALUE recorded for PATH
    [ -f "$manifest" ] || return 0
    awk -v k="$1" -v p="$2" '{ kind = $1; rest = $0; sub(/^[^ ]+ [^ ]+ /, "", rest); if (kind == k && rest == p) print $2 }' "$manifest" | tail -n 1
}
# Removes PATH if it is still what install wrote; says so when it is kept.
remove_written() {  # KIND PATH
    local kind=$1 path=$2
    [ -e "$path" ] || [ -L "$path" ] || return 0
    case "$kind" in
    file)
        if [ -L "$path" ] || [ ! -f "$path" ] || [ "$(digest "$path")" != "$(recorded file "$path")" ]; then
            echo "install: kept $path: it changed since install wrote it" >&2; return 0
        fi ;;
    link)
        if [ ! -L "$path" ] || [ "$(readlink "$path")" != "$(recorded link "$path")" ]; then
            echo "install: kept $path: it is no longer the link install made" >&2; return 0
        fi ;;
    esac
    rm -f "$path"
}

if [ "$mode" = uninstall ]; then
    [ -f "$manifest" ] || die "nothing to uninstall: no $manifest (was keyboard-chat installed under $prefix?)" 1
    for kind in link file cache; do
        while IFS= read -r path; do remove_written "$kind" "$path"; done < <(entries "$kind")
    done
    mapfile -t made < <(entries dir)
    rm -f "$manifest"
    for ((i = ${#made[@]} - 1; i >= 0; i--)); do
        rmdir "${made[$i]}" 2>/dev/null || { [ -d "${made[$i]}" ] && echo "install: kept ${made[$i]}: it holds files install did not write" >&2; } || true
    done
    # A desktop cache that was there before install is brought up to date, not removed.
    if [ -f "$data/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$data/applications" || true
    fi
    if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
    fi
    echo "install: removed keyboard-chat from $prefix" >&2
    exit 0
fi

[ "$mode" = install ] || die "usage: scripts/install.sh install BUILD [--prefix DIR] | uninstall [--prefix DIR]"
[ -x "$build/$program" ] || die "no $program in $build"
man_page="$repo/data/$program.1"

# What goes where: source → destination (the binary and its resource bundles side by side,
# since SwiftPM finds the bundles beside the executable).
declare -a sources=() targets=()
add() { sources+=("$1"); targets+=("$2"); }
add "$build/$program" "$lib/$program"
for bundle in "$build"/*.resources; do
    [ -d "$bundle" ] || continue
    while IFS= read -r -d '' file; do
        add "$file" "$lib/$(basename "$bundle")${file#"$bundle"}"
    done < <(find "$bundle" -type f -print0 | sort -z)
done
staging=$(mktemp -d); trap 'rm -rf "$staging"' EXIT
sed "s|^Exec=$program|Exec=$lib/$program|" "$repo/data/$app_id.desktop" >"$staging/$app_id.desktop"
add "$staging/$app_id.desktop" "$data/applications/$app_id.desktop"
add "$repo/data/$app_id.svg" "$data/icons/hicolor/scalable/apps/$app_id.svg"
add "$repo/data/$app_id.metainfo.xml" "$data/metainfo/$app_id.metainfo.xml"
add "$man_page" "$data/man/man1/$program.1"
"$build/$program" --generate-completion-script bash >"$staging/bash"
"$build/$program" --generate-completion-script zsh >"$staging/zsh"
"$build/$program" --generate-completion-script fish >"$staging/fish"
add "$staging/bash" "$data/bash-completion/completions/$program"
add "$staging/zsh" "$data/zsh/site-functions/_$program"
add "$staging/fish" "$data/fish/vendor_completions.d/$program.fish"
link="$prefix/bin/$program"

# Refuse before writing anything: a file at a destination that install did not write.
for i in "${!targets[@]}"; do
    target=${targets[$i]}
    [ -e "$target" ] || [ -L "$target" ] || continue
    if [ -f "$target" ] && [ ! -L "$target" ]; then
        current=$(digest "$target")
        [ "$current" = "$(recorded file "$target")" ] && continue
        [ "$current" = "$(digest "${sources[$i]}")" ] && continue
    fi
    die "$target is already there and keyboard-chat's install did not write it; move it away first"
done
if { [ -e "$link" ] || [ -L "$link" ]; } && [ "$(readlink "$link" 2>/dev/null)" != "$lib/$program" ]; then
    die "$link is already there and is not keyboard-chat's link; move it away first"
fi

# The new manifest keeps the folders and caches an earlier install made (they are still
# install's to remove) and lists the folders this one has to make, in the order made.
new_manifest=$(mktemp)
{ entries dir | sed 's/^/dir - /'; entries cache | sed 's/^/cache - /'; } >>"$new_manifest"
make_dir() {
    local dir=$1 missing=()
    while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    for dir in "${missing[@]}"; do mkdir "$dir"; echo "dir - $dir" >>"$new_manifest"; done
}
for i in "${!targets[@]}"; do
    target=${targets[$i]}
    make_dir "$(dirname "$target")"
    cp "${sources[$i]}" "$target.partial.$$" && mv -f "$target.partial.$$" "$target"
    echo "file $(digest "$target") $target" >>"$new_manifest"
done
chmod 755 "$lib/$program"
make_dir "$(dirname "$link")"
ln -sfn "$lib/$program" "$link"
echo "link $lib/$program $link" >>"$new_manifest"
# A file an earlier install wrote that this one does not (a resource it no longer ships) goes.
while IFS= read -r path; do
    grep -qxF "$path" < <(printf '%s\n' "${targets[@]}") || remove_written file "$path"
done < <(entries file)
# Desktop caches: when install makes one, uninstall removes it again.
if command -v update-desktop-database >/dev/null; then
    [ -e "$data/applications/mimeinfo.cache" ] || echo "cache - $data/applications/mimeinfo.cache" >>"$new_manifest"
    update-desktop-database -q "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null; then
    [ -e "$data/icons/hicolor/icon-theme.cache" ] || echo "cache - $data/icons/hicolor/icon-theme.cache" >>"$new_manifest"
    gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
fi
cp "$new_manifest" "$manifest"; rm -f "$new_manifest"
echo "install: installed $link, the desktop entry, icon, metainfo, man page and completions under $prefix" >&2
