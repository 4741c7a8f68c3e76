import { z } from 'zod/mini';

/** A payment password: 6 digits. */
export const sixDigits = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));

/** A password as the member types it (checked against the merchant's rule by the server). */
export const passwordText = z.string().check(z.minLength(1, 'is required'), z.maxLength(64));

/** A session the platform opened: sign-up and a password reset sign the player in, as login does. */
export { loginAnswer as signedInAnswer } from '../session/session';
