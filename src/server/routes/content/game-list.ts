import { gameList } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession, requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames } from '../../content/games-query';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '../../content/vendor-grouping';

/** Split-out categories are SPORTS games of particular vendors. */
const SPORTS_SUBSETS: Record<string, readonly string[]> = { ESPORTS: ESPORTS_VENDORS, COCKFIGHT: COCKFIGHT_VENDORS };

/**
 * Paged, filtered game list (src/contract/games/catalogue.ts). gameType HOT keeps hot games, FAV the
 * member's favourites (session required); ESPORTS and COCKFIGHT are the SPORTS games of those vendors.
 */
export const gameListRoute: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, gameList, (q, req) => {
    const session = getSession(req);
    const merchant = requestMerchant(req, merchantParam(q));
    let from = 'games g';
    const where = ['g.merchant_code = ?'];
    const params: unknown[] = [merchant];
    if (q.gameType === 'FAV') {
      // No session: requireSession answers session.required or session.expired.
      const member = session ?? requireSession(req);
      from = 'games g JOIN game_favourites f ON f.node_id = g.node_id AND f.member_id = ?';
      params.unshift(member.memberId);
    } else if (q.gameType === 'HOT') {
      where.push('g.hot = 1');
    } else if (q.gameType && SPORTS_SUBSETS[q.gameType]) {
      const vendors = SPORTS_SUBSETS[q.gameType];
      where.push(`g.game_type = 'SPORTS' AND g.vassalage IN (${vendors.map(() => '?').join(',')})`);
      params.push(...vendors);
    } else if (q.gameType && q.gameType !== 'ALL') {
      where.push('g.game_type = ?');
      params.push(q.gameType);
    }
    const name = q.gameName?.trim();
    if (name) {
      where.push('(instr(lower(g.game_name), lower(?)) > 0 OR instr(lower(g.display_name), lower(?)) > 0)');
      params.push(name, name);
    }
    if (q.vassalage) {
      where.push('upper(g.vassalage) = upper(?)');
      params.push(q.vassalage);
    }
    if (q.gameClassify) {
      where.push(`instr(',' || upper(g.classifications) || ',', ',' || upper(?) || ',') > 0`);
      params.push(q.gameClassify);
    }
    if (q.isNew !== undefined) {
      where.push('g.is_new = ?');
      params.push(q.isNew ? 1 : 0);
    }
    if (q.minBet !== undefined) {
      where.push('g.min_bet <= ?');
      params.push(q.minBet);
    }
    if (q.minLine !== undefined) {
      where.push('g.min_line <= ?');
      params.push(q.minLine);
    }
    const order = q.gameType === 'HOT' ? 'g.hot_rank, g.sort' : 'g.sort';
    const page = pagedGames(db, from, where, params, order, q);
    const { items, ...paging } = page;
    return ok({ games: items, ...paging });
  });
};
