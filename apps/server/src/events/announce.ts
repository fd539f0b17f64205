import { afterCommit, rootDatabase } from '../db/after-commit.js';
import type { EventBus } from './event-bus.js';

const buses = new WeakMap<object, EventBus>();

/** app.ts ties the app's event bus to its database handle, so modules can announce from a transaction. */
export function attachEventBus(db: object, bus: EventBus): void {
  buses.set(db, bus);
}

/**
 * Publishes once the caller's transaction has committed (at once outside one), so whoever hears it
 * finds the change when they ask; dropped if it rolls back. A failed publish never fails the work:
 * listeners catch up on their next read.
 */
export function announce(db: object, topic: string, type: string, data: unknown): void {
  afterCommit(db as never, () => {
    const bus = buses.get(rootDatabase(db));
    void bus?.publish(topic, type, data).catch(() => {});
  });
}

/** The topic of one member's live events (their browser's /api/events stream listens to it). */
export function memberTopic(userId: string): string {
  return `member.${userId}`;
}
