import { loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from './client.js';

const config = loadConfig();
const handle = await openDatabase(databaseTarget(config));
await handle.migrate();
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
