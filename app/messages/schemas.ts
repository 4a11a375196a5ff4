import { z } from "zod";
import { MAX_IMAGE_MB } from "~/config/limits";
import { IMAGE_MSG } from "~/validation/images";
import { MSG, recordId, requiredText } from "~/validation/rules";
import { MESSAGES_MSG, MESSAGE_MAX, SAVED_REPLY_TITLE_MAX, SUBJECT_MAX } from "./codes";
import "~/validation/zod-openapi";

/**
 * One zod schema per messaging mutation, used by the pages' forms (conform) and the /api calls.
 * Text is plain text: it is stored as typed (trimmed) and never rendered as anything but text.
 */

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/**
 * An optional photo: a file input left empty (the browser sends an empty file) or a JSON body
 * without it is none; anything but one file is "Please upload one image". Its size and content
 * are the uploads' rules (app/uploads/uploads.server.ts), checked when it is stored.
 */
export const optionalPhoto = () =>
  z
    .preprocess((v) => (v === undefined || v === null || v === "" || (isFile(v) && v.size === 0) ? undefined : v), z.custom<File>(isFile, IMAGE_MSG.uploadOneImage).optional())
    .openapi({ type: "string", format: "binary", description: `A photo (optional): jpeg, png, gif or bmp, judged by its content, at most ${MAX_IMAGE_MB} MB. Private: served only to the patient and their care team.` });

const messageText = () => requiredText({ max: MESSAGE_MAX }).describe(`Plain text, at most ${MESSAGE_MAX.toLocaleString("en-US")} characters; links are made clickable, nothing else is rendered.`);

/** A new conversation: POST /api/messages, POST /api/care/patients/{id}/messages, and the pages' forms. */
export const newConversationSchema = z.object({
  subject: requiredText({ max: SUBJECT_MAX }),
  body: messageText(),
  image: optionalPhoto(),
});
export type NewConversationInput = z.output<typeof newConversationSchema>;

/** A reply: POST /api/messages/{id}/replies, POST /api/care/messages/{id}/replies, and the reply forms. */
export const replySchema = z.object({
  body: messageText(),
  image: optionalPhoto(),
});
export type ReplyInput = z.output<typeof replySchema>;

/** A record id as a form or JSON sends it (a number or its digits); anything else is `message`. */
const idOf = (message: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      const id = recordId(typeof v === "number" ? String(v) : v);
      if (id === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined || v === "" ? MSG.required : message });
        return z.NEVER;
      }
      return id;
    })
    .openapi({ type: "integer", minimum: 1 });

/** POST …/withdraw and the withdraw buttons: which message. */
export const withdrawSchema = z.object({ message: idOf(MSG.required).describe("The id of a message the caller sent, within 5 minutes of sending it.") });

/** POST /api/care/messages/{id}/assign and the assign form: a colleague of the clinic, or nobody (null or ""). */
export const assignSchema = z.object({
  assignee: z
    .unknown()
    .transform((v, ctx) => {
      if (v === null || v === "") return null;
      const id = recordId(typeof v === "number" ? String(v) : v);
      if (id === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined ? MSG.required : MESSAGES_MSG.pickColleague });
        return z.NEVER;
      }
      return id;
    })
    .openapi({ type: ["integer", "null"], minimum: 1, description: "A staff member who looks after the conversation's clinic (the caller included), or null for nobody." }),
});

/** A clinic's saved reply. */
export const savedReplySchema = z.object({
  title: requiredText({ max: SAVED_REPLY_TITLE_MAX }),
  body: messageText(),
});
export type SavedReplyInput = z.output<typeof savedReplySchema>;
