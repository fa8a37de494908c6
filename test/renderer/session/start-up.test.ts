import { describe, it, expect } from 'vitest';
import { chooseStart } from '../../../renderer/session/start-up';
import type { SavedGame } from '../../../shared/formats/saved-game-types';

const saved: SavedGame = { format: 1, game: 'fortress', deal: 5, moves: '', elapsedSeconds: 12 };

describe('start-up choice', () => {
  it('the link of the game in progress resumes it; another link opens its deal afresh', () => {
    expect(chooseStart('?game=fortress&deal=5', saved, []).choice).toMatchObject({ kind: 'resume', saved });
    expect(chooseStart('?game=fortress&deal=6', saved, []).choice).toEqual({ kind: 'deal', game: 'fortress', deal: 6 });
  });

  it('no link: the saved game, else a fresh deal', () => {
    expect(chooseStart('', saved, []).choice.kind).toBe('resume');
    expect(chooseStart('', null, []).choice).toEqual({ kind: 'fresh' });
  });

  it('what cannot be used is said, the host’s notices first', () => {
    const bad = { ...saved, moves: '1h 1h 1h 1h 1h 1h 1h' };
    const { choice, notices } = chooseStart('?game=chess&deal=1', bad, [{ kind: 'unreadable-file', message: 'storage blocked' }]);
    expect(choice).toEqual({ kind: 'fresh' });
    expect(notices.map((n) => ('key' in n ? n.key : n.text))).toEqual(['storage blocked', 'errors.savedGameRejected', 'errors.badDealLink']);
  });
});
