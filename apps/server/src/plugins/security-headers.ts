import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, onSendHookHandler, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { addRequestCheck } from './request-checks.js';

/**
 * CSP without inline scripts; styles may be inline (the toast and dialog libraries set them at run time).
 * `imageOrigins`: origins images may also come from beyond https (the Graph API's page pictures,
 * which tests point at a loopback fake over http).
 */
export function helmetOptions(https: boolean, imageOrigins: readonly string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...imageOrigins.filter((origin) => !origin.startsWith('https:'))],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

const FRAMEWORK_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets with these options, read once from a probe app. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!FRAMEWORK_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Headers that protect any response, whatever it holds: sniffing, cross-origin reads, https. */
const EVERY_RESPONSE = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * Content a browser never renders as a page (JSON, scripts, styles, raster images, fonts): the
 * document-only headers (CSP, frame and opener policies...) mean nothing there. SVG, HTML and
 * anything unknown are treated as documents.
 */
const NOT_A_DOCUMENT =
  /^(?:application\/(?:json|javascript|manifest\+json)|text\/(?:javascript|css)|image\/(?!svg)|font\/)/i;

export function isDocumentType(contentType: string | undefined): boolean {
  return contentType === undefined || !NOT_A_DOCUMENT.test(contentType);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For a handler outside any route (the not-found one): a document's headers, as routes get them. */
    addDocumentHeaders(reply: FastifyReply): void;
  }
}

/**
 * helmet's headers, computed once by helmet itself (@fastify/helmet rebuilt them and reparsed the
 * CSP on every request; nothing here varies per request). Every response gets the few that apply
 * to any content; documents (pages, SVG, anything not known to be data) get the rest, about 1 KB
 * that API replies and the scripts and styles of the web app no longer carry.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean; imageOrigins?: readonly string[] }) => {
    const all = await helmetHeaders(helmetOptions(options.https, options.imageOrigins));
    const everyResponse: Record<string, string> = {};
    const documentOnly: Record<string, string> = {};
    for (const [name, value] of Object.entries(all)) {
      (EVERY_RESPONSE.has(name) ? everyResponse : documentOnly)[name] = value;
    }
    const documentOnlyNames = Object.keys(documentOnly);
    const addDocumentHeaders = (reply: FastifyReply) => {
      const type = reply.getHeader('content-type');
      if (!isDocumentType(typeof type === 'string' ? type : undefined)) return;
      // A route's own stricter policy (uploads: a sandboxed CSP) stays.
      for (const name of documentOnlyNames) if (!reply.hasHeader(name)) reply.header(name, documentOnly[name]);
    };
    const documentHook: onSendHookHandler = (_request, reply, payload, done) => {
      addDocumentHeaders(reply);
      done(null, payload);
    };
    app.decorate('addDocumentHeaders', addDocumentHeaders);
    addRequestCheck(app, (_request, reply) => {
      reply.headers(everyResponse);
      return undefined;
    });
    // Only routes that may answer with something other than JSON run the hook: a hook on every
    // route cost JSON answers about 4% of their requests per second (bench/README.md, item 1).
    app.addHook('onRoute', (route) => {
      if (answersJsonOnly(route)) return;
      route.onSend = ([] as onSendHookHandler[]).concat(route.onSend ?? [], documentHook);
    });
  },
);

/**
 * A route whose success answers are declared by a response schema (serialized as JSON): everything
 * it sends is data, errors included (the JSON envelope).
 */
function answersJsonOnly(route: RouteOptions): boolean {
  const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!responses) return false;
  return Object.keys(responses).some((status) => /^(?:2\d\d|2xx)$/.test(status));
}
