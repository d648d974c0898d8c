#!/usr/bin/env bash
# Quantifies one sample's transcripts with salmon: index the transcriptome, then quantify the reads against it
# (selective alignment). The index is built beside the job (index/), never next to the input, which is read-only;
# indexing a small transcriptome takes seconds, so each sample's job builds its own. Values arrive as arguments only.
# With --sample=<name> the results are named after the sample (<name>.quant.sf), so that the quant.sf files of an
# app's runs tell their samples apart (tpm-merge takes its column names from them).
#   bash salmon-quant.sh [--sample=<name>] <threads> <kmer> <libType> <transcripts.fa> <reads.fq> [<mates.fq>]
set -euo pipefail
prefix=
if [[ $1 == --sample=* ]]; then
  prefix="${1#--sample=}."
  shift
fi
threads=$1 kmer=$2 libtype=$3 transcripts=$4
shift 4
mkdir -p index out
salmon index --threads "$threads" -k "$kmer" -t "$transcripts" -i index/salmon
if [ $# -eq 2 ]; then
  reads=(-1 "$1" -2 "$2")
else
  reads=(-r "$1")
fi
salmon quant --threads "$threads" -i index/salmon -l "$libtype" "${reads[@]}" --validateMappings -o quant
cp quant/quant.sf "out/${prefix}quant.sf"
cp quant/aux_info/meta_info.json "out/${prefix}mapping.json"
