#!/usr/bin/env bash
# Assembles reads into contigs with MEGAHIT. MEGAHIT refuses an output folder that exists, so it writes into a
# fresh assembly/ beside the job and the contigs and log are copied to out/. Its memory for the graph is capped
# below the job's limit (the default is 90% of the machine). Values arrive as arguments only.
#   bash megahit-assembly.sh <threads> <minCount> <minContigLength> <reads.fq> [<mates.fq>]
set -euo pipefail
threads=$1 min_count=$2 min_length=$3
shift 3
if [ $# -eq 2 ]; then
  reads=(-1 "$1" -2 "$2")
else
  reads=(-r "$1")
fi
rm -rf assembly
megahit -t "$threads" --min-count "$min_count" --min-contig-len "$min_length" --memory 2000000000 \
  --mem-flag 0 "${reads[@]}" -o assembly
mkdir -p out
cp assembly/final.contigs.fa out/contigs.fa
cp assembly/log out/megahit.log
