import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { isUsernameTaken } from '../../../services/members';

const query = z.object({ username: z.string().trim().min(1, 'is required').max(32) });

/** GET /wps/check/username?username=: whether the name is still free (case-insensitive). */
export const checkUsernameRoute: RouteModule = (app, { db }) => {
  app.get('/wps/check/username', limited(LIMITS.register * 3), (req) => {
    const { username } = parseInput(query, req.query, 'query');
    return ok({ username, available: !isUsernameTaken(db, DEFAULT_MERCHANT, username) });
  });
};
