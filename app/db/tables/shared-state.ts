/**
 * What several app instances must agree on between requests (migration 0014,
 * docs/decisions/0090-shared-state-for-several-instances.md). Times are epoch milliseconds.
 */
export interface RateLimitWindowsTable {
  /** `<bucket>:<client address>`. */
  key: string;
  window_start: number;
  count: number;
}

export interface SpentCaptchasTable {
  /** A solved challenge's id (or the no-JavaScript question's nonce): accepted once. */
  key: string;
  /** After this the proof has expired anyway and the row may go. */
  expires_at: number;
}

export interface SharedStateTables {
  rate_limit_windows: RateLimitWindowsTable;
  spent_captchas: SpentCaptchasTable;
}
