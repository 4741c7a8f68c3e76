import type { FastifyReply } from 'fastify';
import { escapeXml } from '../../../content/svg/kit';
import type { RouteModule } from '../../../deps';
import { HttpFailure } from '../../../http/reply';
import { DEPOSIT_PAY_WITHIN_MS, depositByReference, depositReference, settleDeposit } from '../../../services/deposits';
import { units } from '../../../services/wallet';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function page(reply: FastifyReply, status: number, title: string, body: string) {
  reply.code(status).header('Content-Security-Policy', CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
  return reply.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(title)}</title><style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;background:#f4f6fb;color:#1c2230;font-family:system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
h1{font-size:20px;margin:0}.amount{font-size:34px;font-weight:800}p{margin:0;color:#4a5468;font-size:15px}
form{display:flex;gap:12px;margin-top:8px}button,a{font:inherit;font-weight:700;border-radius:24px;padding:12px 26px;border:0;min-height:44px;text-decoration:none}
.pay{background:#1f6feb;color:#fff}.cancel{background:#e3e7ef;color:#1c2230}</style></head><body>${body}</body></html>`);
}

const back = (reference: string) => `/m/voucherCenter?deposit=${reference}`;

/**
 * GET /pay/<reference>: the online payment channel's hosted page. The reference platform has no
 * payment provider, so this page plays its part: it shows what is paid, to whom, and settles the
 * deposit when the player pays or cancels (POST), then sends them back to the deposit screen.
 */
export const payPageRoute: RouteModule = (app, { store }) => {
  const pending = async (reference: string) => {
    const row = await depositByReference(store.db, reference);
    return row && row.status === 'PENDING' && Date.now() < row.createdAt + DEPOSIT_PAY_WITHIN_MS ? row : undefined;
  };
  app.get<{ Params: { reference: string } }>('/pay/:reference', async (req, reply) => {
    const row = await pending(req.params.reference);
    if (!row) {
      return page(reply, 404, 'Payment not found', '<h1>This payment is closed or has expired</h1><p>Start a new deposit from the app.</p><a class="cancel" href="/m/voucherCenter">Back to deposit</a>');
    }
    const reference = depositReference(row.id);
    return page(reply, 200, 'Online payment', `<h1>Demo Gaming · online payment</h1><div class="amount">¥${units(row.cents).toFixed(2)}</div>
<p>Reference ${reference}</p><p>This reference platform has no payment provider: paying here confirms the deposit at once.</p>
<form method="post" action="/pay/${reference}"><button class="cancel" name="action" value="cancel">Cancel</button><button class="pay" name="action" value="pay">Pay now</button></form>`);
  });
  app.post<{ Params: { reference: string }; Body: { action?: string } }>('/pay/:reference', async (req, reply) => {
    const row = await pending(req.params.reference);
    const reference = row ? depositReference(row.id) : '';
    if (!row || (req.body?.action !== 'pay' && req.body?.action !== 'cancel')) {
      return page(reply, 409, 'Payment closed', '<h1>This payment is closed or has expired</h1><a class="cancel" href="/m/voucherCenter">Back to deposit</a>');
    }
    try {
      await settleDeposit(store.db, row.id, req.body.action === 'pay' ? 'DONE' : 'REJECTED');
    } catch (error) {
      if (error instanceof HttpFailure && error.errorCode === 'deposit.settled') return page(reply, 409, 'Payment closed', '<h1>This payment was already settled</h1><a class="cancel" href="/m/voucherCenter">Back to deposit</a>');
      throw error;
    }
    return reply.code(303).header('Location', back(reference)).send();
  });
};
