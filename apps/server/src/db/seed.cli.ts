import { loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from './client.js';
import { seedDemoData } from './seed/seed.js';

const config = loadConfig();
const handle = await openDatabase(databaseTarget(config));
await handle.migrate();
const { seeded } = await seedDemoData(handle.db, { demoAccount: config.mode !== 'production' });
await handle.close();
console.log(seeded ? `Seeded demo data into the ${handle.kind} database.` : 'Demo data was already present.');
