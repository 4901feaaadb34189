import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { databaseTarget, openDatabase } from '../../db/client.js';
import { StaffInputError, createStaff } from './staff.service.js';

/**
 * npm run staff:create -- --username li.wei --realname "Li Wei" --email li.wei@supplier.example --permissions orders:quote,jobs:edit
 * The password comes from STAFF_PASSWORD, so it never appears in the shell history or the process list.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    realname: { type: 'string', default: '' },
    email: { type: 'string', default: '' },
    permissions: { type: 'string', default: '' },
  },
});
const password = process.env.STAFF_PASSWORD ?? '';
if (!values.username || !password) {
  console.error('Usage: STAFF_PASSWORD=... npm run staff:create -- --username NAME [--realname NAME] [--email ADDRESS] [--permissions a,b]');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase(databaseTarget(config));
try {
  await handle.migrate();
  const staff = await createStaff(handle.db, {
    username: values.username,
    realname: values.realname,
    email: values.email,
    password,
    permissions: values.permissions.split(','),
  });
  console.log(`Created staff member ${staff.username} with ${staff.permissions.length} permission(s).`);
} catch (error) {
  if (!(error instanceof StaffInputError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
