import type { PublicCounterKey } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MigrationFactory } from './db/migrate.js';

/** A routes plugin and the prefix it answers under. */
export interface ModuleRoutes {
  readonly plugin: FastifyPluginAsyncZod;
  readonly prefix: string;
}

/** One landing counter (GET /api/public/stats), counted by the module that owns what it counts. */
export interface PublicCounter {
  readonly key: PublicCounterKey;
  count(app: FastifyInstance): Promise<number>;
}

/**
 * Whether a module still stores the URL of an uploaded file (an image, a logo, a cover). The uploads
 * module deletes a stored file only when no module's reference answers true, so a module that keeps
 * upload URLs declares them here instead of teaching uploads its tables.
 */
export interface UploadReference {
  /** What keeps the URL, for logs and tests ('banners.image'). */
  readonly name: string;
  isReferenced(app: FastifyInstance, url: string): Promise<boolean>;
}

/** One line of a weekly digest, already in pt-BR, with the absolute link it opens (or none). */
export interface DigestLine {
  readonly text: string;
  readonly url: string | null;
}

/** The ISO week a digest covers, '2026-W48', from Monday 00:00 UTC to the next Monday. */
export interface DigestWeek {
  readonly week: string;
  readonly from: Date;
  readonly to: Date;
}

/**
 * One section of the weekly e-mail digest (docs/decisions/0102), gathered by the module that owns
 * what it lists: `prepare` runs once per week's run and gives the lines of one member (none: the
 * section is left out; a digest with no lines is not sent).
 */
export interface DigestSection {
  /** Its heading: features.notificationPreferences.digest.<key>; sections appear in `order`. */
  readonly key: 'lessons' | 'topics' | 'questions' | 'competitors';
  readonly order: number;
  prepare(
    app: FastifyInstance,
    week: DigestWeek,
    overrides: Record<string, string>,
  ): Promise<(userId: string) => Promise<DigestLine[]>>;
}

/**
 * Everything the app needs to know about one server module, declared once in its
 * `<name>.module.ts` and listed in module-list.ts. app.ts registers the routes,
 * startup.ts runs the migrations, then the first-run data, then the start-up steps.
 */
export interface ServerModule {
  /** The module's folder name; it also names its migrations (db/migrate.ts). */
  readonly name: string;
  /** Registered in this order, after the app-wide plugins (session, storage, multipart...). */
  readonly routes?: readonly ModuleRoutes[];
  /** By name: yyyymmdd-hhmm-<name>-<what>; the five names recorded before this scheme keep theirs. */
  readonly migrations?: Readonly<Record<string, MigrationFactory>>;
  /** Data a new academy starts with; each step decides for itself whether the database is new. */
  readonly firstRunData?: (app: FastifyInstance) => Promise<void>;
  /** The landing counters this module contributes; a module that does not exist contributes none. */
  readonly publicCounters?: readonly PublicCounter[];
  /** The columns or settings where this module keeps URLs of uploaded files. */
  readonly uploadReferences?: readonly UploadReference[];
  /** The sections this module adds to the weekly e-mail digest. */
  readonly digestSections?: readonly DigestSection[];
  /** Runs on every start, after every module's migrations and first-run data. */
  readonly onStart?: (app: FastifyInstance) => Promise<void>;
  /** Runs when the app closes, before the database does: stops what onStart scheduled. */
  readonly onStop?: (app: FastifyInstance) => Promise<void>;
}
