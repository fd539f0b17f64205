// Item 4 of issue 5: the AI lab's streaming proxy. The AI lab is not built yet, so there is
// nothing to measure; the row says so instead of inventing a figure.
import type { Benchmark } from './lib/types.js';

export const streamingProxy: Benchmark = {
  id: 'streaming-proxy',
  item: 4,
  title: 'Streaming proxy',
  run: async () => [
    {
      name: 'AI lab streaming proxy',
      baseline: null,
      candidate: null,
      ratio: null,
      spread: null,
      target: 'n/a',
      pass: null,
      note: 'not yet applicable (AI lab not built)',
    },
  ],
};
