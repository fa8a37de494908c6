// The question before a game in progress is left (renderer/stores/abandon.ts): asked only when
// leaving counts as a loss and the setting is on; the answer resolves the waiting command; "Don't ask
// again" turns the setting off.
import { describe, expect, it } from 'vitest';
import { useGameStore } from '../../../renderer/stores/game';
import { useAbandonStore } from '../../../renderer/stores/abandon';
import { useSettingsStore } from '../../../renderer/stores/settings';
import { legalMoves, moveFrom, moveTo } from '../../../shared/engine/moves';
import { solve } from '../../../shared/solver/api/solve';
import { dealPosition } from '../../../shared/engine/deal';
import { freshTable } from '../helpers';

function table() {
  freshTable();
  const game = useGameStore();
  game.setAnimationMs(0);
  game.startDeal('beleaguered-castle', 1);
  return { game, abandon: useAbandonStore(), settings: useSettingsStore() };
}

function playOne(game: ReturnType<typeof useGameStore>): void {
  const m = legalMoves(game.position)[0]!;
  expect(game.play(moveFrom(m), moveTo(m)).ok).toBe(true);
}

describe('the abandon question', () => {
  it('is not asked before the first move', async () => {
    const { abandon } = table();
    await expect(abandon.confirm()).resolves.toBe(true);
    expect(abandon.asking).toBe(false);
  });

  it('is asked once a move is played, and the answer decides', async () => {
    const { game, abandon } = table();
    playOne(game);
    expect(game.inProgress).toBe(true);
    const kept = abandon.confirm();
    expect(abandon.asking).toBe(true);
    // asked again while open: the first request has the question
    await expect(abandon.confirm()).resolves.toBe(false);
    abandon.answer(false);
    await expect(kept).resolves.toBe(false);
    expect(abandon.asking).toBe(false);
    const left = abandon.confirm();
    abandon.answer(true);
    await expect(left).resolves.toBe(true);
  });

  it('is not asked with the setting off, and "Don’t ask again" turns it off', async () => {
    const { game, abandon, settings } = table();
    playOne(game);
    const answered = abandon.confirm();
    abandon.answer(true, true);
    await expect(answered).resolves.toBe(true);
    expect(settings.settings.confirmAbandon).toBe(false);
    await expect(abandon.confirm()).resolves.toBe(true);
    expect(abandon.asking).toBe(false);
  });

  it('is not asked for a game that is won', async () => {
    const { game, abandon } = table();
    game.startDeal('fortress', 5);
    for (const m of solve(dealPosition('fortress', 5), { budget: 300_000 }).moves) game.play(moveFrom(m), moveTo(m));
    expect(game.won).toBe(true);
    expect(game.inProgress).toBe(false);
    await expect(abandon.confirm()).resolves.toBe(true);
  });
});
