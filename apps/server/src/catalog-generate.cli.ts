import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { generateProducts } from './modules/catalog/index.js';

/**
 * npm run catalog:generate -- --count 100000
 * Adds generated products after those already there, against DATABASE_URL or the embedded data directory.
 */
const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('Usage: npm run catalog:generate -- --count N   (1 to 10,000,000)');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(databaseTarget(config));
try {
  await handle.migrate();
  const started = Date.now();
  let reported = 0;
  const added = await generateProducts(handle.db, count, (done) => {
    if (done - reported >= 10_000 || done === count) {
      reported = done;
      console.log(`${done.toLocaleString('en')} / ${count.toLocaleString('en')} products`);
    }
  });
  console.log(`Generated ${added.toLocaleString('en')} products into the ${handle.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await handle.close();
}
