import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { gameArt } from '../../content/svg/artwork';

/** GET /media/games/<gameId>.svg: the game tile, drawn from the catalogue. */
export const mediaGamesRoute: RouteModule = (app, { db }) => {
  app.get<{ Params: { file: string } }>('/media/games/:file', async (req, reply) => {
    const gameId = svgName(req.params.file);
    const row = db
      .prepare(
        `SELECT g.game_name AS gameName, g.vassalage, g.game_type AS gameType, v.color
           FROM games g LEFT JOIN vendors v ON v.merchant_code = g.merchant_code AND v.code = g.vassalage
          WHERE g.game_id = ? LIMIT 1`,
      )
      .get(gameId) as { gameName: string; vassalage: string; gameType: string; color: string | null } | undefined;
    if (!row) fail(404, 'media.notFound', `No game image ${gameId}`);
    return sendSvg(req, reply, gameArt(row, row.color ?? '#555555'));
  });
};
