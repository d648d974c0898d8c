#!/usr/bin/env bash
# Maps reads with bwa mem into a sorted, indexed BAM: index the reference, map, sort, index. The aligner's SAM goes
# straight into samtools sort through a pipe, so nothing the size of the reads is written twice. Values arrive as
# arguments only. The index is built beside the job (index/), never next to the input, which is read-only.
#   bash bwa-mem.sh <threads> <reference.fa> <output.bam> <reads.fq> [<mates.fq>]
set -euo pipefail
threads=$1 reference=$2 output=$3
shift 3
mkdir -p index
bwa index -p index/reference -- "$reference"
bwa mem -t "$threads" index/reference "$@" | samtools sort -@ "$threads" -o "$output" -
samtools index "$output"
