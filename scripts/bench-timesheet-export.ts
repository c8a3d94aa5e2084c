/**
 * The timesheet export figures of `npm run bench`: how long the PDF and CSV renderers take for a
 * busy month (1,000 entries of odd lengths at rates with pence, plus meetings), and how large
 * the files are. Rendering is pure, so no stack is needed; run it alone with
 * `npx tsx scripts/bench-timesheet-export.ts`.
 */
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { renderTimesheetCsv } from '../lambdas/services/timesheets/render-csv';
import { renderTimesheetPdf } from '../lambdas/services/timesheets/render-pdf';
import type { RenderedFile } from '../lambdas/services/timesheets/timesheet-report';
import { sampleReport } from '../test/unit/lambdas/services/timesheets/report-fixture';

const ENTRIES = 1_000;
const MEETINGS = 60;
const RUNS = 5;
/** The PDF of a 1,000-entry month must be ready well within this. */
const PDF_GOAL_MS = 1_000;

interface Timed {
  ms: number;
  file: RenderedFile;
}

/**
 * The median of `RUNS` renders after a warm-up, and the warm-up's own time: the first render in
 * a fresh process also loads the font metrics and compiles the code, as a cold Lambda would.
 */
async function medianOf(
  render: () => Promise<RenderedFile> | RenderedFile,
): Promise<Timed & { firstMs: number }> {
  const first = performance.now();
  await render();
  const firstMs = performance.now() - first;
  const runs: Timed[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const file = await render();
    runs.push({ ms: performance.now() - started, file });
  }
  runs.sort((a, b) => a.ms - b.ms);
  return { ...runs[Math.floor(RUNS / 2)]!, firstMs };
}

const kib = (file: RenderedFile) => `${(file.bytes.length / 1024).toFixed(1)} KiB`;

export async function benchTimesheetExport(): Promise<void> {
  const report = sampleReport({ entries: ENTRIES, meetings: MEETINGS });
  const pdf = await medianOf(() => renderTimesheetPdf(report));
  const csv = await medianOf(() => renderTimesheetCsv(report));
  const pages = (await PDFDocument.load(pdf.file.bytes)).getPageCount();
  const goal = pdf.ms < PDF_GOAL_MS ? 'within' : 'OVER';
  const entries = ENTRIES.toLocaleString('en-GB');
  console.log(
    `Timesheet export, ${entries} entries and ${MEETINGS} meetings (ms, median of ${RUNS}):`,
  );
  const figures = (name: string, t: Timed & { firstMs: number }) => {
    const first = `(first run ${t.firstMs.toFixed(0)})`;
    return `  ${name} ${t.ms.toFixed(1).padStart(7)} ${first.padEnd(16)} ${kib(t.file).padStart(10)}`;
  };
  console.log(`${figures('PDF', pdf)}, ${pages} pages (goal: under ${PDF_GOAL_MS} ms, ${goal})`);
  console.log(figures('CSV', csv));
}

// Run directly (`npx tsx scripts/bench-timesheet-export.ts`) rather than imported by bench.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchTimesheetExport().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
