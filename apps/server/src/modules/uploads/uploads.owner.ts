import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../errors.js';
import type { UploadOwner } from './uploads.repository.js';

/** Runs a session check; false when it finds no such session, any other failure (the database) goes on up. */
async function passes(check: (request: FastifyRequest) => Promise<void>, request: FastifyRequest): Promise<boolean> {
  try {
    await check(request);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return false;
    throw error;
  }
}

/**
 * The customer or staff member behind the request, else 401; the request's `customer` or `staff` is set as the
 * session checks set it. `forFile`: a file the browser fetches by itself may come with the customer's session
 * session cookie (customer's or staff's) instead of the header.
 */
export async function sessionOwner(app: FastifyInstance, request: FastifyRequest, options: { forFile?: boolean } = {}): Promise<UploadOwner> {
  if ((await passes(options.forFile ? app.requireCustomerForFile : app.requireCustomer, request)) && request.customer) {
    return { kind: 'customer', id: request.customer.id };
  }
  if ((await passes(options.forFile ? app.requireStaffForFile : app.requireStaff, request)) && request.staff) return { kind: 'staff', id: request.staff.id };
  throw unauthorized();
}
