/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { type Channel, NOTIFICATION_KINDS, type NotificationKind } from "../kinds";

const GROUPS = [
  { group: "event", title: "When something happens" },
  { group: "reminder", title: "Reminders" },
] as const;

interface KindChoice {
  kind: NotificationKind;
  channel: Channel;
  choices: { value: Channel; label: string }[];
}

/** Each of the member's kinds of notification, with its choices (an event is always in the portal; a reminder may be off). */
export function PreferencesForm({ preferences }: { preferences: KindChoice[] }) {
  const reply = useReplyFor("preferences");
  const groups = GROUPS.map(({ group, title }) => ({ title, kinds: preferences.filter((p) => NOTIFICATION_KINDS[p.kind].group === group) })).filter((g) => g.kinds.length > 0);
  return (
    <Form method="post" className="stack preferences-form" preventScrollReset>
      <FormNotice reply={reply} />
      <div className="preference-groups">
        {groups.map(({ title, kinds }) => (
          <div key={title}>
            <h3>{title}</h3>
            {kinds.map(({ kind, channel, choices }) => (
              <fieldset key={kind} className="choice-row" aria-describedby={`pref-${kind}-hint`}>
                <legend>{NOTIFICATION_KINDS[kind].label}</legend>
                <p className="field-hint" id={`pref-${kind}-hint`}>
                  {NOTIFICATION_KINDS[kind].hint}
                </p>
                <div className="choices">
                  {choices.map((c) => (
                    <label key={c.value} className="choice">
                      <input type="radio" name={kind} value={c.value} defaultChecked={channel === c.value} />
                      {c.label}
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
