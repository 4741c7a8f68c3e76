import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BurstText } from './BurstText';
import type { Burst } from './use-bursts';

interface CalmGridProps {
  count: number;
  columns: number;
  art: ReactNode;
  itemLabel: string;
  bursts: Burst[];
  text: (value: string) => string;
  onTap: (index: number) => void;
  onExhausted: () => void;
}

/** Cells: an item to tap, or the index of one tapped (its answer shows there, then a new item takes the cell). */
type Cell = { index: number; tapped: boolean } | null;

/**
 * The same run without motion, for players who prefer reduced motion: three rows of items standing
 * still. A tapped item shows its answer in place; then the next item takes its cell, until none are left.
 */
export function CalmGrid(props: CalmGridProps) {
  const { count, columns, bursts, onExhausted } = props;
  const size = Math.min(count, columns * 3);
  const next = useRef(size);
  const [cells, setCells] = useState<Cell[]>(() => Array.from({ length: size }, (_, index) => ({ index, tapped: false })));

  // A tapped cell whose answer has gone takes the next item (or stays empty when none are left).
  useEffect(() => {
    const shown = new Set(bursts.map((b) => b.index));
    if (!cells.some((cell) => cell?.tapped && !shown.has(cell.index))) {
      if (next.current >= count && cells.every((cell) => cell === null)) onExhausted();
      return;
    }
    setCells(
      cells.map((cell) => {
        if (!cell?.tapped || shown.has(cell.index)) return cell;
        return next.current < count ? { index: next.current++, tapped: false } : null;
      }),
    );
  }, [bursts, cells, count, onExhausted]);

  const tap = (at: number) => {
    const cell = cells[at];
    if (!cell || cell.tapped) return;
    setCells((list) => list.map((c, i) => (i === at ? { index: cell.index, tapped: true } : c)));
    props.onTap(cell.index);
  };

  return (
    <div className="wl-fall__grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {cells.map((cell, at) => {
        const burst = cell?.tapped ? bursts.find((b) => b.index === cell.index) : undefined;
        return (
          <div key={at} className="wl-fall__cell">
            {cell && !cell.tapped ? (
              <button type="button" className="wl-fall__still" aria-label={props.itemLabel} onClick={() => tap(at)}>
                {props.art}
              </button>
            ) : burst ? (
              <BurstText burst={burst} text={props.text} />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
