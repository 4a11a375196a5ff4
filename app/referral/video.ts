/**
 * The programme's introduction video on the refer-a-friend page: a short captioned slideshow
 * served by the portal itself (public/media, drawn by scripts/make-programme-video.mjs), so it
 * plays without any third party learning who watched it.
 */
export const PROGRAMME_VIDEO = {
  src: "/media/programme-intro.webm",
  captions: "/media/programme-intro.en.vtt",
  seconds: 20,
  /** The transcript's lines, each a key of the referral namespace's `video.lines` (the page draws them in its language). */
  transcript: ["programme", "firstVisit", "everyTwoWeeks", "betweenVisits", "bringAFriend"],
} as const;
