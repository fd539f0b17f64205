/** `@blivion/shared/sales`: the sales module's requests, responses and limits (issue 31). */
export * from '../limits-sales.js';
export * from '../schemas/sales.js';
export * from '../schemas/sales-responses.js';
