import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { markNoteRead } from "~/care/notes.server";
import { auditOwn } from "~/security/audit.server";
import { careNote } from "~/clinical/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Mark a note from the care team read",
    description: "Reading it again changes nothing. Another patient's note is not found.",
    responses: { 200: careNote },
    handler: async (args) => {
      const note = unwrap(await markNoteRead(args.user, idParam(args.params.id)));
      await auditOwn(args, "update", "care_note", { recordId: note.id });
      return ok(note);
    },
  }),
});
