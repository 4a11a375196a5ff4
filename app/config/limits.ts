/**
 * The largest image a member or staff may upload (docs/decisions/0021). It lives with the
 * configuration because the environment's check of the upload body limit needs it too
 * (app/env.server.ts: the limit must hold one such image and its form fields); the rules of an
 * upload are in app/uploads/.
 */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
