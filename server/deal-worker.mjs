// The deal pool's worker thread (deal-pool.ts): TypeScript through tsx's loader, whatever started the
// process (npm run server, the tests, the bench).
import { register } from 'tsx/esm/api';

register();
await import('./deal-worker-main.ts');
