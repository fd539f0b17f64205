import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A step every request passes before routing's own hooks: an error refuses it; a promise (a step
 * that must wait, such as a session read on PostgreSQL) holds the next steps until it settles.
 */
export type RequestCheck = (request: FastifyRequest, reply: FastifyReply) => Error | undefined | Promise<void>;
/** A step run once the answer has been sent (the request log, closing idle connections). */
export type ResponseStep = (request: FastifyRequest, reply: FastifyReply) => void;

type Done = (error?: Error) => void;

const checksOf = new WeakMap<FastifyInstance, RequestCheck[]>();
const responseStepsOf = new WeakMap<FastifyInstance, ResponseStep[]>();

function runChecks(checks: RequestCheck[], from: number, request: FastifyRequest, reply: FastifyReply, done: Done) {
  for (let index = from; index < checks.length; index++) {
    let outcome;
    try {
      outcome = checks[index]!(request, reply);
    } catch (error) {
      // Also after a step that waited, where no hook runner is there to catch it.
      return done(error as Error);
    }
    if (outcome === undefined) continue;
    if (outcome instanceof Error) return done(outcome);
    outcome.then(() => runChecks(checks, index + 1, request, reply, done), done);
    return;
  }
  done();
}

/**
 * Adds a step to the app's one `onRequest` gate (for plugins wrapped with fastify-plugin, whose
 * instance is the app's). The steps run in the order the plugins registered them; the first error
 * ends the request. One callback hook instead of one per plugin: each hook is a step of Fastify's
 * hook runner on every request, and an `async` hook a promise more (bench/README.md, item 1).
 */
export function addRequestCheck(app: FastifyInstance, check: RequestCheck): void {
  let checks = checksOf.get(app);
  if (!checks) {
    const list: RequestCheck[] = [];
    checks = list;
    checksOf.set(app, list);
    app.addHook('onRequest', (request, reply, done) => runChecks(list, 0, request, reply, done));
  }
  checks.push(check);
}

/** Adds a step to the app's one `onResponse` hook, in the order the plugins registered them. */
export function addResponseStep(app: FastifyInstance, step: ResponseStep): void {
  let steps = responseStepsOf.get(app);
  if (!steps) {
    const list: ResponseStep[] = [];
    steps = list;
    responseStepsOf.set(app, list);
    app.addHook('onResponse', (request, reply, done) => {
      for (const each of list) each(request, reply);
      done();
    });
  }
  steps.push(step);
}
