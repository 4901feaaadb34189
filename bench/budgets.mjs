// The performance budgets of issue 19, in one place: the report checks each database run against these, and the
// README points here. A budget that fails is marked in the report; it never fails the command, because figures
// from a shared or smaller machine are information, not a verdict. They are set for a catalogue of 100,000 products.

const row = (run, id) => run.rows.find((candidate) => candidate.id === id);
const SEARCH_KINDS = ['search.cached', 'search.one-word', 'search.two-words', 'search.common', 'search.prefix', 'search.chinese', 'search.typo'];

/** One verdict; `value` as the report shows it, `pass` null when the row was not measured in this run. */
const verdict = (subject, value, pass) => ({ subject, value, pass });
const missing = (subject) => verdict(subject, 'not measured', null);

/** Each: `id`, the rule in words, and `check(run)` giving the verdicts for one database run (none: does not apply). */
export const BUDGETS = [
  {
    id: 'cached-vs-ceiling',
    rule: "Cached catalogue reads (list, product, search) reach at least 50% of the bare node:http ceiling's req/s",
    check: (run) =>
      ['list.cached', 'detail.cached', 'search.cached'].map((id) => {
        const found = row(run, id);
        return found ? verdict(id, `${Math.round(found.ratio * 100)}% of ceiling`, found.ratio >= 0.5) : missing(id);
      }),
  },
  {
    id: 'uncached-vs-hand-written',
    rule: 'On PostgreSQL, uncached list and product reads are no slower (req/s) than hand-written SQL in the same run',
    check: (run) =>
      run.database !== 'PostgreSQL'
        ? []
        : ['list', 'detail'].map((kind) => {
            const portal = row(run, `${kind}.uncached`);
            const hand = row(run, `hand.${kind}.uncached`);
            if (!portal || !hand) return missing(`${kind}.uncached`);
            return verdict(`${kind}.uncached`, `${portal['req/s']} vs ${hand['req/s']} req/s`, portal['req/s'] >= hand['req/s']);
          }),
  },
  {
    id: 'search-p95',
    rule: 'Uncached one- and two-word search: p95 ≤ 10 ms at 32 connections',
    check: (run) =>
      ['search.one-word', 'search.two-words'].map((id) => {
        const found = row(run, id);
        return found ? verdict(id, `p95 ${found['p95 ms']} ms`, !found.failed && found['p95 ms'] <= 10) : missing(id);
      }),
  },
  {
    id: 'search-p99',
    rule: 'Every kind of search, cached and uncached: p99 ≤ 50 ms at 32 connections',
    check: (run) =>
      SEARCH_KINDS.map((id) => {
        const found = row(run, id);
        return found ? verdict(id, `p99 ${found['p99 ms']} ms`, !found.failed && found['p99 ms'] <= 50) : missing(id);
      }),
  },
  {
    id: 'customer-product-page',
    rule: "A signed-in customer's server-rendered product page: p95 ≤ 50 ms at 16 connections",
    check: (run) => {
      const found = row(run, 'ssr.product.customer');
      return [found ? verdict('ssr.product.customer', `p95 ${found['p95 ms']} ms`, !found.failed && found['p95 ms'] <= 50) : missing('ssr.product.customer')];
    },
  },
  {
    id: 'inquiry-999',
    rule: 'A 999-line inquiry is accepted in under 1 s (every repetition)',
    check: (run) => {
      if (!run.inquiries?.length) return [missing('inquiry')];
      const slowest = Math.max(...run.inquiries.map((inquiry) => inquiry.ms));
      return [verdict('inquiry', `slowest of ${run.inquiries.length}: ${slowest} ms`, slowest < 1000)];
    },
  },
  {
    id: 'embedded-reopen',
    rule: 'The embedded database reopens to the first served reply in ≤ 1.5 s (median of three restarts)',
    check: (run) =>
      run.database !== 'PGlite'
        ? []
        : [
            run.startup?.['reopen to first API reply (ms)'] === undefined
              ? missing('reopen')
              : verdict('reopen', `${run.startup['reopen to first API reply (ms)']} ms`, run.startup['reopen to first API reply (ms)'] <= 1500),
          ],
  },
  {
    id: 'memory',
    rule: 'Resident memory of the server process serving the catalogue (after its rows, before sign-ins) < 600 MB',
    check: (run) => [run.memory ? verdict('RSS', `${run.memory.rssMB} MB`, run.memory.rssMB < 600) : missing('RSS')],
  },
];

/** Every budget's verdicts for every run. */
export const checkBudgets = (runs) =>
  BUDGETS.flatMap((budget) =>
    runs.flatMap((run) => budget.check(run).map((result) => ({ budget: budget.id, rule: budget.rule, database: run.database, ...result }))),
  );
