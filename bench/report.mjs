// The report of one `npm run bench`: everything measured, as JSON for tools and as Markdown for people, kept under
// bench/results/ by date and commit, with latest.json and latest.md as the copies the README links.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { MIN_QUERIES } from './queries.mjs';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results');

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: dirname(RESULTS), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** Where and on what the figures were taken: they only compare with figures from the same machine. */
export function machine() {
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
    // Uncommitted changes mean the figures are not those of the commit named.
    uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
}

const cell = (value) => (value === undefined || value === null ? '' : String(value).replace(/\|/g, '\\|').replace(/\n/g, ' '));
const table = (headers, rows) => [
  `| ${headers.join(' | ')} |`,
  `|${headers.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];
const keyValues = (object) => table(['', ''], Object.entries(object));
const verdictText = (pass) => (pass === null ? 'not measured' : pass ? 'pass' : '**FAIL**');

function rowsTable(rows) {
  const headers = ['row', 'conn', 'req/s', '× ceiling', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'requests', 'distinct URLs', 'note'];
  return table(
    headers,
    rows.map((row) => [
      row.label,
      row.connections,
      row['req/s'],
      row.ratio ?? '',
      row['p50 ms'],
      row['p95 ms'],
      row['p99 ms'],
      row.errors,
      row.requests,
      row['distinct URLs'] ?? 'same URL',
      [
        row.failed ? `**FAIL: ${row.failed}**` : '',
        row.queries ? `${row.queries} queries` : '',
        row.spent ? `every distinct URL sent, after ${row.seconds} s` : '',
      ]
        .filter(Boolean)
        .join('; '),
    ]),
  );
}

function runSection(run) {
  const lines = [`## ${run.database}`, ''];
  if (run.error) lines.push(`**The run stopped: ${run.error}**`, '');
  // On PostgreSQL the database's own processes are not the portal's, and are not counted.
  const notCounted = run.database === 'PostgreSQL' ? ', PostgreSQL not counted' : '';
  const memory = {
    ...(run.memory ? { [`server resident memory after the catalogue rows (MB)${notCounted}`]: run.memory.rssMB } : {}),
    ...(run.memoryAfterAll
      ? {
          'server resident memory after sign-ins and inquiries (MB)': run.memoryAfterAll.rssMB,
          'server peak resident memory (MB)': run.memoryAfterAll.peakMB,
        }
      : {}),
  };
  lines.push('### Start-up and memory', '', ...keyValues({ ...run.startup, ...memory }), '');
  if (run.ceiling) {
    lines.push(
      '### Throughput and latency',
      '',
      `Ceiling: a bare \`node:http\` server answering the same ${run.ceiling.bytes} bytes as a real catalogue list reply, 32 connections: ` +
        `**${run.ceiling['req/s']} req/s**, p50 ${run.ceiling['p50 ms']} ms, p95 ${run.ceiling['p95 ms']} ms, p99 ${run.ceiling['p99 ms']} ms.`,
      '',
      ...rowsTable(run.rows),
      '',
    );
  }
  if (run.inquiries?.length) {
    lines.push(
      '### 999-line inquiry (POST to accepted reply)',
      '',
      ...table(
        ['repetition', 'lines', 'ms', 'order'],
        run.inquiries.map((inquiry, index) => [index + 1, inquiry.lines, inquiry.ms, inquiry.orderNo]),
      ),
      '',
    );
  }
  if (run.queryCounts) {
    lines.push(
      '### Search queries drawn from the catalogue',
      '',
      ...(run.queryCounts.total < MIN_QUERIES
        ? [`_Fewer than the ${MIN_QUERIES.toLocaleString('en')} queries asked for: the catalogue is too small._`, '']
        : []),
      ...table(
        ['kind', 'distinct queries', 'examples'],
        Object.entries(run.queryCounts).map(([kind, count]) => [kind, count, (run.queryExamples?.[kind] ?? []).map((query) => `\`${query}\``).join(', ')]),
      ),
      '',
    );
  }
  return lines;
}

/** The Markdown of a report. */
export function markdown(report) {
  const { meta } = report;
  const lines = [
    `# Benchmark ${meta.date.slice(0, 10)} ${meta.commit}${meta.only ? ` (--only=${meta.only}: part of the rows)` : ''}`,
    '',
    `\`npm run bench\` on ${meta.cpu}, ${meta.memoryGB} GB, Node ${meta.node}; the load generator runs on the same cores as the portal. ` +
      `Catalogue of ${meta.products.toLocaleString('en')} generated products; ${meta.seconds} s per row. ` +
      `Databases: ${report.runs.map((run) => run.database).join(', ')}.` +
      (meta.uncommittedChanges ? ' **The working tree had uncommitted changes.**' : ''),
    '',
    'Each row gives req/s, latency percentiles computed from every response, errors (failed connections and non-2xx replies) and ' +
      "its req/s as a share of the same run's ceiling. Uncached rows send each URL once (counted: requests against distinct URLs; a " +
      'repeated URL fails the row), so the reply cache never answers; a row whose URLs run out stops early and says so.',
    '',
  ];
  if (meta.products !== 100_000) lines.push(`_The budgets are set for 100,000 products; this run had ${meta.products.toLocaleString('en')}._`, '');
  lines.push(
    '## Budgets',
    '',
    'Defined in [`bench/budgets.mjs`](../budgets.mjs); checked here, never failing the command. Why a missed budget is missed, ' +
      'what its profile showed and what was tried: [`ARCHITECTURE.md`](../../ARCHITECTURE.md), "Where the budgets stand".',
    '',
    ...table(
      ['budget', 'database', 'checked', 'measured', 'result'],
      // The rule once, on the first of its lines.
      report.budgets.map((result, index) => [
        report.budgets[index - 1]?.budget === result.budget ? '' : result.rule,
        result.database,
        result.subject,
        result.value,
        verdictText(result.pass),
      ]),
    ),
    '',
  );
  for (const run of report.runs) lines.push(...runSection(run));
  if (report.site) {
    lines.push('## Public pages in the browser', '');
    if (report.site.pageWeight) {
      lines.push(
        '### What each page loads up front (gzip)',
        '',
        ...table(
          ['page', 'initial JS KiB', 'HTML KiB', 'files'],
          Object.entries(report.site.pageWeight).map(([path, weight]) => [path, weight['initial JS (KiB gzip)'], weight['HTML (KiB gzip)'], weight.files]),
        ),
        '',
      );
    }
    if (report.site.lighthouse) {
      const entries = Object.entries(report.site.lighthouse);
      lines.push(
        '### Lighthouse, mobile',
        '',
        ...table(
          ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'error'],
          entries.map(([path, s]) => [path, s.performance, s.accessibility, s.FCP, s.LCP, s.TBT, s.CLS, s.error]),
        ),
        '',
      );
    } else if (report.site.lighthouseSkipped) lines.push(`_Lighthouse skipped: ${report.site.lighthouseSkipped}._`, '');
    if (report.site.builder) lines.push('### Plasmid builder, 10 kb design, Chromium', '', ...keyValues(report.site.builder), '');
  }
  return `${lines.join('\n')}\n`;
}

/** In the repository's Prettier style, so `prettier --check` passes on committed reports. */
async function formatted(text, file) {
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

/** Writes the report; a partial run (`meta.only`) does not replace latest.*, which stays the last full run. */
export async function writeReport(report) {
  mkdirSync(RESULTS, { recursive: true });
  const name = `${report.meta.date.slice(0, 10)}-${report.meta.commit}${report.meta.only ? `-${report.meta.only}` : ''}`;
  const json = await formatted(JSON.stringify(report), join(RESULTS, 'report.json'));
  const text = await formatted(markdown(report), join(RESULTS, 'report.md'));
  const files = { [`${name}.json`]: json, [`${name}.md`]: text, ...(report.meta.only ? {} : { 'latest.json': json, 'latest.md': text }) };
  const written = Object.entries(files).map(([file, content]) => (writeFileSync(join(RESULTS, file), content), join(RESULTS, file)));
  return { written, text };
}
