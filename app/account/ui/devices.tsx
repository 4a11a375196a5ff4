/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { formatDateTimeIn } from "~/ui/format";
import { SubmitButton } from "~/ui/forms";
import type { Device } from "../devices.server";

/** Where the member is signed in, with a way out for each and for all (issue 24 item 3). Times on the clinic's clock. */
export function DeviceList({ devices, timeZone }: { devices: Device[]; timeZone: string }) {
  const when = (iso: string) => formatDateTimeIn(iso, timeZone);
  return (
    <div className="stack">
      <ul className="device-list">
        {devices.map((d) => (
          <li key={d.id} className="device">
            <div>
              <p className="device-name">
                <span className="device-kind">{d.kind === "web" ? "Browser" : "App"}</span> {d.name}
                {d.current ? <span className="badge badge-approved">{d.kind === "web" ? "This browser" : "This app"}</span> : null}
              </p>
              <p className="muted small">
                Signed in {when(d.signed_in_at)} · last active {when(d.last_active_at)}
                {d.ip ? ` · from ${d.ip}` : ""}
              </p>
            </div>
            {d.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="device" value={d.id} />
                <SubmitButton intent="sign-out-device" className="btn btn-secondary btn-sm" busyLabel="Signing out…">
                  Sign out <span className="visually-hidden">{d.name}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="stack">
        <p className="field-hint">Lost a phone, or used a shared computer? This ends every session and app sign-in, this browser&apos;s too.</p>
        <div>
          <SubmitButton intent="sign-out-everywhere" className="btn btn-danger-outline" busyLabel="Signing out…">
            Sign out everywhere
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
