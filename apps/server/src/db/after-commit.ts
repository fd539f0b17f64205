import { type Kysely, TransactionBuilder } from 'kysely';

/**
 * Work that must wait until a transaction's writes are visible to everyone: announcing them on the
 * event bus (a browser told "new notification" must find it when it asks). `afterCommit` queues the
 * callback on the transaction it is given, or runs it at once outside one; the database handle's
 * transactions (withAfterCommit) run the queue once they commit, and drop it when they roll back.
 */
const queues = new WeakMap<object, (() => void)[]>();
/** Each transaction's database handle, so work queued on a transaction finds the handle's app services. */
const roots = new WeakMap<object, object>();

/** The handle a transaction belongs to (itself outside a transaction). */
export function rootDatabase(db: object): object {
  return roots.get(db) ?? db;
}

export function afterCommit(db: Kysely<never> | Kysely<object>, callback: () => void): void {
  if (!db.isTransaction) {
    callback();
    return;
  }
  const queue = queues.get(db);
  if (queue) queue.push(callback);
  else queues.set(db, [callback]);
}

function runQueue(trx: object): void {
  const queue = queues.get(trx);
  queues.delete(trx);
  for (const callback of queue ?? []) {
    try {
      callback();
    } catch {
      // An announcement that fails never undoes or fails the committed work.
    }
  }
}

function wrapBuilder<T>(root: Kysely<T>, builder: TransactionBuilder<T>): TransactionBuilder<T> {
  return new Proxy(builder, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async <R>(work: (trx: Parameters<Parameters<TransactionBuilder<T>['execute']>[0]>[0]) => Promise<R>) => {
          let used: object | undefined;
          const result = await target.execute((trx) => {
            used = trx;
            roots.set(trx, root);
            return work(trx);
          });
          if (used) runQueue(used);
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return out instanceof TransactionBuilder ? wrapBuilder(root, out as TransactionBuilder<T>) : out;
      };
    },
  });
}

/** Makes every `db.transaction()...execute()` of this handle run its afterCommit queue on commit. */
export function withAfterCommit<T>(db: Kysely<T>): Kysely<T> {
  const transaction = db.transaction.bind(db);
  db.transaction = () => wrapBuilder(db, transaction());
  return db;
}
