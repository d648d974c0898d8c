#!/usr/bin/env bash
# BLAST+ search of query sequences against a database made from the subject sequences: makeblastdb, then the chosen
# program, as one job. Tab-separated hits with a header line, so the result previews as a table. Values arrive as
# arguments only.
#   bash blast.sh [--task T] [--perc-identity P] [--query-coverage P] [--extra-columns]
#     <blastn|blastp|blastx|tblastn|tblastx> <evalue> <max target seqs> <threads> <query.fa> <subject.fa> <output.tsv>
# The switches are the manifest's words; what follows one is a checked param value (a select token or a number).
set -euo pipefail
options=()
columns='qseqid sseqid pident length mismatch gapopen qstart qend sstart send evalue bitscore'
while [[ $1 == --* ]]; do
  case $1 in
    --task) options+=(-task "$2"); shift ;;
    --perc-identity) options+=(-perc_identity "$2"); shift ;;
    --query-coverage) options+=(-qcov_hsp_perc "$2"); shift ;;
    # Lengths, identical and positive positions, coverage and the subject's title, as in Galaxy's extended table.
    --extra-columns) columns+=' qlen slen nident positive qcovs qcovhsp stitle' ;;
    *) echo "blast.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
program=$1 evalue=$2 max_targets=$3 threads=$4 query=$5 subject=$6 output=$7
# The database holds what the program searches: nucleotides for blastn, tblastn and tblastx, proteins otherwise.
case "$program" in
  blastn | tblastn | tblastx) dbtype=nucl ;;
  blastp | blastx) dbtype=prot ;;
  *) echo "unknown program: $program" >&2; exit 2 ;;
esac
mkdir -p db
makeblastdb -in "$subject" -dbtype "$dbtype" -out db/subject
printf '%s\n' "${columns// /$'\t'}" >"$output"
"$program" -query "$query" -db db/subject -evalue "$evalue" -max_target_seqs "$max_targets" \
  -num_threads "$threads" "${options[@]}" -outfmt "6 $columns" >>"$output"
