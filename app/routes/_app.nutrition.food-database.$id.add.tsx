import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { Placeholder } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Add food · Patient Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  requireIdParam(params.id);
  return null;
}

export default function AddFoodPage() {
  return <Placeholder title="Add food" />;
}
