import { z } from "zod";
import { id, int, named, page, shape, timestamp } from "~/api/shapes";
import { INBOX_STATUSES } from "./codes";

/**
 * What the messaging calls answer (docs/api.md, Messages), checked against the domain's types.
 * Times are ISO 8601 in UTC; texts plain text.
 */

const state = z.enum(["waiting", "answered", "closed"]).describe("waiting: the patient's latest message waits for the care team; answered: the care team answered (the patient's turn); closed: the care team closed it (a reply opens it again).");

export const message = named(
  "Message",
  shape({
    id: id(),
    /** Which side sent it. */
    from: z.enum(["patient", "care_team"]),
    sender: z.string().nullable().describe("Who sent it, by name (null when their account is gone)."),
    mine: z.boolean().describe("Sent by the caller."),
    text: z.string().nullable().describe("Plain text as sent; null once withdrawn."),
    withdrawn: z.boolean().describe('Withdrawn by its sender: shown as "Message withdrawn".'),
    image: shape({ s: z.string(), m: z.string(), l: z.string(), o: z.string() })
      .nullable()
      .describe("The photo's sizes (320, 640, 1280 px and as sent): private links, to the patient and their care team only, with the token."),
    created_at: timestamp(),
    withdraw_until: timestamp().nullable().describe("Until when the caller may withdraw it (their own message, 5 minutes after sending), else null."),
  }),
);

const summaryFields = {
  id: id(),
  subject: z.string(),
  state,
  created_at: timestamp(),
  last_message_at: timestamp(),
  unread: int().min(0).describe("Messages of the other side the caller (the patient; or anyone of the care team) has not read."),
};

export const conversationSummary = named("Conversation", shape(summaryFields));

const careFields = {
  patient: shape({ id: id(), name: z.string() }),
  clinic: shape({ id: id(), name: z.string() }),
  assigned_to: shape({ id: id(), name: z.string() }).nullable(),
  waiting_since: timestamp().nullable().describe("When the patient's oldest unanswered message was sent."),
  waiting_count: int().min(0).describe("The patient's messages waiting for an answer."),
  overdue: z.boolean().describe("Waiting past the clinic's next working day: the care panel's `unanswered` flag (docs/decisions/0210)."),
  last_closed: shape({ at: timestamp(), by: z.string().nullable() })
    .nullable()
    .describe("The last time the care team closed it (kept when a reply has opened it again since), and by whom."),
};

/** What the care team sees of a conversation besides (the domain's `CareConversationFacts`). */
export const careConversationFacts = shape(careFields);

export const careConversation = named("CareConversation", shape({ ...summaryFields, ...careFields }));

export const conversationDetail = shape({ ...summaryFields, messages: page(message).describe("The messages, the latest first, `limit`/`offset` paged.") });
export const careConversationDetail = shape({ ...summaryFields, ...careFields, messages: page(message).describe("The messages, the latest first, `limit`/`offset` paged.") });

export const sent = shape({ conversation: id(), patient: id().describe("The patient the conversation is with."), message });
export const readUpTo = shape({ read_up_to: int().min(0).describe("The last message id the caller's side has now read.") });

export const inboxPage = shape({
  clinic: shape({ id: id(), name: z.string() }),
  counts: shape(Object.fromEntries(INBOX_STATUSES.map((s) => [s, int().min(0)])) as Record<(typeof INBOX_STATUSES)[number], z.ZodNumber>).describe(
    "Conversations of each status under the other filters.",
  ),
  count: int().min(0),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(careConversation),
});

export const savedReply = named("SavedReply", shape({ id: id(), title: z.string(), body: z.string(), updated_at: timestamp() }));
