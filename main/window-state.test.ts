import { describe, expect, it } from 'vitest';
import { restoreWindow } from './window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const monitorRight = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('restoreWindow', () => {
  it('keeps a saved placement that is fully on an attached display', () => {
    expect(restoreWindow({ x: 1600, y: 100, width: 1400, height: 900, maximized: true }, [laptop, monitorRight], laptop)).toEqual({
      bounds: { x: 1600, y: 100, width: 1400, height: 900 },
      maximized: true,
    });
  });

  it('centres the window on the primary display when its monitor is gone', () => {
    expect(restoreWindow({ x: 1600, y: 100, width: 1400, height: 900, maximized: false }, [laptop], laptop)).toEqual({
      bounds: { width: 1400, height: 875 },
      maximized: false,
    });
  });

  it('shrinks a window larger than its display and pulls it back inside', () => {
    expect(restoreWindow({ x: 1000, y: 500, width: 3000, height: 2000 }, [laptop, monitorRight], laptop)).toEqual({
      bounds: { x: 1440, y: 0, width: 2560, height: 1415 },
      maximized: false,
    });
  });

  it('moves a window hanging off the bottom-right edge back on screen', () => {
    expect(restoreWindow({ x: 1000, y: 600, width: 1000, height: 700 }, [laptop], laptop)).toEqual({
      bounds: { x: 440, y: 175, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('does not keep a window whose title bar is above the display top', () => {
    expect(restoreWindow({ x: 100, y: -400, width: 1000, height: 700 }, [laptop], laptop).bounds).toEqual({ width: 1000, height: 700 });
  });

  it('enforces the minimum size and rounds fractional values', () => {
    expect(restoreWindow({ x: 10.4, y: 20.6, width: 300, height: 200.2 }, [laptop], laptop).bounds).toEqual({
      x: 10,
      y: 21,
      width: 960,
      height: 640,
    });
  });

  it.each([
    ['nothing saved', undefined],
    ['a string', 'big'],
    ['negative size', { width: -5, height: 700 }],
    ['not finite', { width: Number.POSITIVE_INFINITY, height: 700 }],
    ['missing height', { width: 1000 }],
  ])('falls back to the default size for %s', (_label, saved) => {
    expect(restoreWindow(saved, [monitorRight], monitorRight)).toEqual({ bounds: { width: 1360, height: 860 }, maximized: false });
  });

  it('fits the default size to a small primary display', () => {
    const small = { x: 0, y: 0, width: 1024, height: 700 };
    expect(restoreWindow(undefined, [small], small).bounds).toEqual({ width: 1024, height: 700 });
  });
});
