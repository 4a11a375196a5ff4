import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { Placeholder } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Ad management · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdManagementPage() {
  return <Placeholder title="Ad management" />;
}
