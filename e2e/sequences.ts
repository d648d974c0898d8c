/** Related sequences (a random ancestor with point mutations), deterministic per seed, as FASTA. */
export function relatedSequences(seed: number, count: number, length: number): string {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const base = (): string => 'ACGT'[Math.floor(random() * 4)] ?? 'A';
  const ancestor = Array.from({ length }, base);
  return Array.from({ length: count }, (_, i) => {
    const copy = [...ancestor];
    for (let m = 0; m < length / 10; m += 1) copy[Math.floor(random() * length)] = base();
    return `>seq${i}\n${copy.join('')}\n`;
  }).join('');
}
