// The engine: rules, deals, moves, records and scoring of the castle family. Pure TypeScript: it
// imports nothing from the DOM, Node, Electron or Vue, so main, renderer, CLI and solver share it.
export * from './result';
export * from './cards';
export * from './games';
export * from './position';
export * from './rule-set';
export * from './moves';
export * from './rng';
export * from './deal';
export * from './autofinish';
export * from './score';
export * from './record';
export * from './run-move';
export * from './refusal';
