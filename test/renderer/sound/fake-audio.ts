// A stand-in for Web Audio (happy-dom has none): an AudioContext class that counts its instances and
// keeps every node it makes, so a test can see whether sound made anything, and at what gain.

export interface FakeNode {
  readonly kind: string;
  readonly connections: FakeNode[];
  started: boolean;
  type?: string;
  gain?: { value: number };
  frequency?: { value: number };
}

export class FakeAudioContext {
  /** Every context made since the last reset. */
  static made: FakeAudioContext[] = [];
  readonly nodes: FakeNode[] = [];
  readonly destination: FakeNode = this.node('destination');
  readonly sampleRate = 44_100;
  currentTime = 0;
  state: 'running' | 'suspended' = 'running';

  constructor() {
    FakeAudioContext.made.push(this);
  }

  static reset(): void {
    FakeAudioContext.made = [];
  }

  private node(kind: string): FakeNode & Record<string, unknown> {
    const param = () => {
      const p = {
        value: 0,
        setValueAtTime: (v: number) => {
          p.value = v;
        },
        exponentialRampToValueAtTime: () => undefined,
      };
      return p;
    };
    const n: FakeNode & Record<string, unknown> = {
      kind,
      connections: [],
      started: false,
      connect: (to: FakeNode) => {
        n.connections.push(to);
        return to;
      },
      disconnect: () => undefined,
      start: () => {
        n.started = true;
      },
      stop: () => undefined,
      frequency: param(),
      Q: param(),
      gain: param(),
    };
    if (kind !== 'destination') this.nodes.push(n);
    return n;
  }

  createGain() {
    return this.node('gain');
  }
  createOscillator() {
    return this.node('oscillator');
  }
  createBufferSource() {
    return this.node('buffer');
  }
  createBiquadFilter() {
    return this.node('filter');
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }
}
