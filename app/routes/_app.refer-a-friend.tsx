import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { Placeholder } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Refer a friend · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ReferAFriendPage() {
  return <Placeholder title="Refer a friend" />;
}
