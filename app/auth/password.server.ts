import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
// algorithm 2 is Argon2id (the package exports it as an ambient const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a throwaway password, verified when the email is unknown so that sign-in takes
 * the same time whether or not the account exists.
 */
let dummy: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword("no-such-account-placeholder");
  await verifyPassword(await dummy, password);
}
