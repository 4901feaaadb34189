import type { CodeLogin, EmailCodeRequest, PasswordReset, Registration, SmsRequest } from '@portal/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerByPhone,
  customerIdTaking,
  findCustomerTaking,
  insertCustomer,
  setCustomerPhone,
  updatePasswordAndRevokeAllSessions,
} from './accounts.repository.js';
import { type CodeMessage, consumeCode, sendCode } from './codes.service.js';
import { isCommonPassword } from './common-passwords.js';
import { type SessionStart, completeLogin } from './login.service.js';
import { hashPassword } from './passwords.js';

/**
 * Registration needs a free number (spec section 5: '手机号已存在'); login and reset codes go only to
 * registered numbers, but the reply is the same either way so it tells nothing about who has an account.
 */
export async function requestCode(db: Database, input: SmsRequest, ip: string, message: CodeMessage): Promise<void> {
  const customer = await findCustomerByPhone(db, input.mobile);
  if (input.smsmode === 'register' && customer) throw new AppError(400, 'mobileExists');
  await sendCode(db, { recipient: input.mobile, purpose: input.smsmode, ip, deliver: input.smsmode === 'register' || customer !== null, message });
}

/** A phone or e-mail code signs in, and also unfreezes an account left unused too long. */
export async function loginWithCode(db: Database, input: CodeLogin): Promise<SessionStart> {
  const customer = input.kind === 'email' ? await findCustomerByEmail(db, input.recipient) : await findCustomerByPhone(db, input.recipient);
  const valid = await consumeCode(db, input.recipient, 'login', input.captcha);
  if (!customer || !valid) throw new AppError(400, 'smsCodeWrong');
  return completeLogin(db, customer);
}

/** E-mail codes go only to registered addresses; the reply is the same either way. */
export async function requestEmailCode(db: Database, input: EmailCodeRequest, ip: string, message: CodeMessage): Promise<void> {
  const customer = await findCustomerByEmail(db, input.email);
  await sendCode(db, { recipient: input.email, purpose: input.smsmode, ip, deliver: customer !== null, message });
}

export async function register(db: Database, input: Registration): Promise<void> {
  if (await findCustomerTaking(db, 'username', input.username)) throw new AppError(400, 'usernameTaken');
  if (await findCustomerTaking(db, 'phone', input.mobile)) throw new AppError(400, 'mobileExists');
  if (input.email && (await findCustomerTaking(db, 'email', input.email))) throw new AppError(400, 'emailTaken');
  if (isCommonPassword(input.password)) throw new AppError(400, 'passwordTooCommon');
  if (!(await consumeCode(db, input.mobile, 'register', input.smscode))) throw new AppError(400, 'smsCodeWrong');
  const passwordHash = await hashPassword(input.password);
  try {
    await insertCustomer(db, { username: input.username, phone: input.mobile, email: input.email ? input.email.toLowerCase() : null, passwordHash });
  } catch (error) {
    // Two registrations racing for one name or number: the unique indexes decide, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError(400, 'usernameTaken');
    throw error;
  }
}

/** Forgot password: the code proves the number; every session of the account ends. */
export async function resetPassword(db: Database, input: PasswordReset): Promise<void> {
  if (isCommonPassword(input.password)) throw new AppError(400, 'passwordTooCommon');
  const customer = input.kind === 'email' ? await findCustomerByEmail(db, input.recipient) : await findCustomerByPhone(db, input.recipient);
  const valid = await consumeCode(db, input.recipient, 'reset', input.smscode);
  if (!customer || !valid) throw new AppError(400, 'smsCodeWrong');
  await updatePasswordAndRevokeAllSessions(db, customer.id, await hashPassword(input.password), new Date());
}

/**
 * checkOnlyUser and /sys/duplicate/check: whether a username, phone or e-mail is still free, or held by the record
 * being edited (`dataId`). Rate-limited by the routes.
 */
export async function isAvailable(db: Database, field: 'username' | 'phone' | 'email', value: string, dataId?: string): Promise<boolean> {
  const holder = await customerIdTaking(db, field, value.trim());
  return holder === null || holder === dataId;
}

/** Binds a verified number to the signed-in account (smsmode 1 codes); the number must be free. */
export async function bindPhone(db: Database, customer: CustomerRow, input: { phone: string; smscode: string }): Promise<void> {
  const owner = await findCustomerByPhone(db, input.phone);
  if (owner && owner.id !== customer.id) throw new AppError(400, 'mobileExists');
  if (!(await consumeCode(db, input.phone, 'register', input.smscode))) throw new AppError(400, 'smsCodeWrong');
  await setCustomerPhone(db, customer.id, input.phone, new Date());
}
