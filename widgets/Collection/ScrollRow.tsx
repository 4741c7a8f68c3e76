import type { ResolvedNode } from '../../src/engine/types';
import { ResolvedView } from '../../src/render/resolved-view';
import { columnsOf, slideBasis } from './columns';

interface Props {
  items: ResolvedNode[];
  perView: number;
  rows: number;
  gap: number;
  label?: string;
}

/** A horizontally scrolling row with snap points: the carousel's shape before (or without) its script. */
export function ScrollRow({ items, perView, rows, gap, label }: Props) {
  return (
    <div className="wl-scroll-row" role="list" aria-label={label}>
      {columnsOf(items, rows).map((column) => (
        <div key={column[0].key} className="wl-carousel__slide" style={{ flexBasis: slideBasis(perView), paddingRight: gap, gap }}>
          {column.map((item) => (
            <div key={item.key} role="listitem" className="wl-collection__cell">
              <ResolvedView node={item} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
