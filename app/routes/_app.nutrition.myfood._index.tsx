import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requirePatient } from "~/auth/auth.server";
import { paths } from "~/paths";
import { Placeholder } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "My Food Items · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePatient(request, paths.foodDatabase());
  return null;
}

export default function MyFoodItemsPage() {
  return <Placeholder title="My Food Items" />;
}
