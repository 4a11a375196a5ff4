/**
 * The secrets every test portal runs with: the server the API and browser suites start, and the
 * app's own modules a test loads beside it (tests/support/domain.ts), so a token or a cookie one
 * signs, the other accepts.
 */
export const TEST_SECRETS = {
  SESSION_SECRET: "test-session-secret-0123456789",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef",
  CAPTCHA_HMAC_KEY: "test-captcha-key-0123456789",
} as const;
