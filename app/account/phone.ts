/**
 * A member's phone number (issue 36 item 6; docs/decisions/0162-phone-numbers.md). The form says
 * "digits, spaces and + ( ) - ." and means it: "(813) 555-0142", "813.555.0142" and
 * "+1 813 555 0142" are the same number, and are stored once, the way the clinics' own numbers
 * are written. A number of the clinics' country (ten digits, a leading 1 or +1 allowed) is
 * "(813) 555-0142"; another country's must start with + and is kept as + and its digits
 * ("+442079460958"). Anything else (letters, a + in the middle, a local number without its area
 * code, more than 15 digits) is not a number a clinic could call.
 */

const ALLOWED = /^\+?[\d\s().-]+$/;

export function normalizePhone(typed: string): string | null {
  const value = typed.trim();
  if (!ALLOWED.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const international = value.startsWith("+");
  const national = !international && digits.length === 10 ? digits : digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : null;
  if (national && /^[2-9]\d{2}[2-9]/.test(national)) return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  if (international && !digits.startsWith("1") && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return null;
}
