#!/usr/bin/env bash
# Assembles reads into contigs with MEGAHIT. MEGAHIT refuses an output folder that exists, so it writes into a
# fresh assembly/ beside the job and the contigs and log are copied to out/. Its memory for the graph is capped
# below the job's limit (the default is 90% of the machine). Values arrive as arguments only.
#   bash megahit-assembly.sh [--preset NAME] [--k-list LIST] [--min-count N] <threads> <minContigLength>
#     <reads.fq> [<mates.fq>]
# The switches are the manifest's words; what follows one is a checked param value.
set -euo pipefail
options=()
while [[ $1 == --* ]]; do
  case $1 in
    --preset) options+=(--presets "$2"); shift ;;
    --k-list) options+=(--k-list "$2"); shift ;;
    --min-count) options+=(--min-count "$2"); shift ;;
    *) echo "megahit-assembly.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
threads=$1 min_length=$2
shift 2
if [ $# -eq 2 ]; then
  reads=(-1 "$1" -2 "$2")
else
  reads=(-r "$1")
fi
rm -rf assembly
megahit -t "$threads" "${options[@]}" --min-contig-len "$min_length" --memory 2000000000 \
  --mem-flag 0 "${reads[@]}" -o assembly
mkdir -p out
cp assembly/final.contigs.fa out/contigs.fa
cp assembly/log out/megahit.log
