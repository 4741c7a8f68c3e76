import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { bannerArt } from '../../content/svg/artwork';
import { promotionImageSource } from '../../content/artwork-sources';

/**
 * GET /media/promotions/<id>-<sequence>.svg (or <id>.svg for sequence 1): announcement and
 * promotion images; the cover shows the title, the detail image the first words of the content.
 */
export const mediaPromotionsRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/promotions/:file', async (req, reply) => {
    const match = svgName(req.params.file).match(/^(\d+)(?:-(\d+))?$/);
    const row = match ? await promotionImageSource(store.db, Number(match[1]), Number(match[2] ?? 1)) : undefined;
    if (!row) fail(404, 'media.notFound', `No promotion image ${req.params.file}`);
    const plain = row.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    const svg = row.variant === 'detail' ? bannerArt(plain.split('.')[0] ?? row.title, row.title, row.palette + 3, 690, 300) : bannerArt(row.title, plain, row.palette, 690, 300);
    return sendSvg(req, reply, svg);
  });
};
