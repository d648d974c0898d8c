#!/usr/bin/env bash
# Makes the example inputs that are themselves tool results (alignments, variant calls, a multiple alignment) from
# the synthetic data of generate-examples.ts, with the catalog's own scripts. Run after generate-examples.ts:
#   node catalog/examples/generate-examples.ts && bash catalog/examples/derive-examples.sh
set -euo pipefail
cd "$(dirname "$0")"
scripts=$(cd ../scripts && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp bwa-mem/genome.fa bwa-mem/reads.fq "$work"/
(cd "$work" && bash "$scripts/bwa-mem.sh" 1 genome.fa aln.bam reads.fq 2>/dev/null)
# Reads in the order the aligner wrote them, for the sort tool.
(cd "$work" && bwa mem -v 1 index/reference reads.fq 2>/dev/null | samtools view -b -o unsorted.bam -)
(cd "$work" && bash "$scripts/bcftools-call.sh" genome.fa calls.vcf 13 0 aln.bam 2>/dev/null)

mkdir -p samtools-sort samtools-index samtools-flagstat samtools-depth bcftools-filter bcftools-stats fasttree \
  variant-stats-tables alignment-stats
cp "$work/unsorted.bam" samtools-sort/
for tool in samtools-index samtools-flagstat samtools-depth bcftools-call; do cp "$work/aln.bam" "$tool/"; done
for tool in bcftools-filter bcftools-stats; do cp "$work/calls.vcf" "$tool/"; done
bcftools stats bcftools-stats/calls.vcf >variant-stats-tables/stats.txt
# The rhodopsins (mafft/rhodopsins.fa) are public coding sequences, not generated: where they come from is written in
# the mafft manifest's example. One thread, so the alignment is the same on every run.
mkdir -p tree-figure apps/phylogeny
cp mafft/rhodopsins.fa apps/phylogeny/
mafft --auto --quiet --preservecase --thread 1 mafft/rhodopsins.fa >fasttree/aligned.fa
cp fasttree/aligned.fa alignment-stats/
fasttree -nt -quiet fasttree/aligned.fa >tree-figure/tree.nwk
# Three complete rhodopsin coding sequences to translate: the cow's gives bovine rhodopsin (UniProt P02699).
seqkit grep -r -p '^(Felis_catus|Bos_taurus|Conger_myriaster)$' mafft/rhodopsins.fa >seqkit-translate/cds.fa
node "$scripts/tree-figure.ts" --output=app-report/tree.svg -- tree-figure/tree.nwk
