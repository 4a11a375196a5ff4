import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { message } from "~/i18n/languages";
import { requireAdmin } from "~/auth/auth.server";
import { CARE_MSG } from "~/care/codes";
import { staffClinicSchema, staffRoleSchema } from "~/care/schemas";
import { allClinics, assignClinic, listStaff, setStaffRole, unassignClinic, type StaffMember } from "~/care/staff.server";
import { noticeFailure, parseForm, readForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { paths } from "~/paths";
import { auditEvent } from "~/security/audit.server";
import careCss from "~/styles/care.css";
import { redirectWithToast } from "~/toast/toast.server";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";
import { TableScroll } from "~/ui/table-scroll";

export const links = stylesheets(careCss);

/** Its own texts, and the care texts its refusals and toasts travel as (issue 41). */
export const handle = { i18n: ["admin", "care"], title: "admin:staff.title" };

/** The page's own messages, drawn in the reader's language (issue 41). */
const STAFF_MSG = {
  tryAgain: message("admin:staff.tryAgain"),
  roleSaved: message("admin:staff.roleSaved"),
  clinicAssigned: message("admin:staff.clinicAssigned"),
  clinicRemoved: message("admin:staff.clinicRemoved"),
};

/** Programme administrators: each staff account's role, and the clinics a care-staff member looks after. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const [staff, clinics] = await Promise.all([listStaff(user), allClinics()]);
  return { staff: foundOr404(staff.ok ? staff.data : null), clinics, me: user.id };
}

type Intent = "role" | "assign" | "unassign";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    role: () => role(args),
    assign: () => assign(args),
    unassign: () => unassign(args),
  });
}

/** Each staff row has its forms: the key names the row's account. */
const keyOf = (intent: Intent, form: FormData) => `${intent}:${String(form.get("id") ?? "")}`;

/** Done: the change recorded as a security event (who changed whose role or clinics), then back with the toast. */
async function changed(args: IntentArgs, detail: string, message: string) {
  await auditEvent("staff_changed", args.user.id, detail);
  return redirectWithToast(paths.staff(), { type: "success", message });
}

async function role(args: IntentArgs) {
  const key = keyOf("role", args.form);
  const parsed = parseForm(key, args.form, staffRoleSchema);
  // The row's form has no field to show an error under: a role that is not one (a request made by hand) is its notice.
  if (!parsed.ok) return noticeFailure(key, { role: [CARE_MSG.pickRole] }, STAFF_MSG.tryAgain);
  const outcome = pageOutcome(await setStaffRole(args.user, parsed.value.id, parsed.value.role));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, STAFF_MSG.tryAgain);
  return changed(args, `role ${outcome.data.role} for user ${outcome.data.id}`, STAFF_MSG.roleSaved);
}

async function assign(args: IntentArgs) {
  const key = keyOf("assign", args.form);
  const parsed = parseForm(key, args.form, staffClinicSchema);
  if (!parsed.ok) return noticeFailure(key, { clinic: [CARE_MSG.pickClinic] }, STAFF_MSG.tryAgain);
  const outcome = pageOutcome(await assignClinic(args.user, parsed.value.id, parsed.value.clinic));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, STAFF_MSG.tryAgain);
  return changed(args, `clinic ${outcome.data.clinic} assigned to user ${outcome.data.id}`, STAFF_MSG.clinicAssigned);
}

async function unassign(args: IntentArgs) {
  const key = keyOf("unassign", args.form);
  const parsed = parseForm(key, args.form, staffClinicSchema);
  if (!parsed.ok) return noticeFailure(key, { clinic: [CARE_MSG.pickClinic] }, STAFF_MSG.tryAgain);
  const outcome = pageOutcome(await unassignClinic(args.user, parsed.value.id, parsed.value.clinic));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, STAFF_MSG.tryAgain);
  return changed(args, `clinic ${outcome.data.clinic} removed from user ${outcome.data.id}`, STAFF_MSG.clinicRemoved);
}

export default function StaffPage() {
  const { staff, clinics, me } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <section className="page staff-page">
      <PageHeader title={t("staff.title")} subtitle={t("staff.subtitle")} />
      <div className="card card-flush">
        <TableScroll label={t("staff.accounts")}>
          <table className="table staff-table">
            <caption className="visually-hidden">{t("staff.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("staff.member")}</th>
                <th scope="col">{t("staff.role")}</th>
                <th scope="col">{t("staff.clinics")}</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((s) => (
                <StaffRow key={s.id} member={s} clinics={clinics} isMe={s.id === me} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}

function StaffRow({ member, clinics, isMe }: { member: StaffMember; clinics: { id: number; name: string }[]; isMe: boolean }) {
  const { t } = useTranslation("admin");
  const roleReply = useReplyFor(`role:${member.id}`);
  const assignReply = useReplyFor(`assign:${member.id}`);
  const unassignReply = useReplyFor(`unassign:${member.id}`);
  const unassigned = clinics.filter((c) => !member.clinics.some((m) => m.id === c.id));
  const roleId = `staff-role-${member.id}`;
  const clinicId = `staff-clinic-${member.id}`;
  return (
    <tr>
      <th scope="row">
        <span className="staff-name">{member.name}</span>
        <span className="muted small staff-email">{member.email}</span>
        {member.home_clinic ? <span className="muted small">{t("staff.worksAt", { clinic: member.home_clinic })}</span> : null}
      </th>
      <td>
        {isMe ? (
          <>
            {/* No form here, but a refused change of one's own role (a request made by hand) says why. */}
            <FormNotice reply={roleReply} />
            <p>
              <Trans t={t} i18nKey="staff.mine" values={{ role: member.role ? t(`staff.roles.${member.role}`) : t("staff.noRole") }} components={[<span key="you" className="muted small" />]} />
            </p>
          </>
        ) : (
          <Form method="post" className="inline-form staff-role-form">
            <input type="hidden" name="id" value={member.id} />
            <FormNotice reply={roleReply} />
            <label htmlFor={roleId} className="visually-hidden">
              {t("staff.roleOf", { name: member.name })}
            </label>
            <select id={roleId} name="role" defaultValue={member.role ?? "care"}>
              <option value="admin">{t("staff.roles.admin")}</option>
              <option value="care">{t("staff.roles.care")}</option>
            </select>
            <SubmitButton intent="role" className="btn btn-secondary btn-sm">
              {t("staff.saveRole")}
            </SubmitButton>
          </Form>
        )}
      </td>
      <td>
        <div className="stack staff-clinics">
          {member.role === "admin" ? <p className="muted small">{t("staff.seesAll")}</p> : null}
          <FormNotice reply={unassignReply} />
          {member.clinics.length ? (
            <ul className="tag-list" aria-label={t("staff.clinicsOf", { name: member.name })}>
              {member.clinics.map((c) => (
                <li key={c.id} className="staff-clinic">
                  <span>{c.name}</span>
                  <Form method="post" className="inline">
                    <input type="hidden" name="id" value={member.id} />
                    <input type="hidden" name="clinic" value={c.id} />
                    <SubmitButton intent="unassign" className="btn btn-ghost btn-sm" busyLabel={t("staff.removing")}>
                      <Trans t={t} i18nKey="staff.remove" values={{ clinic: c.name }} components={[<span key="clinic" className="visually-hidden" />]} />
                    </SubmitButton>
                  </Form>
                </li>
              ))}
            </ul>
          ) : member.role === "care" ? (
            <p className="muted small">{t("staff.noClinic")}</p>
          ) : null}
          <Form method="post" className="inline-form staff-assign-form">
            <input type="hidden" name="id" value={member.id} />
            <FormNotice reply={assignReply} />
            <label htmlFor={clinicId} className="visually-hidden">
              {t("staff.assignTo", { name: member.name })}
            </label>
            <select id={clinicId} name="clinic" defaultValue="">
              <option value="">{t("staff.chooseClinic")}</option>
              {unassigned.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <SubmitButton intent="assign" className="btn btn-secondary btn-sm" busyLabel={t("staff.assigning")}>
              {t("staff.assign")}
            </SubmitButton>
          </Form>
        </div>
      </td>
    </tr>
  );
}
