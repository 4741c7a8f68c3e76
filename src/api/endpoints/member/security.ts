import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id, password, text } from '../../params';

export const securityConfigSchema = z.object({
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  paymentPasswordSet: z.boolean(),
  securityQuestionsSet: z.boolean(),
  bankCardBound: z.boolean(),
  bankCardCount: z.number().check(z.int()),
  level: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export const questionsSchema = z.array(z.object({ id: z.number().check(z.int()), question: z.string() }));

/** GET /wps/member/securityConfig: what is set up and a 0-100 level. */
export function getSecurityConfig(callOptions?: CallOptions): Promise<z.infer<typeof securityConfigSchema>> {
  return call(securityConfigSchema, (signal) => api().options({ signal }).get('/wps/member/securityConfig').json(), callOptions);
}

/** GET /wps/member/securityQuestions: the question catalogue. */
export function getSecurityQuestions(callOptions?: CallOptions): Promise<z.infer<typeof questionsSchema>> {
  return call(questionsSchema, (signal) => api().options({ signal }).get('/wps/member/securityQuestions').json(), callOptions);
}

/** GET /wps/member/customerSecurityQuestions: the member's chosen questions (never the answers). */
export function getMySecurityQuestions(callOptions?: CallOptions): Promise<z.infer<typeof questionsSchema>> {
  return call(questionsSchema, (signal) => api().options({ signal }).get('/wps/member/customerSecurityQuestions').json(), callOptions);
}

/** PUT /wps/member/customerSecurityQuestions: two different questions with answers, plus the login password. */
export function setMySecurityQuestions(body: { password: string; answers: { questionId: number; answer: string }[] }, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) => api().options({ signal }).put(body, '/wps/member/customerSecurityQuestions').json(), callOptions);
}

export const securityConfigEndpoint = defineEndpoint({
  name: 'member.securityConfig',
  description: "What the member has set up (mobile, e-mail, payment password, questions, bank cards) and a 0-100 security level.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getSecurityConfig({ signal: env.signal }),
});

export const securityQuestionsEndpoint = defineEndpoint({
  name: 'member.securityQuestions',
  description: 'The security question catalogue { id, question }.',
  params: z.strictObject({}),
  run: (_params, env) => getSecurityQuestions({ signal: env.signal }),
});

export const mySecurityQuestionsEndpoint = defineEndpoint({
  name: 'member.mySecurityQuestions',
  description: "The member's chosen security questions (never the answers).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getMySecurityQuestions({ signal: env.signal }),
});

export const mySecurityQuestionsSetEndpoint = defineEndpoint({
  name: 'member.mySecurityQuestionsSet',
  description: "Sets the member's two security questions with their answers, proven by the login password.",
  params: z.strictObject({
    password,
    answers: z
      .array(z.strictObject({ questionId: id, answer: text(64) }))
      .check(z.length(2), z.refine((answers) => answers[0]?.questionId !== answers[1]?.questionId, 'two different questions are required')),
  }),
  session: true,
  run: (p, env) => setMySecurityQuestions(p, { signal: env.signal }),
});
