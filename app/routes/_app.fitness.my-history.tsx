import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { todayIn } from "~/domain/calendar";
import { domainFailure, formFailure, formId, parseForm, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { deleteActivity, listLogs, updateLog } from "~/fitness/activity.server";
import { FITNESS_MSG, FITNESS_TOAST, GROUP_BYS, HISTORY_DETAILS_PAGE_SIZE, SUMMARY_PERIODS, TIME_SPANS } from "~/fitness/codes";
import { historyGraph, historySummary, SERIES_COLORS } from "~/fitness/history.server";
import { logSchema } from "~/fitness/schemas";
import { formatMinutes } from "~/fitness/text";
import { ActivityChart } from "~/fitness/ui/activity-chart";
import { LogForm } from "~/fitness/ui/log-form";
import { Pager } from "~/ui/pager";
import { WEEKDAYS } from "~/fitness/weekdays";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { useFormat } from "~/i18n/react";
import { pageLanguage } from "~/i18n/i18n.server";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { TableScroll } from "~/ui/table-scroll";
import fitnessHistoryCss from "~/styles/fitness-history.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessHistoryCss);

export const handle = { i18n: ["fitness"], title: "fitness:history.title" };

/** The chart's filters, kept when the summary's period changes. */
const CHART_PARAMS = ["span", "group", "exercise"] as const;
const CALORIE_TABS = ["summary", "details"] as const;
const PERIOD_VALUES = SUMMARY_PERIODS.map((p) => p.value) as ["all", "90", "180", "360"];

/**
 * My History (spec part 3 §2): the chart with its filters (time span, group by, exercise), and
 * Calories Burned with its tabs Summary (weeks of a period) and Details (the logs, 15 a page,
 * with edit and delete).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = todayIn(user.time_zone);
  const q = readParams(request, {
    span: param.oneOf(TIME_SPANS, "4"),
    group: param.oneOf(GROUP_BYS, "day"),
    exercise: param.id(),
    tab: param.oneOf(CALORIE_TABS, "summary"),
    period: param.oneOf(PERIOD_VALUES, "90"),
    offset: param.offset(HISTORY_DETAILS_PAGE_SIZE),
    edit: param.id(),
  });
  const days = SUMMARY_PERIODS.find((p) => p.value === q.period)?.days ?? null;
  const [graph, summary, logs] = await Promise.all([
    historyGraph(user, { time_span: q.span, group_by: q.group, exercise: q.exercise }, today, await pageLanguage(request, user.language)),
    q.tab === "summary" ? historySummary(user, days, today) : Promise.resolve(null),
    q.tab === "details" ? listLogs(user, { limit: HISTORY_DETAILS_PAGE_SIZE, offset: q.offset }) : Promise.resolve(null),
  ]);
  await auditOwn({ request, context, user }, "read", "fitness_history");
  if (logs) await auditOwn({ request, context, user }, "read", "exercise_log", { detail: "history" });
  return { q, today, graph, summary, logs, colors: SERIES_COLORS };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"update" | "delete">(intentOf(form), {
    update: () => updateIntent(args),
    delete: () => deleteIntent(args),
  });
}

/** Back to the same view of the history, the edit form and the delete question closed. */
const back = (request: Request) => hereWithout(request, "edit", "delete");

async function updateIntent(args: IntentArgs) {
  const id = formId(args.form);
  if (id === 0) return formFailure("update", { notice: FITNESS_MSG.tryAgain });
  const formKey = `update:${id}`;
  const parsed = parseForm(formKey, args.form, logSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateLog(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure(formKey, parsed.submission, outcome.errors);
  await auditOwn(args, "update", "exercise_log", { recordId: id });
  return redirectWithToast(back(args.request), { type: "success", message: FITNESS_TOAST.updated });
}

async function deleteIntent(args: IntentArgs) {
  const id = formId(args.form);
  if (id === 0) return formFailure("delete", { notice: FITNESS_MSG.tryAgain });
  pageOutcome(await deleteActivity(args.user, id));
  await auditOwn(args, "delete", "exercise_log", { recordId: id });
  return redirectWithToast(back(args.request), { type: "success", message: FITNESS_TOAST.removed });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function HistoryFilters({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const submit = useSubmit();
  const [params] = useSearchParams();
  const keep = ["tab", "period"].filter((k) => params.get(k));
  return (
    <Form method="get" className="card fitness-history-filters" aria-label={t("history.filters")} onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
      {keep.map((k) => (
        <input key={k} type="hidden" name={k} value={params.get(k) ?? ""} />
      ))}
      <div className="field">
        <label htmlFor="history-span">{t("history.span")}</label>
        <select id="history-span" name="span" defaultValue={data.q.span} key={`span-${data.q.span}`}>
          {TIME_SPANS.map((s) => (
            <option key={s} value={s}>
              {t(`history.spans.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="fitness-radio-group">
        <legend>{t("history.groupBy")}</legend>
        {GROUP_BYS.map((g) => (
          <label key={g} className="fitness-check">
            <input type="radio" name="group" value={g} defaultChecked={data.q.group === g} key={`${g}-${data.q.group}`} />
            <span>{t(`history.groups.${g}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="history-exercise">{t("history.exercise")}</label>
        <select id="history-exercise" name="exercise" defaultValue={data.q.exercise ?? ""} key={`ex-${data.q.exercise}`}>
          <option value="">{t("history.allExercises")}</option>
          {data.graph.exercise.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="btn btn-secondary btn-sm">
          {t("history.apply")}
        </button>
      </noscript>
    </Form>
  );
}

function tabHref(params: URLSearchParams, tab: "summary" | "details") {
  const next = new URLSearchParams(params);
  next.set("tab", tab);
  next.delete("offset");
  next.delete("edit");
  next.delete("delete");
  return `?${next.toString()}`;
}

function SummaryTab({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const submit = useSubmit();
  const [params] = useSearchParams();
  const summary = data.summary!;
  return (
    <div id="panel-summary" role="tabpanel" aria-labelledby="tab-summary">
      <Form method="get" className="fitness-inline-field" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
        {CHART_PARAMS.map((k) => (params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k) ?? ""} /> : null))}
        <input type="hidden" name="tab" value="summary" />
        <label htmlFor="summary-period">{t("history.period")}</label>
        <select id="summary-period" name="period" defaultValue={data.q.period} key={data.q.period}>
          {SUMMARY_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {t(`history.periods.${p.value}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-secondary btn-sm">
            {t("history.show")}
          </button>
        </noscript>
      </Form>
      {summary.total === 0 ? <p className="empty-state">{t("history.empty")}</p> : null}
      <TableScroll label={t("history.summaryTable")}>
        <table className="table fitness-summary-table">
          <caption className="visually-hidden">{t("history.summaryTable")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("history.weekOf")}</th>
              {WEEKDAYS.map((d) => (
                <th key={d.key} scope="col" className="num">
                  <abbr title={t(`history.weekdays.${d.key}`)}>{t(`history.weekdaysShort.${d.key}`)}</abbr>
                </th>
              ))}
              <th scope="col" className="num">
                {t("history.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.results.map((row) => (
              <tr key={row.week_of}>
                <th scope="row">{f.shortDate(row.week_of)}</th>
                {row.days.map((v, i) => (
                  <td key={i} className={`num${v ? "" : " muted"}`}>
                    {f.count(v)}
                  </td>
                ))}
                <td className="num fitness-total">{f.count(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={8}>
                {t("history.totalOf", { start: f.shortDate(summary.start_date), end: f.shortDate(summary.end_date) })}
              </th>
              <td className="num fitness-total">{f.count(summary.total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}

function DetailsTab({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const logs = data.logs!;
  const [params] = useSearchParams();
  const editHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("edit", String(id));
    return `?${next.toString()}`;
  };
  const closeEdit = () => {
    const next = new URLSearchParams(params);
    next.delete("edit");
    return `?${next.toString()}`;
  };
  return (
    <div id="panel-details" role="tabpanel" aria-labelledby="tab-details">
      <DeleteConfirmStep />
      {logs.count === 0 ? (
        <p className="empty-state">{t("history.noLogs")}</p>
      ) : (
        <TableScroll label={t("history.logs")}>
          <table className="table fitness-details-table">
            <caption className="visually-hidden">{t("history.logsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("history.cols.date")}</th>
                <th scope="col">{t("history.cols.exercise")}</th>
                <th scope="col" className="num">
                  {t("history.cols.duration")}
                </th>
                <th scope="col" className="num">
                  {t("history.cols.calories")}
                </th>
                <th scope="col">{t("history.cols.notes")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("history.cols.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {logs.results.map((l) =>
                data.q.edit === l.id ? (
                  <tr key={l.id} className="fitness-row-editing">
                    <td colSpan={6}>
                      <h3 className="fitness-edit-title">{t("history.editTitle", { name: l.exercise_name })}</h3>
                      <LogForm
                        intent="update"
                        formKey={`update:${l.id}`}
                        exercise={{ id: l.exercise, name: l.exercise_name, met: l.exercise_met }}
                        defaultDate={l.datedone}
                        today={data.today}
                        weightKg={null}
                        submitLabel={t("history.save")}
                        hidden={{ id: String(l.id) }}
                        defaults={{ duration: l.duration, calories: l.calories_entered ? l.calories : null, notes: l.notes }}
                      />
                      <Link to={closeEdit()} className="btn btn-ghost btn-sm" preventScrollReset>
                        {t("history.cancel")}
                      </Link>
                    </td>
                  </tr>
                ) : (
                  <tr key={l.id}>
                    <td>{f.shortDate(l.datedone)}</td>
                    <td>
                      <Link to={paths.exerciseDetails(l.exercise)}>{l.exercise_name}</Link>
                    </td>
                    <td className="num">{formatMinutes(l.duration)}</td>
                    <td className="num">{l.calories === null ? <span className="muted">–</span> : f.count(l.calories)}</td>
                    <td className="fitness-notes">{l.notes}</td>
                    <td className="fitness-row-actions">
                      <Link to={editHref(l.id)} className="btn btn-ghost btn-sm" preventScrollReset aria-label={t("history.editLabel", { name: l.exercise_name, date: f.shortDate(l.datedone) })}>
                        {t("history.edit")}
                      </Link>
                      <DeleteButton id={l.id} itemName={t("history.itemName", { name: l.exercise_name, date: f.shortDate(l.datedone) })} />
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager count={logs.count} limit={HISTORY_DETAILS_PAGE_SIZE} offset={data.q.offset} label={t("history.pages")} />
    </div>
  );
}

export default function MyHistoryPage() {
  const { t } = useTranslation("fitness");
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const g = data.graph;
  return (
    <section className="page fitness-history">
      <PageHeader title={t("history.title")} subtitle={t("history.subtitle")} />
      <div className="fitness-history-layout">
        <HistoryFilters data={data} />
        <section className="card" aria-labelledby="history-chart-title">
          <h2 id="history-chart-title" className="visually-hidden">
            {t("history.chart")}
          </h2>
          <ActivityChart
            id="history-chart"
            title={g.chart_title}
            series={{ categories: g.data_categories, minutes: g.data_series[0].data.map((p) => p.y), calories: g.data_series[1].data.map((p) => p.y), groupBy: g.group_by, colors: data.colors }}
          />
        </section>
      </div>
      <section className="card fitness-calories" aria-labelledby="calories-title">
        <h2 id="calories-title">{t("history.calories")}</h2>
        <div className="tabs" role="tablist">
          {CALORIE_TABS.map((tab) => (
            <Link
              key={tab}
              id={`tab-${tab}`}
              role="tab"
              to={tabHref(params, tab)}
              aria-selected={data.q.tab === tab}
              aria-controls={`panel-${tab}`}
              className={data.q.tab === tab ? "active" : undefined}
              preventScrollReset
              replace
            >
              {t(`history.tabs.${tab}`)}
            </Link>
          ))}
        </div>
        {data.q.tab === "summary" ? <SummaryTab data={data} /> : <DetailsTab data={data} />}
      </section>
    </section>
  );
}
