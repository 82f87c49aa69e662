import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_WINDOW_SIZE = { width: 960, height: 640 } as const;
const DEFAULT_SIZE = { width: 1360, height: 860 } as const;
/** How much of the saved title-bar strip must land on a display for the position to be kept. */
const MIN_VISIBLE = { width: 160, height: 48 } as const;

const coordinate = z.number().finite().transform(Math.round);
const extent = z.number().finite().positive().transform(Math.round);

export const WindowState = z.object({
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: extent,
  height: extent,
  maximized: z.boolean().default(false),
});
export type WindowState = z.output<typeof WindowState>;

export interface RestoredWindow {
  bounds: { x?: number; y?: number; width: number; height: number };
  maximized: boolean;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Turns whatever was saved into bounds that fit the displays attached now. A window whose title bar would
 * sit on an unplugged monitor is centred on the primary display instead; one larger than its display
 * shrinks to fit; anything unreadable falls back to the default size.
 */
export function restoreWindow(saved: unknown, workAreas: readonly Rect[], primary: Rect): RestoredWindow {
  const parsed = WindowState.safeParse(saved);
  const state = parsed.success ? parsed.data : { ...DEFAULT_SIZE, maximized: false };

  // The display showing most of the title bar keeps the window, as long as the bar can still be grabbed.
  let area: Rect | undefined;
  if (state.x !== undefined && state.y !== undefined) {
    const titleBar = { x: state.x, y: state.y, width: state.width, height: MIN_VISIBLE.height };
    let best = 0;
    for (const candidate of workAreas) {
      const visible = overlap(titleBar, candidate);
      const usable = visible.width >= Math.min(MIN_VISIBLE.width, state.width) && visible.height >= MIN_VISIBLE.height;
      if (usable && visible.width > best) {
        best = visible.width;
        area = candidate;
      }
    }
  }

  const target = area ?? primary;
  const width = clamp(state.width, Math.min(MIN_WINDOW_SIZE.width, target.width), target.width);
  const height = clamp(state.height, Math.min(MIN_WINDOW_SIZE.height, target.height), target.height);
  if (!area || state.x === undefined || state.y === undefined) {
    return { bounds: { width, height }, maximized: state.maximized };
  }
  return {
    bounds: {
      x: clamp(state.x, area.x, area.x + area.width - width),
      y: clamp(state.y, area.y, area.y + area.height - height),
      width,
      height,
    },
    maximized: state.maximized,
  };
}
