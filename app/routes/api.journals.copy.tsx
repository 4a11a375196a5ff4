import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { copyEntries, todayOf } from "~/journal/journal.server";
import { copyBodySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

/** POST /api/journals/copy/ {from_date, to_date, meal}: Repeat a meal (or "all", the whole day) onto another day. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    body: copyBodySchema,
    handler: async (args) => {
      const { body, user } = args;
      const result = unwrap(await copyEntries(user, { from: body.from_date, to: body.to_date ?? todayOf(user), meal: body.meal }));
      await auditOwn(args, "create", "journal_entry");
      return ok({ copied: result.count, to_date: result.to }, 201);
    },
  }),
});
