import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Drawing, DrawingResult } from '@biocloud/charts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import { RESULTS_FOLDER } from '../files/results-folder';
import type { TestServer } from '../../../test/test-server';

/*
 * The drawing API end to end: real tables uploaded, the figure rendered by ECharts SSR on the render thread, SVG,
 * PNG and PDF stored as the user's files, the result pushed on the `drawing` topic.
 */

let server: TestServer;
let alice: FileClient;
let bob: FileClient;
const uuids: Record<string, string> = {};

/** 12 genes x 4 samples with two clear clusters of genes, and a group column. */
const EXPRESSION = [
  'gene\tgroup\tctrl_1\tctrl_2\ttreat_1\ttreat_2',
  ...Array.from({ length: 12 }, (_, i) => {
    const up = i % 2 === 0;
    const base = 5 + i;
    const values = up ? [base, base + 1, base * 4, base * 4 + 2] : [base * 3, base * 3 + 1, base, base + 1];
    return [`gene${i + 1}`, up ? 'up' : 'down', ...values].join('\t');
  }),
].join('\n');
const SETS = { a: 'TP53\nBRCA1\nEGFR\nMYC', b: 'EGFR\nMYC\nKRAS', c: 'MYC\nKRAS\nPTEN\nALK', d: 'TP53\nALK\nRB1' };

beforeAll(async () => {
  ({ server } = await startFilesServer());
  [alice, bob] = await Promise.all([loggedIn(server), loggedIn(server)]);
  uuids.expression = await alice.uploadOne('0', 'expression.tsv', EXPRESSION);
  for (const [name, content] of Object.entries(SETS)) uuids[name] = await alice.uploadOne('0', `${name}.txt`, content);
  uuids.binary = await alice.uploadOne('0', 'blob.tsv', Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]));
});
afterAll(() => server.close());

interface DrawBody {
  drawType: string;
  fileUuids: string[];
  params: Record<string, unknown>;
  workflowName?: string;
}

const post = (client: FileClient, body: DrawBody) =>
  client.post<{ drawingId: string }>('/api/v1/drawing', { workflowName: `fig_${body.drawType}`, ...body });

async function finished(client: FileClient, id: string): Promise<Drawing> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await client.get<Drawing>(`/api/v1/drawing/${id}`);
    expect(answer.status).toBe(200);
    if (answer.body.status !== 'RUNNING') return answer.body;
    if (Date.now() > deadline) throw new Error(`drawing ${id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function draw(body: DrawBody) {
  const created = await post(alice, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const drawing = await finished(alice, created.body.drawingId);
  expect(drawing.status, drawing.errorCode ?? '').toBe('FINISH');
  const bytes = async (format: string) => {
    const file = drawing.outputFiles.find((f) => f.fileType === format)!;
    const res = await fetch(`${server.baseUrl}/api/v1/files/${file.fileUuid}/download`, {
      headers: { token: alice.token },
    });
    return Buffer.from(await res.arrayBuffer());
  };
  return { drawing, svg: (await bytes('svg')).toString('utf8'), png: await bytes('png'), pdf: await bytes('pdf') };
}

/** Items drawn per series, from the marks ECharts' SSR puts on every data element. */
function seriesItems(svg: string): number[] {
  const items = new Map<number, Set<string>>();
  for (const m of svg.matchAll(/ecmeta_series_index="(\d+)" ecmeta_data_index="(\d+)"/g)) {
    const series = Number(m[1]);
    if (!items.has(series)) items.set(series, new Set());
    items.get(series)!.add(m[2]!);
  }
  return [...items.keys()].sort((x, y) => x - y).map((k) => items.get(k)!.size);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('drawing a figure', () => {
  it('renders a boxplot to SVG, PNG at twice the size, and PDF with the CJK font, as files of a result folder', async () => {
    const { drawing, svg, png, pdf } = await draw({
      drawType: 'boxplot',
      fileUuids: [uuids.expression!],
      params: { valueColumns: ['ctrl_1', 'ctrl_2', 'treat_1'], title: '表达量 boxplot', width: 640, height: 480 },
      workflowName: '箱线图_demo',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('表达量 boxplot');
    expect(seriesItems(svg)[0]).toBe(3);
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1280, height: 960 });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The title's CJK glyphs come from the embedded (subset) Noto Sans CJK font.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);

    expect(drawing.outputFiles.map((f) => f.fileName)).toEqual([
      '箱线图_demo.svg',
      '箱线图_demo.png',
      '箱线图_demo.pdf',
    ]);
    // Drawings go into the results folder of the private root, as job results do.
    const root = await alice.list('0');
    const results = root.body.data.fileList.find((f) => f.name === RESULTS_FOLDER && f.isFolder);
    const folder = (await alice.list(results?.fileUuid ?? '')).body.data.fileList.find(
      (f) => f.fileUuid === drawing.outputFolderUuid,
    );
    expect(folder?.name).toBe(`箱线图_demo_${drawing.id.slice(0, 8)}`);
    const inside = await alice.list(drawing.outputFolderUuid!);
    expect(inside.body.data.fileList.map((f) => [f.name, f.size]).sort()).toEqual(
      drawing.outputFiles.map((f) => [f.fileName, f.fileSize]).sort(),
    );
  });

  it.each([
    ['columnar', { labelColumn: 'gene', valueColumn: 'ctrl_1' }, [12]],
    ['columnarMap', { labelColumn: 'gene', valueColumns: ['ctrl_1', 'treat_1'] }, [12, 12]],
    ['pieChart', { labelColumn: 'gene', valueColumn: 'treat_2', donut: true }, [12]],
    ['scatter', { xColumn: 'ctrl_1', yColumn: 'treat_1', groupColumn: 'group', logScale: true }, [6, 6]],
    // An area is one filled shape per series.
    ['area', { xColumn: 'gene', valueColumns: ['ctrl_1', 'ctrl_2', 'treat_1'], stacked: true }, [1, 1, 1]],
    // A line of category means per group, each with its error-bar series (one bar per category).
    ['pointplot', { categoryColumn: 'group', valueColumn: 'treat_1' }, [2, 2]],
  ])('renders a %s with the expected series and items', async (drawType, params, expected) => {
    const { svg, png } = await draw({ drawType, fileUuids: [uuids.expression!], params });
    expect(seriesItems(svg)).toEqual(expected);
    expect(pngSize(png)).toEqual({ width: 1800, height: 1200 });
  });

  it('clusters the heatmap: every cell drawn, genes ordered so the two groups stay together', async () => {
    const { svg } = await draw({
      drawType: 'heatmap',
      fileUuids: [uuids.expression!],
      params: { labelColumn: 'gene', scale: 'row', height: 700 },
    });
    // 48 cells, then the column and the row dendrograms (3 and 11 merges).
    expect(seriesItems(svg)).toEqual([48, 3, 11]);
    const rowLabels = [...svg.matchAll(/>(gene\d+)<\/text>/g)].map((m) => Number(m[1]!.slice(4)));
    expect(rowLabels).toHaveLength(12);
    const groups = rowLabels.map((n) => ((n - 1) % 2 === 0 ? 'up' : 'down'));
    // Row z-scores separate the patterns: one block of each group, not interleaved.
    expect(groups.join(',')).toMatch(/^(up,){5}up,(down,){5}down$|^(down,){5}down,(up,){5}up$/);
  });

  it('draws a venn of three sets as circles with region counts, and of four as an UpSet plot', async () => {
    const three = await draw({ drawType: 'venn', fileUuids: [uuids.a!, uuids.b!, uuids.c!], params: {} });
    expect((three.svg.match(/<circle|<ellipse/g) ?? []).length + (three.svg.match(/ d="M[^"]*A/g) ?? []).length).toBe(
      3,
    );
    expect(three.svg).toContain('>a.txt (4)</text>');
    expect(three.drawing.vennData.map((v) => [v.sampleName, v.filePath])).toEqual([
      ['a.txt', '/a.txt'],
      ['b.txt', '/b.txt'],
      ['c.txt', '/c.txt'],
    ]);
    const four = await draw({
      drawType: 'venn',
      fileUuids: [uuids.a!, uuids.b!, uuids.c!, uuids.d!],
      params: { setNames: ['A', 'B', 'C', 'D'] },
    });
    // Items: TP53 AD, BRCA1 A, EGFR AB, MYC ABC, KRAS BC, PTEN C, ALK CD, RB1 D -> 8 regions of one item each.
    const counts = seriesItems(four.svg);
    expect(counts[0]).toBe(8);
    expect(counts[4]).toBe(4);
  });

  it('keeps the params (with their defaults) for re-opening, and pushes the result on the drawing topic', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/api/v1/ws`, {
      headers: { token: alice.token },
    });
    const messages: { type: string; payload?: DrawingResult }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'drawing' }));
    await expect.poll(() => messages.some((m) => m.type === 'subscribed')).toBe(true);

    const created = await post(alice, {
      drawType: 'columnar',
      fileUuids: [uuids.expression!],
      params: { labelColumn: 'gene', valueColumn: 'treat_2', colors: ['#ff0000'] },
    });
    const drawing = await finished(alice, created.body.drawingId);
    expect(drawing.params).toMatchObject({ labelColumn: 'gene', valueColumn: 'treat_2', width: 900, logScale: false });
    await expect
      .poll(() => messages.find((m) => m.payload?.drawingId === drawing.id)?.payload)
      .toEqual({
        drawingId: drawing.id,
        workflowName: 'fig_columnar',
        drawType: 'columnar',
        status: 'FINISH',
        outputFiles: drawing.outputFiles,
        errorCode: null,
      });
    socket.terminate();
  });
});

describe('refusals', () => {
  const refused = async (body: DrawBody, lang = 'en') => {
    const res = await fetch(`${server.baseUrl}/api/v1/drawing`, {
      method: 'POST',
      headers: { token: alice.token, lang, 'content-type': 'application/json' },
      body: JSON.stringify({ workflowName: 'bad', ...body }),
    });
    return { status: res.status, body: (await res.json()) as { code: string; message: string } };
  };

  it('names the column that is not numeric or does not exist, in the caller language', async () => {
    const notNumeric = {
      drawType: 'columnar',
      fileUuids: [uuids.expression!],
      params: { labelColumn: 'gene', valueColumn: 'group' },
    };
    expect(await refused(notNumeric)).toEqual({
      status: 400,
      body: { code: 'DRAWING_COLUMN_NOT_NUMERIC', message: 'Column "group" must hold numbers' },
    });
    expect((await refused(notNumeric, 'zh')).body.message).toBe('列“group”必须是数值');
    const unknown = {
      drawType: 'scatter',
      fileUuids: [uuids.expression!],
      params: { xColumn: 'ctrl_1', yColumn: 'nope' },
    };
    expect((await refused(unknown)).body).toEqual({
      code: 'DRAWING_COLUMN_NOT_FOUND',
      message: 'The table has no column "nope"',
    });
  });

  it('refuses bad params, a wrong number of files, binary files and a log scale of non-positive values', async () => {
    expect((await refused({ drawType: 'boxplot', fileUuids: [uuids.expression!], params: {} })).body.code).toBe(
      'DRAWING_PARAMS_INVALID',
    );
    expect((await refused({ drawType: 'venn', fileUuids: [uuids.a!], params: {} })).body.message).toBe(
      'Choose 2 to 5 table files for this figure',
    );
    expect((await refused({ drawType: 'heatmap', fileUuids: [uuids.binary!], params: {} })).body.code).toBe(
      'DRAWING_NOT_TEXT',
    );
    const zeros = await alice.uploadOne('0', 'zeros.tsv', 'k\tv\na\t0\nb\t2\n');
    const log = {
      drawType: 'columnar',
      fileUuids: [zeros],
      params: { labelColumn: 'k', valueColumn: 'v', logScale: true },
    };
    expect((await refused(log)).body.code).toBe('DRAWING_LOG_NONPOSITIVE');
  });

  it("hides another user's files and drawings as if they did not exist", async () => {
    const asBob = await post(bob, { drawType: 'heatmap', fileUuids: [uuids.expression!], params: {} });
    expect([asBob.status, asBob.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    const mine = await post(alice, {
      drawType: 'pieChart',
      fileUuids: [uuids.expression!],
      params: { labelColumn: 'gene', valueColumn: 'ctrl_1' },
    });
    const peek = await bob.get(`/api/v1/drawing/${mine.body.drawingId}`);
    expect([peek.status, peek.body.code]).toEqual([404, 'DRAWING_NOT_FOUND']);
    await finished(alice, mine.body.drawingId);
  });
});
