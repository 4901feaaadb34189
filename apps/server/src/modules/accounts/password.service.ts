import type { ChangePassword } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { type CustomerRow, updatePasswordAndRevokeOtherSessions } from './accounts.repository.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { hashToken } from './sessions.service.js';

/** Needs the current password; every other session of the customer ends at once (security.md S3). */
export async function changePassword(db: Database, customer: CustomerRow, currentToken: string, input: ChangePassword): Promise<void> {
  if (!(await verifyPassword(customer.passwordHash, input.oldpassword))) throw new AppError(400, 'oldPasswordWrong');
  if (isCommonPassword(input.password)) throw new AppError(400, 'passwordTooCommon');
  const passwordHash = await hashPassword(input.password);
  await updatePasswordAndRevokeOtherSessions(db, customer.id, passwordHash, hashToken(currentToken), new Date());
}
