/** The handle's width: a 44 px touch target. */
export const HANDLE_PX = 44;

export interface Puzzle {
  sliderId: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}

const isImage = (value: unknown): value is string => typeof value === 'string' && value.startsWith('data:image/');
const isSize = (value: unknown): value is number => typeof value === 'number' && value > 0;

/** The puzzle slider.load put in screen state, or null while there is none (or it is malformed). */
export function readPuzzle(value: unknown): Puzzle | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  const ok = typeof p.sliderId === 'string' && isSize(p.width) && isSize(p.height) && isSize(p.pieceSize) && typeof p.pieceY === 'number' && isImage(p.background) && isImage(p.piece);
  return ok && (p.pieceSize as number) < (p.width as number) ? (p as unknown as Puzzle) : null;
}

/**
 * What a key does to the piece (ARIA slider practice): arrows move it a little, Page keys a tenth
 * of the way, Home and End to either end; null for other keys.
 */
export function stepFor(key: string, travel: number): number | 'start' | 'end' | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return -1;
    case 'PageUp':
      return Math.round(travel / 10);
    case 'PageDown':
      return -Math.round(travel / 10);
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}
