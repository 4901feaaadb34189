import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { translate } from '@portal/domain';
import { loadConfig } from './config.js';
import { databaseTarget, openDatabase } from './db/client.js';
import { AppError } from './errors.js';
import { analyzeCatalogue, importProducts, readImportFile } from './modules/catalog/index.js';
import { spreadsheetBuffer } from './modules/uploads/index.js';

/**
 * npm run catalog:import -- products.xlsx (or .csv; column format in modules/catalog/README.md)
 * Prints the report; rows with problems are also written to <file>.errors.xlsx.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [file] = positionals;
if (!file) {
  console.error('Usage: npm run catalog:import -- products.xlsx|products.csv');
  process.exit(2);
}

const config = loadConfig();
const rows = await readImportFile(file).catch((error: unknown) => {
  if (!(error instanceof AppError)) throw error;
  // The same refusal an uploaded sheet gets (not a workbook, the old .xls format, unreadable, too large).
  console.error(translate('en', 'errors', error.key, error.params));
  process.exit(2);
});
const handle = await openDatabase(databaseTarget(config));
try {
  await handle.migrate();
  const report = await importProducts(handle.db, rows);
  // Statistics only after a bulk load: a staff import of a few rows would pay for them on every upload. Outside the
  // import's transaction the dead row versions its derived-data update left can be vacuumed too.
  if (report.created + report.updated > 0) await analyzeCatalogue(handle.db, true);
  console.log(`${report.total} row(s): ${report.created} created, ${report.updated} updated, ${report.errors.length} with errors.`);
  for (const error of report.errors) console.log(`row ${error.row}${error.catalogNo ? ` (${error.catalogNo})` : ''}: ${error.message}`);
  if (report.errors.length > 0) {
    const target = file.replace(/\.(xlsx|csv)$/i, '') + '.errors.xlsx';
    await writeFile(
      target,
      await spreadsheetBuffer({
        name: 'Import errors',
        header: ['Row', 'Catalogue no.', 'Problem'],
        rows: report.errors.map((error) => [error.row, error.catalogNo, error.message]),
      }),
    );
    console.log(`Error report written to ${target}.`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
