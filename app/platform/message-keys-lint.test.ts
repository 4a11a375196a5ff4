import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Issue 41: lint refuses a message written in English in code (eslint.config.js,
 * `portal/message-keys`): zod's messages, an API refusal's detail, a field's errors, a message
 * table, a constant that is a sentence. The same code with keys passes.
 */
const eslint = new ESLint();

async function refusals(code: string, filePath = "app/example/rules.server.ts") {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "portal/message-keys").map((m) => m.line);
}

describe("lint: messages travel as keys", () => {
  it("refuses each place an English message was written", async () => {
    const lines = await refusals(
      [
        'import { z } from "zod";',
        'import { apiErrors } from "~/api/api.server";',
        'export const limit = z.number({ invalid_type_error: "A valid integer is required." }).min(1, "Ensure this value is at least 1.");',
        'export const kind = z.enum(["a", "b"], { errorMap: () => ({ message: `Must be one of: ${["a", "b"].join(", ")}.` }) });',
        'export const NO_WEIGHT_MESSAGE = "Add your weight first";',
        'export const SESSION_ENDED = "Your session has ended.";',
        'export const ERRORS_MSG = { late: "Too late to withdraw" };',
        'export function check(errors: Record<string, string[]>) { errors.kind = ["Not a kind of notification."]; }',
        'export const refuse = () => apiErrors.parse("Malformed form data.");',
        'export const answer = { error_code: "NOT_FOUND", detail: "Invalid token!" };',
      ].join("\n"),
    );
    expect(lines).toEqual([3, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("lets keys, codes and what is not read by a person pass", async () => {
    const lines = await refusals(
      [
        'import { z } from "zod";',
        'import { message } from "~/i18n/languages";',
        'export const limit = z.number({ invalid_type_error: message("common:api.integer") }).min(1, message("common:api.atLeast", { min: 1 }));',
        'export const PERSONAL_SOURCE = "Personal food";',
        'export const audit = { detail: "add_plan" };',
        "export const day = (d: string) => Date.parse(`${d}T00:00:00Z`);",
        'export const key = (kind: string) => message(`journal:toast.${kind}`);',
      ].join("\n"),
    );
    expect(lines).toEqual([]);
  });

  it("leaves tests and the environment's checks alone", async () => {
    expect(await refusals('export const m = { message: "Some words here" };', "app/example/rules.test.ts")).toEqual([]);
    expect(await refusals('export const m = { message: "Some words here" };', "app/env.server.ts")).toEqual([]);
  });
});
