import { z } from 'zod/mini';
import { defineCall } from '../call';
import { passwordText } from './fields';

const questionsAnswer = z.array(z.object({ id: z.number().check(z.int()), question: z.string() }));

export const securityConfig = defineCall({
  method: 'GET',
  path: '/wps/member/securityConfig',
  auth: 'session',
  summary: 'What the member has set up (mobile, e-mail, payment password, questions, bank cards) and a 0-100 security level.',
  input: z.object({}),
  answer: z.object({
    mobileBound: z.boolean(),
    emailBound: z.boolean(),
    paymentPasswordSet: z.boolean(),
    securityQuestionsSet: z.boolean(),
    bankCardBound: z.boolean(),
    bankCardCount: z.number().check(z.int()),
    level: z.number().check(z.int(), z.gte(0), z.lte(100)),
  }),
});

export const securityQuestions = defineCall({
  method: 'GET',
  path: '/wps/member/securityQuestions',
  summary: 'The security question catalogue.',
  input: z.object({}),
  answer: questionsAnswer,
});

export const mySecurityQuestions = defineCall({
  method: 'GET',
  path: '/wps/member/customerSecurityQuestions',
  auth: 'session',
  summary: "The member's chosen security questions (answers are stored hashed and never returned).",
  input: z.object({}),
  answer: questionsAnswer,
});

/** Real members only; two different questions of the catalogue (400 validation.failed otherwise). */
export const mySecurityQuestionsSet = defineCall({
  method: 'PUT',
  path: '/wps/member/customerSecurityQuestions',
  auth: 'session',
  summary: "Sets the member's two security questions with their answers, proven by the login password.",
  input: z.object({
    password: passwordText,
    answers: z
      .array(
        z.object({
          questionId: z.number().check(z.int(), z.positive()),
          answer: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64)),
        }),
      )
      .check(z.length(2, 'two questions are required')),
  }),
  answer: z.literal(true),
});
