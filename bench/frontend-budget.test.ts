// The payload budgets of bench/budgets.ts, checked by `npm test` on the build it has just made
// (apps/web/dist): sizes depend on the code only, not on the machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ptBR } from '@blivion/shared';
import { describe, expect, it } from 'vitest';
import { BUDGET_ROUTES } from './budgets.js';
import { CHUNK_MODULES_FILE } from '../apps/web/build/chunk-groups.js';
import { budgetViolations, chunkSizes, kb, routePayloads } from './frontend/route-payload.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(web, 'dist');

/** The chunks of signed-in pages' first loads that `chosen` picks (by file, relative to dist), as 'page: file'. */
function signedInFirstLoadChunks(chosen: (file: string) => boolean): string[] {
  return routePayloads(dist)
    .filter((payload) => payload.route.signedIn)
    .flatMap((payload) =>
      payload.js.filter((chunk) => chosen(chunk.file)).map((chunk) => `${payload.route.name}: ${chunk.file}`),
    );
}

/** The signed-in pages' first-load chunks whose code matches `pattern`, as 'page: file'. */
function signedInFirstLoadsHolding(pattern: RegExp): string[] {
  return signedInFirstLoadChunks((file) => pattern.test(readFileSync(path.join(dist, file), 'utf8')));
}

describe('front-end payload budgets', () => {
  it('every page named in bench/budgets.ts is a lazy module of the router', () => {
    const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    const missing = BUDGET_ROUTES.flatMap((route) => route.modules)
      .map((module) => `@/${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`)
      .filter((specifier) => !router.includes(`'${specifier}'`));
    expect(missing, 'router.tsx no longer imports these; update bench/budgets.ts').toEqual([]);
  });

  it('landing and sign-in stay within 150 KB of JavaScript, signed-in pages within 12 script requests, no small shared chunk in a first load, no chunk over 100 KB, CSS within 30 KB', () => {
    const payloads = routePayloads(dist);
    for (const { route, js, jsBytes, cssBytes } of payloads) {
      console.log(`${route.name}: ${kb(jsBytes)} JavaScript in ${js.length} scripts, ${kb(cssBytes)} CSS`);
    }
    expect(budgetViolations(payloads, chunkSizes(dist))).toEqual([]);
  });

  it("the profile page's first load leaves out the photo crop dialog (react-easy-crop), which loads when a photo is chosen", () => {
    const profile = routePayloads(dist).find((payload) => payload.route.name === 'profile')!;
    const modulesByFile = JSON.parse(readFileSync(path.join(dist, CHUNK_MODULES_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
    const dialog = 'src/features/profile/components/avatar-crop-dialog.tsx';
    const holder = Object.keys(modulesByFile).find((file) => modulesByFile[file]!.includes(dialog));
    expect(holder, 'the dialog is in a chunk of the build').toBeDefined();
    expect(profile.js.map((chunk) => chunk.file)).not.toContain(holder);
  });

  it("no signed-in page's first load asks for Radix's dialogs, popovers and tooltips (apps/web/build/chunk-groups.ts): they load on first use", () => {
    expect(signedInFirstLoadChunks((file) => /assets\/radix-[^/]+\.js$/.test(file))).toEqual([]);
  });

  it("no signed-in page's first load asks for zod (the forms' schemas load with the forms: the lab's agent form, AdSpy's dialogs)", () => {
    expect(signedInFirstLoadChunks((file) => /assets\/zod-[^/]+\.js$/.test(file))).toEqual([]);
  });

  it("no signed-in page's first load holds Radix's tabs (the forum's and the courses' tabs are our own, components/ui/tabs.tsx)", () => {
    // Radix's tabs as they read after minification: their parts' displayName strings.
    expect(signedInFirstLoadsHolding(/["'`]Tabs(List|Trigger|Content)["'`]/)).toEqual([]);
  });

  it("no signed-in page's first load holds the catalogue's 'pages' section (privacy, terms, help: their own pages load it)", () => {
    expect(signedInFirstLoadsHolding(new RegExp(ptBR.pages.privacy.effectiveDate))).toEqual([]);
  });

  it("signed-in pages' documents paint the router's spinner with the HTML and CSS, and ask for the scripts after that paint", () => {
    const signedIn = JSON.parse(readFileSync(path.join(dist, 'prerendered/signed-in.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(signedIn)).toContain('/dashboard');
    for (const file of Object.values(signedIn)) {
      const html = readFileSync(path.join(dist, 'prerendered', file), 'utf8');
      expect(html, file).toMatch(/<div id="root"><div role="status"[^>]*>.*Carregando.*<\/div><\/div>/s);
      expect(html, file).not.toContain('data-prerendered');
      expect(html, file).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const starter = /<script defer src="\/start-after-paint\.js" data-entry="([^"]+)" data-preload="([^"]+)">/.exec(
        html,
      );
      expect(starter, file).not.toBeNull();
      expect(starter![2]!.split(' ').length, file).toBeGreaterThan(3);
    }
  });
});
