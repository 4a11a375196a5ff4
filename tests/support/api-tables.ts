/**
 * docs/api.md keeps the narrative; its tables of calls are made from the document, between
 * `<!-- calls: segment … -->` and `<!-- /calls -->` markers (the first path segments a section
 * covers; `*` for every call no other section lists). One function, so `npm run openapi:generate`
 * and the test that checks the file is current make the same text.
 */
export const API_DOC_FILE = "docs/api.md";

interface Operation {
  summary?: string;
  description?: string;
  "x-auth"?: "none" | "user" | "staff" | "admin";
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const WHO = { none: "anyone", user: "signed in", staff: "staff", admin: "administrators" } as const;

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

function row(method: string, path: string, op: Operation): string {
  const statuses = Object.keys(op.responses).filter((s) => s !== "500");
  const what = [op.summary, op.description].filter(Boolean).join(". ").replace(/\.\./g, ".");
  return `| \`${method.toUpperCase()} ${path}\` | ${WHO[op["x-auth"] ?? "user"]} | ${cell(what)} | ${statuses.join(", ")} |`;
}

export function withCallTables(markdown: string, document: Document): string {
  const marker = /<!-- calls: ([^>]*?) -->\n[\s\S]*?<!-- \/calls -->/g;
  const sections = [...markdown.matchAll(marker)].map((m) => m[1].trim().split(/\s+/));
  const claimed = new Set(sections.flat().filter((s) => s !== "*"));
  const segmentOf = (path: string) => path.split("/")[2] ?? "";
  return markdown.replace(marker, (_all, list: string) => {
    const segments = list.trim().split(/\s+/);
    const rows: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const segment = segmentOf(path);
      if (!(segments.includes(segment) || (segments.includes("*") && !claimed.has(segment)))) continue;
      for (const [method, op] of Object.entries(item)) rows.push(row(method, path, op));
    }
    const table = rows.length ? ["| call | who | what it does | answers |", "|---|---|---|---|", ...rows].join("\n") : "(none)";
    return `<!-- calls: ${list.trim()} -->\n${table}\n<!-- /calls -->`;
  });
}
