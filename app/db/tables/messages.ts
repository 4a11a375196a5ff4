import type { Generated, Selectable } from "kysely";

/**
 * Messages between a patient and their clinic's care team (migration 0090, issue 39). Times are
 * ISO 8601 in UTC; a message's text is plain text, at most 5,000 characters, never edited.
 */

/** "open" or "closed" (by the care team; a reply opens it again). */
export type ConversationStatus = "open" | "closed";
/** Who is to speak next: the care team ("staff": the patient's latest message is unanswered) or the patient. */
export type ConversationAwaiting = "staff" | "patient";

export interface ConversationsTable {
  id: Generated<number>;
  patient_id: number;
  /** The patient's clinic when it started: the care staff of this clinic see it. */
  clinic_id: number;
  subject: string;
  status: Generated<ConversationStatus>;
  awaiting: ConversationAwaiting;
  /** When the patient's oldest unanswered message was sent (null unless awaiting the care team). */
  waiting_since: string | null;
  /** How many of the patient's messages wait for an answer. */
  waiting_count: Generated<number>;
  assigned_to: number | null;
  started_by: number | null;
  /** The last message id the patient has read; the last one anyone of the care team has read. */
  patient_read_id: Generated<number>;
  staff_read_id: Generated<number>;
  created_at: string;
  last_message_at: string;
  /** Changes with anything either side sees: the page's live check compares it. */
  updated_at: string;
  closed_at: string | null;
  closed_by: number | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number | null;
  /** 1: sent by the care team; 0: by the patient. */
  from_staff: number;
  body: string;
  photo_id: number | null;
  created_at: string;
  /** Set when the sender withdrew it (the text is kept, never shown again). */
  withdrawn_at: string | null;
}

/** A photo sent with a message: private, in the private uploads folder, known by its content's SHA-256. */
export interface MessagePhotosTable {
  id: Generated<number>;
  patient_id: number;
  uploaded_by: number | null;
  content_hash: string;
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
  content_type: string;
  file_size: number;
  created_at: string;
}

/** A clinic's saved reply: a common answer its staff insert into a reply. */
export interface SavedRepliesTable {
  id: Generated<number>;
  clinic_id: number;
  title: string;
  body: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface MessagesTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_photos: MessagePhotosTable;
  saved_replies: SavedRepliesTable;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
