import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requirePatient } from "~/auth/auth.server";
import { deleteFood, listMyFoods, MY_FOOD_PAGE_SIZE } from "~/foods/foods.server";
import { FOOD_MSG, FOOD_TOAST } from "~/foods/schemas";
import type { FoodSummary } from "~/foods/types";
import { FoodCard } from "~/foods/ui/food-card";
import { FoodStatusBadge } from "~/foods/ui/food-status";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { PageHeader } from "~/ui/page";
import { param, readParams } from "~/page/params.server";
import { firstError } from "~/domain/outcome";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";
import { formId, readForm } from "~/page/form.server";

export const links = stylesheets(foodsCss);

export const handle = { i18n: ["foods"], title: "foods:mine.title" };

interface LoaderData {
  count: number;
  offset: number;
  limit: number;
  results: FoodSummary[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const user = await requirePatient(request, paths.foodDatabase());
  const { offset } = readParams(request, { offset: param.offset(MY_FOOD_PAGE_SIZE) });
  const page = await listMyFoods(user, { limit: MY_FOOD_PAGE_SIZE, offset });
  return { count: page.count, offset, limit: MY_FOOD_PAGE_SIZE, results: page.results };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePatient(request, paths.foodDatabase());
  const form = await readForm(request);
  return dispatchIntent<"delete">(intentOf(form), { delete: () => remove({ request, context, user, form }) });
}

async function remove({ user, form }: IntentArgs) {
  const removed = pageOutcome(await deleteFood(user, formId(form)));
  if (!removed.ok) return redirectWithToast(paths.myFood(), { type: "error", message: firstError(removed.errors, FOOD_MSG.notFound) });
  return redirectWithToast(paths.myFood(), { message: FOOD_TOAST.removed });
}

export default function MyFoodPage() {
  const { count, offset, limit, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("foods");
  return (
    <section className="page">
      <PageHeader
        title={t("mine.title")}
        subtitle={t("mine.subtitle")}
      />
      <DeleteConfirmStep />
      {results.length === 0 ? (
        <div className="card empty-state">
          <p>{t("mine.empty")}</p>
          <Link to={paths.myFoodAdd()} className="btn btn-primary">
            {t("mine.add")}
          </Link>
        </div>
      ) : (
        <ul className="plain-list food-grid" aria-label={t("mine.list")}>
          {results.map((food) => (
            <li key={food.id}>
              <FoodCard
                food={food}
                href={paths.foodView(food.id)}
                extra={
                  <p className="food-card-status">
                    <FoodStatusBadge status={food.status} declineCode={food.decline_code} />
                  </p>
                }
                actions={
                  <>
                    <Link to={paths.myFoodEdit(food.id)} className="btn btn-secondary btn-sm" aria-label={t("database.editOf", { name: food.long_desc })}>
                      {t("database.edit")}
                    </Link>
                    <DeleteButton id={food.id} itemName={food.long_desc} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination count={count} limit={limit} offset={offset} label={t("mine.pages")} />
    </section>
  );
}
