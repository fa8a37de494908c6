// The engine's own replay check, under the name the solver tests have always used.
export { lineWins } from '../../../shared/engine/moves';
