/**
 * The docs' route and entity tables, rendered from the route contracts and the key catalogue so
 * the docs cannot describe routes or keys that no longer exist.
 *
 *   tsx scripts/docs-tables.ts           rewrites each generated block in place (`npm run docs`)
 *   tsx scripts/docs-tables.ts --check   writes nothing; exits 1 naming each block that differs
 *
 * A block sits between `<!-- generated:<name> (npm run docs) -->` and `<!-- /generated:<name> -->`;
 * everything outside the markers is hand-written and left as it is.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { areas, type Area, type RouteContract } from '../contracts/route';
import { keyCatalogue } from '../lambdas/keys';
import { routes } from '../lambdas/routes';

/** What the tables read of a route and of an entity, so tests can render any list. */
export type RouteRow = Pick<RouteContract, 'area' | 'method' | 'path' | 'access' | 'summary'>;
export interface EntityRow {
  entity: string;
  pk: { template: string };
  sk: { template: string };
  indexes: Readonly<Record<string, { pk: { template: string }; sk: { template: string } }>>;
}

/** Each file's generated blocks, by name. */
export type Blocks = Record<string, Record<string, (md: Markdown) => string>>;
interface Markdown {
  table(head: string[], rows: string[][]): string;
}

const ACCESS = ['public', 'user', 'admin'] as const;

/** Inline code; a `|` would end the cell, so it is escaped. */
const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');
/** `CAL#{id}` as the docs write key templates: `CAL#<id>`. */
const template = (t: string) => code(t.replace(/\{(\w+)\}/g, '<$1>'));

const byArea = (list: readonly RouteRow[]) =>
  areas.map((area) => ({ area, routes: list.filter((r) => r.area === area) }));

/** docs/api.md: every route, one table per area. */
export function routeTables(md: Markdown, list: readonly RouteRow[]): string {
  return byArea(list)
    .filter((a) => a.routes.length > 0)
    .map(({ area, routes: rs }) =>
      [
        `## ${code(area)}`,
        `Declared in ${code(`contracts/${area}/routes.ts`)}.`,
        md.table(
          ['Method', 'Path', 'Access', 'Summary'],
          rs.map((r) => [r.method, code(r.path), r.access, cell(r.summary)]),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
}

/** docs/architecture.md: each area's route count and access mix, linked to its table. */
export function areaTable(md: Markdown, list: readonly RouteRow[]): string {
  return md.table(
    ['Area', 'Routes', ...ACCESS],
    byArea(list).map(({ area, routes: rs }) => [
      code(area),
      `[${rs.length}](api.md#${anchor(area)})`,
      ...ACCESS.map((a) => String(rs.filter((r) => r.access === a).length)),
    ]),
  );
}

/** A heading's anchor as GitHub and most renderers make it. */
const anchor = (area: Area) => area.toLowerCase().replace(/[^a-z0-9 -]/g, '');

/** docs/data-model.md: each entity's key templates and index keys. */
export function entityTable(md: Markdown, list: readonly EntityRow[]): string {
  return md.table(
    ['Entity', 'PK', 'SK', 'Index keys (PK / SK)'],
    list.map((e) => {
      const indexes = Object.entries(e.indexes)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, i]) => `${name} ${template(i.pk.template)} / ${template(i.sk.template)}`);
      return [
        cell(e.entity),
        template(e.pk.template),
        template(e.sk.template),
        indexes.join('; ') || '—',
      ];
    }),
  );
}

/** The generated blocks of each doc, by file (relative to the repository's root). */
export const blocks: Blocks = {
  'docs/api.md': { routes: (md) => routeTables(md, routes) },
  'docs/architecture.md': { areas: (md) => areaTable(md, routes) },
  'docs/data-model.md': { entities: (md) => entityTable(md, keyCatalogue) },
};

const open = (name: string) => `<!-- generated:${name} (npm run docs) -->`;
const close = (name: string) => `<!-- /generated:${name} -->`;

/** A bare Markdown table; prettier then pads it as `prettier --check` expects. */
const plain: Markdown = {
  table: (head, rows) =>
    [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n'),
};

/** A block's text as the file should hold it, formatted as prettier formats that file. */
async function render(file: string, make: (md: Markdown) => string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(make(plain), { ...options, filepath: file });
  return text.trimEnd();
}

export interface Difference {
  file: string;
  block: string;
  problem: 'differs' | 'markers missing';
}

/**
 * Renders every block of `files` under `root` and compares it with what the file holds; writes
 * the files that differ unless `check`. Answers the blocks that differed (or could not be found).
 */
export async function syncDocs(
  root: string,
  { check, files = blocks }: { check: boolean; files?: Blocks },
): Promise<Difference[]> {
  const differences: Difference[] = [];
  for (const [file, named] of Object.entries(files)) {
    const path = join(root, file);
    let text = await readFile(path, 'utf8');
    const before = text;
    for (const [name, make] of Object.entries(named)) {
      const start = text.indexOf(open(name));
      const end = text.indexOf(close(name));
      if (start < 0 || end < start) {
        differences.push({ file, block: name, problem: 'markers missing' });
        continue;
      }
      const from = start + open(name).length;
      const wanted = `\n\n${await render(path, make)}\n\n`;
      if (text.slice(from, end) !== wanted) {
        differences.push({ file, block: name, problem: 'differs' });
        text = text.slice(0, from) + wanted + text.slice(end);
      }
    }
    if (!check && text !== before) await writeFile(path, text);
  }
  return differences;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const differences = await syncDocs(root, { check });
  for (const d of differences) {
    const what = `${d.file}: the generated table "${d.block}"`;
    if (d.problem === 'markers missing')
      console.error(`${what} has no ${open(d.block)} … ${close(d.block)} markers`);
    else if (check) console.error(`${what} differs from the contracts; run \`npm run docs\``);
    else console.log(`${what} rewritten`);
  }
  if (differences.some((d) => check || d.problem === 'markers missing')) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
