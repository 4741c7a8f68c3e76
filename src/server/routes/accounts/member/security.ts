import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkMemberPassword } from '../../../security/secrets';
import { loginPasswordHashOf } from '../../../services/accounts/member-passwords';
import { isSecurityQuestion, saveSecurityAnswers, securityConfigOf, securityQuestionCatalogue, securityQuestionsOf } from '../../../services/accounts/security';

const answersBody = z.object({
  password: z.string().min(1, 'is required').max(64),
  answers: z.array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().min(1, 'is required').max(64) })).length(2, 'two questions are required'),
});

/**
 * GET /wps/member/securityConfig (what is set up, and a 0-100 level), GET /wps/member/securityQuestions
 * (the catalogue), GET/PUT /wps/member/customerSecurityQuestions (the member's two questions;
 * answers are stored hashed and never returned).
 */
export const securityRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/securityConfig', (req) => {
    const s = requireSession(db, req);
    return ok(securityConfigOf(db, s.memberId));
  });
  app.get('/wps/member/securityQuestions', () => ok(securityQuestionCatalogue(db)));
  app.get('/wps/member/customerSecurityQuestions', (req) => {
    const s = requireSession(db, req);
    return ok(securityQuestionsOf(db, s.memberId));
  });
  app.put('/wps/member/customerSecurityQuestions', async (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(answersBody, req.body);
    if (p.answers[0].questionId === p.answers[1].questionId) fail(400, 'validation.failed', 'Choose two different questions', { field: 'answers' });
    for (const a of p.answers) {
      if (!isSecurityQuestion(db, a.questionId)) fail(400, 'validation.failed', `Unknown question ${a.questionId}`, { field: 'answers' });
    }
    const hash = loginPasswordHashOf(db, s.memberId);
    if (!(await checkMemberPassword(db, s.memberId, req.ip, p.password, hash, 'password'))) fail(400, 'password.old.incorrect', 'The login password is incorrect', { field: 'password' });
    await saveSecurityAnswers(db, s.memberId, p.answers);
    return ok(true);
  });
};
