import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { badgeById, badgeName } from "~/badges/catalogue";
import { todayIn } from "~/domain/calendar";
import { domainFailure, formId, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { goalFormSchemaFor, heightCmFormSchema, heightFormSchema, PROGRESS_MSG, WEIGHT_PAGE_SIZE, weightEntrySchemaFor } from "~/progress/schemas";
import { ProgressCharts } from "~/progress/ui/charts";
import { SidePanel } from "~/ui/side-panel";
import { HistoryTable } from "~/progress/ui/history-table";
import { GoalForm, HeightPrompt } from "~/progress/ui/profile-forms";
import { ProgressSummary } from "~/progress/ui/summary";
import { WeightForm } from "~/progress/ui/weight-form";
import { setGoalWeight, setOwnHeight } from "~/progress/profile.server";
import { addWeight, deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { getOwnWeight, progressPage, type WeightHistoryRow } from "~/progress/weights.server";
import progressStyles from "~/styles/progress.css";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { PageHeader } from "~/ui/page";
import { MyReportsLink } from "~/reports/ui/links";
import { auditOwn } from "~/security/audit.server";
import { stylesheets } from "~/ui/stylesheets";
import { pageLanguage, translateMessage } from "~/i18n/i18n.server";
import { useMessage } from "~/i18n/react";

export const handle = { i18n: ["progress", "reports"], title: "progress:pageTitle" };
export const links = stylesheets(progressStyles);

const TABS = ["history", "mine"] as const;
const PANELS = ["none", "add-weight", "edit-weight", "goal"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const language = await pageLanguage(request, user.language);
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
  }, user.units);
  const editing: WeightHistoryRow | null = q.panel === "edit-weight" ? foundOr404(q.id ? await getOwnWeight(user, q.id, user.units) : null) : null;
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
    earned: q.earned.map((id) => badgeById(id)).filter((d) => d !== null).map((d) => translateMessage(language, badgeName(d, user.units))),
  };
}

const tabHref = (tab: string) => (tab === "mine" ? `${paths.progress()}?tab=mine` : paths.progress());

type Intent = "add-weight" | "edit-weight" | "delete" | "set-height" | "set-goal" | "remove-goal";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "add-weight": () => addWeightIntent(args),
    "edit-weight": () => editWeightIntent(args),
    delete: () => deleteIntent(args),
    "set-height": () => heightIntent(args),
    "set-goal": () => goalIntent(args),
    "remove-goal": () => removeGoalIntent(args),
  });
}

async function addWeightIntent(args: IntentArgs) {
  const parsed = parseForm("add-weight", args.form, weightEntrySchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addWeight(args.user, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure("add-weight", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "weight", { recordId: outcome.data.row.id });
  const earned = outcome.data.awarded.map((a) => a.badgeId);
  const to = earned.length ? `${paths.progress()}?earned=${earned.join(",")}` : paths.progress();
  return redirectWithToast(to, { type: "success", message: PROGRESS_MSG.added });
}

async function editWeightIntent(args: IntentArgs) {
  const id = formId(args.form);
  const parsed = parseForm("edit-weight", args.form, weightEntrySchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateWeight(args.user, id, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure("edit-weight", parsed.submission, outcome.errors);
  await auditOwn(args, "update", "weight", { recordId: id });
  const earned = outcome.data.awarded.map((a) => a.badgeId);
  return redirectWithToast(earned.length ? `${tabHref("mine")}&earned=${earned.join(",")}` : tabHref("mine"), { type: "success", message: PROGRESS_MSG.updated });
}

async function deleteIntent(args: IntentArgs) {
  const id = formId(args.form);
  pageOutcome(await deleteWeight(args.user, id));
  await auditOwn(args, "delete", "weight", { recordId: id });
  return redirectWithToast(tabHref("mine"), { type: "success", message: PROGRESS_MSG.removed });
}

async function heightIntent(args: IntentArgs) {
  const parsed = parseForm("set-height", args.form, args.user.units === "metric" ? heightCmFormSchema : heightFormSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setOwnHeight(args.user, parsed.value.height, args.user.units));
  if (!outcome.ok) return noticeFailure("set-height", outcome.errors, PROGRESS_MSG.heightOnRecord);
  await auditOwn(args, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.heightSaved });
}

async function goalIntent(args: IntentArgs) {
  const parsed = parseForm("set-goal", args.form, goalFormSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setGoalWeight(args.user, parsed.value.goal_weight, args.user.units, parsed.value.confirm));
  if (!outcome.ok) return domainFailure("set-goal", parsed.submission, outcome.errors);
  await auditOwn(args, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.goalSaved });
}

async function removeGoalIntent(args: IntentArgs) {
  pageOutcome(await setGoalWeight(args.user, null));
  await auditOwn(args, "update", "body_profile");
  return redirectWithToast(paths.progress(), { type: "success", message: PROGRESS_MSG.goalRemoved });
}

type PatientData = Exclude<Awaited<ReturnType<typeof loader>>, { staff: true }>;

export default function WeightProgressPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("progress");
  const say = useMessage();
  if (data.staff) {
    return (
      <section className="page">
        <PageHeader title={t("page.title")} />
        <div className="card empty-state">
          <p>{say(PROGRESS_MSG.staffHaveNoWeights)}</p>
        </div>
      </section>
    );
  }
  return <PatientProgress data={data as PatientData} />;
}

function PatientProgress({ data }: { data: PatientData }) {
  const { overview, history, tab, offset, panel, editing, today, earned } = data;
  const units = overview.units;
  const { search } = useLocation();
  const { t } = useTranslation("progress");
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
        title={t("page.title")}
        subtitle={units === "metric" ? t("page.subtitleMetric") : t("page.subtitleImperial")}
        actions={
          <>
            <MyReportsLink />
            <Link to={here({ panel: "add-weight", id: null })} className="btn btn-primary" preventScrollReset>
              {t("page.addWeight")}
            </Link>
          </>
        }
      />
      {earned.length ? (
        <div className="notice notice-info earned-notice" role="status">
          <p>
            <Trans t={t} i18nKey="page.earned" count={earned.length} values={{ names: earned.join(", ") }} components={[<strong key="names" />, <Link key="badges" to={paths.myBadges()} />]} />
          </p>
        </div>
      ) : null}
      {overview.height_in === null ? <HeightPrompt units={units} /> : null}
      <ProgressSummary overview={overview} goalHref={here({ panel: "goal", id: null })} />
      {overview.entries === 0 ? (
        <div className="card empty-state">
          <p>{t("page.empty")}</p>
          <Link to={here({ panel: "add-weight" })} className="btn btn-primary" preventScrollReset>
            {t("page.addFirst")}
          </Link>
        </div>
      ) : (
        <ProgressCharts overview={overview} />
      )}
      <section className="card card-flush weight-tables" aria-label={t("page.entries")}>
        <nav className="tabs" aria-label={t("page.tablesNav")}>
          <Link to={here({ tab: null, offset: null })} className={tab === "history" ? "active" : undefined} aria-current={tab === "history" ? "page" : undefined}>
            {t("page.historyTab")}
          </Link>
          <Link to={here({ tab: "mine", offset: null })} className={tab === "mine" ? "active" : undefined} aria-current={tab === "mine" ? "page" : undefined}>
            {t("page.mineTab")}
          </Link>
        </nav>
        <DeleteConfirmStep />
        <HistoryTable rows={history.results} mine={tab === "mine"} editHref={(id) => here({ panel: "edit-weight", id: String(id) })} units={units} />
        <Pagination count={history.count} limit={WEIGHT_PAGE_SIZE} offset={offset} label={t("page.pages")} />
      </section>
      {panel === "add-weight" ? (
        <SidePanel title={t("page.addWeight")} closeTo={closeTo}>
          <WeightForm mode="add" today={today} cancelTo={closeTo} units={units} />
        </SidePanel>
      ) : null}
      {panel === "edit-weight" && editing ? (
        <SidePanel title={t("page.editPanel")} closeTo={closeTo}>
          <WeightForm key={editing.id} mode="edit" entry={editing} today={today} cancelTo={closeTo} units={units} />
        </SidePanel>
      ) : null}
      {panel === "goal" ? (
        <SidePanel title={t("page.goalPanel")} closeTo={closeTo}>
          <GoalForm current={overview.goal_weight} cancelTo={closeTo} units={units} />
        </SidePanel>
      ) : null}
    </section>
  );
}
