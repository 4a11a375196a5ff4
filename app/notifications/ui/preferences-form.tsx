import { Form } from "@remix-run/react";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { CHANNEL_LABELS, type Channel, channelsOf, KIND_NAMES, NOTIFICATION_KINDS, type NotificationKind } from "../kinds";

const GROUPS = [
  { group: "event", title: "When something happens" },
  { group: "reminder", title: "Reminders" },
] as const;

/** Each kind of notification, with its choices (an event is always in the portal; a reminder may be off). */
export function PreferencesForm({ preferences }: { preferences: Record<NotificationKind, Channel> }) {
  const reply = useReplyFor("preferences");
  return (
    <Form method="post" className="stack preferences-form" preventScrollReset>
      <FormNotice reply={reply} />
      <div className="preference-groups">
        {GROUPS.map(({ group, title }) => (
          <div key={group}>
            <h3>{title}</h3>
            {KIND_NAMES.filter((k) => NOTIFICATION_KINDS[k].group === group).map((kind) => (
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
      </div>
      <div className="form-actions">
        <SubmitButton intent="preferences">Save notification choices</SubmitButton>
      </div>
    </Form>
  );
}
