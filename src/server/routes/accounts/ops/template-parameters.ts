import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsTemplateParameters, opsTemplateParametersChange } from '../../../../contract/ops/settings/template-parameters';
import { requireOps } from '../../../auth/ops';
import { recordAudit } from '../../../services/audit';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, templateParameters } from '../../../services/merchant';
import { changeTemplateParameters } from '../../../services/ops/template-parameters';
import { isColourParameter, isThemeColour, lowContrastTexts } from '../../../../engine/theme';

/**
 * A colour that is not one would reach every player's page as a CSS value: refused like any field
 * the input rules refuse (400 validation.failed naming the parameter, every such parameter listed).
 */
function refuseNonColours(changes: Record<string, string | null>): void {
  const issues = Object.entries(changes)
    .filter(([key, value]) => value !== null && isColourParameter(key) && !isThemeColour(value))
    .map(([key, value]) => ({ field: key, message: `"${value}" is not a colour (use #rrggbb, rgb(…) or hsl(…))` }));
  if (issues.length) fail(400, 'validation.failed', `Invalid ${issues[0]!.field}: ${issues[0]!.message}`, { issues });
}

/** The template parameters (src/contract/ops/settings/template-parameters.ts): all read; some set or removed, answering all of them. */
export const opsTemplateParametersRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's change: the role is checked before the input, as it always was; a body that is
  // no parameter map at all (a list, a text) is refused as it always was, not read as no changes.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(z.record(z.string(), z.unknown()), req.body);
    },
  };
  serve(app, deps, opsTemplateParameters, async () => ok(await templateParameters(deps.store.db, DEFAULT_MERCHANT)));
  serve(app, deps, opsTemplateParametersChange, async (changes, req) => {
    const operator = requireOps(req, deps, 'publisher');
    refuseNonColours(changes);
    // Text that does not read on the background is refused, with its ratio (WCAG AA is 4.5:1).
    const next = { ...(await templateParameters(deps.store.db, DEFAULT_MERCHANT)), ...changes };
    const unreadable = lowContrastTexts(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== null)));
    if (unreadable.some((u) => u.name in changes || 'backgroundColor' in changes)) {
      fail(400, 'ops.lowContrast', 'A text colour does not read on the background (WCAG AA needs 4.5:1)', {
        issues: unreadable.map((u) => ({ pointer: `/${u.name}`, message: `${u.ratio}:1 against ${u.background}; text needs at least 4.5:1` })),
      });
    }
    await changeTemplateParameters(store.db, DEFAULT_MERCHANT, changes);
    await recordAudit(store.db, operator, { merchant: DEFAULT_MERCHANT, action: 'template', note: Object.keys(changes).join(', ') });
    return ok(await templateParameters(deps.store.db, DEFAULT_MERCHANT));
  }, publisher);
};
