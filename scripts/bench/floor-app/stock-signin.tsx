// The bisect's "stock" sign-in page (issue 28): the portal's sign-in card and newsletter panel
// written as the stack's own documentation writes a page, with none of the portal's modules:
// conform's useForm with its zod constraint and validation, getFormProps and getInputProps,
// Remix's Form, Link and useFetcher, the action's reply through useActionData. No loader, no
// form kit, no layout loader. It shows what the libraries cost for what this page does (two
// validated forms, a fetcher form, client-side links), measured beside the floor's static
// markup and the portal's own route. Not part of the portal; written into the floor's variant
// by scripts/bench/floor.ts.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { z } from "zod";

const email = z.string({ required_error: "Required" }).trim().email("Enter a valid email address.");
const loginSchema = z.object({ email, password: z.string({ required_error: "Required" }).max(100), redirectTo: z.string().optional() });
const newsletterSchema = z.object({ email });
const loginConstraint = getZodConstraint(loginSchema);
const newsletterConstraint = getZodConstraint(newsletterSchema);

type Reply = { result?: SubmissionResult<string[]> } | undefined;

export default function SignIn() {
  const reply = useActionData<Reply>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "signin",
    lastResult: reply?.result,
    constraint: loginConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <div className="stack-lg">
      <section className="card auth-card" aria-labelledby="signin-title">
        <h1 id="signin-title">Sign in to your portal</h1>
        <Form method="post" {...getFormProps(form)} className="stack">
          {form.errors ? (
            <div className="form-error" id={form.errorId} role="alert">
              {form.errors[0]}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={fields.email.id}>Email</label>
            <input {...getInputProps(fields.email, { type: "email" })} autoComplete="username" />
          </div>
          <div className="field">
            <label htmlFor={fields.password.id}>Password</label>
            <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
          </div>
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <button type="submit" name="intent" value="login" className="btn btn-primary btn-block">
            Login
          </button>
        </Form>
        <ul className="auth-links">
          <li>
            <Link to="/forgot-password">Forgot your password</Link>
          </li>
          <li>
            <a href="https://help.example.com/portal-tutorial" target="_blank" rel="noreferrer">
              Need Help
            </a>
          </li>
          <li>
            New patient? <Link to="/register">Register Now</Link>
          </li>
        </ul>
      </section>
      <Newsletter />
    </div>
  );
}

function Newsletter() {
  const fetcher = useFetcher<Reply>();
  const [form, fields] = useForm({
    id: "newsletter",
    lastResult: fetcher.data?.result,
    constraint: newsletterConstraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });
  return (
    <section className="card newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Tips in your inbox</h2>
      <p className="muted">Recipes, motivation and programme news, about twice a month.</p>
      <fetcher.Form method="post" action="/signin" {...getFormProps(form)} className="inline-form">
        <input type="hidden" name="intent" value="newsletter" />
        <div className="field">
          <label htmlFor={fields.email.id}>Email for the newsletter</label>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
          Subscribe
        </button>
      </fetcher.Form>
    </section>
  );
}
