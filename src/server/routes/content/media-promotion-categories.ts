import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { categoryIcon } from '../../content/svg/artwork';
import { promotionCategoryIconSource } from '../../content/artwork-sources';

/** GET /media/promotion-categories/<id>.svg: the promotion category menu icon. */
export const mediaPromotionCategoriesRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/promotion-categories/:file', async (req, reply) => {
    const id = Number(svgName(req.params.file));
    const row = Number.isInteger(id) ? await promotionCategoryIconSource(store.db, id) : undefined;
    if (!row) fail(404, 'media.notFound', `No category icon ${req.params.file}`);
    return sendSvg(req, reply, categoryIcon(row.title, row.color));
  });
};
