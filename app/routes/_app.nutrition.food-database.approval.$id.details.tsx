import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { DECLINE_CODES } from "~/foods/codes";
import { approveFood, declineFood } from "~/foods/foods.server";
import { declineSchema, FOOD_TOAST } from "~/foods/schemas";
import { loadFoodDetails } from "~/foods/ui/details.server";
import { SelectField } from "~/ui/forms";
import { FoodDetailSections } from "~/foods/ui/food-details";
import { FoodStatusBadge } from "~/foods/ui/food-status";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(foodsCss);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Review ${data?.food.name ?? "food"} · Patient Portal` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return loadFoodDetails(user, params.id);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "approve") {
    const approved = await approveFood(id, user);
    if (!approved.ok) throw new Response("Not found", { status: 404 });
    return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.savedAndApproved });
  }
  if (intent === "decline") {
    const submission = parseWithZod(formData, { schema: declineSchema });
    if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
    const declined = await declineFood(id, submission.value.decline_code, user);
    if (!declined.ok) {
      if (declined.reason === "not_found") throw new Response("Not found", { status: 404 });
      return redirectWithToast(paths.foodApprovalDetails(id), { type: "error", message: FOOD_TOAST.notDeclined });
    }
    return redirectWithToast(paths.foodApproval(), { message: FOOD_TOAST.declined });
  }
  return Response.json(null, { status: 400 });
}

export default function FoodApprovalDetailsPage() {
  const { food, measures } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]> | null>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({
    id: "decline",
    lastResult: lastResult ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: declineSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="page">
      <PageHeader
        title={food.name}
        subtitle={food.long_desc}
        actions={
          <Link to={paths.foodApproval()} className="btn btn-ghost btn-sm">
            Back to approval list
          </Link>
        }
      />
      <div className="approval-bar card">
        <p>
          <FoodStatusBadge status={food.status} declineCode={food.decline_code} />
        </p>
        <div className="button-row">
          <Link to={paths.foodApprovalEdit(food.id)} className="btn btn-secondary">
            Edit
          </Link>
          <Form method="post">
            <button type="submit" name="intent" value="approve" className="btn btn-primary" disabled={busy("approve")}>
              Approve
            </button>
          </Form>
        </div>
        {/* A <details> opens without JavaScript too: Decline asks for the code first. */}
        <details className="decline-panel" open={lastResult ? true : undefined}>
          <summary className="btn btn-danger-outline">Decline</summary>
          <Form method="post" {...getFormProps(form)} className="inline-form">
            <SelectField
              meta={fields.decline_code}
              label="Decline code"
              empty="Choose a reason"
              options={DECLINE_CODES.map((d) => ({ value: d.code, label: `${d.code}: ${d.label}` }))}
            />
            <button type="submit" name="intent" value="decline" className="btn btn-danger" disabled={busy("decline")}>
              Decline food
            </button>
          </Form>
        </details>
      </div>
      <FoodDetailSections food={food} measures={measures} />
    </section>
  );
}
