import type { LoginResult, PasswordLogin } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findCustomerByLogin } from './accounts.repository.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './sessions.service.js';

/** One answer for unknown user and wrong password, so replies never reveal which accounts exist. */
export async function loginWithPassword(db: Database, input: PasswordLogin): Promise<LoginResult> {
  const customer = await findCustomerByLogin(db, input.username);
  const valid = await verifyPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !valid) throw new AppError(400, 'badCredentials');
  const token = await startSession(db, customer.id);
  const { id, username, realname, nickname, avatar } = customer;
  return { token, userInfo: { id, username, realname, nickname, avatar }, departs: [], multi_depart: 0, sysAllDictItems: {} };
}
