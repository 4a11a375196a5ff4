import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { message } from "~/i18n/languages";
import { newsletterSchema } from "../registration-schemas";
import { paths } from "~/paths";
import { Field, FormNotice, formProps, useSchemaForm, type FormReply } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";

export const NEWSLETTER_OK = message("public:newsletter.done");

/**
 * Newsletter sign-up on the sign-in page (intent "newsletter" of its action). Spec part 1: "the
 * submit button is disabled after the first submit. Success closes the panel." With JavaScript it
 * posts in place: the button is disabled from the moment the form is sent (a second click sends
 * nothing), stays so after a success (the panel closes), and is enabled again only by a refusal
 * (a bad address, too many tries) so the person can correct it. Without JavaScript the page comes
 * back with the same notice, or with the panel and its message.
 */
export function NewsletterPanel({ noJsResult }: { noJsResult?: FormReply }) {
  const { t } = useTranslation("public");
  const fetcher = useFetcher<FormReply>();
  const data = fetcher.data ?? noJsResult;
  const [form, fields] = useSchemaForm({ id: "newsletter", schema: newsletterSchema, lastResult: data?.result, validateOn: "onSubmit" });
  // Set on submit, before React has drawn the fetcher's new state, so a double click posts once.
  const sent = useRef(false);
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    // An answer that is not a success gives the button back.
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.done) {
      sent.current = false;
      setLocked(false);
    }
  }, [fetcher.state, fetcher.data]);
  if (data?.done) {
    return <ToastView toast={{ type: "success", message: NEWSLETTER_OK, duration: 5000 }} />;
  }
  const { onSubmit, ...props } = formProps(form);
  return (
    <section className="card newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("newsletter.title")}</h2>
      <p className="muted">{t("newsletter.intro")}</p>
      <fetcher.Form
        method="post"
        action={paths.signin()}
        {...props}
        onSubmit={(event) => {
          if (sent.current) {
            event.preventDefault();
            return;
          }
          onSubmit(event);
          // conform stops a submission its own checks refuse: that one was never sent.
          if (event.defaultPrevented) return;
          sent.current = true;
          setLocked(true);
        }}
        className="inline-form"
      >
        <input type="hidden" name="intent" value="newsletter" />
        <Field meta={fields.email} label={t("newsletter.email")} type="email" autoComplete="email" />
        <button type="submit" className="btn btn-secondary" disabled={locked || fetcher.state !== "idle"}>
          {t("newsletter.submit")}
        </button>
      </fetcher.Form>
      <FormNotice reply={data} />
    </section>
  );
}
