import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { SHARED_ICON_VENDORS } from '../../content/media-urls';
import { sendSvg, svgName } from '../../content/send-svg';
import { vendorIcon } from '../../content/svg/artwork';
import { vendorIconColour } from '../../content/artwork-sources';

/** Colour of the spec's shared lottery icon. */
const LOTTERY_COLOR = '#20bf6b';

/** GET /media/vendors/<code>.svg: colour vendor icon (LOTT, ELOTT, TCG_SEA, TCG_LOTTO_VN and BTI share one). */
export const mediaVendorsRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { file: string } }>('/media/vendors/:file', async (req, reply) => {
    const code = svgName(req.params.file).toUpperCase();
    if (SHARED_ICON_VENDORS.includes(code)) return sendSvg(req, reply, vendorIcon('LOTTO', LOTTERY_COLOR, true));
    const color = await vendorIconColour(store.db, code);
    if (color === undefined) fail(404, 'media.notFound', `No vendor icon ${code}`);
    return sendSvg(req, reply, vendorIcon(code, color, false));
  });
};
