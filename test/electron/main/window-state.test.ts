// Window bounds come back where they were when that place is still on a display, and onto the
// primary display when the monitor they were on is gone.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DEFAULT_SIZE, type DisplayLike, type Rect, restoreBounds, windowStateFile } from '../../../electron/main/window-state';
import { realFs, tempDir } from '../helpers';

const laptop: DisplayLike = { workArea: { x: 0, y: 0, width: 1920, height: 1080 } };
const rightMonitor: DisplayLike = { workArea: { x: 1920, y: 0, width: 2560, height: 1440 } };

const within = (r: Rect, area: Rect): boolean => r.x >= area.x && r.y >= area.y && r.x + r.width <= area.x + area.width && r.y + r.height <= area.y + area.height;

describe('restoreBounds', () => {
  it('opens at the default size, centred on the primary display, the first time', () => {
    expect(restoreBounds(null, [laptop])).toEqual({ bounds: { x: 360, y: 140, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height }, maximized: false });
  });

  it('keeps bounds that are on a display, and the maximised state', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 1400, height: 900 }, maximized: true };
    expect(restoreBounds(saved, [laptop, rightMonitor])).toEqual(saved);
  });

  it('brings a window from a monitor that is gone back onto the primary display, centred, same size', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 1400, height: 900 }, maximized: false };
    expect(restoreBounds(saved, [laptop])).toEqual({ bounds: { x: 260, y: 90, width: 1400, height: 900 }, maximized: false });
  });

  it('shrinks a window larger than the display it comes back to', () => {
    const saved = { bounds: { x: 1920, y: 0, width: 2560, height: 1440 }, maximized: false };
    expect(restoreBounds(saved, [laptop])).toEqual({ bounds: { x: 0, y: 0, width: 1920, height: 1080 }, maximized: false });
  });

  it('pulls back a window whose title bar is hidden above or beside the screen', () => {
    expect(restoreBounds({ bounds: { x: 100, y: -500, width: 800, height: 600 }, maximized: false }, [laptop]).bounds).toEqual({ x: 560, y: 240, width: 800, height: 600 });
    expect(restoreBounds({ bounds: { x: 1900, y: 100, width: 800, height: 600 }, maximized: false }, [laptop]).bounds).toEqual({ x: 560, y: 240, width: 800, height: 600 });
  });

  it('always returns bounds whose whole extent is on one of the displays', () => {
    const rect = fc.record({ x: fc.integer({ min: -5000, max: 8000 }), y: fc.integer({ min: -5000, max: 8000 }), width: fc.integer({ min: 1, max: 6000 }), height: fc.integer({ min: 1, max: 6000 }) });
    const display = fc.record({ x: fc.integer({ min: -4000, max: 4000 }), y: fc.integer({ min: -4000, max: 4000 }), width: fc.integer({ min: 640, max: 4000 }), height: fc.integer({ min: 480, max: 3000 }) });
    fc.assert(
      fc.property(rect, fc.boolean(), fc.array(display, { minLength: 1, maxLength: 3 }), (bounds, maximized, areas) => {
        const displays = areas.map((workArea) => ({ workArea }));
        const restored = restoreBounds({ bounds, maximized }, displays);
        expect(restored.maximized).toBe(maximized);
        expect(displays.some((d) => within(restored.bounds, d.workArea))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the window state file', () => {
  it('round-trips, and a damaged one starts over with a notice', async () => {
    const dir = tempDir();
    const state = { bounds: { x: -1200, y: 40, width: 1000, height: 700 }, maximized: true };
    await windowStateFile(realFs, dir).save(state);
    expect(JSON.parse(readFileSync(join(dir, 'window-state.json'), 'utf8'))).toEqual({ version: 1, data: state });
    expect((await windowStateFile(realFs, dir).load()).value).toEqual(state);
    writeFileSync(join(dir, 'window-state.json'), JSON.stringify({ version: 1, data: { bounds: { x: 'left' }, maximized: true } }));
    const loaded = await windowStateFile(realFs, dir).load();
    expect(loaded.value).toBeNull();
    expect(loaded.notice?.kind).toBe('corrupt-file');
  });
});
