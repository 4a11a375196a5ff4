import { defineWizard } from "~/ui/wizard/steps";

/** The staff exercise editor's tabs (the wizard kit, docs/decisions/0034): each a page at ?step=. */
export const EXERCISE_EDITOR = defineWizard(
  [
    { key: "details", label: "Details" },
    { key: "media", label: "Media" },
    { key: "related", label: "Related" },
  ] as const,
  { bareFirst: true },
);

export type EditorStep = (typeof EXERCISE_EDITOR.steps)[number]["key"];

/** The intents of the editor's forms; the action handles each one. */
export type EditorIntent = "details" | "add-image" | "main-image" | "add-video" | "add-related" | "delete";

/** A delete's id names what it deletes: "image-12", "video-3", "related-5". */
export function parseDeleteId(value: unknown): { kind: "image" | "video" | "related"; id: number } | null {
  const m = typeof value === "string" ? /^(image|video|related)-(\d{1,10})$/.exec(value) : null;
  return m ? { kind: m[1] as "image" | "video" | "related", id: Number(m[2]) } : null;
}
