import { z } from 'zod';

/** json-logic rule (plain JSON data); evaluated by the engine, never with eval. */
export const conditionSchema = z.unknown();

/** A text shown to the user: "t:key" for an i18n key, anything else shown as written. */
export const textSchema = z.string();

/** Props every form field shares; the engine's collectFields reads name/rule/required/maxLength/equals. */
export const fieldBaseShape = {
  name: z.string().min(1),
  label: textSchema.optional(),
  placeholder: textSchema.optional(),
  rule: z.string().optional(),
  required: z.boolean().default(false),
  maxLength: z.number().int().positive().optional(),
  equals: z.string().optional(),
  messages: z.record(z.string(), z.string()).optional(),
};
