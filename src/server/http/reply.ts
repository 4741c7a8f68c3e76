import type { FastifyReply } from 'fastify';

/** One envelope for every /wps answer (see src/api/envelope.ts for the client side). */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** Error codes are stable identifiers; `message` is the spec's user-facing text. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function fail(status: number, errorCode: string, message: string, data?: Record<string, unknown>): never {
  throw new HttpFailure(status, errorCode, message, data);
}

export function sendFailure(reply: FastifyReply, f: HttpFailure): FastifyReply {
  return reply.code(f.status).send({ success: false, errorCode: f.errorCode, message: f.message, ...(f.data ? { data: f.data } : {}) });
}

/** The spec's general error catalogue texts. */
export const MESSAGES = {
  loggedOut: 'The account has been logged out, please log in again',
  verificationCode: 'Verification code error',
  notLoggedIn: 'Sorry, you are not logged in! please login first.',
  noPermission: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  userMissing: 'Sorry, the user does not exist or is disabled.',
  usernameTaken: 'Sorry, the username already exists.',
  referrer: 'Referrer link error',
  unknown: 'Unknown error',
  upgrading: 'System upgrading, please try again later.',
  tryAgainShortly: 'The service is busy for a moment, please try again',
} as const;
