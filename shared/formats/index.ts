// Text and JSON formats: the board text of the standard solvers, the FreeCell move notation, saved
// games and shared deals. Every import returns a Result with a FormatError; none throws.
export * from './errors';
export * from './position-text';
export * from './move-text';
export * from './saved-game';
export * from './deal-text';
export { readBoard, type BoardSetup } from './board-read';
export { validateBoard } from './board-validate';
export * from './deal-link';
export * from './deal-input';
