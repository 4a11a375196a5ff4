import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Members' phone numbers in one form (issue 36 item 6): a number of the clinics' country as
 * "(813) 555-0142", another country's as + and its digits. The rule is copied here as it stood
 * (app/account/phone.ts may change later; this must not). A number it cannot read is left as the
 * member typed it: the profile then asks them to correct it, and nothing is lost.
 */
function normalized(typed: string): string | null {
  const value = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const international = value.startsWith("+");
  const national = !international && digits.length === 10 ? digits : digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : null;
  if (national && /^[2-9]\d{2}[2-9]/.test(national)) return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  if (international && !digits.startsWith("1") && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; phone: string }>`select id, phone from users where phone <> ''`.execute(db);
  for (const row of rows) {
    const phone = normalized(row.phone);
    if (phone !== null && phone !== row.phone) await sql`update users set phone = ${phone} where id = ${row.id}`.execute(db);
  }
}

/** Nothing to undo: what was typed before is not kept. */
export async function down(): Promise<void> {}
