import type { TestimonialImageJson } from "./photo-store.server";

/** The before and after pictures a published testimonial shows: the primary ones, else the earliest before and the latest after. */
export function beforeAndAfter(images: readonly TestimonialImageJson[]) {
  const of = (type: "A" | "B") => images.filter((i) => i.type === type);
  const pick = (list: TestimonialImageJson[], latest: boolean) =>
    list.find((i) => i.primary) ?? [...list].sort((a, b) => (latest ? b.week - a.week : a.week - b.week))[0] ?? null;
  return { before: pick(of("B"), false), after: pick(of("A"), true) };
}

