import type { AppLoadContext } from "@remix-run/node";
import type { SessionUser } from "~/auth/users.server";
import { parseDay } from "~/domain/calendar";
import { domainFailure, formFailure, formId, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { redirectWithToast } from "~/toast/toast.server";
import { effectiveSearchTerm } from "~/ui/search";
import { BASE_MEASURE as FOOD_CARD_BASE_MEASURE } from "~/foods/search-card";
import { GRAMS_MEASURE, JOURNAL_MSG, JOURNAL_TOAST } from "./codes";
import {
  changeFluid,
  copyEntries,
  createEntry,
  deleteEntry,
  getEntry,
  journalDay,
  pickedItem,
  pickerFoods,
  pickerRecipes,
  pickerShortcuts,
  repeatEntry,
  saveGoal,
  todayOf,
  updateEntry,
} from "./journal.server";
import { journalHref, panelStep } from "./panel";
import { copyFormSchema, entryEditSchema, entrySchema, fluidSetSchema, fluidStepSchema, goalFormSchema, repeatFormSchema } from "./schemas";
import type { JournalDay, JournalPageData, PanelData } from "./types";
import { auditOwn } from "~/security/audit.server";

/**
 * The journal page's loader and action (app/routes/_app.nutrition.journal.tsx): the day, the open
 * panel step's data, and one small function per form intent. Every rule is the journal domain's.
 */


type From = { request: Request; context: AppLoadContext };

export async function journalPage(from: From, user: SessionUser): Promise<JournalPageData> {
  const url = new URL(from.request.url);
  const rawDate = url.searchParams.get("date");
  const today = todayOf(user);
  const day = parseDay(rawDate) ?? today;
  // "No future dates": a hand-typed future day goes back to today, saying why.
  if (day > today) throw await redirectWithToast(journalHref(null), { type: "error", message: JOURNAL_MSG.futureDay });
  const dayData = pageOutcome(await journalDay(user, day));
  if (!dayData.ok) throw new Response("Bad Request", { status: 400 });
  const data = dayData.data;
  const panel = await panelData(url, user, data);
  await auditOwn({ ...from, user }, "read", "journal_day");
  return { ...data, panel, dateParam: data.isToday ? null : day };
}

async function panelData(url: URL, user: SessionUser, day: JournalDay): Promise<PanelData> {
  const step = panelStep(url.searchParams);
  switch (step.step) {
    case "closed":
      return step;
    case "goal":
      // Adjust Goal is offered only for today.
      return day.isToday ? step : { step: "closed" };
    case "choose":
      return { ...step, ...(await pickerShortcuts(user)) };
    case "recipes": {
      const q = effectiveSearchTerm(step.q);
      return { ...step, ...(await pickerRecipes(user, q, step.offset)) };
    }
    case "foods": {
      const q = effectiveSearchTerm(step.q);
      const submitted = url.searchParams.has("q");
      const found = q ? await pickerFoods(user, q) : { count: 0, results: [] };
      return { ...step, searched: q !== "", error: submitted && !q ? JOURNAL_MSG.searchTerm : null, ...found };
    }
    case "form": {
      const item = await pickedItem(user, step.pick);
      // The food search card's "base" measure is the food's base weight: here, that many grams.
      if (item?.kind === "food" && step.measure === FOOD_CARD_BASE_MEASURE) {
        const qty = Number(step.qty ?? "1");
        return { ...step, item, measure: GRAMS_MEASURE, qty: Number.isFinite(qty) && qty > 0 ? String(Math.round(qty * item.baseWeight * 100) / 100) : null };
      }
      return { ...step, item };
    }
    case "edit": {
      const entry = foundOr404(await getEntry(user, step.id));
      if (entry.entry !== "food") throw new Response("Not Found", { status: 404 });
      return { step: "edit", entry, item: entry.food || entry.recipe ? await pickedItem(user, { food: entry.food, recipe: entry.recipe }) : null };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The action: one function per intent

type Intent = "add" | "update" | "delete" | "fluid-step" | "fluid-set" | "goal" | "copy" | "repeat";
const INTENTS: readonly Intent[] = ["add", "update", "delete", "fluid-step", "fluid-set", "goal", "copy", "repeat"];

/** The day a form was posted from (its hidden `date`, else the page's), for the way back. */
function dayOfForm(form: FormData, url: URL): string | null {
  return parseDay(form.get("date")) ?? parseDay(form.get("added_on")) ?? parseDay(url.searchParams.get("date"));
}

export async function journalAction(from: From, user: SessionUser) {
  const form = await readForm(from.request);
  const url = new URL(from.request.url);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !INTENTS.includes(intent as Intent)) return formFailure("intent", { notice: "Unknown action." });
  const day = dayOfForm(form, url);
  const dateParam = day && day !== todayOf(user) ? day : null;
  switch (intent as Intent) {
    case "add":
      return addEntry(from, user, form, url);
    case "update":
      return editEntry(from, user, form, dateParam);
    case "delete":
      return removeEntry(from, user, form);
    case "fluid-step":
    case "fluid-set":
      return fluid(from, user, form, intent as "fluid-step" | "fluid-set");
    case "goal":
      return goal(from, user, form);
    case "copy":
      return copy(from, user, form);
    case "repeat":
      return repeat(from, user, form, url);
  }
}

async function addEntry(from: From, user: SessionUser, form: FormData, url: URL) {
  const parsed = parseForm("add", form, entrySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createEntry(user, parsed.value));
  if (!outcome.ok) return domainFailure("add", parsed.submission, outcome.errors);
  const { entry } = outcome.data;
  await auditOwn({ ...from, user }, "create", "journal_entry", { recordId: entry.id });
  // Saving returns to the start of the panel (spec part 2 §4), for the same meal.
  const meal = url.searchParams.get("meal") ?? undefined;
  return redirectWithToast(journalHref(entry.added_on === todayOf(user) ? null : entry.added_on, { add: 1, meal }), { type: "success", message: JOURNAL_TOAST.added });
}

async function editEntry(from: From, user: SessionUser, form: FormData, dateParam: string | null) {
  const id = formId(form);
  const key = `update:${form.get("id")}`;
  if (id === 0) throw new Response("Not Found", { status: 404 });
  const parsed = parseForm(key, form, entryEditSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateEntry(user, id, parsed.value));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  await auditOwn({ ...from, user }, "update", "journal_entry", { recordId: id });
  return redirectWithToast(journalHref(dateParam), { type: "success", message: JOURNAL_TOAST.updated });
}

async function removeEntry(from: From, user: SessionUser, form: FormData) {
  const id = formId(form);
  if (id === 0) throw new Response("Not Found", { status: 404 });
  const outcome = pageOutcome(await deleteEntry(user, id));
  if (!outcome.ok) return noticeFailure("delete", outcome.errors, "Please try again!");
  await auditOwn({ ...from, user }, "delete", "journal_entry", { recordId: id });
  const today = todayOf(user);
  return redirectWithToast(journalHref(outcome.data.day === today ? null : outcome.data.day), {
    type: "success",
    message: JOURNAL_TOAST.removed,
  });
}

/**
 * Hydration and electrolyte. The page's buttons post through a fetcher with JavaScript (`via`
 * fetcher): the answer is the new total and the page revalidates in place. Without JavaScript the
 * small forms post and come back to the same day.
 */
async function fluid(from: From, user: SessionUser, form: FormData, intent: "fluid-step" | "fluid-set") {
  const key = `fluid:${form.get("kind")}`;
  const parsed = intent === "fluid-step" ? parseForm(key, form, fluidStepSchema) : parseForm(key, form, fluidSetSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(await changeFluid(user, v.date, v.kind, "delta" in v ? { delta: v.delta } : { set: v.value }));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, "Please try again!");
  await auditOwn({ ...from, user }, "update", "journal_entry", { recordId: outcome.data.id });
  if (form.get("via") === "fetcher") return Response.json({ formKey: key, kind: v.kind, value: outcome.data.value });
  return redirectWithToast(journalHref(v.date === todayOf(user) ? null : v.date, {}, "#fluids"), {
    type: "success",
    message: `${v.kind === "hydration" ? "Hydration" : "Electrolyte"}: ${outcome.data.value} oz`,
  });
}

async function goal(from: From, user: SessionUser, form: FormData) {
  const parsed = parseForm("goal", form, goalFormSchema);
  if (!parsed.ok) return parsed.response;
  const { id, ...input } = parsed.value;
  const outcome = pageOutcome(await saveGoal(user, id, input));
  if (!outcome.ok) return domainFailure("goal", parsed.submission, outcome.errors);
  await auditOwn({ ...from, user }, outcome.data.created ? "create" : "update", "nutrition_goal", { recordId: outcome.data.goal.id });
  return redirectWithToast(journalHref(null), { type: "success", message: outcome.data.created ? JOURNAL_TOAST.goalAdded : JOURNAL_TOAST.goalUpdated });
}

async function copy(from: From, user: SessionUser, form: FormData) {
  const parsed = parseForm("copy", form, copyFormSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(await copyEntries(user, { from: v.from, to: v.date, meal: v.meal }));
  if (!outcome.ok) {
    // The domain names the API's fields; the form's are `from` and `date`.
    const errors = Object.fromEntries(Object.entries(outcome.errors).map(([k, m]) => [k === "from_date" ? "from" : k === "to_date" ? "date" : k, m]));
    return domainFailure("copy", parsed.submission, errors);
  }
  await auditOwn({ ...from, user }, "create", "journal_entry");
  return redirectWithToast(journalHref(v.date === todayOf(user) ? null : v.date), { type: "success", message: JOURNAL_TOAST.copied(outcome.data.count) });
}

async function repeat(from: From, user: SessionUser, form: FormData, url: URL) {
  const parsed = parseForm("repeat", form, repeatFormSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(await repeatEntry(user, v.entry, { day: v.date, meal: v.meal }));
  if (!outcome.ok) return noticeFailure("repeat", outcome.errors, "Please try again!");
  await auditOwn({ ...from, user }, "create", "journal_entry", { recordId: outcome.data.id });
  const meal = url.searchParams.get("meal") ?? undefined;
  return redirectWithToast(journalHref(v.date === todayOf(user) ? null : v.date, { add: 1, meal }), { type: "success", message: JOURNAL_TOAST.added });
}
