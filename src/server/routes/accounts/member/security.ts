import { mySecurityQuestions, mySecurityQuestionsSet, securityConfig, securityQuestions } from '../../../../contract/member/security';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkMemberPassword } from '../../../security/secrets';
import { loginPasswordHashOf } from '../../../services/accounts/member-passwords';
import { isSecurityQuestion, saveSecurityAnswers, securityConfigOf, securityQuestionCatalogue, securityQuestionsOf } from '../../../services/accounts/security';

/**
 * Account security (src/contract/member/security.ts): what is set up, and a 0-100 level; the
 * question catalogue; the member's two questions (answers are stored hashed and never returned).
 */
export const securityRoutes: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, securityConfig, async (_input, req) => {
    const s = requireSession(req);
    return ok(await securityConfigOf(db, s.memberId));
  });
  serve(app, deps, securityQuestions, async () => ok(await securityQuestionCatalogue(db)));
  serve(app, deps, mySecurityQuestions, async (_input, req) => {
    const s = requireSession(req);
    return ok(await securityQuestionsOf(db, s.memberId));
  });
  serve(app, deps, mySecurityQuestionsSet, async (p, req) => {
    const s = requireRealMember(req);
    if (p.answers[0]!.questionId === p.answers[1]!.questionId) fail(400, 'validation.failed', 'Choose two different questions', { field: 'answers' });
    for (const a of p.answers) {
      if (!(await isSecurityQuestion(db, a.questionId))) fail(400, 'validation.failed', `Unknown question ${a.questionId}`, { field: 'answers' });
    }
    const hash = await loginPasswordHashOf(db, s.memberId);
    if (!(await checkMemberPassword(db, s.memberId, req.ip, p.password, hash, 'password'))) fail(400, 'password.old.incorrect', 'The login password is incorrect', { field: 'password' });
    await saveSecurityAnswers(db, s.memberId, p.answers);
    return ok(true);
  });
};
