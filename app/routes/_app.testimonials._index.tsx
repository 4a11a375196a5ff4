/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { fullName, isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { domainFailure, formFailure, formId, parseForm, readForm } from "~/page/form.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { SidePanel } from "~/ui/side-panel";
import progressStyles from "~/styles/progress.css";
import testimonialStyles from "~/styles/testimonials.css";
import { auditOwn, auditStaff } from "~/security/audit.server";
import { TESTIMONIAL_MSG, TESTIMONIAL_PAGE_SIZE } from "~/testimonials/codes";
import { testimonialSubmitSchema } from "~/testimonials/schemas";
import { deleteTestimonial, listTestimonials, submitTestimonial, type TestimonialJson } from "~/testimonials/testimonials.server";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { formatDate } from "~/i18n/format";
import { formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm, FormNotice } from "~/ui/forms";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { stylesheets } from "~/ui/stylesheets";

export const meta: MetaFunction = () => [{ title: "Testimonials · Patient Portal" }];
export const links = stylesheets(progressStyles, testimonialStyles);

const STATUSES = ["all", "waiting", "published"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const staff = isAdmin(user);
  const q = readParams(request, { offset: param.offset(TESTIMONIAL_PAGE_SIZE), panel: param.oneOf(["none", "add"], "none"), status: param.oneOf(STATUSES, "all") });
  const list = pageData(await listTestimonials(user, { limit: TESTIMONIAL_PAGE_SIZE, offset: q.offset, status: staff ? q.status : "all" }));
  if (staff) await auditStaff({ request, context, user }, list.results.map((t) => t.member.id), "read", "testimonial");
  else await auditOwn({ request, context, user }, "read", "testimonial");
  return {
    staff,
    panel: staff ? "none" : q.panel,
    status: q.status,
    count: list.count,
    results: list.results,
    nextHref: nextPageHref(request.url, { offset: q.offset, limit: TESTIMONIAL_PAGE_SIZE, count: list.count }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"add" | "delete">(intentOf(form), { add: () => add(args), delete: () => remove(args) });
}

async function add(args: IntentArgs) {
  const parsed = parseForm("add", args.form, testimonialSubmitSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await submitTestimonial(args.user, parsed.value.fulltext));
  if (!outcome.ok) return domainFailure("add", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "testimonial", { recordId: outcome.data.id });
  return redirectWithToast(paths.testimonials(), { type: "success", message: TESTIMONIAL_MSG.added });
}

/** A member withdraws their own; staff remove any (the row names whose it was). */
async function remove({ request, context, user, form }: IntentArgs) {
  const id = formId(form);
  const outcome = pageOutcome(await deleteTestimonial(user, id));
  if (!outcome.ok) return formFailure("delete", { notice: TESTIMONIAL_MSG.tryAgain });
  await auditStaff({ request, context, user }, outcome.data.patientId, "delete", "testimonial", { recordId: id });
  return redirectWithToast(paths.testimonials(), { type: "success", message: TESTIMONIAL_MSG.removed });
}

export default function TestimonialsPage() {
  const data = useLoaderData<typeof loader>();
  return data.staff ? <StaffTestimonials /> : <MyTestimonials />;
}

function StatusTag({ t }: { t: TestimonialJson }) {
  return t.active ? (
    <span className="tag testimonial-status testimonial-published">Published{t.featured ? " · featured" : ""}{t.homepage ? " · home page" : ""}</span>
  ) : (
    <span className="tag testimonial-status testimonial-waiting">{t.saved_last ? "In review" : "Waiting for review"}</span>
  );
}

function MyTestimonials() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("panel");
  const closeTo = params.toString() ? `${paths.testimonials()}?${params}` : paths.testimonials();
  return (
    <section className="page testimonials-page">
      <PageHeader
        title="Testimonials"
        subtitle="Your testimonials. Tell us about your journey: with your signed permission, the clinic team may share it to encourage others."
        actions={
          <Link to={`${paths.testimonials()}?panel=add`} className="btn btn-primary" preventScrollReset>
            Add testimonial
          </Link>
        }
      />
      <DeleteConfirmStep />
      <LoadMoreList
        page={data}
        getKey={(t) => t.id}
        className="plain-list testimonial-list"
        empty={
          <div className="card empty-state">
            <p>{TESTIMONIAL_MSG.empty}</p>
          </div>
        }
        renderItem={(t) => (
          <article className="card testimonial-card" aria-labelledby={`t-${t.id}`}>
            <header className="testimonial-card-head">
              <h2 id={`t-${t.id}`} className="h3">
                Sent {formatDate(t.created)}
              </h2>
              <StatusTag t={t} />
            </header>
            <p className="pre-line testimonial-text">{t.fulltext}</p>
            <div className="row-actions">
              <DeleteButton id={t.id} itemName={`the testimonial sent ${formatDate(t.created)}`} />
            </div>
          </article>
        )}
      />
      {data.panel === "add" ? (
        <SidePanel title="Add testimonial" closeTo={closeTo}>
          <AddTestimonialForm cancelTo={closeTo} />
        </SidePanel>
      ) : null}
    </section>
  );
}

function AddTestimonialForm({ cancelTo }: { cancelTo: string }) {
  const reply = useReplyFor("add");
  const [form, fields] = useSchemaForm({ id: "add-testimonial", schema: testimonialSubmitSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <p className="muted">What changed for you? How do you feel? Anything that helped along the way? Your clinic team reads every word.</p>
      <TextareaField meta={fields.fulltext} label="Your testimonial" rows={10} />
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
          Cancel
        </Link>
        <SubmitButton intent="add" busyLabel="Sending…">
          Send testimonial
        </SubmitButton>
      </div>
    </Form>
  );
}

function StaffTestimonials() {
  const data = useLoaderData<typeof loader>();
  const tab = (status: (typeof STATUSES)[number], label: string) => (
    <Link
      to={status === "all" ? paths.testimonials() : `${paths.testimonials()}?status=${status}`}
      className={data.status === status ? "active" : undefined}
      aria-current={data.status === status ? "page" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <section className="page testimonials-page">
      <PageHeader title="Testimonials" subtitle="Every member's testimonials. Edit one to write its final version, add the photos and publish it." />
      <nav className="tabs" aria-label="Testimonial status">
        {tab("all", "All")}
        {tab("waiting", "Not published")}
        {tab("published", "Published")}
      </nav>
      <DeleteConfirmStep />
      <LoadMoreList
        page={data}
        getKey={(t) => t.id}
        className="plain-list testimonial-list"
        empty={
          <div className="card empty-state">
            <p>{TESTIMONIAL_MSG.empty}</p>
          </div>
        }
        renderItem={(t) => (
          <article className="card testimonial-card" aria-labelledby={`t-${t.id}`}>
            <header className="testimonial-card-head">
              <h2 id={`t-${t.id}`} className="h3">
                {fullName(t.member)}
              </h2>
              <StatusTag t={t} />
            </header>
            <dl className="testimonial-meta">
              <div>
                <dt>Clinic</dt>
                <dd>{t.member.clinic ? `${t.member.clinic.name}, ${t.member.clinic.city} ${t.member.clinic.state}` : "—"}</dd>
              </div>
              <div>
                <dt>Assigned email</dt>
                <dd>{t.member.email}</dd>
              </div>
              <div>
                <dt>Sent</dt>
                <dd>{formatDate(t.created)}</dd>
              </div>
            </dl>
            <p className="pre-line testimonial-text testimonial-excerpt">{t.fulltext}</p>
            <div className="row-actions">
              <Link to={paths.testimonialEdit(t.id)} className="btn btn-secondary btn-sm" aria-label={`Edit the testimonial of ${fullName(t.member)}`}>
                Edit
              </Link>
              <DeleteButton id={t.id} itemName={`the testimonial of ${fullName(t.member)}`} />
            </div>
          </article>
        )}
      />
    </section>
  );
}
