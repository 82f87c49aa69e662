import { z } from 'zod';

/** Ids arrive as strings, or as numbers where a client asked for that; the app always keeps strings. */
export const idText = z.union([z.string(), z.number()]).transform(String);

/** Absent and null both mean "not known": kept as null, never turned into an empty string. */
export const maybeText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const maybeId = idText.nullish().transform((value) => value ?? null);

export const maybeNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

export const maybeBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);
