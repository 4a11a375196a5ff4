import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { resetPassword } from "~/accounts/accounts.server";
import { resetPasswordSchema } from "~/accounts/schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { Field, FormError } from "~/ui/forms";

// The token in this page's URL never leaves in a Referer header ("strict-origin" sends the origin
// only). Not "no-referrer": that makes the browser post the form with `Origin: null`, which the
// cross-site check (and Remix's own) rightly refuses, so the form could not be sent without JavaScript.
export const meta: MetaFunction = () => [{ title: "Choose a new password · Patient Portal" }, { name: "referrer", content: "strict-origin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw redirect(paths.signin());
  return { token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  enforceRateLimit("reset", request, context);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return Response.json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  const outcome = await resetPassword(submission.value.token, submission.value.password, clientOf(request, context));
  if (outcome === "NOT_FOUND") {
    return Response.json(submission.reply({ formErrors: ["Invalid token!"], hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  return redirectWithToast(paths.signin(), { type: "success", message: "Password changed successfully. Please login again!" });
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <Field meta={fields.password} label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
        <Field meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={navigation.state !== "idle"}>
          Save new password
        </button>
      </Form>
    </section>
  );
}
