import { Form } from "@remix-run/react";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { CHANNEL_LABELS, type Channel, channelsOf, KIND_NAMES, NOTIFICATION_KINDS, type NotificationKind } from "../kinds";

/** Each kind of notification, with its choices (an event is always in the portal; a reminder may be off). */
export function PreferencesForm({ preferences }: { preferences: Record<NotificationKind, Channel> }) {
  const reply = useReplyFor("preferences");
  const group = (g: "event" | "reminder") => KIND_NAMES.filter((k) => NOTIFICATION_KINDS[k].group === g);
  return (
    <Form method="post" className="stack preferences-form" preventScrollReset>
      <FormNotice reply={reply} />
      {(["event", "reminder"] as const).map((g) => (
        <div key={g} className="stack">
          <h3>{g === "event" ? "When something happens" : "Reminders"}</h3>
          {group(g).map((kind) => (
            <fieldset key={kind} className="choice-row" aria-describedby={`pref-${kind}-hint`}>
              <legend>{NOTIFICATION_KINDS[kind].label}</legend>
              <p className="field-hint" id={`pref-${kind}-hint`}>
                {NOTIFICATION_KINDS[kind].hint}
              </p>
              <div className="choices">
                {channelsOf(kind).map((c) => (
                  <label key={c} className="choice">
                    <input type="radio" name={kind} value={c} defaultChecked={preferences[kind] === c} />
                    {CHANNEL_LABELS[c]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      ))}
      <div className="form-actions">
        <SubmitButton intent="preferences">Save notification choices</SubmitButton>
      </div>
    </Form>
  );
}
