import type { GameOrigin } from '../../shared/engine/record';
import { formatPosition } from '../../shared/formats/position-text';
import type { DealRef, SolverClient } from '../../shared/solver/services/solver-client-core';
import type { Rating } from '../../shared/solver/services/difficulty';
import type { ParAnswer } from '../../shared/solver/services/worker-protocol';
import type { Move } from '../../shared/engine/moves';

// What the solver knows of the deal on the table, before the first move: its difficulty and its par
// (with the line that reaches it, for the replay). Asked once per deal of a worker of their own
// (renderer/stores/solver-link.ts); an answer that arrives after another deal came is dropped. Plain
// TypeScript: the game store composes it beside the session, which knows nothing of it.

/** The part of the solver client the deal's facts use. */
export type DealSolver = Pick<SolverClient, 'rate' | 'par' | 'dailyDeal'>;

/** A fact as far as it is known: not asked (no solver here), being worked out, known, or failed. */
export type Fact<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'known'; readonly value: T }
  | { readonly kind: 'failed'; readonly reason: string };

const NONE: Fact<never> = { kind: 'none' };
const PENDING: Fact<never> = { kind: 'pending' };

/** The deal of an origin as rate and par ask about it: its number, or its start in the board format. */
export function dealRefOf(origin: GameOrigin): DealRef {
  return origin.kind === 'deal'
    ? { game: origin.game, deal: origin.number }
    : { game: origin.game, deal: null, position: formatPosition(origin.position) };
}

const keyOf = (ref: DealRef): string => `${ref.game} ${ref.deal ?? ref.position}`;
const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export interface DealFactsDeps {
  readonly solver: () => Promise<DealSolver | null>;
  /** The winning line New Game's proof of the deal found, where the table's own solver made one: the
   * rating then need not search for it again (shared/solver/difficulty.ts). */
  readonly proof?: (deal: DealRef) => readonly Move[] | undefined;
  /** Called when a fact changes. */
  readonly changed: () => void;
}

export class DealFacts {
  rating: Fact<Rating> = NONE;
  par: Fact<ParAnswer> = NONE;
  /** The deal the facts are of. */
  deal: DealRef | null = null;
  private origin: GameOrigin | null = null;
  private key = '';
  private asked = 0;
  private work: Promise<unknown> = Promise.resolve();

  constructor(private readonly d: DealFactsDeps) {}

  /** The deal on the table is the one of `origin`: its facts are asked for unless they are these. */
  show(origin: GameOrigin): void {
    if (origin === this.origin) return;
    this.origin = origin;
    const ref = dealRefOf(origin);
    const key = keyOf(ref);
    if (key === this.key) return;
    this.key = key;
    this.deal = ref;
    const asked = ++this.asked;
    this.rating = PENDING;
    this.par = PENDING;
    // the last deal's facts must not stay up while this one's are worked out
    this.d.changed();
    const current = (): boolean => asked === this.asked;
    const settle = <T>(p: Promise<T>, set: (f: Fact<T>) => void): Promise<void> =>
      p.then(
        (value) => current() && (set({ kind: 'known', value }), this.d.changed()),
        (e: unknown) => current() && (set({ kind: 'failed', reason: reasonOf(e) }), this.d.changed()),
      ).then(() => undefined);
    this.work = this.d.solver().then((solver) => {
      if (!current()) return;
      if (solver === null) {
        this.rating = NONE;
        this.par = NONE;
        this.d.changed();
        return;
      }
      // the rating first: it is quick, and the worker answers in the order asked
      return Promise.all([settle(solver.rate(ref, this.d.proof?.(ref)), (f) => (this.rating = f)), settle(solver.par(ref), (f) => (this.par = f))]);
    });
  }

  /** Resolves once the facts asked for last are in (tests). */
  whenIdle(): Promise<void> {
    return this.work.then(() => undefined);
  }
}
