import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { copyEntries, todayOf } from "~/journal/journal.server";
import { copyBodySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { copied } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Repeat a meal (or the whole day) onto another day",
    description: "`meal` a meal code or \"all\"; `to_date` today without it. Drinks are not copied. `from_date`: \"There is nothing to copy from that day.\" / \"Choose another day to copy from.\"; `to_date`: \"A day holds at most 200 food items.\"; not a future day.",
    responses: { 201: copied },
    body: copyBodySchema,
    handler: async (args) => {
      const { body, user } = args;
      const result = unwrap(await copyEntries(user, { from: body.from_date, to: body.to_date ?? todayOf(user), meal: body.meal }));
      await auditOwn(args, "create", "journal_entry");
      return ok({ copied: result.count, to_date: result.to }, 201);
    },
  }),
});
