import { describe, it, expect } from 'vitest';
import { grownRoom, type RowRoom } from '../../../renderer/table/row-room';

describe('the room a line makes for its rows', () => {
  it('grows with the longest row, never shrinks within a deal, starts afresh with the next', () => {
    let room: RowRoom | undefined;
    const step = (deal: number, longest: number): number => (room = grownRoom(room, deal, longest)).cards;
    expect(step(1, 6)).toBe(6);
    expect(step(1, 14)).toBe(14);
    // an undo shortens the row: the cards keep their size
    expect(step(1, 9)).toBe(14);
    expect(step(1, 15)).toBe(15);
    expect(step(2, 6)).toBe(6);
  });
});
