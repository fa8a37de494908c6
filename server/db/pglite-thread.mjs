// PGlite's worker thread (pglite.ts): TypeScript through tsx's loader, whatever started the process
// (npm run server, the tests, the bench).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread-main.ts');
