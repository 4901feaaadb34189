import { type ServiceRequest, type serviceRequestInputSchema } from '@portal/domain';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findOwnedUpload } from '../uploads/index.js';
import { type ServiceRequestRow, findByIdempotencyKey, insertServiceRequest, serviceRequestsOf } from './content.requests.repository.js';

type ParsedInput = z.output<typeof serviceRequestInputSchema>;

/** How many of a customer's requests the form lists under itself. */
const OWN_REQUESTS_SHOWN = 50;

function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    requestNo: row.requestNo,
    service: row.service,
    projectName: row.projectName,
    details: row.details,
    targetDate: row.targetDate,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    attachmentPaths: row.attachmentPaths,
    createdAt: row.createdAt.toISOString(),
  };
}

/** CS + UTC day + six random digits: readable on the phone and unique without a counter row to contend for. */
function newRequestNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `CS${day}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

async function checkAttachmentsOwned(db: Database, customerId: string, paths: readonly string[]): Promise<void> {
  const found = await Promise.all(paths.map((path) => findOwnedUpload(db, customerId, path)));
  if (found.some((upload) => upload === null)) throw new AppError(400, 'serviceAttachmentNotYours');
}

/**
 * Records a custom-service request. With an idempotency key, sending the same request again (a double click,
 * a retried call) answers the record made the first time instead of a second one.
 */
export async function submitServiceRequest(db: Database, customerId: string, input: ParsedInput, idempotencyKey: string | null): Promise<ServiceRequest> {
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, customerId, idempotencyKey);
    if (earlier) return toServiceRequest(earlier);
  }
  const attachmentPaths = [...new Set(input.attachmentPaths)];
  await checkAttachmentsOwned(db, customerId, attachmentPaths);
  const row = await insertServiceRequest(db, {
    requestNo: newRequestNo(new Date()),
    customerId,
    service: input.service,
    projectName: input.projectName,
    details: input.details,
    targetDate: input.targetDate,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    attachmentPaths,
    idempotencyKey,
  });
  if (row) return toServiceRequest(row);
  const winner = idempotencyKey ? await findByIdempotencyKey(db, customerId, idempotencyKey) : null;
  if (!winner) throw new AppError(409, 'conflict');
  return toServiceRequest(winner);
}

export async function ownServiceRequests(db: Database, customerId: string): Promise<ServiceRequest[]> {
  return (await serviceRequestsOf(db, customerId, OWN_REQUESTS_SHOWN)).map(toServiceRequest);
}
