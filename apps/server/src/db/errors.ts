/** Whether a database error is a unique-index violation; drivers put the SQLSTATE on the error or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } } | null;
  return failure?.code === '23505' || failure?.cause?.code === '23505';
}
