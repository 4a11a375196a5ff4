import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { leaveNote } from "~/care/notes.server";
import { noteSchema } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";
import { careNote } from "~/clinical/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Leave a patient a note on a day of their journal (staff)",
    description: '`date` is a day of the patient\'s journal, not in their future ("A note cannot be for a day in the future."); `text` up to 1,000 characters. The answer is the note as the patient\'s GET /api/journals/notes shows it; the patient is told.',
    responses: { 201: careNote },
    body: noteSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const note = unwrap(await leaveNote(args.user, id, args.body));
      await auditStaff(args, id, "create", "care_note", { recordId: note.id });
      return ok(note, 201);
    },
  }),
});
