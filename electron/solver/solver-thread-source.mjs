// The solver thread's entry when running from the TypeScript sources (tests, the tsx CLI): registers
// tsx in this thread, then loads the thread itself. A built app starts the compiled solver-thread.js.
import { register } from 'tsx/esm/api';

register();
await import('./solver-thread.ts');
