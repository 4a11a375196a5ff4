import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isAdmin } from "~/domain/users";
import { type SessionUser } from "~/auth/users.server";
import { requireAdmin, requirePatient, requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { approveFood, createFood, createMeasures, createPersonalFood, deleteMeasure, getFood, listHier1, listHier2, listHier3, listMeasures, listNutrientValues, updateFood, updateMeasure, updateNutrientValues, updatePersonalFood } from "~/foods/foods.server";
import { domainFailure, formFailure, formId, parseForm, readForm } from "~/page/form.server";
import { firstError, type FieldErrors } from "~/domain/outcome";
import { param, readParams } from "~/page/params.server";
import { dispatchIntent, intentOf, TRY_AGAIN } from "~/page/intents.server";
import { foundOr404, notFoundResponse } from "~/page/outcome.server";
import { FOOD_MSG, FOOD_TOAST, foodSchema, measureSchema, personalFoodSchema, type FoodInput, type PersonalFoodInput } from "~/foods/schemas";
import { servingsOf } from "~/foods/servings";
import type { FoodDetail } from "~/foods/types";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { nutrientStepSchema } from "./schemas";
import { stepOf, WIZARD_MODES, wizardExitPath, wizardPath, type WizardMode, type WizardStep } from "./mode";
import type { WizardData, WizardFood } from "./types";

/**
 * The loader and action behind every food wizard route. The routes only name their mode; the
 * rules stay in app/foods (this file parses, authorizes, calls and responds).
 */

async function guard(request: Request, mode: WizardMode): Promise<SessionUser> {
  const who = WIZARD_MODES[mode].who;
  if (who === "staff") return requireAdmin(request);
  if (who === "patient") return requirePatient(request, paths.foodDatabase());
  return requireUser(request);
}

/** The food of a wizard route with an id, or a 404 (another patient's food is simply not there). */
async function foodFor(id: number, user: SessionUser, mode: WizardMode): Promise<FoodDetail> {
  const food = foundOr404(await getFood(user, id));
  // My Food edits only the patient's own foods, not the approved database they can also see.
  return foundOr404(WIZARD_MODES[mode].who === "patient" && food.owner_id !== user.id ? null : food);
}

function toWizardFood(f: FoodDetail): WizardFood {
  return {
    id: f.id,
    name: f.name,
    long_desc: f.long_desc,
    base_weight: f.base_weight,
    upc_code: f.upc_code,
    useful: f.useful,
    source: f.source,
    link: f.link,
    hier1: f.hier1,
    hier2: f.hier2,
    hier3: f.hier3,
    hier_names: [f.hier1_data?.name, f.hier2_data?.name, f.hier3_data?.name].filter((n): n is string => Boolean(n)),
    ...servingsOf(f),
    status: f.status,
    decline_code: f.decline_code,
  };
}

const groupOptions = (groups: { id: number; name: string }[]) => groups.map((g) => ({ id: g.id, name: g.name }));

export async function wizardLoader({ request, params }: LoaderFunctionArgs, mode: WizardMode): Promise<WizardData> {
  const user = await guard(request, mode);
  const info = WIZARD_MODES[mode];
  const url = new URL(request.url);
  const id = info.creates ? null : requireIdParam(params.id);
  const food = id === null ? null : await foodFor(id, user, mode);
  // With JavaScript, picking a group asks this loader again with ?hier1= (and ?hier2=) for the
  // levels below it.
  const query = readParams(url, { step: param.text(), edit: param.id(), hier1: param.id(), hier2: param.id() });
  // A new food has no nutrients or measures yet: steps 2 and 3 wait for step 1.
  const step = stepOf(query.step, food !== null);
  const pick1 = query.hier1 ?? food?.hier1 ?? null;
  const pick2 = query.hier2 ?? (pick1 === (food?.hier1 ?? null) ? (food?.hier2 ?? null) : null);
  const [hier1, hier2, hier3] =
    step === "details" && !info.readOnly
      ? await Promise.all([
          listHier1(user),
          pick1 ? listHier2(user, { hier1: pick1 }) : Promise.resolve([]),
          pick2 ? listHier3(user, { hier2: pick2 }) : Promise.resolve([]),
        ])
      : [[], [], []];

  return {
    mode,
    step,
    staff: isAdmin(user),
    food: food ? toWizardFood(food) : null,
    groups: { hier1: groupOptions(hier1), hier2: groupOptions(hier2), hier3: groupOptions(hier3) },
    groupPick: { hier1: pick1, hier2: pick2 },
    nutrients: food && step === "nutrients" ? ((await listNutrientValues(user, food.id)) ?? []) : [],
    measures: food && step === "measures" ? ((await listMeasures(user, food.id)) ?? []) : [],
    editMeasure: query.edit,
  };
}

/** Step 1: staff create or edit a database food, a patient their own personal food. */
function saveDetails(id: number | null, value: FoodInput | PersonalFoodInput, user: SessionUser) {
  if (isAdmin(user) && "source" in value) return id === null ? createFood(user, value) : updateFood(user, id, value);
  return id === null ? createPersonalFood(user, value) : updatePersonalFood(user, id, value);
}

export async function wizardAction({ request, params }: ActionFunctionArgs, mode: WizardMode) {
  const user = await guard(request, mode);
  const info = WIZARD_MODES[mode];
  if (info.readOnly) throw new Response("Method Not Allowed", { status: 405 });
  const id = info.creates ? null : requireIdParam(params.id);
  if (id !== null) await foodFor(id, user, mode);
  const form = await readForm(request);
  const intent = intentOf(form);
  // Only the details step exists before the food does.
  if (id === null && intent !== "details" && intent !== "details-groups") return formFailure(intent, { notice: TRY_AGAIN });
  const ctx: Ctx = { user, mode, id, form, here: (step) => wizardPath(mode, id ?? 0, step) };
  return dispatchIntent<Intent>(intent, {
    details: () => saveDetailsStep(ctx, "nutrients"),
    "details-groups": () => saveDetailsStep(ctx, "details"),
    nutrients: () => saveNutrients(ctx),
    "add-measure": () => saveMeasure(ctx, "add-measure"),
    "edit-measure": () => saveMeasure(ctx, "edit-measure"),
    delete: () => removeMeasure(ctx),
    finish: () => finish(ctx, info.approval),
  });
}

type Intent = "details" | "details-groups" | "nutrients" | "add-measure" | "edit-measure" | "delete" | "finish";
type Ctx = { user: SessionUser; mode: WizardMode; id: number | null; form: FormData; here: (step: WizardStep) => string };

/** A domain outcome of a step's form: field errors back to the form, not found as a 404 page. */
function failed(intent: string, submission: Parameters<typeof domainFailure>[1], outcome: { ok: false; reason: string; errors?: FieldErrors }) {
  if (outcome.reason === "invalid" && outcome.errors) return domainFailure(intent, submission, outcome.errors);
  throw notFoundResponse();
}

/**
 * Step 1: staff fill in the staff-only fields too (spec part 2 §6); a patient's form has none.
 * Save & Next goes on to the nutrients; without JavaScript, "Save and show sub-groups" saves and
 * stays, so the lists under the chosen group can be offered.
 */
async function saveDetailsStep({ user, mode, id, form }: Ctx, next: WizardStep) {
  const parsed = parseForm("details", form, isAdmin(user) ? foodSchema : personalFoodSchema);
  if (!parsed.ok) return parsed.response;
  const saved = await saveDetails(id, parsed.value, user);
  if (!saved.ok) return failed("details", parsed.submission, saved);
  return redirect(wizardPath(mode, saved.data.id, next));
}

async function saveNutrients({ user, id, form, here }: Ctx) {
  const parsed = parseForm("nutrients", form, nutrientStepSchema);
  if (!parsed.ok) return parsed.response;
  const saved = await updateNutrientValues(user, id!, parsed.value.values);
  if (!saved.ok) return failed("nutrients", parsed.submission, saved);
  return redirect(here("measures"));
}

async function saveMeasure({ user, id, form, here }: Ctx, intent: "add-measure" | "edit-measure") {
  const parsed = parseForm(intent, form, measureSchema);
  if (!parsed.ok) return parsed.response;
  const saved =
    intent === "add-measure" ? await createMeasures(user, id!, [parsed.value]) : await updateMeasure(user, formId(form), parsed.value);
  if (!saved.ok) return failed(intent, parsed.submission, saved);
  return redirectWithToast(here("measures"), { message: intent === "add-measure" ? FOOD_TOAST.itemAdded : FOOD_TOAST.itemUpdated });
}

async function removeMeasure({ user, form, here }: Ctx) {
  const removed = await deleteMeasure(user, formId(form));
  if (!removed.ok) {
    if (removed.reason !== "invalid") throw notFoundResponse();
    return redirectWithToast(here("measures"), { type: "error", message: firstError(removed.errors, FOOD_MSG.usdaMeasureReadOnly) });
  }
  return redirectWithToast(here("measures"), { message: FOOD_TOAST.itemRemoved });
}

/** The last step: at least one measure; in approval mode finishing approves the food. */
async function finish({ user, mode, id }: Ctx, approval: boolean) {
  const measures = (await listMeasures(user, id!)) ?? [];
  if (measures.length === 0) return formFailure("finish", { notice: FOOD_MSG.measureRequired });
  if (approval) {
    const approved = await approveFood(user, id!);
    if (!approved.ok) throw notFoundResponse();
    return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.savedAndApproved });
  }
  return redirectWithToast(wizardExitPath(mode, id), { message: FOOD_TOAST.saved });
}
