/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { STAFF_ROLE_LABELS } from "~/domain/users";
import { requireAdmin } from "~/auth/auth.server";
import { CARE_MSG, CARE_TOAST } from "~/care/codes";
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

export const meta: MetaFunction = () => [{ title: "Staff and clinics · Patient Portal" }];

/** The care texts its refusals and toasts travel as (issue 41). */
export const handle = { i18n: ["care"] };

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
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setStaffRole(args.user, parsed.value.id, parsed.value.role));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, "Please try again!");
  return changed(args, `role ${outcome.data.role} for user ${outcome.data.id}`, CARE_TOAST.roleSaved);
}

async function assign(args: IntentArgs) {
  const key = keyOf("assign", args.form);
  const parsed = parseForm(key, args.form, staffClinicSchema);
  if (!parsed.ok) return noticeFailure(key, { clinic: [CARE_MSG.pickClinic] }, "Please try again!");
  const outcome = pageOutcome(await assignClinic(args.user, parsed.value.id, parsed.value.clinic));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, "Please try again!");
  return changed(args, `clinic ${outcome.data.clinic} assigned to user ${outcome.data.id}`, CARE_TOAST.clinicAssigned);
}

async function unassign(args: IntentArgs) {
  const key = keyOf("unassign", args.form);
  const parsed = parseForm(key, args.form, staffClinicSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await unassignClinic(args.user, parsed.value.id, parsed.value.clinic));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, "Please try again!");
  return changed(args, `clinic ${outcome.data.clinic} removed from user ${outcome.data.id}`, CARE_TOAST.clinicRemoved);
}

export default function StaffPage() {
  const { staff, clinics, me } = useLoaderData<typeof loader>();
  return (
    <section className="page staff-page">
      <PageHeader
        title="Staff and clinics"
        subtitle="Programme administrators run the catalogue and see every clinic. Care staff see the patients of the clinics assigned to them."
      />
      <div className="card card-flush">
        <TableScroll label="Staff accounts">
          <table className="table staff-table">
            <caption className="visually-hidden">Staff accounts, their roles and clinics</caption>
            <thead>
              <tr>
                <th scope="col">Staff member</th>
                <th scope="col">Role</th>
                <th scope="col">Clinics</th>
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
        {member.home_clinic ? <span className="muted small">Works at {member.home_clinic}</span> : null}
      </th>
      <td>
        {isMe ? (
          <p>
            {member.role ? STAFF_ROLE_LABELS[member.role] : "No role"} <span className="muted small">(you)</span>
          </p>
        ) : (
          <Form method="post" className="inline-form staff-role-form">
            <input type="hidden" name="id" value={member.id} />
            <FormNotice reply={roleReply} />
            <label htmlFor={roleId} className="visually-hidden">
              Role of {member.name}
            </label>
            <select id={roleId} name="role" defaultValue={member.role ?? "care"}>
              <option value="admin">{STAFF_ROLE_LABELS.admin}</option>
              <option value="care">{STAFF_ROLE_LABELS.care}</option>
            </select>
            <SubmitButton intent="role" className="btn btn-secondary btn-sm">
              Save role
            </SubmitButton>
          </Form>
        )}
      </td>
      <td>
        <div className="stack staff-clinics">
          {member.role === "admin" ? <p className="muted small">Sees every clinic as an administrator.</p> : null}
          <FormNotice reply={unassignReply} />
          {member.clinics.length ? (
            <ul className="tag-list" aria-label={`Clinics of ${member.name}`}>
              {member.clinics.map((c) => (
                <li key={c.id} className="staff-clinic">
                  <span>{c.name}</span>
                  <Form method="post" className="inline">
                    <input type="hidden" name="id" value={member.id} />
                    <input type="hidden" name="clinic" value={c.id} />
                    <SubmitButton intent="unassign" className="btn btn-ghost btn-sm" busyLabel="Removing…">
                      Remove<span className="visually-hidden"> {c.name}</span>
                    </SubmitButton>
                  </Form>
                </li>
              ))}
            </ul>
          ) : member.role === "care" ? (
            <p className="muted small">No clinic yet: this care-staff member sees no patients.</p>
          ) : null}
          <Form method="post" className="inline-form staff-assign-form">
            <input type="hidden" name="id" value={member.id} />
            <FormNotice reply={assignReply} />
            <label htmlFor={clinicId} className="visually-hidden">
              Clinic to assign to {member.name}
            </label>
            <select id={clinicId} name="clinic" defaultValue="">
              <option value="">Choose a clinic…</option>
              {unassigned.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <SubmitButton intent="assign" className="btn btn-secondary btn-sm" busyLabel="Assigning…">
              Assign
            </SubmitButton>
          </Form>
        </div>
      </td>
    </tr>
  );
}
