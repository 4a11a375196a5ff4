import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { done, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { QUESTIONS_MAX, REPORT_MSG } from "./codes";
import type { QuestionInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The patient's own questions for their next visit (issue 40): a short list kept on /reports and
 * printed on the visit summary. Only the patient adds and removes them; another patient's is not
 * found. At most QUESTIONS_MAX, checked in the transaction that adds one.
 */

export type VisitQuestion = z.infer<typeof apiShapes.visitQuestion>;

const toQuestion = (r: { id: number; body: string; created_at: string }): VisitQuestion => ({ id: r.id, text: r.body, created_at: r.created_at });

/** A patient's questions, oldest first (the order they thought of them). */
export async function questionsOf(conn: Db, patientId: number): Promise<VisitQuestion[]> {
  const rows = await conn.selectFrom("visit_questions").select(["id", "body", "created_at"]).where("user_id", "=", patientId).orderBy("id").execute();
  return rows.map(toQuestion);
}

/** /reports and GET /api/reports/questions: the viewer's own. */
export const myQuestions = (viewer: Viewer) => questionsOf(db, viewer.id);

/** POST /api/reports/questions and the form on /reports: a new question, while the list has room. */
export async function addQuestion(viewer: Viewer, input: QuestionInput): Promise<Outcome<VisitQuestion>> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom("visit_questions").select(sql<number>`count(*)`.as("n")).where("user_id", "=", viewer.id).executeTakeFirstOrThrow();
    if (Number(n) >= QUESTIONS_MAX) return invalidField("text", REPORT_MSG.questionsFull);
    const row = await trx
      .insertInto("visit_questions")
      .values({ user_id: viewer.id, body: input.text, created_at: nowIso() })
      .returning(["id", "body", "created_at"])
      .executeTakeFirstOrThrow();
    return done(toQuestion(row));
  });
}

/** DELETE /api/reports/questions/{id} and the Remove button: one of the viewer's own. */
export async function removeQuestion(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  const result = await db.deleteFrom("visit_questions").where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done({ id }) : notFound;
}
