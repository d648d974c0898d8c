import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { LOCALES, type TextTree } from '@biocloud/contracts';
import { ROUTE_DEFS, routeTitleKey } from './shared/config/paths';
import { isNavGroup, NAV_ITEMS } from './app/layout/nav-items';
import { DASHBOARD_AREAS } from './features/dashboard/components/dashboard-areas';
import { bundleTexts, TEXT_FILES as textFiles } from '@biocloud/texts/bundled';

/**
 * CI checks of the texts: (a) zh and en hold the same keys and no empty text; (b) no component renders a literal
 * visible string; (c) every text key the code names literally exists.
 */

const sources = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const bundles = bundleTexts(textFiles);

function flatten(tree: TextTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(bundles[l])])) as Record<
  (typeof LOCALES)[number],
  Map<string, unknown>
>;

describe('(a) text catalogues', () => {
  it('were found', () => {
    expect(Object.keys(textFiles).length).toBeGreaterThanOrEqual(2 * 8);
  });

  it('have the same namespace files in every locale', () => {
    const namespaces = (locale: string) =>
      Object.keys(textFiles)
        .filter((f) => f.includes(`/${locale}/`))
        .map((f) => f.split('/').pop())
        .sort();
    for (const locale of LOCALES) expect(namespaces(locale)).toEqual(namespaces('zh'));
  });

  it('have the same keys in zh and en', () => {
    const onlyIn = (a: Map<string, unknown>, b: Map<string, unknown>) => [...a.keys()].filter((k) => !b.has(k));
    expect(onlyIn(flat.zh, flat.en), 'keys missing in en').toEqual([]);
    expect(onlyIn(flat.en, flat.zh), 'keys missing in zh').toEqual([]);
  });

  it('have no empty or non-string text', () => {
    for (const locale of LOCALES) {
      const bad = [...flat[locale]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(bad, `empty texts in ${locale}`).toEqual([]);
    }
  });

  it('title every route and name every dynamic key the code builds', () => {
    const keys = [
      ...ROUTE_DEFS.map((d) => routeTitleKey(d.name)),
      ...NAV_ITEMS.flatMap((i) => (isNavGroup(i) ? [i, ...i.children] : [i])).map((i) => `layout.menu.${i.key}`),
      ...DASHBOARD_AREAS.flatMap((a) => [`dashboard.areas.${a.key}.title`, `dashboard.areas.${a.key}.description`]),
      ...LOCALES.map((l) => `common.localeNames.${l}`),
    ];
    for (const locale of LOCALES)
      expect(
        keys.filter((k) => !flat[locale].has(k)),
        locale,
      ).toEqual([]);
  });
});

/** Props whose value is shown to the user. */
const VISIBLE_PROPS = new Set([
  'title',
  'placeholder',
  'label',
  'alt',
  'aria-label',
  'okText',
  'cancelText',
  'content',
  'message',
  'description',
  'tooltip',
  'children',
  'subTitle',
  'notFoundContent',
]);

interface LiteralFinding {
  line: number;
  text: string;
}

const isStringLike = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

const hasWords = (text: string) => text.trim().length > 0;

/** String literals of an expression that reach the screen as they are (not arguments of a call such as t()). */
function shownLiterals(expression: ts.Node, { arrays = true } = {}): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isElementAccessExpression(node) || ts.isJsxElement(node)) return;
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node) || ts.isFunctionLike(node)) return;
    // Object literals are checked property by property.
    if (ts.isObjectLiteralExpression(node) || (!arrays && ts.isArrayLiteralExpression(node))) return;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      // `a && 'x'` renders only its right side; comparisons render nothing; + || ?? may render either side.
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) visit(node.right);
      if (
        op === ts.SyntaxKind.PlusToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.QuestionQuestionToken
      ) {
        visit(node.left);
        visit(node.right);
      }
      return;
    }
    if (ts.isConditionalExpression(node)) {
      visit(node.whenTrue);
      visit(node.whenFalse);
      return;
    }
    if (isStringLike(node)) {
      if (hasWords(node.getText().slice(1, -1))) found.push(node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

/** Visible string literals in a .tsx source: JSX text, literal children and literal values of visible props. */
function findVisibleLiterals(source: string, fileName = 'sample.tsx'): LiteralFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: LiteralFinding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of shownLiterals(node.expression)) report(literal, literal.getText());
    }
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) {
        if (hasWords(value.text)) report(value, value.text);
      } else if (ts.isJsxExpression(value) && value.expression) {
        for (const literal of shownLiterals(value.expression)) report(literal, literal.getText());
      }
    }
    if (ts.isPropertyAssignment(node) && VISIBLE_PROPS.has(node.name.getText(file).replace(/['"]/g, ''))) {
      // Config arrays such as route `children` hold names, not texts.
      for (const literal of shownLiterals(node.initializer, { arrays: false })) report(literal, literal.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('(b) no literal visible strings in components', () => {
  it('catches literals in a sample component', () => {
    const sample = `
      export function Sample({ ok }: { ok: boolean }) {
        return (
          <div title="Hello title">
            Plain text
            <Input placeholder="Your name" aria-label={'Name'} />
            <span>{'quoted child'}</span>
            <Button okText={ok ? 'Yes' : t('common.no')}>{\`template \${1}\`}</Button>
            <Menu items={[{ key: 'a', label: 'Literal label' }]} />
          </div>
        );
      }`;
    const texts = findVisibleLiterals(sample).map((f) => f.text);
    expect(texts).toEqual([
      'Hello title',
      'Plain text',
      'Your name',
      "'Name'",
      "'quoted child'",
      "'Yes'",
      '`template ${1}`',
      "'Literal label'",
    ]);
  });

  it('accepts texts that come from t() and non-visible props', () => {
    const sample = `
      export function Clean({ a }: { a: string }) {
        return (
          <div className="box" data-kind="x" title={t('common.title')}>
            {t('a.b')} {' '}
            <Icon type="search" aria-label={t(a === 'x' ? 'k.one' : 'k.two')} />
            {a === 'on' && <span>{t('c.d', { name: a })}</span>}
            <Menu items={[{ key: 'a', label: t('menu.a'), type: 'divider' }]} />
          </div>
        );
      }`;
    expect(findVisibleLiterals(sample)).toEqual([]);
  });

  it('finds none in apps/web/src', () => {
    const tsx = Object.entries(sources).filter(([file]) => file.endsWith('.tsx'));
    expect(tsx.length).toBeGreaterThan(10);
    const findings = tsx.flatMap(([file, text]) =>
      findVisibleLiterals(text, file).map((f) => `${file}:${f.line} ${f.text}`),
    );
    expect(findings).toEqual([]);
  });
});

/** Keys named literally in t('...') / i18n.t('...') calls. */
function literalTextKeys(source: string, fileName: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first] = node.arguments;
      if (name === 't' && first) {
        const candidates = ts.isConditionalExpression(first) ? [first.whenTrue, first.whenFalse] : [first];
        for (const c of candidates)
          if (ts.isStringLiteral(c) || ts.isNoSubstitutionTemplateLiteral(c)) keys.push(c.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return keys;
}

describe('(c) text keys used by the code', () => {
  it('exist in every locale', () => {
    const used = new Set(Object.entries(sources).flatMap(([file, text]) => literalTextKeys(text, file)));
    expect(used.size).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      expect([...used].filter((k) => !flat[locale].has(k)).sort(), `missing in ${locale}`).toEqual([]);
    }
  });
});
