import type { Generated } from "kysely";

/** Reports (migration 0100, issue 40). */

/** A question a patient keeps for their next visit; the visit summary lists them. */
export interface VisitQuestionsTable {
  id: Generated<number>;
  user_id: number;
  /** The question as the patient typed it (at most QUESTION_MAX characters). */
  body: string;
  created_at: string;
}

export interface ReportsTables {
  visit_questions: VisitQuestionsTable;
}
