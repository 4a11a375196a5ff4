import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { leaveNote } from "~/care/notes.server";
import { noteSchema } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** POST /api/care/patients/{id}/notes {date, text}: a note for the patient on a day of their journal (not a future day). */
  POST: endpoint({
    auth: "staff",
    body: noteSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const note = unwrap(await leaveNote(args.user, id, args.body));
      await auditStaff(args, id, "create", "care_note", { recordId: note.id });
      return ok(note, 201);
    },
  }),
});
