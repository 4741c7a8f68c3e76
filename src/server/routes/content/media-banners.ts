import { z } from 'zod/mini';
import type { RouteModule } from '../../deps';
import { parseInput } from '../../http/validate';
import { language } from '../../../contract/fields';
import { inLanguage, textsIn } from '../../content/texts';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { bannerArt } from '../../content/svg/artwork';
import { bannerArtworkSource } from '../../content/artwork-sources';

const query = z.object({ lang: language });

/** GET /media/banners/<id>.svg[?lang=CN]: banner artwork (750x300) with the banner's title and subtitle, in that language when it has them. */
export const mediaBannersRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/banners/:file', async (req, reply) => {
    const id = Number(svgName(req.params.file));
    const row = Number.isInteger(id) ? await bannerArtworkSource(store.db, id) : undefined;
    if (!row) fail(404, 'media.notFound', `No banner image ${req.params.file}`);
    const { lang } = parseInput(query, req.query, 'query');
    const [shown] = inLanguage([row], (r) => r.id, await textsIn(store.db, row.merchantCode, 'banner', lang, [row.id]), ['title', 'subtitle']);
    return sendSvg(req, reply, bannerArt(shown.title, shown.subtitle, row.palette));
  });
};
