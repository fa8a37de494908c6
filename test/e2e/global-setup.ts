import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer, WEB_ROOT } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error(`no build in ${WEB_ROOT}: run \`npm run build:web\` first`);
  const server = await startStaticServer();
  project.provide('baseUrl', server.url);
  return server.close;
}
