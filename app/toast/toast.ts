import { z } from "zod";

export const TOAST_MS = 5000;
export const TOAST_LONG_MS = 10000;

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]).default("success"),
  message: z.string(),
  /** How long it stays on screen with JavaScript (without it, it stays). */
  duration: z.number().int().positive().default(TOAST_MS),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
