#!/usr/bin/env bash
# Maps reads with bwa mem into a sorted, indexed BAM: index the reference, map, sort, index. The aligner's SAM goes
# straight into samtools sort through a pipe, so nothing the size of the reads is written twice. Values arrive as
# arguments only. The index is built beside the job (index/), never next to the input, which is read-only.
#   bash bwa-mem.sh [--sample NAME] [--mark-secondary] [--min-score N] [--seed-length N]
#     <threads> <reference.fa> <output.bam> <reads.fq> [<mates.fq>]
# The switches are the manifest's words; what follows one is a checked param value.
set -euo pipefail
sample= options=()
while [[ $1 == --* ]]; do
  case $1 in
    --sample) sample=$2; shift ;;
    --mark-secondary) options+=(-M) ;;
    --min-score) options+=(-T "$2"); shift ;;
    --seed-length) options+=(-k "$2"); shift ;;
    *) echo "bwa-mem.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
threads=$1 reference=$2 output=$3
shift 3
# Every BAM gets a read group, so variant callers name the sample (not the BAM's path): the given name, or the reads'
# file name without its suffixes (reads_R1.fastq.gz -> reads), made safe for the SAM header.
if [[ -z $sample ]]; then
  sample=$(basename -- "$1")
  sample=${sample%.gz}
  sample=${sample%.*}
  sample=$(sed -E 's/[._-]R?1$//; s/[^A-Za-z0-9_.-]/_/g' <<<"$sample")
fi
mkdir -p index
bwa index -p index/reference -- "$reference"
bwa mem -t "$threads" -R "@RG\tID:$sample\tSM:$sample" "${options[@]}" index/reference "$@" |
  samtools sort -@ "$threads" -o "$output" -
samtools index "$output"
