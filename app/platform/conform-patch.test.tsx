import { createRequire } from "node:module";
import path from "node:path";
import type * as ConformModule from "@conform-to/react";
import type { SubmissionResult as ConformResult } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { requireUnpatched } from "../../tests/support/unpatched";

/**
 * conform's patch (patches/, docs/decisions/0180-framework-patches.md): a field's metadata is made
 * once per form state and form id instead of on every property read, and on the server what a
 * render reads is not recorded. Both builds are patched (the browser bundles context.mjs), so
 * both halves are held to conform as published: a server render, and a form whose state changes
 * under a field already read (the browser's case, where a stale cache would show old errors).
 */
const patchedRequire = createRequire(path.join(process.cwd(), "package.json"));
type Conform = typeof ConformModule;
type SubmissionResult = ConformResult<string[]>;

interface Internals {
  createFormContext: (options: object) => DomContext;
  getFieldMetadata: (context: unknown, subjectRef: { current: object }, state: unknown, prefix?: string, key?: string) => Record<string, unknown>;
  getFormMetadata: (context: unknown, subjectRef: { current: object }, state: unknown, noValidate: boolean) => Record<string, unknown>;
}
interface DomContext {
  getState: () => unknown;
  onUpdate: (options: object) => void;
}

const published = () => requireUnpatched(["@conform-to/react"]);
/** The module the patch changes (not among the package's exports, so reached by its file). */
const internalsOf = (req: NodeJS.Require) => req(path.join(path.dirname(req.resolve("@conform-to/react")), "context.js")) as Internals;

/** The sign-in form as the portal writes one: a server's result shown, the kit's input props. */
function page(conform: Conform, lastResult: SubmissionResult | undefined) {
  function SignIn() {
    const [form, fields] = conform.useForm({ id: "signin", lastResult, constraint: { email: { required: true, maxLength: 254 }, password: { required: true, minLength: 8 } }, shouldRevalidate: "onInput" });
    return (
      <form {...conform.getFormProps(form)}>
        <input {...conform.getInputProps(fields.email, { type: "email" })} />
        <p id={fields.email.errorId}>{fields.email.errors?.join(" ")}</p>
        <input {...conform.getInputProps(fields.password, { type: "password" })} />
        <p id={fields.password.errorId}>{fields.password.errors?.join(" ")}</p>
        <p>{form.status ?? "fresh"} {String(form.valid)} {String(fields.email.dirty)}</p>
      </form>
    );
  }
  return renderToString(<SignIn />);
}

const FIELD_KEYS = ["id", "errorId", "descriptionId", "name", "formId", "initialValue", "value", "valid", "dirty", "errors", "allErrors", "required", "minLength", "maxLength"];
const FORM_KEYS = ["id", "status", "valid", "dirty", "errors", "allErrors", "noValidate"];
const read = (meta: Record<string, unknown>, keys: string[]) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, meta[k] ?? null])));

/** A form's metadata read, its state changed three ways (in a browser), and read again through the same objects. */
function lifeOfAForm(internals: Internals, inBrowser = true) {
  const context = internals.createFormContext({ formId: "signin", constraint: { email: { required: true, maxLength: 254 } }, defaultValue: { email: "ana@example.com" } });
  const subjects = { current: {} };
  const email = internals.getFieldMetadata(context, subjects, context.getState(), "", "email");
  const form = internals.getFormMetadata(context, subjects, context.getState(), true);
  const seen = [read(email, FIELD_KEYS) + read(form, FORM_KEYS)];
  if (!inBrowser) return { seen, subjects: JSON.stringify(subjects.current) };
  context.onUpdate({ lastResult: { status: "error", initialValue: { email: "ana@" }, error: { email: ["Enter an email address such as ana@example.com."] } } });
  seen.push(read(email, FIELD_KEYS) + read(form, FORM_KEYS));
  context.onUpdate({ lastResult: { status: "success", initialValue: { email: "ana@example.org" }, error: {} } });
  seen.push(read(email, FIELD_KEYS) + read(form, FORM_KEYS));
  context.onUpdate({ formId: "signin-2" });
  seen.push(read(email, FIELD_KEYS) + read(form, FORM_KEYS));
  return { seen, subjects: JSON.stringify(subjects.current) };
}

const hadDocument = "document" in globalThis;
afterEach(() => {
  if (!hadDocument) delete (globalThis as { document?: unknown }).document;
});

describe("conform's patch", () => {
  it("renders a form on the server as conform as published does, errors and constraints included", () => {
    const result: SubmissionResult = { status: "error", initialValue: { email: "ana@", password: "" }, error: { email: ["Enter an email address such as ana@example.com."], password: ["Enter your password."] } };
    for (const lastResult of [undefined, result]) {
      const patched = page(patchedRequire("@conform-to/react") as Conform, lastResult);
      expect(patched).toBe(page(published()("@conform-to/react") as Conform, lastResult));
    }
    const shown = page(patchedRequire("@conform-to/react") as Conform, result);
    expect(shown).toContain("Enter an email address such as ana@example.com.");
    expect(shown).toContain('aria-invalid="true"');
    expect(shown).toMatch(/required="".*maxLength="254"/);
  });

  it("in the browser, a field read before its form's state changed shows the new state, as published conform does", () => {
    // The browser's path: conform records what a render read (for its subscriptions) when there is a document.
    (globalThis as { document?: unknown }).document = { forms: { namedItem: () => null } };
    const patched = lifeOfAForm(internalsOf(patchedRequire));
    const asPublished = lifeOfAForm(internalsOf(published()));
    expect(patched).toEqual(asPublished);
    // Equal and both stale would pass the line above: the error arrives, leaves, and the id follows the form's.
    expect(patched.seen[0]).toContain('"errors":null');
    expect(patched.seen[1]).toContain('"errors":["Enter an email address such as ana@example.com."]');
    expect(patched.seen[1]).toContain('"value":"ana@"');
    expect(patched.seen[2]).not.toContain("Enter an email address");
    expect(patched.seen[3]).toContain('"id":"signin-2-email"');
    expect(patched.subjects).not.toBe("{}");
  });

  it("on the server, records nothing a render read (nothing subscribes there)", () => {
    const patched = lifeOfAForm(internalsOf(patchedRequire), false);
    const asPublished = lifeOfAForm(internalsOf(published()), false);
    expect(patched.subjects).toBe("{}");
    expect(asPublished.subjects).not.toBe("{}");
    expect(patched.seen).toEqual(asPublished.seen);
  });
});
