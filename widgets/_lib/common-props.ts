import { z } from 'zod/mini';

/** json-logic rule (plain JSON data); evaluated by the engine, never with eval. */
export const conditionSchema = z.unknown();

/** A text shown to the user: "t:key" for an i18n key, anything else shown as written. */
export const textSchema = z.string();

/** Props every form field shares; the engine's collectFields reads name/rule/required/maxLength/equals. */
export const fieldBaseShape = {
  name: z.string().check(z.minLength(1)),
  label: z.optional(textSchema),
  placeholder: z.optional(textSchema),
  rule: z.optional(z.string()),
  required: z._default(z.boolean(), false),
  maxLength: z.optional(z.number().check(z.int(), z.positive())),
  equals: z.optional(z.string()),
  messages: z.optional(z.record(z.string(), z.string())),
  /** A server's regular expression for rule "pattern" (registration settings) and its message. */
  pattern: z.optional(z.string()),
  patternMessage: z.optional(textSchema),
  /** The server's minimum length, for messages naming it ({{min}}). */
  minLength: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** For rule "amount": the bounds of the amount (a channel's limits, the balance); null = no bound yet. */
  minValue: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  maxValue: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  /** A help line under the field (e.g. what the captcha expects). */
  hint: z.optional(textSchema),
};
