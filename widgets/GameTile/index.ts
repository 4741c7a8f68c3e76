import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';

export const gameTileProps = z.strictObject({
  /** The game; by default read from the item of a game list: name, image, vendor, favourite. */
  name: z.optional(z.string()),
  image: z.optional(z.string()),
  vendorIcon: z.optional(z.string()),
  vendorName: z.optional(z.string()),
  isNew: z.optional(z.boolean()),
  favourite: z.optional(z.boolean()),
  /** The favourite heart (not for lottery games). */
  showHeart: z.optional(z.boolean()),
  size: z._default(z.enum(['md', 'sm']), 'md'),
});
export type GameTileProps = z.infer<typeof gameTileProps>;

const LOTTERY = ['LOTT', 'ELOTT'];

export const gameTileWidget = defineWidget<GameTileProps>({
  type: 'GameTile',
  description:
    'A game: image (lazy, sized; its name on a placeholder when the image fails), name, vendor icon and a favourite heart ' +
    '(none for LOTT and ELOTT). In a game list it reads the item; raises "press" (launch) and "favourite" with { favourite } (the wanted state).',
  props: gameTileProps,
  events: ['press', 'favourite'],
  bind: () => ({
    name: { if: [{ var: 'item.displayName' }, { var: 'item.displayName' }, { var: 'item.gameName' }] },
    image: { var: 'item.imageUrl' },
    vendorIcon: { vendorIcon: [{ var: 'item.vassalage' }, { var: 'template.vendorIconPath' }] },
    vendorName: { var: 'item.vassalage' },
    isNew: { '!!': [{ var: 'item.isNew' }] },
    favourite: { in: [{ var: 'item.nodeId' }, { var: ['data.favIds.items', []] }] },
    showHeart: { '!': { in: [{ var: 'item.gameType' }, LOTTERY] } },
  }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.GameTileView })),
});
