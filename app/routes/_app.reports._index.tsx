import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { firstError, type FieldErrors } from "~/domain/outcome";
import { pageLanguage } from "~/i18n/i18n.server";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { hereWithout, parseParams } from "~/page/params.server";
import { paths } from "~/paths";
import { requireReportPatient } from "~/reports/access.server";
import { REPORT_MSG, REPORT_TOAST } from "~/reports/codes";
import { myIntakeReport } from "~/reports/intake.server";
import { readerOf } from "~/reports/reader.server";
import { addQuestion, myQuestions, removeQuestion, type VisitQuestion } from "~/reports/questions.server";
import { reportView, type ReportView } from "~/reports/report-view";
import { questionSchema, reportPageSchema, type ReportPageQuery } from "~/reports/schemas";
import { QuestionsCard, RangeForm, type AskedRange } from "~/reports/ui/intake-report";
import { ReportChartsView } from "~/reports/ui/report-charts";
import { SectionCard } from "~/reports/ui/visit-summary";
import { auditOwn } from "~/security/audit.server";
import reportsCss from "~/styles/reports.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(reportsCss);

export const handle = { i18n: ["reports"], title: "reports:page.title" };

interface ReportsPage {
  asked: AskedRange;
  today: string;
  error: string | null;
  view: ReportView;
  /** The same rows as CSV: the range, grouping and comparison shown. */
  csv: string;
  questions: VisitQuestion[];
}

/** The query string of the range shown (a custom range names its days), for the CSV link. */
function shownQuery(asked: AskedRange): string {
  const q = new URLSearchParams({ range: asked.range });
  if (asked.range === "custom") {
    q.set("from", asked.from);
    q.set("to", asked.to);
  }
  q.set("group", asked.group);
  if (asked.compare) q.set("compare", "true");
  return q.toString();
}

const DEFAULT_QUERY: ReportPageQuery = { range: "4w", group: "week", from: undefined, to: undefined, compare: undefined };

/**
 * /reports (issue 40): the patient's days by day, week or month against their goals, the previous
 * period beside them when asked, and their questions for the visit. The range is a GET form (the
 * same without JavaScript); a range it refuses shows the last 4 weeks with the reason. An audited read.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireReportPatient(request);
  const parsed = parseParams(request, reportPageSchema);
  let query = parsed.success ? parsed.data : DEFAULT_QUERY;
  let errors: FieldErrors | null = parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "range"), [i.message]]));
  let asked = pageOutcome(await myIntakeReport(user, query, user.units));
  if (!asked.ok) {
    errors = asked.errors;
    query = DEFAULT_QUERY;
    asked = { ok: true, data: pageData(await myIntakeReport(user, query, user.units)) };
  }
  const report = asked.data;
  const questions = await myQuestions(user);
  await auditOwn({ request, context, user }, "read", "intake_report", { detail: `${report.from} to ${report.to} by ${report.group}` });
  const shown: AskedRange = { range: report.preset ?? "custom", from: report.from, to: report.to, group: report.group, compare: Boolean(query.compare) };
  const page: ReportsPage = {
    asked: shown,
    today: report.today,
    error: errors ? firstError(errors, REPORT_MSG.badDate) : null,
    view: reportView(readerOf(await pageLanguage(request, user.language ?? null)), report),
    csv: paths.reportsCsv(shownQuery(shown)),
    questions,
  };
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "add-question" | "remove-question";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireReportPatient(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "add-question": () => add(args),
    "remove-question": () => remove(args),
  });
}

/** Back to the page as it was (its range kept). */
const back = (request: Request) => hereWithout(request, "index");

async function add(args: IntentArgs) {
  const parsed = parseForm("add-question", args.form, questionSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addQuestion(args.user, parsed.value));
  if (!outcome.ok) return domainFailure("add-question", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "visit_question", { recordId: outcome.data.id });
  return redirectWithToast(back(args.request), { type: "success", message: REPORT_TOAST.questionAdded });
}

async function remove(args: IntentArgs) {
  // Another patient's question, or one already removed, is the 404 page: nothing changes.
  const outcome = pageOutcome(await removeQuestion(args.user, formId(args.form)));
  if (!outcome.ok) throw new Response("Bad Request", { status: 400 });
  await auditOwn(args, "delete", "visit_question", { recordId: outcome.data.id });
  return redirectWithToast(back(args.request), { type: "success", message: REPORT_TOAST.questionRemoved });
}

export default function Reports() {
  const { asked, today, error, view, csv, questions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  return (
    <section className="page report-page">
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.subtitle")}
        actions={
          <Link to={paths.reportsVisit()} className="btn btn-ghost">
            {t("page.visit")}
          </Link>
        }
      />
      <RangeForm key={`${asked.range}${asked.from}${asked.to}${asked.group}${asked.compare}`} asked={asked} today={today} error={error} />
      <div className="report-covers">
        <p className="visit-covers">{view.covers}</p>
        <a href={csv} className="btn btn-ghost btn-sm" download>
          {t("page.csv")}
        </a>
      </div>
      <p className="muted small">{t("page.goalsNote")}</p>
      <ReportChartsView charts={view.charts} />
      <SectionCard section={view.table} />
      <SectionCard section={view.servings} />
      {view.compare ? <SectionCard section={view.compare} /> : null}
      <QuestionsCard questions={questions} />
    </section>
  );
}
