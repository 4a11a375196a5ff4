import { z } from "zod";
import { MAX_IMAGE_MB } from "~/config/limits";
import { IMAGE_MSG } from "~/validation/images";
import "~/validation/zod-openapi";

/** A non-empty uploaded file, from a form (File) or a multipart body. */
const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File && v.size > 0;

/** Exactly one image: 'Please upload one image'. */
export const oneImage = () =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]), z.array(z.unknown()))
    .transform((list) => list.filter(isFile))
    .refine((files) => files.length === 1, IMAGE_MSG.uploadOneImage)
    .transform((files) => files[0] as File)
    .openapi({ type: "string", format: "binary", description: `One image file: jpeg, png, gif or bmp (judged by its content), at most ${MAX_IMAGE_MB} MB.` });
