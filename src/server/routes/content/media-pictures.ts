import type { RouteModule } from '../../deps';
import { fail } from '../../http/reply';
import { findPicture } from '../../content/member-pictures';

const PICTURE_ID = /^[0-9a-f-]{36}$/;

/**
 * GET /media/pictures/<id>: a member's uploaded profile picture, as the image type its bytes were
 * checked to be (never sniffed into anything else by the browser). A new upload gets a new id, so
 * an address never changes content and may be cached for good.
 */
export const mediaPicturesRoute: RouteModule = (app, { store }) => {
  app.get<{ Params: { id: string } }>('/media/pictures/:id', async (req, reply) => {
    const picture = PICTURE_ID.test(req.params.id) ? await findPicture(store.db, req.params.id) : undefined;
    if (!picture) fail(404, 'media.notFound', 'No such picture');
    reply.header('Content-Type', picture.mime);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(picture.bytes);
  });
};
