import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { FoodDetailSections } from "~/foods/ui/food-details";
import { FoodStatusBadge } from "~/foods/ui/food-status";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";
import { foundOr404 } from "~/page/outcome.server";
import { foodDetails } from "~/foods/foods.server";
import { requireIdParam } from "~/auth/params.server";

export const links = stylesheets(foodsCss);

export const handle = {
  i18n: ["foods"],
  title: (data: unknown) => {
    const name = (data as { food?: { name?: string } } | undefined)?.food?.name;
    return name ? { key: "foods:details.titleOf", values: { name } } : { key: "foods:details.title" };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return foundOr404(await foodDetails(user, requireIdParam(params.id)));
}

export default function FoodDetailsPage() {
  const { food, measures } = useLoaderData<typeof loader>();
  const { t } = useTranslation("foods");
  return (
    <section className="page">
      <PageHeader
        title={food.name}
        subtitle={food.long_desc}
        actions={
          <>
            <Link to={paths.foodDatabase()} className="btn btn-ghost btn-sm">
              {t("details.back")}
            </Link>
            <Link to={paths.foodEdit(food.id)} className="btn btn-primary btn-sm">
              {t("database.edit")}
            </Link>
          </>
        }
      />
      {food.status !== "approved" ? (
        <p>
          <FoodStatusBadge status={food.status} declineCode={food.decline_code} />
        </p>
      ) : null}
      <FoodDetailSections food={food} measures={measures} />
    </section>
  );
}
