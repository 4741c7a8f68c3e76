import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { bannerArt } from '../../content/svg/artwork';

/** GET /media/banners/<id>.svg: banner artwork (750x300) with the banner's title and subtitle. */
export const mediaBannersRoute: RouteModule = (app, { db }) => {
  app.get<{ Params: { file: string } }>('/media/banners/:file', async (req, reply) => {
    const id = Number(svgName(req.params.file));
    const row = Number.isInteger(id)
      ? (db.prepare('SELECT title, subtitle, palette FROM banners WHERE id = ?').get(id) as { title: string; subtitle: string; palette: number } | undefined)
      : undefined;
    if (!row) fail(404, 'media.notFound', `No banner image ${req.params.file}`);
    return sendSvg(req, reply, bannerArt(row.title, row.subtitle, row.palette));
  });
};
