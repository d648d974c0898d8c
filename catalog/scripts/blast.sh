#!/usr/bin/env bash
# BLAST+ search of query sequences against a database made from the subject sequences: makeblastdb, then blastn or
# blastp, as one job. Tab-separated hits with a header line, so the result previews as a table. Values arrive as
# arguments only.
#   bash blast.sh <blastn|blastp> <evalue> <max target seqs> <threads> <query.fa> <subject.fa> <output.tsv>
set -euo pipefail
program=$1 evalue=$2 max_targets=$3 threads=$4 query=$5 subject=$6 output=$7
case "$program" in
  blastn) dbtype=nucl ;;
  blastp) dbtype=prot ;;
  *) echo "unknown program: $program" >&2; exit 2 ;;
esac
readonly COLUMNS='qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore'
mkdir -p db
makeblastdb -in "$subject" -dbtype "$dbtype" -out db/subject
printf '%s\n' "${COLUMNS// /$'\t'}" >"$output"
"$program" -query "$query" -db db/subject -evalue "$evalue" -max_target_seqs "$max_targets" \
  -num_threads "$threads" -outfmt "6 $COLUMNS" >>"$output"
