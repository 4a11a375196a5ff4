import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { markNoteRead } from "~/care/notes.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** POST /api/journals/notes/{id}/read: the caller marks a note from their care team read (another patient's: 404). */
  POST: endpoint({
    auth: "user",
    handler: async (args) => {
      const note = unwrap(await markNoteRead(args.user, idParam(args.params.id)));
      await auditOwn(args, "update", "care_note", { recordId: note.id });
      return ok(note);
    },
  }),
});
