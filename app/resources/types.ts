/** What the resource pages and /api/resources get back. */

export interface ResourceSummary {
  id: number;
  title: string;
  author: string;
  created: string;
  /** Sanitized HTML. */
  description: string;
}

export interface ResourceDetail extends ResourceSummary {
  /** Sanitized HTML. */
  body: string;
}
