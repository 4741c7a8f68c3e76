import { PNG } from 'pngjs';
import { randomInt } from 'node:crypto';

/** The puzzle's picture, in image pixels (the app scales it to the phone's width). */
export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
/** The piece's box: a 40 px square with a round knob on its top and right sides. */
export const PIECE_SIZE = 56;

type Rgb = [number, number, number];

/** Whether a pixel of the piece's box belongs to the jigsaw shape. */
function inPiece(x: number, y: number): boolean {
  const inBody = x >= 4 && x < 44 && y >= 12 && y < 52;
  const inKnob = (cx: number, cy: number) => (x - cx) ** 2 + (y - cy) ** 2 <= 64;
  return inBody || inKnob(24, 12) || inKnob(44, 32);
}

/** A pixel of the shape that touches the outside: drawn as the outline. */
function onEdge(x: number, y: number): boolean {
  return inPiece(x, y) && (!inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1));
}

const randomColour = (): Rgb => [randomInt(40, 220), randomInt(40, 220), randomInt(40, 220)];

/**
 * A random landscape of gradient and soft discs, so no two puzzles look alike and the gap cannot be
 * found by comparing with a known picture.
 */
function paintBackground(): Buffer {
  const data = Buffer.alloc(SLIDER_WIDTH * SLIDER_HEIGHT * 4);
  const [from, to] = [randomColour(), randomColour()];
  const discs = Array.from({ length: 7 }, () => ({ x: randomInt(SLIDER_WIDTH), y: randomInt(SLIDER_HEIGHT), r: randomInt(14, 46), colour: randomColour() }));
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const t = (x + y) / (SLIDER_WIDTH + SLIDER_HEIGHT);
      let rgb: Rgb = [0, 1, 2].map((i) => from[i]! * (1 - t) + to[i]! * t) as Rgb;
      for (const disc of discs) {
        if ((x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2) rgb = rgb.map((v, i) => v * 0.45 + disc.colour[i]! * 0.55) as Rgb;
      }
      const at = (y * SLIDER_WIDTH + x) * 4;
      data[at] = rgb[0];
      data[at + 1] = rgb[1];
      data[at + 2] = rgb[2];
      data[at + 3] = 255;
    }
  }
  return data;
}

export interface PuzzleImages {
  /** PNG data: URL of the picture with the gap. */
  background: string;
  /** PNG data: URL of the piece (transparent outside its shape). */
  piece: string;
}

const dataUrl = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;

/** Cuts the piece at (gapX, gapY) out of a fresh picture and darkens the gap it leaves. */
export function drawPuzzle(gapX: number, gapY: number): PuzzleImages {
  const pixels = paintBackground();
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!inPiece(x, y)) continue;
      const from = ((gapY + y) * SLIDER_WIDTH + gapX + x) * 4;
      const to = (y * PIECE_SIZE + x) * 4;
      const edge = onEdge(x, y);
      for (let c = 0; c < 3; c++) {
        piece.data[to + c] = edge ? 255 : pixels[from + c]!;
        // The gap: dark, with a light rim a player can line the piece up against.
        pixels[from + c] = edge ? 235 : Math.round(pixels[from + c]! * 0.3);
      }
      piece.data[to + 3] = 255;
    }
  }
  const background = new PNG({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT });
  pixels.copy(background.data);
  return { background: dataUrl(background), piece: dataUrl(piece) };
}
