#!/usr/bin/env bash
# Quantifies one sample's transcripts with salmon: index the transcriptome, then quantify the reads against it
# (selective alignment). The index is built beside the job (index/), never next to the input, which is read-only;
# indexing a small transcriptome takes seconds, so each sample's job builds its own. Values arrive as arguments only.
# With --sample=<name> the results are named after the sample (<name>.quant.sf), so that the quant.sf files of an
# app's runs tell their samples apart (tpm-merge takes its column names from them).
# salmon's estimates vary slightly from run to run, most with several threads (a few % of one transcript's TPM at 2);
# --one-thread trades speed for runs that differ far less, and mapping.json records the threads used (num_threads).
#   bash salmon-quant.sh [--sample=<name>] [--seq-bias] [--gc-bias] [--fld-mean N] [--fld-sd N] [--bootstraps N]
#     [--gene-map FILE] [--one-thread]
#     <threads> <kmer> <libType> <transcripts.fa> <reads.fq> [<mates.fq>]
# The switches are the manifest's words; what follows one is a checked number or a staged file (in/...).
set -euo pipefail
prefix= one_thread=
quant_options=()
while [[ $1 == --* ]]; do
  case $1 in
    --sample=*) prefix="${1#--sample=}." ;;
    --seq-bias) quant_options+=(--seqBias) ;;
    --gc-bias) quant_options+=(--gcBias) ;;
    --fld-mean) quant_options+=(--fldMean "$2"); shift ;;
    --fld-sd) quant_options+=(--fldSD "$2"); shift ;;
    --bootstraps) quant_options+=(--numBootstraps "$2"); shift ;;
    # salmon reads a .gtf/.gff/.gff3 name as annotation and anything else as "transcript<TAB>gene" lines.
    --gene-map) quant_options+=(--geneMap "$2"); shift ;;
    --one-thread) one_thread=1 ;;
    *) echo "salmon-quant.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
threads=$1 kmer=$2 libtype=$3 transcripts=$4
shift 4
if [[ -n $one_thread ]]; then threads=1; fi
echo "salmon quant runs with $threads thread(s)" >&2
mkdir -p index out
salmon index --threads "$threads" -k "$kmer" -t "$transcripts" -i index/salmon
if [ $# -eq 2 ]; then
  reads=(-1 "$1" -2 "$2")
else
  reads=(-r "$1")
fi
salmon quant --threads "$threads" -i index/salmon -l "$libtype" "${reads[@]}" --validateMappings \
  "${quant_options[@]}" -o quant
cp quant/quant.sf "out/${prefix}quant.sf"
if [[ -f quant/quant.genes.sf ]]; then cp quant/quant.genes.sf "out/${prefix}quant.genes.sf"; fi
# salmon's run information with the thread count first (its own file does not say it; cmd_info.json is not kept).
sed "1a\\    \"num_threads\": $threads," quant/aux_info/meta_info.json >"out/${prefix}mapping.json"
