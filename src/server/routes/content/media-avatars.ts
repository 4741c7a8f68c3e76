import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { sendSvg, svgName } from '../../content/send-svg';
import { avatarArt } from '../../content/svg/artwork';
import { HEAD_ICONS } from '../accounts/member/icon';

/** GET /media/avatars/<name>.svg: one of the preset avatars members pick from (avatar-01 … avatar-12). */
export const mediaAvatarsRoute: RouteModule = (app) => {
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (req, reply) => {
    const name = svgName(req.params.file);
    const index = HEAD_ICONS.indexOf(name);
    if (index < 0) fail(404, 'media.notFound', `No avatar ${name}`);
    return sendSvg(req, reply, avatarArt(name, index));
  });
};
