import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../errors.js';
import type { UploadOwner } from './uploads.repository.js';

type SessionCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Runs a session check; false when it finds no such session, any other failure (the database) goes on up. */
async function passes(check: SessionCheck, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  try {
    await check(request, reply);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return false;
    throw error;
  }
}

/**
 * The customer or staff member behind the request (the header, or the session cookie a browser sends by itself,
 * also for an <img>), else 401; the request's `customer` or `staff` is set as the session checks set it.
 */
export async function sessionOwner(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<UploadOwner> {
  if ((await passes(app.requireCustomer, request, reply)) && request.customer) return { kind: 'customer', id: request.customer.id };
  if ((await passes(app.requireStaff, request, reply)) && request.staff) return { kind: 'staff', id: request.staff.id };
  throw unauthorized();
}
