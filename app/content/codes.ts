/**
 * Ads and motivational content (spec part 3 §2, §5, §8): the two channels share their fields,
 * rules and screens; only the words differ. Messages are kept exactly as the spec writes them.
 */

import { message } from "~/i18n/languages";

export const CHANNELS = ["ad", "motivational"] as const;
export type Channel = (typeof CHANNELS)[number];
export const KINDS = ["image", "video"] as const;
export type ContentKind = (typeof KINDS)[number];

/** Staff tables show 20 a page (spec part 3 §9). */
export const CONTENT_PAGE_SIZE = 20;
/** The longest file name an image may have (spec part 3 §5). */
export const IMAGE_NAME_MAX = 100;
/** How many active ads a carousel turns through. */
export const CAROUSEL_ADS = 6;

export const CONTENT_MSG = {
  selectImage: message("content:msg.selectImage"),
  imageNameTooLong: message("content:msg.imageNameTooLong"),
  tryAgain: message("content:msg.tryAgain"),
} as const;

export interface ChannelWords {
  /** The screen's title. */
  title: string;
  /** One item, in a sentence ("Add ad"). */
  noun: string;
  submitted: string;
  updated: string;
  deleted: string;
  /**
   * The notice of a failed form: the ads' joins the messages (the spec's English, not yet a key:
   * the messages it joins are written in English), motivational content's does not (a key).
   */
  invalid: (messages: string[]) => string;
  empty: string;
}

export const CHANNEL_WORDS: Record<Channel, ChannelWords> = {
  ad: {
    title: "Ad management",
    noun: "ad",
    submitted: message("content:manage.channels.ad.submitted"),
    updated: message("content:manage.channels.ad.updated"),
    deleted: message("content:manage.channels.ad.deleted"),
    invalid: (messages) => `Invalid Fields..., ${messages.join(", ")}`,
    empty: "No ads yet. Add the first one: an image with an optional link, or a YouTube video.",
  },
  motivational: {
    title: "Motivational content",
    noun: "motivational item",
    submitted: message("content:manage.channels.motivational.submitted"),
    updated: message("content:manage.channels.motivational.updated"),
    deleted: message("content:manage.channels.motivational.deleted"),
    invalid: () => message("content:manage.channels.motivational.invalid"),
    empty: "No motivational content yet. Add an image or a video to encourage patients on their home page.",
  },
};
