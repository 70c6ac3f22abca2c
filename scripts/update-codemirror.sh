#!/bin/sh
# Refreshes the playground's code editor in Templates/assets/codemirror/ from Debian's
# libjs-codemirror package (CodeMirror 5, MIT): the editor core, its Swift mode and the bracket
# add-ons. The files are committed, so a site builds without the package; run this to update them.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download libjs-codemirror >/dev/null 2>&1
dpkg-deb -x libjs-codemirror_*.deb root
version=$(dpkg-deb -f libjs-codemirror_*.deb Version)
from=root/usr/share/javascript/codemirror
to="$here/Templates/assets/codemirror"
mkdir -p "$to"
cp "$from/lib/codemirror.js" "$from/lib/codemirror.css" "$from/mode/swift/swift.js" \
   "$from/addon/edit/matchbrackets.js" "$from/addon/edit/closebrackets.js" "$to/"
{
  echo "CodeMirror $version, from Debian's libjs-codemirror package (scripts/update-codemirror.sh)."
  echo "Copyright (c) Marijn Haverbeke and others. Upstream: https://codemirror.net/5/ — MIT (Expat) licence:"
  echo
  # The licence's own paragraph: "License: Expat" followed by its indented text.
  awk '/^License: Expat$/ { take = 1; next } take && /^ / { print; found = 1; next } { if (found) exit; take = 0 }' \
    root/usr/share/doc/libjs-codemirror/copyright | sed 's/^ //; s/^\.$//'
} > "$to/LICENSE.txt"
echo "CodeMirror $version copied to $to"
