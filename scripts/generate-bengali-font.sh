#!/usr/bin/env bash
# Makes public/fonts' Bengali font from @fontsource-variable/noto-sans-bengali's Bengali subset,
# with its weight axis cut to 400-700: the weights the site draws (400, 600, 700), 30% fewer bytes.
# Needs Debian's fontTools (apt-get install python3-fonttools python3-brotli; made with 4.38.0 and
# brotli 1.0.9, other versions may compress to other bytes); its instancer remaps the font's avar
# table, which harfbuzzjs' did not (decision 0008). The output is committed; run again only to
# change it, and compare renderings against the source before shipping (decision 0008).
# tests/unit/font-files.test.ts reads the weight range below and checks the stylesheet against it.
set -euo pipefail
cd "$(dirname "$0")/.."
version=5.3.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@fontsource-variable/noto-sans-bengali@$version" >/dev/null && tar xzf ./*.tgz)
# The source the committed file was made from (the site's earlier, uncut font was this file).
echo "4ccdc6269af7581727fc3eea491831bda1962c1baaca7f2c0dec054bfddde478  $work/package/files/noto-sans-bengali-bengali-wght-normal.woff2" |
  sha256sum --check --quiet
/usr/bin/python3 - "$work/package/files/noto-sans-bengali-bengali-wght-normal.woff2" "$work/out.woff2" <<'EOF'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
# recalcTimestamp=False keeps the source's date, so the same source always gives the same bytes and name
font = instancer.instantiateVariableFont(TTFont(sys.argv[1], recalcTimestamp=False), {'wght': (400, 700)})
font.flavor = 'woff2'
font.save(sys.argv[2])
EOF
# Served immutable for a year, so the name carries the content's hash (tests/unit/font-files.test.ts).
hash=$(sha256sum "$work/out.woff2" | cut -c1-8)
rm -f public/fonts/noto-sans-bengali-wght-*.woff2
cp "$work/out.woff2" "public/fonts/noto-sans-bengali-wght-$hash.woff2"
sed -i -E "s#/fonts/noto-sans-bengali-wght-[0-9a-f]{8}\.woff2#/fonts/noto-sans-bengali-wght-$hash.woff2#g" app/globals.css
ls -l public/fonts
