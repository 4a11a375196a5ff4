import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { todayIn } from "~/domain/calendar";
import { domainFailure, formFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { hereWithout } from "~/page/params.server";
import { createJournalEntry, createLog, memberWeightOn } from "~/fitness/activity.server";
import { FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { exercisePotentialBurn, getExercise } from "~/fitness/exercises.server";
import { addExercisesToPlan } from "~/fitness/my-workout.server";
import { journalSchemaFor, logSchema } from "~/fitness/schemas";
import { ExerciseImage } from "~/fitness/ui/exercise-image";
import { Flames } from "~/fitness/ui/flames";
import { JournalForm } from "~/fitness/ui/journal-form";
import { AddToPlanButton, LogForm } from "~/fitness/ui/log-form";
import { PotentialBurnPanel } from "~/fitness/ui/potential-burn";
import { SidePanel } from "~/ui/side-panel";
import { slugOf } from "~/fitness/text";
import { VideoList } from "~/fitness/ui/videos";
import { vocabOf } from "~/fitness/ui/vocab";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { useFormat } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { auditOwn } from "~/security/audit.server";
import fitnessExercisesCss from "~/styles/fitness-exercises.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessExercisesCss);

export const handle = {
  i18n: ["fitness"],
  // The exercise's own name is its title (as written); "Exercise" while there is none to show.
  title: (data: unknown) => {
    const name = (data as { exercise?: { name: string } } | undefined)?.exercise?.name;
    return name ? { key: "fitness:exercises.named", values: { name } } : { key: "fitness:exercises.detailsTitle" };
  },
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const exercise = foundOr404(await getExercise(user, id));
  const today = todayIn(user.time_zone);
  const [burn, weightKg] = await Promise.all([exercisePotentialBurn(user, id), memberWeightOn(user, today)]);
  await auditOwn({ request, context, user }, "read", "fitness_plan", { recordId: exercise.plan_entry_id, detail: "exercise" });
  await auditOwn({ request, context, user }, "read", "weight", { detail: "potential_burn" });
  return { exercise, burn: foundOr404(burn), today, weightKg, units: user.units };
}

/** Where the page's forms come back to: the exercise, without the Journal This step. */
const back = (request: Request) => hereWithout(request, "journal");

type Intent = "add-to-plan" | "log" | "journal";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  // The exercise is this page's, whatever the form says.
  form.set("exercise", String(id));
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "add-to-plan": () => addToPlan(args, id),
    log: () => logIntent(args, id),
    journal: () => journalIntent(args),
  });
}

async function addToPlan(args: IntentArgs, id: number) {
  const outcome = pageOutcome(await addExercisesToPlan(args.user, [id]));
  if (!outcome.ok) return formFailure("add-to-plan", { notice: FITNESS_MSG.tryAgain });
  await auditOwn(args, "create", "fitness_plan", { detail: "add_exercise" });
  return redirectWithToast(back(args.request), { type: "success", message: FITNESS_TOAST.exerciseAdded });
}

async function logIntent(args: IntentArgs, id: number) {
  const formKey = `log:${id}`;
  const parsed = parseForm(formKey, args.form, logSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createLog(args.user, parsed.value));
  if (!outcome.ok) return domainFailure(formKey, parsed.submission, outcome.errors);
  await auditOwn(args, "create", "exercise_log", { recordId: outcome.data.id });
  return redirectWithToast(back(args.request), { type: "success", message: FITNESS_TOAST.added });
}

async function journalIntent(args: IntentArgs) {
  const parsed = parseForm("journal", args.form, journalSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createJournalEntry(args.user, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure("journal", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "fitness_journal", { recordId: outcome.data.id });
  return redirectWithToast(back(args.request), { type: "success", message: FITNESS_TOAST.added });
}

export default function ExerciseDetailsPage() {
  const { exercise, burn, today, weightKg, units } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  const f = useFormat();
  const journalOpen = params.get("journal") === "1";
  const journalHref = () => {
    const next = new URLSearchParams(params);
    next.set("journal", "1");
    return `?${next.toString()}`;
  };
  const closeHref = () => {
    const next = new URLSearchParams(params);
    next.delete("journal");
    const s = next.toString();
    return s ? `?${s}` : paths.exerciseDetails(exercise.id);
  };
  const choice = { id: exercise.id, name: exercise.name, type: exercise.type, type_of_activity: exercise.type_of_activity, met: exercise.met };
  return (
    <article className="page fitness-details" aria-labelledby="exercise-title">
      <p className="no-print">
        <Link to={paths.exercises()} className="fitness-back">
          {t("exercises.details.back")}
        </Link>
      </p>
      <section className="card fitness-hero">
        <ExerciseImage image={exercise.main_image} size="l" className="fitness-hero-image" />
        <div className="fitness-hero-text">
          <p className="fitness-card-kicker">
            <span>{vocab.category(exercise.type)}</span>
            {exercise.featured ? <span className="fitness-featured">{t("exercises.featured")}</span> : null}
          </p>
          <h1 id="exercise-title">{exercise.name}</h1>
          <dl className="fitness-facts">
            <div>
              <dt>{t("exercises.details.typeOfActivity")}</dt>
              <dd>
                <span className={`fitness-type fitness-type-${exercise.type_of_activity.toLowerCase()}`}>{vocab.activity(exercise.type_of_activity)}</span>
              </dd>
            </div>
            <div>
              <dt>{t("exercises.details.intensity")}</dt>
              <dd>
                <Flames flame={exercise.flame} />
              </dd>
            </div>
            <div>
              <dt>{t("exercises.details.met")}</dt>
              <dd>{f.number(exercise.met, 1)}</dd>
            </div>
            <div>
              <dt>{t("exercises.details.compendium")}</dt>
              <dd>
                <abbr title={exercise.compendium_description}>{exercise.compendium_code}</abbr>
              </dd>
            </div>
          </dl>
          <div className="button-row no-print">
            <AddToPlanButton exerciseId={exercise.id} inPlan={exercise.already_in_plan} />
            <Link to={journalHref()} className="btn btn-secondary" preventScrollReset>
              {t("exercises.details.journalThis")}
            </Link>
            {hydrated ? (
              <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
                {t("exercises.details.print")}
              </button>
            ) : null}
            {exercise.already_in_plan ? (
              <Link to={paths.myWorkout()} className="btn btn-ghost">
                {t("exercises.details.myWorkout")}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      <div className="fitness-details-layout">
        <div className="fitness-details-main">
          <section className="card" aria-labelledby="description-title">
            <h2 id="description-title">{t("exercises.details.about")}</h2>
            <div className="fitness-html" dangerouslySetInnerHTML={{ __html: exercise.description }} />
          </section>
          {exercise.videos.length > 0 ? (
            <section className="card no-print" aria-labelledby="videos-title">
              <h2 id="videos-title">{t("exercises.details.videos")}</h2>
              <VideoList videos={exercise.videos} exerciseName={exercise.name} />
            </section>
          ) : null}
          <section className="card" aria-labelledby="instructions-title">
            <h2 id="instructions-title">{t("exercises.details.instructions")}</h2>
            <div className="fitness-html" dangerouslySetInnerHTML={{ __html: exercise.instructions }} />
          </section>
          <section className="card no-print" aria-labelledby="log-title">
            <h2 id="log-title">{t("exercises.details.log")}</h2>
            <LogForm intent="log" exercise={choice} defaultDate={today} today={today} weightKg={weightKg} />
          </section>
        </div>
        <aside className="fitness-details-side" aria-label={t("exercises.details.more")}>
          <PotentialBurnPanel burn={burn} />
          {exercise.related.map((group) => (
            <section key={group.label} className="card fitness-related no-print" aria-labelledby={`related-${slugOf(group.label)}`}>
              <h2 id={`related-${slugOf(group.label)}`}>{vocab.related(group.label)}</h2>
              <ul className="fitness-mini-list">
                {group.data.map((r) => (
                  <li key={r.id}>
                    <Link to={paths.exerciseDetails(r.id)} className="fitness-mini" prefetch="intent">
                      {r.src ? <img src={r.src} alt="" loading="lazy" /> : <span className="fitness-image-empty" aria-hidden="true" />}
                      <span>{r.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </aside>
      </div>

      {journalOpen ? (
        <SidePanel labelId="journal-this-title" className="fitness-panel" title={t("exercises.details.journalThis")} closeTo={closeHref()}>
          <JournalForm intent="journal" choices={[choice]} fixedExercise={choice} defaultDate={today} today={today} weightKg={weightKg} units={units} />
        </SidePanel>
      ) : null}
    </article>
  );
}
