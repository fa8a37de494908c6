import { describe, it, expect } from 'vitest';
import { GAME_IDS, GAMES, type GameId } from '../../../shared/engine/games';
import { dealPosition } from '../../../shared/engine/deal';
import { lineWins } from '../../../shared/engine/moves';
import { createSolver } from '../../../shared/solver/api/solve';
import { boardPlays, planFor, type Techniques } from '../../../shared/solver/plans';
import { analyse } from '../../../shared/solver/services/analyse';
import { findPar } from '../../../shared/solver/services/par';
import { GOLDEN } from './golden-daily';

// A budget that runs out proves nothing: every search and every plan (merged and not, depth first,
// best first, beams, A*) must then answer `unknown`, never `unwinnable`. The deals are the golden
// daily deals, each proved winnable, so any `unwinnable` here is a false proof. The budgets are small
// enough that most searches run out, and they are the ones where a search's phases hand over (a
// merged run to a finer one, beams to best first, depth first to best first).

// 0: nothing may be searched; 12,000: past BEAM_LEAST, so beams run and give up before the golden
// Castle Mount and Palace deals are won (at 20,000 the beams win them)
const BUDGETS = [0, 10, 3_000, 12_000, 20_000] as const;

/** Technique switches that give each game its different plans; duplicates are asked once. */
const VARIANTS: readonly Partial<Techniques>[] = [
  {},
  { suitMerging: false },
  { bestFirst: true },
  { bestFirst: true, suitMerging: false },
  { beam: false },
  { multiDeckFinder: false },
  { finderAfterDepthFirst: false },
];

interface Case {
  readonly variant: Partial<Techniques>;
  readonly searcher: 'fast' | 'generic';
  readonly plan: string;
}

/** The distinct plans of a game: each variant on its own space, and on the engine's where the board plays the game. */
function casesOf(game: GameId): Case[] {
  const rules = GAMES[game];
  const seen = new Map<string, Case>();
  for (const variant of VARIANTS) {
    for (const space of boardPlays(rules) ? (['board', 'engine'] as const) : (['engine'] as const)) {
      const p = planFor(rules, 'verdict', variant, space);
      const plan = `${p.space} ${p.merged ? 'merged ' : ''}${p.searches.join(', ')}`;
      const key = `${plan} ${JSON.stringify(p.techniques)}`;
      if (!seen.has(key)) seen.set(key, { variant, searcher: space === 'board' ? 'fast' : 'generic', plan });
    }
  }
  return [...seen.values()];
}

describe('a budget that runs out answers unknown, never unwinnable', () => {
  it.each(GAME_IDS)('%s: every plan, at budgets that run out', (game) => {
    const start = dealPosition(game, GOLDEN[game]![0]!);
    const solver = createSolver();
    for (const c of casesOf(game)) {
      for (const budget of BUDGETS) {
        const r = solver.solve(start, { budget, techniques: c.variant, searcher: c.searcher });
        expect(r.verdict, `${c.plan}, budget ${budget}`).not.toBe('unwinnable');
        if (r.verdict === 'winnable') expect(lineWins(start, r.moves), `${c.plan}, budget ${budget}`).toBe(true);
        // the smallest budget does run out: no deal here is won within 10 positions
        if (budget <= 10) expect(r.verdict, `${c.plan}, budget ${budget}`).toBe('unknown');
      }
    }
  });

  it.each(['beleaguered-castle', 'exiled-kings', 'chessboard', 'castle-of-indolence', 'castle-mount'] as const)('%s: the table\'s analysis, and par\'s A*', (game) => {
    const number = GOLDEN[game]![0]!;
    const a = analyse({ game, deal: number, moves: '' }, { budget: 50, totalBudget: 200 });
    expect(a.verdict).toBe('unknown');
    // par's A* searches: a budget that runs out leaves a bound no higher than a longer search's par
    const start = dealPosition(game, number);
    const small = findPar(start, { budget: 50, timeLimitMs: Infinity });
    const large = findPar(start, { budget: 20_000, timeLimitMs: Infinity });
    expect(lineWins(start, small.line)).toBe(true);
    expect(small.lowerBound).toBeLessThanOrEqual(large.par!);
    expect(small.lowerBound).toBeLessThan(small.par!);
  });
});
