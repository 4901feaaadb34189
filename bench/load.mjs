// One measured row: autocannon drives the load, but every figure is computed here from each response as it
// arrives, because autocannon reports no p95 and its req/s is an average of whole-second samples, which a row
// that stops early (its distinct URLs spent) or lasts one second would misstate.
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value, digits = 1) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** The figures every row reports, from the latencies (ms) of its responses and how long it ran. */
export function figures(latencies, elapsedMs, errors) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    seconds: round(elapsedMs / 1000, 2),
    'req/s': elapsedMs > 0 ? Math.round((sorted.length / elapsedMs) * 1000) : 0,
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'p99 ms': round(percentile(sorted, 99)),
    errors,
  };
}

/** The path on the first line of the request autocannon has just had answered. */
function answeredPath(client) {
  const buffer = client.requestIterator.currentRequest.requestBuffer;
  const line = buffer.toString('latin1', 0, Math.min(buffer.length, 2048)).split('\r\n', 1)[0];
  return line.slice(line.indexOf(' ') + 1, line.lastIndexOf(' '));
}

/**
 * Loads `origin` with `connections` for `seconds`. Either one `path` every time (a cached read), or `paths`
 * ({ length, at(i) }, distinct by construction), each sent once: autocannon asks for the next path per request,
 * and the row stops early when they run out rather than send one twice. With `paths`, the answered URLs are
 * counted, so the report shows requests against distinct URLs instead of trusting the construction.
 */
export function measure({ origin, path, paths, connections = 32, seconds = SECONDS, headers = {}, method = 'GET', body }) {
  let next = 0;
  const pathAt = () => (next < paths.length ? paths.at(next++) : paths.at(paths.length - 1));
  const request = { method, headers, ...(body === undefined ? {} : { body }) };
  if (paths) request.setupRequest = (built) => ({ ...built, path: pathAt() });
  else request.path = path;
  const latencies = [];
  const answered = paths ? new Set() : null;
  let startedAt = 0;
  let lastAt = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        requests: [request],
        // With distinct paths, at most one request per path; the timer below ends the row otherwise.
        ...(paths ? { amount: Math.max(paths.length, connections) } : { duration: seconds }),
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        const row = figures(latencies, lastAt - startedAt, result.errors + result.non2xx);
        if (answered) Object.assign(row, { 'distinct URLs': answered.size, repeats: row.requests - answered.size, spent: next >= paths.length });
        resolve(row);
      },
    );
    startedAt = performance.now();
    const timer = setTimeout(() => instance.stop(), seconds * 1000);
    instance.on('response', (client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastAt = performance.now();
      if (answered) answered.add(answeredPath(client));
    });
  });
}

/** Runs `task` on `workers` concurrent loops until `seconds` pass; each call's own latency is what it returns. */
export async function loop({ workers, seconds = SECONDS, task }) {
  const latencies = [];
  let errors = 0;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  let lastAt = startedAt;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        try {
          latencies.push(await task(worker, round));
        } catch {
          errors += 1;
        }
        lastAt = performance.now();
      }
    }),
  );
  return figures(latencies, lastAt - startedAt, errors);
}

/** Fisher–Yates, in place. */
export function shuffle(items) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Every combination of the given dimensions once, in shuffled order, built lazily: `make(a, b, c…)` turns one
 * combination into a path. Six walks of 1,000 queries × 50 page sizes are 300,000 paths, more than is worth keeping as strings.
 */
export function combinations(dimensions, make) {
  const sizes = dimensions.map((values) => values.length);
  const total = sizes.reduce((product, size) => product * size, 1);
  const order = shuffle(Uint32Array.from({ length: total }, (_, index) => index));
  return {
    length: total,
    at(index) {
      let rest = order[index];
      const picked = dimensions.map((values, dimension) => {
        const value = values[rest % sizes[dimension]];
        rest = Math.floor(rest / sizes[dimension]);
        return value;
      });
      return make(...picked);
    },
  };
}

/** A list of paths as `paths`. */
export const pathsOf = (list) => ({ length: list.length, at: (index) => list[index] });
