/**
 * Events that must reach every instance of the app (decision 0048): cache invalidations today, and
 * the live events members' browsers receive. In one process (the embedded default) the in-memory bus
 * delivers them; with REDIS_URL, Redis carries them between instances (redis-event-bus.ts).
 */
export interface BusEvent {
  /**
   * Unique and increasing across every topic (compareEventIds), so one browser stream following
   * several topics is one ordered sequence; a browser's Last-Event-ID.
   */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
}

export type BusListener = (event: BusEvent) => void;

export interface EventBus {
  readonly kind: 'memory' | 'redis';
  /** Delivers the event to the topic's listeners on every instance, and keeps it for replay. */
  publish(topic: string, type: string, data: unknown): Promise<BusEvent>;
  /** Listens on this instance; returns the function that stops listening. */
  subscribe(topic: string, listener: BusListener): () => void;
  /** Resolves once the topic's subscription takes events on this instance (for a replay to follow). */
  listening(topic: string): Promise<void>;
  /**
   * The topic's kept events after `lastId`, oldest first; null when the bus cannot tell what was
   * missed (an unknown or too old id): the reader then reloads what it shows.
   */
  replay(topic: string, lastId: string): Promise<BusEvent[] | null>;
  /**
   * Calls `listener` whenever this instance may have missed events (Redis was unreachable: its
   * subscriptions were down, or a publish failed): whoever listens reloads what it shows (decision 0082).
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** How many recent events each topic keeps for replay after a reconnect. */
export const REPLAY_LIMIT = 100;

export class Listeners {
  private readonly byTopic = new Map<string, Set<BusListener>>();

  add(topic: string, listener: BusListener): { first: boolean; remove: () => { last: boolean } } {
    let set = this.byTopic.get(topic);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(listener);
    return {
      first,
      remove: () => {
        const current = this.byTopic.get(topic);
        if (!current?.delete(listener)) return { last: false };
        if (current.size > 0) return { last: false };
        this.byTopic.delete(topic);
        return { last: true };
      },
    };
  }

  deliver(topic: string, event: BusEvent): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(event);
      } catch {
        // One listener's failure (a closed stream) never stops the others.
      }
    }
  }
}

/** One process: listeners are called at once; each topic keeps its last events in memory. */
export function memoryEventBus(): EventBus {
  const listeners = new Listeners();
  const kept = new Map<string, BusEvent[]>();
  let sequence = 0;
  return {
    kind: 'memory',
    async publish(topic, type, data) {
      sequence += 1;
      const event: BusEvent = { id: String(sequence), type, data };
      const list = kept.get(topic) ?? [];
      list.push(event);
      if (list.length > REPLAY_LIMIT) list.shift();
      kept.set(topic, list);
      listeners.deliver(topic, event);
      return event;
    },
    subscribe(topic, listener) {
      const { remove } = listeners.add(topic, listener);
      return () => void remove();
    },
    async listening() {},
    async replay(topic, lastId) {
      const last = Number(lastId);
      if (!/^\d+$/.test(lastId) || last > sequence) return null;
      const list = kept.get(topic) ?? [];
      const oldest = list[0];
      // Events between lastId and the oldest kept were dropped: the reader must reload.
      if (oldest && Number(oldest.id) > last + 1 && list.length >= REPLAY_LIMIT) return null;
      return list.filter((event) => Number(event.id) > last);
    },
    // In one process nothing can be missed.
    onResync: () => () => {},
    async close() {},
  };
}

/** Bus ids are '<n>' (memory) or '<ms>-<seq>' (Redis streams): compared part by part as numbers. */
export function compareEventIds(a: string, b: string): number {
  const [aHead = 0n, aTail = 0n] = a.split('-').map(BigInt);
  const [bHead = 0n, bTail = 0n] = b.split('-').map(BigInt);
  if (aHead !== bHead) return aHead < bHead ? -1 : 1;
  return aTail === bTail ? 0 : aTail < bTail ? -1 : 1;
}
