import crypto from "node:crypto";

/** A random URL-safe token and the SHA-256 hash we store instead of it. */
export function newToken(bytes = 32): { token: string; hash: string } {
  const token = crypto.randomBytes(bytes).toString("base64url");
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}
