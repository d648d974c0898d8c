#!/usr/bin/env bash
# Builds a tree with FastTree, choosing nucleotide or protein mode from the alignment when asked to ("auto"): FastTree
# itself assumes protein and never says so, which silently gives a protein-model tree of DNA (or the reverse).
# Every value arrives as an argument, never inside the script's text. The tree goes to standard output.
#   bash fasttree.sh [--gtr] [--wag|--lg] [--gamma] <auto|nucleotide|protein> <alignment.fa>
# The leading switches are the manifest's own words, never a user's value; a model switch of the other sequence type
# is ignored (with "auto" the user picks both models before the type is known).
set -euo pipefail
nucleotide_options=() protein_options=() common_options=()
while [[ $1 == --* ]]; do
  case $1 in
    --gtr) nucleotide_options+=(-gtr) ;;
    --wag) protein_options+=(-wag) ;;
    --lg) protein_options+=(-lg) ;;
    --gamma) common_options+=(-gamma) ;;
    *) echo "fasttree.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
sequence_type=$1 alignment=$2
if [[ $sequence_type == auto ]]; then
  # Nucleotides when at least 90% of the residue letters are A, C, G, T, U or N (gaps and case ignored).
  if awk '!/^>/ { s = toupper($0); gsub(/[^A-Z]/, "", s); total += length(s); nt += gsub(/[ACGTUN]/, "", s) }
      END { exit !(total > 0 && nt >= 0.9 * total) }' "$alignment"; then
    sequence_type=nucleotide
  else
    sequence_type=protein
  fi
  echo "sequence type detected: $sequence_type" >&2
fi
if [[ $sequence_type == nucleotide ]]; then
  options=(-nt "${nucleotide_options[@]}")
else
  options=("${protein_options[@]}")
fi
# The alignment is staged as in/..., so it never reads as an option (FastTree takes no "--").
exec fasttree "${options[@]}" "${common_options[@]}" "$alignment"
