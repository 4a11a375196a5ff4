import { useFetcher } from "@remix-run/react";
import { newsletterSchema } from "../schemas";
import { paths } from "~/paths";
import { Field, formProps, useSchemaForm, type FormReply } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";

export const NEWSLETTER_OK = "Successfully subscribed to our newsletter.";

/**
 * Newsletter sign-up on the sign-in page (intent "newsletter" of its action). With JavaScript it
 * posts in place, disables its button after the first submit and closes on success; without,
 * the page comes back with the same notice.
 */
export function NewsletterPanel({ noJsResult }: { noJsResult?: FormReply }) {
  const fetcher = useFetcher<FormReply>();
  const data = fetcher.data ?? noJsResult;
  const [form, fields] = useSchemaForm({ id: "newsletter", schema: newsletterSchema, lastResult: data?.result, validateOn: "onSubmit" });
  if (data?.done) {
    return <ToastView toast={{ type: "success", message: NEWSLETTER_OK, duration: 5000 }} />;
  }
  return (
    <section className="card newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Tips in your inbox</h2>
      <p className="muted">Recipes, motivation and programme news, about twice a month.</p>
      <fetcher.Form method="post" action={paths.signin()} {...formProps(form)} className="inline-form">
        <input type="hidden" name="intent" value="newsletter" />
        <Field meta={fields.email} label="Email for the newsletter" type="email" autoComplete="email" />
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
          Subscribe
        </button>
      </fetcher.Form>
    </section>
  );
}
