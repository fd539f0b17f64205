#!/usr/bin/env bash
# Renders demo-lesson.webm, the video the demo lessons play (issue 14): 30 s of ffmpeg's own test
# pattern with the Blivion name and a running clock, VP9 in WebM, no sound, about 300 KB.
# Made on Debian 12 with its ffmpeg package (apt-get install -y ffmpeg) and the DejaVu font:
#   bash apps/server/assets/make-demo-lesson.sh
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc=size=640x360:rate=24:duration=30" \
  -vf "drawbox=x=0:y=h/2-60:w=iw:h=120:color=0x7c3aed@0.85:t=fill,\
drawtext=fontfile=${font}:text='Blivion':fontsize=64:fontcolor=white:x=(w-text_w)/2:y=h/2-52,\
drawtext=fontfile=${font}:text='Aula de demonstração  %{pts\\:hms}':fontsize=22:fontcolor=white:x=(w-text_w)/2:y=h/2+22" \
  -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 4 -row-mt 1 -g 48 -pix_fmt yuv420p \
  -an -metadata title="Blivion - aula de demonstração" \
  demo-lesson.webm
ls -l demo-lesson.webm
