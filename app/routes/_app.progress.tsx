import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { isAdmin } from "~/domain/users";
import { type SessionUser } from "~/auth/users.server";
import { requireUser } from "~/auth/auth.server";
import { badgeById } from "~/badges/catalogue";
import { todayIn } from "~/domain/calendar";
import { domainFailure, formFailure, formId, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { goalFormSchema, heightFormSchema, PROGRESS_MSG, WEIGHT_PAGE_SIZE, weightEntrySchema } from "~/progress/schemas";
import { CompositionChart, CompositionChartTable, WeightChart, WeightChartTable } from "~/progress/ui/charts";
import { SidePanel } from "~/ui/side-panel";
import { WeightForm } from "~/progress/ui/weight-form";
import {
  addWeight,
  deleteWeight,
  getOwnWeight,
  progressPage,
  setGoalWeight,
  setOwnHeight,
  updateWeight,
  type WeightHistoryRow,
} from "~/progress/weights.server";
import progressStyles from "~/styles/progress.css";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { formatNumber, formatShortDate } from "~/ui/format";
import { FormNotice, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";
import { auditOwn } from "~/security/audit.server";

export const meta: MetaFunction = () => [{ title: "Weight progress · Patient Portal" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: progressStyles }];

const TABS = ["history", "mine"] as const;
const PANELS = ["none", "add-weight", "edit-weight", "goal"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (isAdmin(user)) return { staff: true as const };
  const q = readParams(request, {
    tab: param.oneOf(TABS, "history"),
    offset: param.offset(WEIGHT_PAGE_SIZE),
    panel: param.oneOf(PANELS, "none"),
    id: param.id(),
    earned: param.ids(),
  });
  const { overview, history } = await progressPage(user, {
    memberCreated: q.tab === "mine" ? true : undefined,
    limit: WEIGHT_PAGE_SIZE,
    offset: q.offset,
  });
  const editing: WeightHistoryRow | null = q.panel === "edit-weight" ? foundOr404(q.id ? await getOwnWeight(user, q.id) : null) : null;
  await auditOwn({ request, context, user }, "read", "weight", { recordId: editing?.id ?? null });
  return {
    staff: false as const,
    tab: q.tab,
    offset: q.offset,
    panel: q.panel,
    editing,
    overview,
    history,
    today: todayIn(user.time_zone),
    earned: q.earned.map((id) => badgeById(id)?.name).filter((n): n is string => !!n),
  };
}

type Args = { request: Request; context: ActionFunctionArgs["context"]; user: SessionUser; form: FormData };

const tabHref = (tab: string) => (tab === "mine" ? `${paths.progress()}?tab=mine` : paths.progress());

async function addWeightIntent({ request, context, user, form }: Args) {
  const parsed = parseForm("add-weight", form, weightEntrySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addWeight(user, parsed.value));
  if (!outcome.ok) return domainFailure("add-weight", parsed.submission, outcome.errors);
  await auditOwn({ request, context, user }, "create", "weight", { recordId: outcome.data.row.id });
  const earned = outcome.data.awarded.map((a) => a.badgeId);
  const to = earned.length ? `${paths.progress()}?earned=${earned.join(",")}` : paths.progress();
  return redirectWithToast(to, { type: "success", message: PROGRESS_MSG.added });
}

async function editWeightIntent({ request, context, user, form }: Args) {
  const id = formId(form);
  const parsed = parseForm("edit-weight", form, weightEntrySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateWeight(user, id, parsed.value));
  if (!outcome.ok) return domainFailure("edit-weight", parsed.submission, outcome.errors);
  await auditOwn({ request, context, user }, "update", "weight", { recordId: id });
  const earned = outcome.data.awarded.map((a) => a.badgeId);
  return redirectWithToast(earned.length ? `${tabHref("mine")}&earned=${earned.join(",")}` : tabHref("mine"), { type: "success", message: PROGRESS_MSG.updated });
}

async function deleteIntent({ request, context, user, form }: Args) {
  const id = formId(form);
  pageOutcome(await deleteWeight(user, id));
  await auditOwn({ request, context, user }, "delete", "weight", { recordId: id });
  return redirectWithToast(tabHref("mine"), { type: "success", message: PROGRESS_MSG.removed });
}

async function heightIntent({ request, context, user, form }: Args) {
  const parsed = parseForm("set-height", form, heightFormSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setOwnHeight(user, parsed.value.height));
  if (!outcome.ok) return noticeFailure("set-height", outcome.errors, PROGRESS_MSG.heightOnRecord);
  await auditOwn({ request, context, user }, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.heightSaved });
}

async function goalIntent({ request, context, user, form }: Args) {
  const parsed = parseForm("set-goal", form, goalFormSchema);
  if (!parsed.ok) return parsed.response;
  pageOutcome(await setGoalWeight(user, parsed.value.goal_weight));
  await auditOwn({ request, context, user }, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.goalSaved });
}

async function removeGoalIntent({ request, context, user }: Args) {
  pageOutcome(await setGoalWeight(user, null));
  await auditOwn({ request, context, user }, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.goalRemoved });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "add-weight":
      return addWeightIntent(args);
    case "edit-weight":
      return editWeightIntent(args);
    case "delete":
      return deleteIntent(args);
    case "set-height":
      return heightIntent(args);
    case "set-goal":
      return goalIntent(args);
    case "remove-goal":
      return removeGoalIntent(args);
    default:
      return formFailure(intent || "unknown", { notice: "Please try again!" });
  }
}

type PatientData = Exclude<Awaited<ReturnType<typeof loader>>, { staff: true }>;

export default function WeightProgressPage() {
  const data = useLoaderData<typeof loader>();
  if (data.staff) {
    return (
      <section className="page">
        <PageHeader title="Weight progress" />
        <div className="card empty-state">
          <p>{PROGRESS_MSG.staffHaveNoWeights}</p>
        </div>
      </section>
    );
  }
  return <PatientProgress data={data as PatientData} />;
}

function PatientProgress({ data }: { data: PatientData }) {
  const { overview, history, tab, offset, panel, editing, today, earned } = data;
  const { search } = useLocation();
  const here = (extra: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    params.delete("earned");
    for (const [k, v] of Object.entries(extra)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    const s = params.toString();
    return s ? `${paths.progress()}?${s}` : paths.progress();
  };
  const closeTo = here({ panel: null, id: null });
  return (
    <section className="page progress-page">
      <PageHeader
        title="Weight progress"
        subtitle="Your clinic weigh-ins and your own entries, in pounds."
        actions={
          <Link to={here({ panel: "add-weight", id: null })} className="btn btn-primary" preventScrollReset>
            Add Weight
          </Link>
        }
      />
      {earned.length ? (
        <div className="notice notice-info earned-notice" role="status">
          <p>
            Well done! You earned {earned.length === 1 ? "a badge" : "badges"}: <strong>{earned.join(", ")}</strong>.{" "}
            <Link to={paths.myBadges()}>See my badges</Link>
          </p>
        </div>
      ) : null}
      {overview.height_in === null ? <HeightPrompt /> : null}
      <Summary data={data} goalHref={here({ panel: "goal", id: null })} />
      {overview.entries === 0 ? (
        <div className="card empty-state">
          <p>No weigh-ins yet. Your clinic records one at each appointment, and you can add your own any day.</p>
          <Link to={here({ panel: "add-weight" })} className="btn btn-primary" preventScrollReset>
            Add your first weight
          </Link>
        </div>
      ) : (
        <div className="chart-grid">
          <section className="card" aria-labelledby="weight-chart-title">
            <h2 id="weight-chart-title">Weight</h2>
            <p className="muted small">
              {overview.entries > 12 ? "Your first weigh-in and the last 11. " : ""}● clinic weigh-in, ◆ your own entry; the dashed line is the trend.
            </p>
            <WeightChart points={overview.weight_chart} goal={overview.goal_weight} />
            <WeightChartTable points={overview.weight_chart} goal={overview.goal_weight} />
          </section>
          <section className="card" aria-labelledby="composition-chart-title">
            <h2 id="composition-chart-title">Body composition</h2>
            {overview.detail_chart.length ? (
              <>
                <p className="muted small">Fat mass, fat-free mass and total body water in pounds; body fat in per cent (right axis).</p>
                <CompositionChart points={overview.detail_chart} />
                <CompositionChartTable points={overview.detail_chart} />
              </>
            ) : (
              <p className="muted">Body composition appears here after a weigh-in on the clinic&apos;s scale.</p>
            )}
          </section>
        </div>
      )}
      <section className="card card-flush weight-tables" aria-label="Weight entries">
        <nav className="tabs" aria-label="Weight tables">
          <Link to={here({ tab: null, offset: null })} className={tab === "history" ? "active" : undefined} aria-current={tab === "history" ? "page" : undefined}>
            Weight History Table
          </Link>
          <Link to={here({ tab: "mine", offset: null })} className={tab === "mine" ? "active" : undefined} aria-current={tab === "mine" ? "page" : undefined}>
            My Weight Entries
          </Link>
        </nav>
        <DeleteConfirmStep />
        <HistoryTable rows={history.results} mine={tab === "mine"} editHref={(id) => here({ panel: "edit-weight", id: String(id) })} />
        <Pagination count={history.count} limit={WEIGHT_PAGE_SIZE} offset={offset} label="Weight table pages" />
      </section>
      {panel === "add-weight" ? (
        <SidePanel title="Add Weight" closeTo={closeTo}>
          <WeightForm mode="add" today={today} cancelTo={closeTo} />
        </SidePanel>
      ) : null}
      {panel === "edit-weight" && editing ? (
        <SidePanel title="Edit weight entry" closeTo={closeTo}>
          <WeightForm key={editing.id} mode="edit" entry={editing} today={today} cancelTo={closeTo} />
        </SidePanel>
      ) : null}
      {panel === "goal" ? (
        <SidePanel title="Goal weight" closeTo={closeTo}>
          <GoalForm current={overview.goal_weight} cancelTo={closeTo} />
        </SidePanel>
      ) : null}
    </section>
  );
}

const lb = (v: number | null, signed = false) => (v === null ? "—" : `${signed && v > 0 ? "+" : ""}${formatNumber(v)} lb`);

function Summary({ data, goalHref }: { data: PatientData; goalHref: string }) {
  const o = data.overview;
  return (
    <ul className="plain-list progress-stats" aria-label="Summary">
      <li className="card stat-card">
        <p className="stat-label">Current weight</p>
        <p className="stat-value">{lb(o.current?.weight ?? null)}</p>
        <p className="stat-note">{o.current ? `on ${formatShortDate(o.current.date)}` : "No weigh-in yet"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Change since start</p>
        <p className="stat-value">{lb(o.change, true)}</p>
        <p className="stat-note">
          {o.start ? `from ${formatNumber(o.start.weight)} lb on ${formatShortDate(o.start.date)}` : "—"}
          {o.change_pct !== null && o.change !== 0 ? ` (${o.change_pct > 0 ? "+" : ""}${formatNumber(o.change_pct)} %)` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Trend</p>
        <p className="stat-value">{lb(o.trend)}</p>
        <p className="stat-note">{o.trend_28d !== null ? `${lb(o.trend_28d, true)} over 4 weeks` : "Needs a few weeks of weigh-ins"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">BMI</p>
        <p className="stat-value">{o.bmi === null ? "—" : formatNumber(o.bmi)}</p>
        <p className="stat-note">{o.bmi_category ?? (o.height_in === null ? "Tell us your height" : "No weigh-in yet")}{o.height_label ? ` · height ${o.height_label}` : ""}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Goal weight</p>
        <p className="stat-value">{lb(o.goal_weight)}</p>
        <p className="stat-note">
          {o.to_goal === null ? "No goal set. " : o.to_goal === 0 ? "Goal reached! " : `${formatNumber(o.to_goal)} lb to go. `}
          <Link to={goalHref} preventScrollReset>
            {o.goal_weight === null ? "Set a goal" : "Change goal"}
          </Link>
        </p>
      </li>
    </ul>
  );
}

function HeightPrompt() {
  const reply = useReplyFor("set-height");
  const [form, fields] = useSchemaForm({ id: "set-height", schema: heightFormSchema, lastResult: reply?.result });
  return (
    <section className="card height-prompt" aria-labelledby="height-title">
      <h2 id="height-title">What is your height?</h2>
      <p className="muted">We use it to work out your BMI. You only need to tell us once: after that it is part of your clinic record.</p>
      <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
        <FormNotice reply={reply} />
        <NumberField meta={fields.height_ft} label="Feet" integer />
        <NumberField meta={fields.height_in} label="Inches" />
        <SubmitButton intent="set-height">Save height</SubmitButton>
      </Form>
    </section>
  );
}

function GoalForm({ current, cancelTo }: { current: number | null; cancelTo: string }) {
  const reply = useReplyFor("set-goal");
  const [form, fields] = useSchemaForm({
    id: "set-goal",
    schema: goalFormSchema,
    lastResult: reply?.result,
    defaultValue: current === null ? undefined : { goal_weight: String(current) },
  });
  return (
    <div className="stack">
      <p className="muted">Your goal shows as a line on the weight chart. Agree it with your clinic team.</p>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <NumberField meta={fields.goal_weight} label="Goal weight (lb)" />
        <div className="form-actions">
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            Cancel
          </Link>
          <SubmitButton intent="set-goal">Save goal</SubmitButton>
        </div>
      </Form>
      {current !== null ? (
        <Form method="post" preventScrollReset>
          <SubmitButton intent="remove-goal" className="btn btn-danger-outline">
            Remove my goal
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

const num = (v: number | null, unit = "") => (v === null ? "—" : `${formatNumber(v)}${unit}`);
const delta = (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${formatNumber(v)}`);

function HistoryTable({ rows, mine, editHref }: { rows: WeightHistoryRow[]; mine: boolean; editHref: (id: number) => string }) {
  if (rows.length === 0) {
    return (
      <p className="empty-note">{mine ? "You have not added a weight of your own yet. Use Add Weight to record one." : "Your weigh-ins will be listed here."}</p>
    );
  }
  return (
    <TableScroll label={mine ? "My weight entries" : "Weight history"}>
      <table className="table weight-table">
        <caption className="visually-hidden">{mine ? "My weight entries" : "Weight history"}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="num">Weight (lb)</th>
            <th scope="col" className="num">BMI</th>
            <th scope="col" className="num">BP</th>
            <th scope="col" className="num">Fat %</th>
            <th scope="col" className="num">Fat mass (lb)</th>
            <th scope="col" className="num">Pulse</th>
            <th scope="col" className="num">TBW (lb)</th>
            <th scope="col" className="num">Change (lb)</th>
            <th scope="col" className="num">Total (lb)</th>
            <th scope="col" className="num">Waist (in)</th>
            {mine ? <th scope="col">Actions</th> : <th scope="col">By</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{formatShortDate(r.start_date)}</th>
              <td className="num">{num(r.weight)}</td>
              <td className="num">{num(r.bmi)}</td>
              <td className="num">{r.bp ?? "—"}</td>
              <td className="num">{num(r.fat)}</td>
              <td className="num">{num(r.fat_mass)}</td>
              <td className="num">{num(r.pulse)}</td>
              <td className="num">{num(r.tbw)}</td>
              <td className="num">{delta(r.w_delta)}</td>
              <td className="num">{delta(r.w_delta_total)}</td>
              <td className="num">{num(r.waist)}</td>
              {mine ? (
                <td>
                  <div className="row-actions">
                    <Link to={editHref(r.id)} className="btn btn-secondary btn-sm" preventScrollReset aria-label={`Edit the entry of ${formatShortDate(r.start_date)}`}>
                      Edit
                    </Link>
                    <DeleteButton id={r.id} itemName={`the entry of ${formatShortDate(r.start_date)}`} />
                  </div>
                </td>
              ) : (
                <td>{r.member_created ? "You" : "Clinic"}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
