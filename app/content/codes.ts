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
  submitted: string;
  updated: string;
  deleted: string;
  /**
   * The notice of a failed form, a key: the ads' names the messages (the spec's "Invalid Fields...,"
   * and the messages, each already in the reader's language), motivational content's does not.
   */
  invalid: (messages: string[]) => string;
}

export const CHANNEL_WORDS: Record<Channel, ChannelWords> = {
  ad: {
    submitted: message("content:manage.channels.ad.submitted"),
    updated: message("content:manage.channels.ad.updated"),
    deleted: message("content:manage.channels.ad.deleted"),
    invalid: (messages) => message("content:manage.channels.ad.invalid", { messages: messages.join(", ") }),
  },
  motivational: {
    submitted: message("content:manage.channels.motivational.submitted"),
    updated: message("content:manage.channels.motivational.updated"),
    deleted: message("content:manage.channels.motivational.deleted"),
    invalid: () => message("content:manage.channels.motivational.invalid"),
  },
};
