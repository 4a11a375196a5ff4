import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { DECLINE_CODES } from "~/foods/codes";
import { approveFood, declineFood, foodDetails } from "~/foods/foods.server";
import { declineSchema, FOOD_TOAST } from "~/foods/schemas";
import { parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { formProps, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { FoodDetailSections } from "~/foods/ui/food-details";
import { FoodStatusBadge } from "~/foods/ui/food-status";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(foodsCss);

export const handle = {
  i18n: ["foods"],
  title: (data: unknown) => {
    const name = (data as { food?: { name?: string } } | undefined)?.food?.name;
    return name ? { key: "foods:approval.reviewTitleOf", values: { name } } : { key: "foods:approval.reviewTitle" };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return foundOr404(await foodDetails(user, requireIdParam(params.id)));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"approve" | "decline">(intentOf(form), {
    approve: () => approve(args, id),
    decline: () => decline(args, id),
  });
}

async function approve({ user }: IntentArgs, id: number) {
  pageOutcome(await approveFood(user, id));
  return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.savedAndApproved });
}

async function decline({ user, form }: IntentArgs, id: number) {
  const parsed = parseForm("decline", form, declineSchema);
  if (!parsed.ok) return parsed.response;
  const declined = pageOutcome(await declineFood(user, id, parsed.value.decline_code));
  if (!declined.ok) return redirectWithToast(paths.foodApprovalDetails(id), { type: "error", message: FOOD_TOAST.notDeclined });
  return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.declined });
}

export default function FoodApprovalDetailsPage() {
  const { food, measures } = useLoaderData<typeof loader>();
  const { t } = useTranslation("foods");
  const lastResult = useReplyFor("decline")?.result;
  const [form, fields] = useSchemaForm({ id: "decline", schema: declineSchema, lastResult, validateOn: "onSubmit" });
  return (
    <section className="page">
      <PageHeader
        title={food.name}
        subtitle={food.long_desc}
        actions={
          <Link to={paths.foodApproval()} className="btn btn-ghost btn-sm">
            {t("approval.back")}
          </Link>
        }
      />
      <div className="approval-bar card">
        <p>
          <FoodStatusBadge status={food.status} declineCode={food.decline_code} />
        </p>
        <div className="button-row">
          <Link to={paths.foodApprovalEdit(food.id)} className="btn btn-secondary">
            {t("database.edit")}
          </Link>
          <Form method="post">
            <SubmitButton intent="approve">{t("approval.approve")}</SubmitButton>
          </Form>
        </div>
        {/* A <details> opens without JavaScript too: Decline asks for the code first. */}
        <details className="decline-panel" open={lastResult ? true : undefined}>
          <summary className="btn btn-danger-outline">{t("approval.decline")}</summary>
          <Form method="post" {...formProps(form)} className="inline-form">
            <SelectField
              meta={fields.decline_code}
              label={t("approval.declineCode")}
              empty={t("approval.chooseReason")}
              options={DECLINE_CODES.map((d) => ({ value: d.code, label: t("approval.codeOption", { code: d.code, reason: t(`declineCodes.${d.code}`) }) }))}
            />
            <SubmitButton intent="decline" className="btn btn-danger">
              {t("approval.declineFood")}
            </SubmitButton>
          </Form>
        </details>
      </div>
      <FoodDetailSections food={food} measures={measures} />
    </section>
  );
}
