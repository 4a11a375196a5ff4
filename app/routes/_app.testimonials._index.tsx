import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
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
import { useFormat, useMessage } from "~/i18n/react";
import { formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm, FormNotice } from "~/ui/forms";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { stylesheets } from "~/ui/stylesheets";

export const handle = { i18n: ["testimonials"], title: "testimonials:title" };
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

const PUBLISHED_KEYS = {
  plain: "status.published",
  featured: "status.publishedFeatured",
  home: "status.publishedHome",
  both: "status.publishedFeaturedHome",
} as const;

function StatusTag({ item }: { item: TestimonialJson }) {
  const { t } = useTranslation("testimonials");
  const published = PUBLISHED_KEYS[item.featured ? (item.homepage ? "both" : "featured") : item.homepage ? "home" : "plain"];
  return item.active ? (
    <span className="tag testimonial-status testimonial-published">{t(published)}</span>
  ) : (
    <span className="tag testimonial-status testimonial-waiting">{item.saved_last ? t("status.inReview") : t("status.waiting")}</span>
  );
}

function MyTestimonials() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("testimonials");
  const msg = useMessage();
  const f = useFormat();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("panel");
  const closeTo = params.toString() ? `${paths.testimonials()}?${params}` : paths.testimonials();
  return (
    <section className="page testimonials-page">
      <PageHeader
        title={t("title")}
        subtitle={t("mine.subtitle")}
        actions={
          <Link to={`${paths.testimonials()}?panel=add`} className="btn btn-primary" preventScrollReset>
            {t("mine.add")}
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
            <p>{msg(TESTIMONIAL_MSG.empty)}</p>
          </div>
        }
        renderItem={(item) => (
          <article className="card testimonial-card" aria-labelledby={`t-${item.id}`}>
            <header className="testimonial-card-head">
              <h2 id={`t-${item.id}`} className="h3">
                {t("mine.sent", { date: f.date(item.created) })}
              </h2>
              <StatusTag item={item} />
            </header>
            <p className="pre-line testimonial-text">{item.fulltext}</p>
            <div className="row-actions">
              <DeleteButton id={item.id} itemName={t("mine.itemName", { date: f.date(item.created) })} />
            </div>
          </article>
        )}
      />
      {data.panel === "add" ? (
        <SidePanel title={t("mine.add")} closeTo={closeTo}>
          <AddTestimonialForm cancelTo={closeTo} />
        </SidePanel>
      ) : null}
    </section>
  );
}

function AddTestimonialForm({ cancelTo }: { cancelTo: string }) {
  const { t } = useTranslation("testimonials");
  const reply = useReplyFor("add");
  const [form, fields] = useSchemaForm({ id: "add-testimonial", schema: testimonialSubmitSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <p className="muted">{t("mine.prompt")}</p>
      <TextareaField meta={fields.fulltext} label={t("mine.field")} rows={10} />
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
          {t("mine.cancel")}
        </Link>
        <SubmitButton intent="add" busyLabel={t("mine.sending")}>
          {t("mine.send")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function StaffTestimonials() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("testimonials");
  const msg = useMessage();
  const f = useFormat();
  const tab = (status: (typeof STATUSES)[number]) => (
    <Link
      key={status}
      to={status === "all" ? paths.testimonials() : `${paths.testimonials()}?status=${status}`}
      className={data.status === status ? "active" : undefined}
      aria-current={data.status === status ? "page" : undefined}
    >
      {t(`staff.${status}`)}
    </Link>
  );
  return (
    <section className="page testimonials-page">
      <PageHeader title={t("title")} subtitle={t("staff.subtitle")} />
      <nav className="tabs" aria-label={t("staff.tabs")}>
        {STATUSES.map(tab)}
      </nav>
      <DeleteConfirmStep />
      <LoadMoreList
        page={data}
        getKey={(t) => t.id}
        className="plain-list testimonial-list"
        empty={
          <div className="card empty-state">
            <p>{msg(TESTIMONIAL_MSG.empty)}</p>
          </div>
        }
        renderItem={(item) => (
          <article className="card testimonial-card" aria-labelledby={`t-${item.id}`}>
            <header className="testimonial-card-head">
              <h2 id={`t-${item.id}`} className="h3">
                {fullName(item.member)}
              </h2>
              <StatusTag item={item} />
            </header>
            <dl className="testimonial-meta">
              <div>
                <dt>{t("staff.clinic")}</dt>
                <dd>{item.member.clinic ? t("staff.clinicOf", { name: item.member.clinic.name, city: item.member.clinic.city, state: item.member.clinic.state }) : "—"}</dd>
              </div>
              <div>
                <dt>{t("staff.email")}</dt>
                <dd>{item.member.email}</dd>
              </div>
              <div>
                <dt>{t("staff.sent")}</dt>
                <dd>{f.date(item.created)}</dd>
              </div>
            </dl>
            <p className="pre-line testimonial-text testimonial-excerpt">{item.fulltext}</p>
            <div className="row-actions">
              <Link to={paths.testimonialEdit(item.id)} className="btn btn-secondary btn-sm" aria-label={t("staff.editLabel", { name: fullName(item.member) })}>
                {t("staff.edit")}
              </Link>
              <DeleteButton id={item.id} itemName={t("staff.itemName", { name: fullName(item.member) })} />
            </div>
          </article>
        )}
      />
    </section>
  );
}
