// The types of run-report.mjs, which node runs as it is (npm test) and the unit tests import.

/** The part of vitest's JSON report (`--reporter=json`) that the counts read. */
export interface VitestReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numPendingTests: number;
  readonly numTodoTests: number;
  readonly testResults?: readonly {
    readonly name: string;
    readonly assertionResults?: readonly { readonly fullName: string; readonly status: string; readonly failureMessages?: readonly string[] }[];
  }[];
}

export interface Tally {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly failures: string[];
  readonly skips: string[];
}

export function tallyReport(report: VitestReport, stage: string, root: string, ran: boolean): Tally;
