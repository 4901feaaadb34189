import { type CodeLogin, type EmailCodeRequest, type Edition, type PasswordReset, type Registration, type SmsRequest, canonicalPhone } from '@portal/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { emitCustomerRegistered } from './accounts.events.js';
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
  await sendCode(db, {
    recipient: input.mobile,
    purpose: input.smsmode,
    ip,
    delivery: input.smsmode === 'register' || customer !== null ? 'code' : 'nothing',
    message,
  });
}

/** The one answer to every wrong, expired or unknown code, by where the code went. */
const wrongCode = (kind: 'mobile' | 'email') => new AppError(400, kind === 'email' ? 'emailCodeWrong' : 'smsCodeWrong');

/** A phone or e-mail code signs in, and also unfreezes an account left unused too long. */
export async function loginWithCode(db: Database, input: CodeLogin): Promise<SessionStart> {
  const customer = input.kind === 'email' ? await findCustomerByEmail(db, input.recipient) : await findCustomerByPhone(db, input.recipient);
  const valid = await consumeCode(db, input.recipient, 'login', input.captcha);
  if (!customer || !valid) throw wrongCode(input.kind);
  return completeLogin(db, customer);
}

/**
 * E-mail codes. Login and reset codes go only to registered addresses; a registration code only to a free one, and
 * a taken address is told instead that it already has an account. The reply is the same in every case, so it says
 * nothing about who is registered.
 */
export async function requestEmailCode(db: Database, input: EmailCodeRequest, ip: string, message: CodeMessage): Promise<void> {
  const registered = (await findCustomerByEmail(db, input.email)) !== null;
  const delivery = input.smsmode === 'register' ? (registered ? 'accountExists' : 'code') : registered ? 'code' : 'nothing';
  await sendCode(db, { recipient: input.email, purpose: input.smsmode, ip, delivery, message });
}

/**
 * A new account, by phone (its SMS code, the number free as spec section 5 says, an optional e-mail) or by e-mail
 * (its code, which was only sent if the address is free).
 */
export async function register(db: Database, input: Registration): Promise<void> {
  const recipient = input.kind === 'mobile' ? input.mobile : input.email;
  const email = input.email || null;
  if (await findCustomerTaking(db, 'username', input.username)) throw new AppError(400, 'usernameTaken');
  if (input.kind === 'mobile') {
    if (await findCustomerTaking(db, 'phone', input.mobile)) throw new AppError(400, 'mobileExists');
    if (email && (await findCustomerTaking(db, 'email', email))) throw new AppError(400, 'emailTaken');
  }
  if (isCommonPassword(input.password)) throw new AppError(400, 'passwordTooCommon');
  if (!(await consumeCode(db, recipient, 'register', input.smscode))) throw wrongCode(input.kind);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const customer = await insertCustomer(tx, { username: input.username, phone: input.kind === 'mobile' ? input.mobile : null, email, passwordHash });
      await emitCustomerRegistered(tx, customer, input.kind);
    });
  } catch (error) {
    // Two registrations racing for one name, number or address: the unique indexes decide, the loser hears which.
    if (!isUniqueViolation(error)) throw error;
    if (await findCustomerTaking(db, 'username', input.username)) throw new AppError(400, 'usernameTaken');
    if (input.kind === 'mobile' && (await findCustomerTaking(db, 'phone', input.mobile))) throw new AppError(400, 'mobileExists');
    throw new AppError(400, 'emailTaken');
  }
}

/** Forgot password: the code proves the number or address; every session of the account ends. */
export async function resetPassword(db: Database, input: PasswordReset): Promise<void> {
  if (isCommonPassword(input.password)) throw new AppError(400, 'passwordTooCommon');
  const customer = input.kind === 'email' ? await findCustomerByEmail(db, input.recipient) : await findCustomerByPhone(db, input.recipient);
  const valid = await consumeCode(db, input.recipient, 'reset', input.smscode);
  if (!customer || !valid) throw wrongCode(input.kind);
  await updatePasswordAndRevokeAllSessions(db, customer.id, await hashPassword(input.password), new Date());
}

/** A value as the account keeps it: numbers in their kept form (phone-number.ts), addresses in lower case. */
function keptForm(field: 'username' | 'phone' | 'email', value: string, edition: Edition): string {
  const text = value.trim();
  if (field === 'phone') return canonicalPhone(text, edition) ?? text;
  return field === 'email' ? text.toLowerCase() : text;
}

/**
 * checkOnlyUser and /sys/duplicate/check: whether a username, phone or e-mail is still free, or held by the record
 * being edited (`dataId`). Rate-limited by the routes.
 */
export async function isAvailable(db: Database, edition: Edition, field: 'username' | 'phone' | 'email', value: string, dataId?: string): Promise<boolean> {
  const holder = await customerIdTaking(db, field, keptForm(field, value, edition));
  return holder === null || holder === dataId;
}

/** Binds a verified number to the signed-in account (smsmode 1 codes); the number must be free. */
export async function bindPhone(db: Database, customer: CustomerRow, input: { phone: string; smscode: string }): Promise<void> {
  const owner = await findCustomerByPhone(db, input.phone);
  if (owner && owner.id !== customer.id) throw new AppError(400, 'mobileExists');
  if (!(await consumeCode(db, input.phone, 'register', input.smscode))) throw wrongCode('mobile');
  await setCustomerPhone(db, customer.id, input.phone, new Date());
}
