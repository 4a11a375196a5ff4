import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { type Channel, NOTIFICATION_KINDS, type NotificationKind } from "../kinds";

const GROUPS = ["event", "reminder"] as const;

interface KindChoice {
  kind: NotificationKind;
  channel: Channel;
  choices: { value: Channel; label: string }[];
}

/**
 * Each of the member's kinds of notification, with its choices (an event is always in the portal;
 * a reminder may be off). Drawn on /profile, whose route names the "notifications" namespace.
 */
export function PreferencesForm({ preferences }: { preferences: KindChoice[] }) {
  const { t } = useTranslation("notifications");
  const reply = useReplyFor("preferences");
  const groups = GROUPS.map((group) => ({ group, kinds: preferences.filter((p) => NOTIFICATION_KINDS[p.kind].group === group) })).filter((g) => g.kinds.length > 0);
  return (
    <Form method="post" className="stack preferences-form" preventScrollReset>
      <FormNotice reply={reply} />
      <div className="preference-groups">
        {groups.map(({ group, kinds }) => (
          <div key={group}>
            <h3>{t(`prefs.${group}`)}</h3>
            {kinds.map(({ kind, channel, choices }) => (
              <fieldset key={kind} className="choice-row" aria-describedby={`pref-${kind}-hint`}>
                <legend>{t(`kinds.${kind}.label`)}</legend>
                <p className="field-hint" id={`pref-${kind}-hint`}>
                  {t(`kinds.${kind}.hint`)}
                </p>
                <div className="choices">
                  {choices.map((c) => (
                    <label key={c.value} className="choice">
                      <input type="radio" name={kind} value={c.value} defaultChecked={channel === c.value} />
                      {t(`channels.${c.value}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        ))}
      </div>
      <div className="form-actions">
        <SubmitButton intent="preferences">{t("prefs.save")}</SubmitButton>
      </div>
    </Form>
  );
}
