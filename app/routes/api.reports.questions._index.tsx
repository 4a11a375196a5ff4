import { apiRoute, endpoint, ok } from "~/api/api.server";
import { shortListOf } from "~/api/short-list.server";
import { unwrap } from "~/api/domain.server";
import { requireReportCaller } from "~/reports/access.server";
import { QUESTION_MAX_LENGTH, QUESTIONS_MAX } from "~/reports/codes";
import { addQuestion, myQuestions } from "~/reports/questions.server";
import { visitQuestion, visitQuestions } from "~/reports/api-shapes";
import { questionSchema } from "~/reports/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's questions for their next visit, oldest first",
    description: `The short list the patient keeps on /reports (at most ${QUESTIONS_MAX}); the care team reads them on the visit summary. Patients only (staff: 403). An audited read.`,
    responses: { 200: visitQuestions },
    refuses: [403],
    handler: async (args) => {
      requireReportCaller(args.user);
      const questions = await myQuestions(args.user);
      await auditOwn(args, "read", "visit_question");
      return ok(shortListOf(questions));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Add a question for the next visit",
    description: `\`text\`: 1 to ${QUESTION_MAX_LENGTH} characters. The list holds at most ${QUESTIONS_MAX}: one more is refused with 400 VALIDATION_ERROR ("You can keep up to ${QUESTIONS_MAX} questions. Remove one first."). Patients only (staff: 403).`,
    responses: { 201: visitQuestion },
    refuses: [403],
    body: questionSchema,
    handler: async (args) => {
      requireReportCaller(args.user);
      const question = unwrap(await addQuestion(args.user, args.body));
      await auditOwn(args, "create", "visit_question", { recordId: question.id });
      return ok(question, 201);
    },
  }),
});
