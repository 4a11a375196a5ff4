import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isAdmin, type SessionUser } from "~/accounts/users.server";
import { requireAdmin, requirePatient, requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { approveFood, createFood, createMeasures, createPersonalFood, deleteMeasure, getFood, listHier1, listHier2, listHier3, listMeasures, listNutrientValues, updateFood, updateMeasure, updateNutrientValues, updatePersonalFood } from "~/foods/foods.server";
import { type FieldErrors } from "~/domain/outcome";
import { FOOD_MSG, FOOD_TOAST, foodSchema, measureSchema, personalFoodSchema, type FoodInput, type PersonalFoodInput } from "~/foods/schemas";
import type { FoodDetail } from "~/foods/types";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { nutrientStepSchema } from "./wizard-schemas";
import { stepOf, WIZARD_MODES, wizardExitPath, wizardPath, type WizardMode } from "./wizard-mode";
import type { WizardData, WizardFood } from "./wizard-types";

/**
 * The loader and action behind every food wizard route. The routes only name their mode; the
 * rules stay in app/foods (this file parses, authorizes, calls and responds).
 */

const notFound = () => new Response("Not found", { status: 404, statusText: "Not Found" });

async function guard(request: Request, mode: WizardMode): Promise<SessionUser> {
  const who = WIZARD_MODES[mode].who;
  if (who === "staff") return requireAdmin(request);
  if (who === "patient") return requirePatient(request, paths.foodDatabase());
  return requireUser(request);
}

/** The food of a wizard route with an id, or a 404 (another patient's food is simply not there). */
async function foodFor(id: number, user: SessionUser, mode: WizardMode): Promise<FoodDetail> {
  const food = await getFood(id, user);
  if (!food) throw notFound();
  // My Food edits only the patient's own foods, not the approved database they can also see.
  if (WIZARD_MODES[mode].who === "patient" && food.owner_id !== user.id) throw notFound();
  return food;
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
    protein_calorie_type: f.protein_calorie_type,
    protein_calories: f.protein_calories,
    servings_type: f.servings_type,
    servings_fat: f.servings_fat,
    servings_vegetable: f.servings_vegetable,
    servings_fruit: f.servings_fruit,
    servings_dairy: f.servings_dairy,
    servings_starch: f.servings_starch,
    servings_misc: f.servings_misc,
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
  // A new food has no nutrients or measures yet: steps 2 and 3 wait for step 1.
  const step = food ? stepOf(url.searchParams.get("step")) : "details";
  const editing = Number(url.searchParams.get("edit"));

  // With JavaScript, picking a group asks this loader again with ?hier1= (and ?hier2=) for the
  // levels below it.
  const picked = (name: string) => {
    const n = Number(url.searchParams.get(name));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  };
  const pick1 = picked("hier1") ?? food?.hier1 ?? null;
  const pick2 = picked("hier2") ?? (pick1 === (food?.hier1 ?? null) ? (food?.hier2 ?? null) : null);
  const [hier1, hier2, hier3] =
    step === "details" && !info.readOnly
      ? await Promise.all([
          listHier1(),
          pick1 ? listHier2({ hier1: pick1 }) : Promise.resolve([]),
          pick2 ? listHier3({ hier2: pick2 }) : Promise.resolve([]),
        ])
      : [[], [], []];

  return {
    mode,
    step,
    staff: isAdmin(user),
    food: food ? toWizardFood(food) : null,
    groups: { hier1: groupOptions(hier1), hier2: groupOptions(hier2), hier3: groupOptions(hier3) },
    groupPick: { hier1: pick1, hier2: pick2 },
    nutrients: food && step === "nutrients" ? ((await listNutrientValues(food.id, user)) ?? []) : [],
    measures: food && step === "measures" ? ((await listMeasures(food.id, user)) ?? []) : [],
    editMeasure: Number.isSafeInteger(editing) && editing > 0 ? editing : null,
  };
}

/** Domain errors keyed like the API ("0.measure", "non_field_errors") as conform field errors. */
function asConformErrors(errors: FieldErrors): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key === "non_field_errors") formErrors.push(...messages);
    else fieldErrors[key.replace(/^\d+\./, "")] = messages;
  }
  return { formErrors, fieldErrors };
}

/** Step 1: staff create or edit a database food, a patient their own personal food. */
function saveDetails(id: number | null, value: FoodInput | PersonalFoodInput, user: SessionUser) {
  if (isAdmin(user) && "source" in value) return id === null ? createFood(value, user) : updateFood(id, value, user);
  return id === null ? createPersonalFood(value, user) : updatePersonalFood(id, value, user);
}

const INTENTS = ["details", "nutrients", "add-measure", "edit-measure", "delete", "finish"] as const;
type Intent = (typeof INTENTS)[number];

export async function wizardAction({ request, params }: ActionFunctionArgs, mode: WizardMode) {
  const user = await guard(request, mode);
  const info = WIZARD_MODES[mode];
  if (info.readOnly) throw new Response("Method Not Allowed", { status: 405 });
  const id = info.creates ? null : requireIdParam(params.id);
  if (id !== null) await foodFor(id, user, mode);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) return Response.json({ intent: null, result: null }, { status: 400 });
  if (id === null && intent !== "details") return Response.json({ intent, result: null }, { status: 400 });
  const staff = isAdmin(user);
  const here = (step: "details" | "nutrients" | "measures") => wizardPath(mode, id ?? 0, step);

  switch (intent) {
    case "details": {
      // Staff fill in the staff-only fields too (spec part 2 §6); a patient's form has none.
      const submission = staff ? parseWithZod(formData, { schema: foodSchema }) : parseWithZod(formData, { schema: personalFoodSchema });
      if (submission.status !== "success") return Response.json({ intent, result: submission.reply() }, { status: 400 });
      const saved = await saveDetails(id, submission.value, user);
      if (!saved.ok) {
        if (saved.reason === "invalid") return Response.json({ intent, result: submission.reply(asConformErrors(saved.errors)) }, { status: 400 });
        throw notFound();
      }
      return redirect(wizardPath(mode, saved.data.id, "nutrients"));
    }
    case "nutrients": {
      const submission = parseWithZod(formData, { schema: nutrientStepSchema });
      if (submission.status !== "success") return Response.json({ intent, result: submission.reply() }, { status: 400 });
      const saved = await updateNutrientValues(id!, submission.value.values, user);
      if (!saved.ok) {
        if (saved.reason === "invalid") return Response.json({ intent, result: submission.reply(asConformErrors(saved.errors)) }, { status: 400 });
        throw notFound();
      }
      return redirect(here("measures"));
    }
    case "add-measure":
    case "edit-measure": {
      const submission = parseWithZod(formData, { schema: measureSchema });
      if (submission.status !== "success") return Response.json({ intent, result: submission.reply() }, { status: 400 });
      const measureId = Number(formData.get("id"));
      const saved =
        intent === "add-measure" ? await createMeasures(id!, [submission.value], user) : await updateMeasure(measureId, submission.value, user);
      if (!saved.ok) {
        if (saved.reason === "invalid") return Response.json({ intent, result: submission.reply(asConformErrors(saved.errors)) }, { status: 400 });
        throw notFound();
      }
      return redirectWithToast(here("measures"), { message: intent === "add-measure" ? FOOD_TOAST.itemAdded : FOOD_TOAST.itemUpdated });
    }
    case "delete": {
      const removed = await deleteMeasure(Number(formData.get("id")), user);
      if (!removed.ok) {
        if (removed.reason !== "invalid") throw notFound();
        const message = removed.errors.non_field_errors?.[0] ?? FOOD_MSG.usdaMeasureReadOnly;
        return redirectWithToast(here("measures"), { type: "error", message });
      }
      return redirectWithToast(here("measures"), { message: FOOD_TOAST.itemRemoved });
    }
    case "finish": {
      const measures = (await listMeasures(id!, user)) ?? [];
      if (measures.length === 0) {
        return Response.json({ intent, result: { status: "error", error: { "": [FOOD_MSG.measureRequired] } } }, { status: 400 });
      }
      if (info.approval) {
        const approved = await approveFood(id!, user);
        if (!approved.ok) throw notFound();
        return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.savedAndApproved });
      }
      return redirectWithToast(wizardExitPath(mode, id), { message: FOOD_TOAST.saved });
    }
  }
}
