import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A prerendered page's buttons work once React has hydrated it (apps/web/src/lib/hydration.ts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the current page (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is judged on what a member reads: a toast or dialog still fading in or out is half
  // transparent for a moment, so the finite animations and transitions end first (looping ones,
  // such as spinners, never do).
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // A toast that is leaving (sonner marks it data-removed, then fades it out and drops it) is not
    // read any more; its fading can start after the wait above, so it is left out of the check.
    const result = await axe.run(
      { exclude: [['[data-sonner-toast][data-removed="true"]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Fails the test with the list when axe finds a serious or critical violation; `where` names the screen. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
