// Where the window was: saved on close, restored at launch onto a display that still exists. When the
// monitor it was on is gone (or shrank), the window comes back centred on the primary display.
import { join } from 'node:path';
import * as v from 'valibot';
import { type Result, ok } from '../../shared/engine/result';
import { FILE_LIMITS } from '../../shared/schemas/limits';
import { integerIn, validator } from '../../shared/schemas/validate';
import { WINDOW_STATE_FILE } from './data-files';
import type { FileSystem } from './file-system';
import { type FileOptions, VersionedFile } from './versioned-file';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowState {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

export interface DisplayLike {
  readonly workArea: Rect;
}

export const DEFAULT_SIZE = { width: 1200, height: 800 } as const;
export const MIN_SIZE = { width: 640, height: 480 } as const;
/** How much of the window's top must show on some display for the player to grab and move it. */
const GRAB_WIDTH = 100;
const GRAB_HEIGHT = 40;

const coordinate = integerIn(-100_000, 100_000);
const size = integerIn(1, 100_000);
const rect = v.strictObject({ x: coordinate, y: coordinate, width: size, height: size });
export const windowState = validator(v.strictObject({ bounds: rect, maximized: v.boolean() }));

function overlap(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** True when the window's title strip shows enough on `display` to be grabbed. */
function grabbableOn(bounds: Rect, display: DisplayLike): boolean {
  const titleStrip = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRAB_HEIGHT };
  const shown = overlap(titleStrip, display.workArea);
  return shown !== null && shown.width >= Math.min(GRAB_WIDTH, bounds.width) && shown.height >= Math.min(GRAB_HEIGHT, bounds.height);
}

/** A window of `width` x `height` (shrunk to fit) centred in `area`. */
function centredIn(area: Rect, width: number, height: number): Rect {
  const w = Math.min(width, area.width);
  const h = Math.min(height, area.height);
  return { x: area.x + Math.floor((area.width - w) / 2), y: area.y + Math.floor((area.height - h) / 2), width: w, height: h };
}

/**
 * The bounds to open the window with. `displays[0]` is the primary display. Saved bounds are kept when
 * their title strip is on some display (shrunk to that display if larger); otherwise the window is
 * centred on the primary display at its saved size, or the default size when nothing was saved.
 */
export function restoreBounds(saved: WindowState | null, displays: readonly DisplayLike[]): WindowState {
  const primary = displays[0]?.workArea ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  if (!saved) return { bounds: centredIn(primary, DEFAULT_SIZE.width, DEFAULT_SIZE.height), maximized: false };
  const home = displays.find((d) => grabbableOn(saved.bounds, d));
  if (!home) return { bounds: centredIn(primary, saved.bounds.width, saved.bounds.height), maximized: saved.maximized };
  const area = home.workArea;
  const width = Math.min(saved.bounds.width, area.width);
  const height = Math.min(saved.bounds.height, area.height);
  // keep the position, but pull the window back inside the display it mostly sits on
  const x = Math.min(Math.max(saved.bounds.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(saved.bounds.y, area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, maximized: saved.maximized };
}

export function windowStateFile(fs: FileSystem, dir: string, options?: FileOptions): VersionedFile<WindowState | null> {
  return new VersionedFile<WindowState | null>(
    fs,
    {
      path: join(dir, WINDOW_STATE_FILE),
      label: 'window position',
      version: 1,
      migrations: {},
      validate: (data): Result<WindowState | null, string> => (data === null ? ok(null) : windowState(data)),
      fresh: () => null,
      limits: FILE_LIMITS.windowState,
    },
    options,
  );
}
