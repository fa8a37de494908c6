import { describe, it, expect } from 'vitest';
import { keyAction, type KeyInput } from '../../../renderer/table/keymap';
import { CELL_BASE, ANY_FOUNDATION } from '../../../shared/engine/moves';
import { GAMES } from '../../../shared/engine/games';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
// Fortress: ten rows, no free cell; Ten by One: ten rows and one free cell
const idle = { build: 'desktop', holding: false, rules: GAMES.fortress } as const;
const holding = { build: 'desktop', holding: true, rules: GAMES['ten-by-one'] } as const;

describe('keymap', () => {
  it('rows 11 and up are i, j, ... as in the move notation, where the game has them', () => {
    const twelve = { ...idle, rules: GAMES.lightweight };
    expect(keyAction(key('i'), twelve)).toEqual({ kind: 'pile', pile: 10 });
    expect(keyAction(key('j'), twelve)).toEqual({ kind: 'pile', pile: 11 });
    expect(keyAction(key('k'), twelve)).toBeNull();
    expect(keyAction(key('i'), idle)).toBeNull();
    expect(keyAction(key('9'), { ...idle, rules: GAMES['beleaguered-castle'] })).toBeNull();
  });
  it('digits name rows, 0 is row 10', () => {
    expect(keyAction(key('1'), idle)).toEqual({ kind: 'pile', pile: 0 });
    expect(keyAction(key('0'), idle)).toEqual({ kind: 'pile', pile: 9 });
  });
  it('h drops home while holding and is nothing otherwise; Shift+H hints', () => {
    expect(keyAction(key('h'), holding)).toEqual({ kind: 'pile', pile: ANY_FOUNDATION });
    expect(keyAction(key('h'), idle)).toBeNull();
    expect(keyAction(key('H', { shiftKey: true }), holding)).toEqual({ kind: 'command', command: 'hint' });
    expect(keyAction(key('H', { shiftKey: true }), idle)).toEqual({ kind: 'command', command: 'hint' });
  });
  it('a names the free cell where there is one; Shift+A auto-finishes, Shift+W watches the solver', () => {
    expect(keyAction(key('a'), holding)).toEqual({ kind: 'pile', pile: CELL_BASE });
    expect(keyAction(key('a'), idle)).toBeNull();
    expect(keyAction(key('b'), holding)).toBeNull();
    expect(keyAction(key('A', { shiftKey: true }), holding)).toEqual({ kind: 'command', command: 'auto-finish' });
    expect(keyAction(key('W', { shiftKey: true }), idle)).toEqual({ kind: 'command', command: 'watch-solver' });
    expect(keyAction(key('w'), idle)).toBeNull();
  });
  it('undo, redo and new game with Ctrl or Cmd', () => {
    expect(keyAction(key('z', { ctrlKey: true }), idle)).toEqual({ kind: 'command', command: 'undo' });
    expect(keyAction(key('Z', { metaKey: true, shiftKey: true }), idle)).toEqual({ kind: 'command', command: 'redo' });
    expect(keyAction(key('y', { ctrlKey: true }), idle)).toEqual({ kind: 'command', command: 'redo' });
    expect(keyAction(key('n', { metaKey: true }), idle)).toEqual({ kind: 'command', command: 'new-game' });
    expect(keyAction(key('1', { ctrlKey: true }), idle)).toBeNull();
    expect(keyAction(key('d', { ctrlKey: true }), idle)).toEqual({ kind: 'command', command: 'daily-deal' });
    expect(keyAction(key(',', { metaKey: true }), idle)).toEqual({ kind: 'command', command: 'settings' });
    expect(keyAction(key('F1'), idle)).toEqual({ kind: 'command', command: 'help' });
    expect(keyAction(key('o', { ctrlKey: true }), idle)).toEqual({ kind: 'command', command: 'open-deal' });
    expect(keyAction(key('t', { metaKey: true }), idle)).toEqual({ kind: 'command', command: 'statistics' });
    // Shift is part of the key: Ctrl+Shift+N is not New Game, Ctrl+Shift+Z is not Undo
    expect(keyAction(key('N', { ctrlKey: true, shiftKey: true }), idle)).toBeNull();
    expect(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), idle)).toEqual({ kind: 'command', command: 'redo' });
    expect(keyAction(key('z', { ctrlKey: true, altKey: true }), idle)).toBeNull();
  });
  it('arrows, Enter, Space, Escape and ?', () => {
    expect(keyAction(key('ArrowLeft'), idle)).toEqual({ kind: 'focus', direction: 'left' });
    expect(keyAction(key('Enter'), idle)).toEqual({ kind: 'activate' });
    expect(keyAction(key(' '), idle)).toEqual({ kind: 'activate' });
    expect(keyAction(key('Escape'), idle)).toEqual({ kind: 'cancel' });
    expect(keyAction(key('?', { shiftKey: true }), idle)).toEqual({ kind: 'command', command: 'shortcuts' });
    expect(keyAction(key('x'), idle)).toBeNull();
    expect(keyAction(key('1', { altKey: true }), idle)).toBeNull();
  });
});
