import type { RouteModule } from '../../deps';
import { escapeXml } from '../../content/svg/kit';
import { mediaUrl } from '../../content/media-urls';
import { activeLaunch } from '../../content/launch';

const CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(title)}</title><style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:#10131a;color:#f2f4f8;font-family:system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
img{width:200px;height:200px;border-radius:20px;box-shadow:0 8px 32px #0008}h1{font-size:22px;margin:0}p{margin:0;color:#aab2c0;font-size:14px}
a{color:#10131a;background:#f2b632;border-radius:22px;padding:12px 28px;text-decoration:none;font-weight:700}</style></head><body>${body}</body></html>`;
}

/**
 * GET /play/<ticket>: the page a launch URL opens. The reference platform runs no vendor game
 * servers, so it shows which game was launched, for whom and in which mode, with a way back.
 */
export const playPageRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { ticket: string } }>('/play/:ticket', async (req, reply) => {
    const row = await activeLaunch(store.db, req.params.ticket);
    reply.header('Content-Security-Policy', CSP).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!row) {
      return reply.code(404).send(page('Game link expired', '<h1>This game link has expired</h1><p>Launch the game again from the lobby.</p><a href="/m/home">Back to lobby</a>'));
    }
    const mode = row.playType === 'ent' ? 'Entertainment' : 'Tradition';
    return reply.send(
      page(row.gameName, `<img src="${mediaUrl.game(row.gameId)}" alt=""><h1>${escapeXml(row.gameName)}</h1><p>${escapeXml(row.nodeName)} · ${mode} mode</p>
<p>Playing as ${escapeXml(row.username)}. This reference platform does not connect to vendor game servers.</p><a href="/m/home">Back to lobby</a>`),
    );
  });
};
