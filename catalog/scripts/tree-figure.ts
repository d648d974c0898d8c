/**
 * Draws a Newick tree as an SVG figure: a rectangular phylogram, leaves top to bottom in the tree's order, branch
 * lengths to scale (a branch without a length counts as 1), support values at inner nodes, a scale bar.
 *   node tree-figure.ts --output=out/tree.svg -- <tree.nwk>
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { fail, run } from './table-io.ts';

interface TreeNode {
  name: string;
  length: number;
  children: TreeNode[];
}

/** A recursive-descent Newick parser: names, lengths, nested children; quoted names are not supported. */
export function parseNewick(text: string): TreeNode {
  let at = 0;
  const token = (stop: string) => {
    const start = at;
    while (at < text.length && !stop.includes(text[at]!)) at += 1;
    return text.slice(start, at).trim();
  };
  const node = (): TreeNode => {
    const children: TreeNode[] = [];
    if (text[at] === '(') {
      do {
        at += 1;
        children.push(node());
      } while (text[at] === ',');
      if (text[at] !== ')') fail(`bad Newick: ")" expected at ${at}`);
      at += 1;
    }
    const name = token(':,);');
    let length = 1;
    if (text[at] === ':') {
      at += 1;
      length = Number(token(',);'));
      if (!Number.isFinite(length)) fail('bad Newick: a branch length is not a number');
    }
    return { name, length, children };
  };
  const root = node();
  if (text.slice(at).trim() !== ';') fail('bad Newick: ";" expected at the end');
  return root;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const ROW = 22;
const MARGIN = 20;
const WIDTH = 560;
const LABEL_SPACE = 160;
/** Coordinates to a tenth of a pixel: enough on screen, and a much smaller file. */
const r = (n: number) => Math.round(n * 10) / 10;

function draw(root: TreeNode): string {
  const parts: string[] = [];
  let leaves = 0;
  let depth = 0;
  const measure = (n: TreeNode, x: number) => {
    depth = Math.max(depth, x);
    n.children.forEach((c) => measure(c, x + c.length));
  };
  measure(root, 0);
  const scale = (WIDTH - LABEL_SPACE - 2 * MARGIN) / (depth || 1);
  const place = (n: TreeNode, x: number): number => {
    const px = r(MARGIN + x * scale);
    if (n.children.length === 0) {
      const y = MARGIN + leaves * ROW;
      leaves += 1;
      parts.push(`<text x="${px + 4}" y="${y + 4}">${escape(n.name)}</text>`);
      return y;
    }
    const ys = n.children.map((c) => {
      const y = place(c, x + c.length);
      parts.push(`<line x1="${px}" y1="${y}" x2="${r(MARGIN + (x + c.length) * scale)}" y2="${y}"/>`);
      return y;
    });
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    parts.push(`<line x1="${px}" y1="${top}" x2="${px}" y2="${bottom}"/>`);
    if (n.name)
      parts.push(`<text class="support" x="${px + 3}" y="${(top + bottom) / 2 - 3}">${escape(n.name)}</text>`);
    return (top + bottom) / 2;
  };
  place(root, 0);
  const height = MARGIN * 2 + leaves * ROW + ROW;
  const bar = Math.max(depth / 5, Number.EPSILON);
  const barY = height - MARGIN;
  parts.push(`<line x1="${MARGIN}" y1="${barY}" x2="${r(MARGIN + bar * scale)}" y2="${barY}"/>`);
  parts.push(`<text x="${MARGIN}" y="${barY - 4}">${Number(bar.toPrecision(2))}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><style>line{stroke:#333;stroke-width:1.5}text{font:12px sans-serif}.support{font-size:9px;fill:#888}</style>${parts.join('')}</svg>\n`;
}

run(async () => {
  const { values, positionals } = parseArgs({ options: { output: { type: 'string' } }, allowPositionals: true });
  const [input] = positionals;
  if (!input || !values.output) fail('usage: --output <tree.svg> -- <tree.nwk>');
  const tree = parseNewick((await readFile(input, 'utf8')).trim());
  await writeFile(values.output, draw(tree));
});
