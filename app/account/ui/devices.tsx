import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { SubmitButton } from "~/ui/forms";
import type { Device } from "../devices.server";

/** Where the member is signed in, with a way out for each and for all (issue 24 item 3). Times on the clinic's clock. */
export function DeviceList({ devices, timeZone }: { devices: Device[]; timeZone: string }) {
  const { t } = useTranslation("account");
  const f = useFormat();
  const when = (iso: string) => f.dateTimeIn(iso, timeZone);
  return (
    <div className="stack">
      <ul className="device-list">
        {devices.map((d) => (
          <li key={d.id} className="device">
            <div>
              <p className="device-name">
                <span className="device-kind">{d.kind === "web" ? t("devices.browser") : t("devices.app")}</span> {d.name}
                {d.current ? <span className="badge badge-approved">{d.kind === "web" ? t("devices.thisBrowser") : t("devices.thisApp")}</span> : null}
              </p>
              <p className="muted small">
                {d.ip
                  ? t("devices.whenFrom", { signedIn: when(d.signed_in_at), lastActive: when(d.last_active_at), ip: d.ip })
                  : t("devices.when", { signedIn: when(d.signed_in_at), lastActive: when(d.last_active_at) })}
              </p>
            </div>
            {d.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="device" value={d.id} />
                <SubmitButton intent="sign-out-device" className="btn btn-secondary btn-sm" busyLabel={t("devices.signingOut")}>
                  <Trans t={t} i18nKey="devices.signOut" values={{ name: d.name }} components={[<span key="name" className="visually-hidden" />]} />
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="stack">
        <p className="field-hint">{t("devices.everywhereHint")}</p>
        <div>
          <SubmitButton intent="sign-out-everywhere" className="btn btn-danger-outline" busyLabel={t("devices.signingOut")}>
            {t("devices.everywhere")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
