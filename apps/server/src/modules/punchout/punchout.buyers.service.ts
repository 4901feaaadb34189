import {
  type PageResult,
  type PunchoutBuyer,
  type PunchoutDocument,
  type PunchoutSecretReveal,
  type PunchoutSession,
  type punchoutBuyerInputSchema,
  toPageResult,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { type StaffActor, auditedChange } from '../audit/index.js';
import { newSharedSecret } from './punchout.auth.js';
import {
  type BuyerRow,
  type BuyerWithCounts,
  type DocumentRow,
  buyersWithCounts,
  documentById,
  documentPage,
  insertBuyer,
  sessionPage,
  updateBuyer,
} from './punchout.repository.js';

type BuyerInput = z.output<typeof punchoutBuyerInputSchema>;

function buyerView(row: BuyerWithCounts): PunchoutBuyer {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    fromDomain: row.fromDomain,
    fromIdentity: row.fromIdentity,
    senderDomain: row.senderDomain,
    senderIdentity: row.senderIdentity,
    supplierDomain: row.supplierDomain,
    supplierIdentity: row.supplierIdentity,
    ociUsername: row.ociUsername,
    priceGroup: row.priceGroup,
    defaultUom: row.defaultUom,
    defaultUnspsc: row.defaultUnspsc,
    lineMappings: row.lineMappings,
    enabled: row.enabled,
    secretHint: row.secretHint,
    sessions: row.sessions,
    orders: row.orders,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBuyers(db: Database): Promise<PunchoutBuyer[]> {
  return (await buyersWithCounts(db)).map(buyerView);
}

async function viewOf(db: Database, row: BuyerRow): Promise<PunchoutBuyer> {
  const [counted] = await buyersWithCounts(db, row.id);
  return buyerView(counted ?? { ...row, sessions: 0, orders: 0 });
}

/** The identity a buyer is known by, as the audit log names it. */
const identityOf = (input: Pick<BuyerInput, 'protocol' | 'fromIdentity' | 'ociUsername'>) =>
  input.protocol === 'cxml' ? input.fromIdentity : input.ociUsername;

/** An identity another buyer holds answers 409 rather than the database's error. */
async function uniqueIdentity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'punchoutBuyerTaken');
    throw error;
  }
}

export async function createBuyer(db: Database, actor: StaffActor, input: BuyerInput): Promise<PunchoutSecretReveal> {
  const { secret, hash, hint } = newSharedSecret();
  const row = await uniqueIdentity(() =>
    auditedChange(
      db,
      actor,
      { action: 'punchout.createBuyer', objectType: 'punchoutBuyer', objectId: identityOf(input), details: { name: input.name } },
      (tx) => insertBuyer(tx, { ...input, secretHash: hash, secretHint: hint }),
    ),
  );
  return { buyer: await viewOf(db, row), secret };
}

export async function changeBuyer(db: Database, actor: StaffActor, id: string, input: BuyerInput): Promise<PunchoutBuyer> {
  const row = await uniqueIdentity(() =>
    auditedChange(
      db,
      actor,
      { action: 'punchout.changeBuyer', objectType: 'punchoutBuyer', objectId: identityOf(input), details: { name: input.name, enabled: input.enabled } },
      (tx) => updateBuyer(tx, id, input),
    ),
  );
  if (!row) throw new AppError(404, 'punchoutBuyerNotFound');
  return viewOf(db, row);
}

/** A new secret replaces the old at once: a buyer's system holds one secret, so there is no overlap to offer. */
export async function rotateBuyerSecret(db: Database, actor: StaffActor, id: string): Promise<PunchoutSecretReveal> {
  const { secret, hash, hint } = newSharedSecret();
  const row = await auditedChange(db, actor, { action: 'punchout.rotateSecret', objectType: 'punchoutBuyer', objectId: id }, (tx) =>
    updateBuyer(tx, id, { secretHash: hash, secretHint: hint }),
  );
  if (!row) throw new AppError(404, 'punchoutBuyerNotFound');
  return { buyer: await viewOf(db, row), secret };
}

export async function listSessions(db: Database, query: { buyerId: string; pageNo: number; pageSize: number }): Promise<PageResult<PunchoutSession>> {
  const { rows, total } = await sessionPage(db, query.buyerId, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
  const now = Date.now();
  const sessions = rows.map(({ session, orderNo }) => ({
    id: session.id,
    buyerId: session.buyerId,
    operation: session.operation,
    userName: session.userName,
    userEmail: session.userEmail,
    state: session.state !== 'ordered' && session.expiresAt.getTime() <= now ? ('expired' as const) : session.state,
    lineCount: session.lineCount,
    createdAt: session.createdAt.toISOString(),
    transferredAt: session.transferredAt?.toISOString() ?? null,
    orderNo,
  }));
  return toPageResult(sessions, total, query);
}

type DocumentListRow = { document: DocumentRow; buyerName: string; orderNo: string | null };

function documentView({ document, buyerName, orderNo }: DocumentListRow): PunchoutDocument {
  return {
    id: document.id,
    buyerId: document.buyerId,
    buyerName,
    sessionId: document.sessionId,
    direction: document.direction,
    kind: document.kind,
    payloadId: document.payloadId,
    statusCode: document.statusCode,
    statusText: document.statusText,
    orderNo,
    createdAt: document.createdAt.toISOString(),
    bytes: Buffer.byteLength(document.body),
  };
}

export async function listDocuments(
  db: Database,
  query: { buyerId?: string; sessionId?: string; pageNo: number; pageSize: number },
): Promise<PageResult<PunchoutDocument>> {
  const { rows, total } = await documentPage(db, query, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
  return toPageResult(rows.map(documentView), total, query);
}

export async function readDocument(db: Database, id: string): Promise<PunchoutDocument & { body: string }> {
  const row = await documentById(db, id);
  if (!row) throw new AppError(404, 'punchoutDocumentNotFound');
  return { ...documentView(row), body: row.document.body };
}
