#!/usr/bin/env bash
# Renders the short campus tour from our own campus drawing (a slow zoom), as MP4 and WebM.
# Needs ffmpeg (Debian: apt-get install ffmpeg). The output is committed; run again only to change it.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -y -loglevel error -loop 1 -i public/images/site/hero-campus.jpg \
  -vf "scale=1920:-2,zoompan=z='min(zoom+0.0012,1.25)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=192:s=960x540:fps=24,format=yuv420p" \
  -t 8 -c:v libx264 -crf 30 -preset slow -movflags +faststart -an public/media/campus-tour.mp4
ffmpeg -y -loglevel error -i public/media/campus-tour.mp4 -c:v libvpx-vp9 -crf 40 -b:v 0 -an public/media/campus-tour.webm
ls -l public/media
