import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame } from '../../../src/api/endpoints/games/launch';
import { getRecentGames } from '../../../src/api/endpoints/games/recent-list';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());

const game = (vendor: string) => t.db.prepare('SELECT node_id AS nodeId, game_id AS gameId, game_name AS gameName FROM games WHERE vassalage = ? ORDER BY sort LIMIT 1').get(vendor) as { nodeId: number; gameId: string; gameName: string };

describe('GET /wps/game/launchGame', () => {
  it('needs a session', async () => {
    t.as(null);
    expect((await failure(launchGame({ nodeId: game('PG').nodeId }))).status).toBe(401);
  });

  it('answers a launch URL whose page names the game and player, and records a recent game', async () => {
    t.as(t.demoToken);
    const evo = game('EVO');
    const launch = await launchGame({ nodeId: evo.nodeId, gameType: 'LIVE', vassalage: 'EVO' });
    expect(launch).toMatchObject({ nodeId: evo.nodeId, gameId: evo.gameId, playType: 'trad', url: expect.stringMatching(/^\/play\/[\w-]+$/) });
    const page = await fetch(`${t.base}${launch.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(evo.gameName.replace(/'/g, '&apos;'));
    expect(html).toContain('Playing as demo');
    expect((await getRecentGames()).list[0].nodeId).toBe(evo.nodeId);
  });

  it('launches a vendor lobby by vassalage and by gameId', async () => {
    t.as(t.demoToken);
    expect((await launchGame({ vassalage: 'SABA', gameType: 'SPORTS' })).vassalage).toBe('SABA');
    expect((await launchGame({ gameId: game('KY').gameId, playType: 'ent', prizeMode: 'Elott' })).prizeMode).toBe('Elott');
  });

  it('refuses a trial account with free_reject for real-money vendors but lets it play trial-enabled ones', async () => {
    t.as(t.trialToken);
    const refused = await failure(launchGame({ nodeId: game('EVO').nodeId }));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('free_reject');
    expect((await launchGame({ nodeId: game('PG').nodeId })).vassalage).toBe('PG');
  });

  it('answers 404 for an unknown game, 400 without any game reference or with a bad play type', async () => {
    t.as(t.demoToken);
    expect((await failure(launchGame({ nodeId: 424242 }))).code).toBe('game.notFound');
    expect((await failure(launchGame({}))).status).toBe(400);
    const res = await fetch(`${t.base}/wps/game/launchGame?nodeId=${game('PG').nodeId}&playType=casino`, { headers: { authorization: `Bearer ${t.demoToken}` } });
    expect(res.status).toBe(400);
  });

  it('an unknown or expired play link shows an expiry page', async () => {
    const res = await fetch(`${t.base}/play/not-a-ticket`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('expired');
  });
});
