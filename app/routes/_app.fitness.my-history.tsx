/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { todayIn } from "~/domain/calendar";
import { domainFailure, formFailure, formId, parseForm, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { deleteActivity, listLogs, updateLog } from "~/fitness/activity.server";
import { FITNESS_EMPTY, FITNESS_MSG, FITNESS_TOAST, GROUP_BYS, HISTORY_DETAILS_PAGE_SIZE, SUMMARY_PERIODS, TIME_SPAN_LABELS, TIME_SPANS } from "~/fitness/codes";
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
import { formatCount, formatShortDate } from "~/i18n/format";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { TableScroll } from "~/ui/table-scroll";
import fitnessHistoryCss from "~/styles/fitness-history.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessHistoryCss);

export const meta: MetaFunction = () => [{ title: "My History · Patient Portal" }];

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
    tab: param.oneOf(["summary", "details"] as const, "summary"),
    period: param.oneOf(PERIOD_VALUES, "90"),
    offset: param.offset(HISTORY_DETAILS_PAGE_SIZE),
    edit: param.id(),
  });
  const days = SUMMARY_PERIODS.find((p) => p.value === q.period)?.days ?? null;
  const [graph, summary, logs] = await Promise.all([
    historyGraph(user, { time_span: q.span, group_by: q.group, exercise: q.exercise }, today),
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
  const submit = useSubmit();
  const [params] = useSearchParams();
  const keep = ["tab", "period"].filter((k) => params.get(k));
  return (
    <Form method="get" className="card fitness-history-filters" aria-label="Chart filters" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
      {keep.map((k) => (
        <input key={k} type="hidden" name={k} value={params.get(k) ?? ""} />
      ))}
      <div className="field">
        <label htmlFor="history-span">Time span</label>
        <select id="history-span" name="span" defaultValue={data.q.span} key={`span-${data.q.span}`}>
          {TIME_SPANS.map((s) => (
            <option key={s} value={s}>
              {TIME_SPAN_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="fitness-radio-group">
        <legend>Group by</legend>
        {GROUP_BYS.map((g) => (
          <label key={g} className="fitness-check">
            <input type="radio" name="group" value={g} defaultChecked={data.q.group === g} key={`${g}-${data.q.group}`} />
            <span>{g === "day" ? "Day" : "Week"}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="history-exercise">Exercise</label>
        <select id="history-exercise" name="exercise" defaultValue={data.q.exercise ?? ""} key={`ex-${data.q.exercise}`}>
          <option value="">All exercises</option>
          {data.graph.exercise.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="btn btn-secondary btn-sm">
          Apply
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
  const submit = useSubmit();
  const [params] = useSearchParams();
  const summary = data.summary!;
  return (
    <div id="panel-summary" role="tabpanel" aria-labelledby="tab-summary">
      <Form method="get" className="fitness-inline-field" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
        {["span", "group", "exercise"].map((k) => (params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k) ?? ""} /> : null))}
        <input type="hidden" name="tab" value="summary" />
        <label htmlFor="summary-period">Period</label>
        <select id="summary-period" name="period" defaultValue={data.q.period} key={data.q.period}>
          {SUMMARY_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-secondary btn-sm">
            Show
          </button>
        </noscript>
      </Form>
      {summary.total === 0 ? <p className="empty-state">{FITNESS_EMPTY.history}</p> : null}
      <TableScroll label="Calories burned by week and day">
        <table className="table fitness-summary-table">
          <caption className="visually-hidden">Calories burned by week and day</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {WEEKDAYS.map((d) => (
                <th key={d.key} scope="col" className="num">
                  <abbr title={d.label}>{d.short}</abbr>
                </th>
              ))}
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.results.map((row) => (
              <tr key={row.week_of}>
                <th scope="row">{formatShortDate(row.week_of)}</th>
                {row.days.map((v, i) => (
                  <td key={i} className={`num${v ? "" : " muted"}`}>
                    {formatCount(v)}
                  </td>
                ))}
                <td className="num fitness-total">{formatCount(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={8}>
                Total, {formatShortDate(summary.start_date)} to {formatShortDate(summary.end_date)}
              </th>
              <td className="num fitness-total">{formatCount(summary.total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}

function DetailsTab({ data }: { data: Data }) {
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
        <p className="empty-state">{FITNESS_EMPTY.logs}</p>
      ) : (
        <TableScroll label="Logged exercises">
          <table className="table fitness-details-table">
            <caption className="visually-hidden">Logged exercises, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Exercise</th>
                <th scope="col" className="num">
                  Duration
                </th>
                <th scope="col" className="num">
                  Calories
                </th>
                <th scope="col">Notes</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {logs.results.map((l) =>
                data.q.edit === l.id ? (
                  <tr key={l.id} className="fitness-row-editing">
                    <td colSpan={6}>
                      <h3 className="fitness-edit-title">Edit {l.exercise_name}</h3>
                      <LogForm
                        intent="update"
                        formKey={`update:${l.id}`}
                        exercise={{ id: l.exercise, name: l.exercise_name, met: l.exercise_met }}
                        defaultDate={l.datedone}
                        today={data.today}
                        weightKg={null}
                        submitLabel="Save"
                        hidden={{ id: String(l.id) }}
                        defaults={{ duration: l.duration, calories: l.calories_entered ? l.calories : null, notes: l.notes }}
                      />
                      <Link to={closeEdit()} className="btn btn-ghost btn-sm" preventScrollReset>
                        Cancel
                      </Link>
                    </td>
                  </tr>
                ) : (
                  <tr key={l.id}>
                    <td>{formatShortDate(l.datedone)}</td>
                    <td>
                      <Link to={paths.exerciseDetails(l.exercise)}>{l.exercise_name}</Link>
                    </td>
                    <td className="num">{formatMinutes(l.duration)}</td>
                    <td className="num">{l.calories === null ? <span className="muted">–</span> : formatCount(l.calories)}</td>
                    <td className="fitness-notes">{l.notes}</td>
                    <td className="fitness-row-actions">
                      <Link to={editHref(l.id)} className="btn btn-ghost btn-sm" preventScrollReset aria-label={`Edit ${l.exercise_name} of ${formatShortDate(l.datedone)}`}>
                        Edit
                      </Link>
                      <DeleteButton id={l.id} itemName={`${l.exercise_name} of ${formatShortDate(l.datedone)}`} />
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager count={logs.count} limit={HISTORY_DETAILS_PAGE_SIZE} offset={data.q.offset} label="Logged exercises pages" />
    </div>
  );
}

export default function MyHistoryPage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const g = data.graph;
  return (
    <section className="page fitness-history">
      <PageHeader title="My History" subtitle="Every minute you logged, and the calories it burned." />
      <div className="fitness-history-layout">
        <HistoryFilters data={data} />
        <section className="card" aria-labelledby="history-chart-title">
          <h2 id="history-chart-title" className="visually-hidden">
            Chart
          </h2>
          <ActivityChart
            id="history-chart"
            title={g.chart_title}
            series={{ categories: g.data_categories, minutes: g.data_series[0].data.map((p) => p.y), calories: g.data_series[1].data.map((p) => p.y), groupBy: g.group_by, colors: data.colors }}
          />
        </section>
      </div>
      <section className="card fitness-calories" aria-labelledby="calories-title">
        <h2 id="calories-title">Calories Burned</h2>
        <div className="tabs" role="tablist">
          {(["summary", "details"] as const).map((t) => (
            <Link
              key={t}
              id={`tab-${t}`}
              role="tab"
              to={tabHref(params, t)}
              aria-selected={data.q.tab === t}
              aria-controls={`panel-${t}`}
              className={data.q.tab === t ? "active" : undefined}
              preventScrollReset
              replace
            >
              {t === "summary" ? "Summary" : "Details"}
            </Link>
          ))}
        </div>
        {data.q.tab === "summary" ? <SummaryTab data={data} /> : <DetailsTab data={data} />}
      </section>
    </section>
  );
}
