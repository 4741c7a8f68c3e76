import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { gameArt } from '../../content/svg/artwork';
import { gameTileSource } from '../../content/artwork-sources';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '../../../engine/ops/games';

/**
 * The kind of game a tile pictures: e-sports and cockfight vendors list their games as SPORTS, but
 * the lobby shows them under e-sports and cockfight (spec), so their tiles show a controller and a
 * rooster, not a football.
 */
function pictured(gameType: string, vassalage: string): string {
  if (gameType !== 'SPORTS') return gameType;
  if (ESPORTS_VENDORS.includes(vassalage)) return 'ESPORTS';
  return COCKFIGHT_VENDORS.includes(vassalage) ? 'COCKFIGHT' : gameType;
}

/** GET /media/games/<gameId>.svg: the game tile, drawn from the catalogue. */
export const mediaGamesRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/games/:file', async (req, reply) => {
    const gameId = svgName(req.params.file);
    const row = await gameTileSource(store.db, gameId);
    if (!row) fail(404, 'media.notFound', `No game image ${gameId}`);
    return sendSvg(req, reply, gameArt({ ...row, gameType: pictured(row.gameType, row.vassalage) }, row.color ?? '#555555'));
  });
};
