import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { Placeholder } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Workout plan · Patient Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  requireIdParam(params.id);
  return null;
}

export default function WorkoutPlanPage() {
  return <Placeholder title="Workout plan" />;
}
