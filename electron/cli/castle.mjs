#!/usr/bin/env node
// The `castle` bin: runs the TypeScript command line through tsx, so a checkout needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli, nodeIo, endQuietlyOnClosedPipe } = await import('./castle.ts');
endQuietlyOnClosedPipe([process.stdout, process.stderr], (code) => process.exit(code));
process.exitCode = await runCli(process.argv.slice(2), nodeIo);
