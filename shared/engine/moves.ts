// The moves of the engine in one import, each job in its own file: the encoding and the errors
// (move.ts), what the piles hold now (piles.ts), which foundation takes a card (home.ts), legality
// (legal.ts, resolve.ts), the one generator (generate.ts), the moves that make themselves
// (compulsory.ts), playing and taking back (apply.ts). All of them read the game's rule set
// (rule-set.ts).
export * from './move';
export * from './piles';
export * from './home';
export * from './legal';
export * from './resolve';
export * from './generate';
export * from './compulsory';
export * from './apply';
