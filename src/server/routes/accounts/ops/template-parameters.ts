import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import { recordAudit } from '../../../services/audit';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, templateParameters } from '../../../services/merchant';
import { changeTemplateParameters } from '../../../services/ops/template-parameters';
import { isColourParameter, isThemeColour, lowContrastTexts } from '../../../../engine/theme';

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'parameter names are letters, digits and _');
/** A string sets the parameter, null removes it. */
const body = z
  .record(name, z.string().max(4096).nullable())
  .refine((m) => Object.keys(m).length > 0, 'at least one parameter is required')
  .superRefine((m, ctx) => {
    // A colour that is not one would reach every player's page as a CSS value: refused here.
    for (const [key, value] of Object.entries(m)) {
      if (value !== null && isColourParameter(key) && !isThemeColour(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `"${value}" is not a colour (use #rrggbb, rgb(…) or hsl(…))` });
      }
    }
  });

/** GET /ops/template/parameters reads them all; PATCH sets or removes some and answers all of them. */
export const opsTemplateParametersRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/template/parameters', (req) => {
    requireOps(req, { db, config });
    return ok(templateParameters(db, DEFAULT_MERCHANT));
  });
  app.patch('/ops/template/parameters', (req) => {
    const operator = requireOps(req, { db, config });
    const changes = parseInput(body, req.body);
    // Text that does not read on the background is refused, with its ratio (WCAG AA is 4.5:1).
    const next = { ...templateParameters(db, DEFAULT_MERCHANT), ...changes };
    const unreadable = lowContrastTexts(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== null)));
    if (unreadable.some((u) => u.name in changes || 'backgroundColor' in changes)) {
      fail(400, 'ops.lowContrast', 'A text colour does not read on the background (WCAG AA needs 4.5:1)', {
        issues: unreadable.map((u) => ({ pointer: `/${u.name}`, message: `${u.ratio}:1 against ${u.background}; text needs at least 4.5:1` })),
      });
    }
    changeTemplateParameters(db, DEFAULT_MERCHANT, changes);
    recordAudit(db, operator, { merchant: DEFAULT_MERCHANT, action: 'template', note: Object.keys(changes).join(', ') });
    return ok(templateParameters(db, DEFAULT_MERCHANT));
  });
};
