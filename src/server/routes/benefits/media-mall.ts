import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { mallItemArt } from '../../media/mall-art';
import { mallItemArtRow } from '../../services/benefits/mall-pictures';
import { localName } from '../../services/benefits/points';

/** GET /media/mall/<id>.svg: a mall item's generated picture (named in CN, its first language). */
export const mediaMallRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/mall/:file', async (req, reply) => {
    const name = svgName(req.params.file);
    const id = /^[1-9]\d{0,9}$/.test(name) ? Number(name) : NaN;
    const row = Number.isInteger(id) ? await mallItemArtRow(store.db, id) : undefined;
    if (!row) fail(404, 'media.notFound', `No mall picture ${req.params.file}`);
    return sendSvg(req, reply, mallItemArt({ id: row.id, name: localName(row.names, 'CN'), art: row.art, palette: row.palette, value: row.valueCents / 100 }));
  });
};
