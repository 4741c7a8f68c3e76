import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { mySecurityQuestions, mySecurityQuestionsSet, securityConfig, securityQuestions } from '../../../contract/member/security';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id, password, text } from '../../params';

/** What is set up and a 0-100 level. */
export function getSecurityConfig(callOptions?: CallOptions): Promise<z.infer<typeof securityConfig.answer>> {
  return request(securityConfig, {}, callOptions);
}

/** The question catalogue. */
export function getSecurityQuestions(callOptions?: CallOptions): Promise<z.infer<typeof securityQuestions.answer>> {
  return request(securityQuestions, {}, callOptions);
}

/** The member's chosen questions (never the answers). */
export function getMySecurityQuestions(callOptions?: CallOptions): Promise<z.infer<typeof mySecurityQuestions.answer>> {
  return request(mySecurityQuestions, {}, callOptions);
}

/** Two different questions with answers, plus the login password. */
export function setMySecurityQuestions(body: input<typeof mySecurityQuestionsSet.input>, callOptions?: CallOptions): Promise<boolean> {
  return request(mySecurityQuestionsSet, body, callOptions);
}

export const securityConfigEndpoint = defineEndpoint({
  name: 'member.securityConfig',
  description: "What the member has set up (mobile, e-mail, payment password, questions, bank cards) and a 0-100 security level.",
  call: securityConfig,
  params: z.strictObject({}),
  run: (_params, env) => getSecurityConfig({ signal: env.signal }),
});

export const securityQuestionsEndpoint = defineEndpoint({
  name: 'member.securityQuestions',
  description: 'The security question catalogue { id, question }.',
  call: securityQuestions,
  params: z.strictObject({}),
  run: (_params, env) => getSecurityQuestions({ signal: env.signal }),
});

export const mySecurityQuestionsEndpoint = defineEndpoint({
  name: 'member.mySecurityQuestions',
  description: "The member's chosen security questions (never the answers).",
  call: mySecurityQuestions,
  params: z.strictObject({}),
  run: (_params, env) => getMySecurityQuestions({ signal: env.signal }),
});

export const mySecurityQuestionsSetEndpoint = defineEndpoint({
  name: 'member.mySecurityQuestionsSet',
  description: "Sets the member's two security questions with their answers, proven by the login password.",
  call: mySecurityQuestionsSet,
  params: z.strictObject({
    password,
    answers: z
      .array(z.strictObject({ questionId: id, answer: text(64) }))
      .check(z.length(2), z.refine((answers) => answers[0]?.questionId !== answers[1]?.questionId, 'two different questions are required')),
  }),
  run: (p, env) => setMySecurityQuestions(p, { signal: env.signal }),
});
