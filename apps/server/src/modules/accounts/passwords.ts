import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id (security.md S1). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash of a random string, verified when the user does not exist so both paths cost the same.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SQqDKlvs6DiJ/UfUTV3CQg$uxHkyqMYgD1ICQ0Je3D8F+MoQaCTqd3ueGWd7UsRm2c';

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}
