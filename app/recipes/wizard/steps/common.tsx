import { Form, useNavigation } from "@remix-run/react";
import { useActionFor, useStepAction } from "../state";
import { Said } from "~/i18n/react";

/**
 * A step's Save & Next: the rows added in the browser go to the server as one bulk create, then
 * the next step opens. Without JavaScript rows are saved as they are added, so it simply moves on.
 */
export function SaveNext({ intent, rows, label = "Save & Next" }: { intent: string; rows: string; label?: string }) {
  const answer = useActionFor(intent);
  const action = useStepAction();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={action} className="wizard-footer">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="rows" value={rows} />
      {answer?.notice ? (
        <p className="form-error" role="alert">
          <Said text={answer.notice} />
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** The message a management form got back, shown beside it. */
export function FormNotice({ formKey }: { formKey: string }) {
  const answer = useActionFor(formKey);
  if (!answer?.notice) return null;
  return (
    <p className="form-error" role="alert">
      <Said text={answer.notice} />
    </p>
  );
}
