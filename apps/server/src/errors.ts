import type { ErrorKey } from '@portal/domain';

/** A failure the client should see, named by an i18n key so the reply speaks the request's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    /** Reply headers (Retry-After) and, rarely, an envelope code the JeecgBoot client acts on. */
    readonly extra: { headers?: Record<string, string>; code?: number } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'notFound');
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = () => new AppError(403, 'forbidden');
export const conflict = () => new AppError(409, 'conflict');
