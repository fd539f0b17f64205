// One Lighthouse run (the `lighthouse` package, default config: mobile, simulated throttling) in
// Debian's Chromium, headless, and the figures issue 5 asks of it.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface Audit {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint and Total Blocking Time in ms; Cumulative Layout Shift. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits of accessibility and best practices that did not pass, by id. */
  failing: string[];
}

export function startChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, say): such a run is made again, twice at most. */
export async function audit(port: number, url: string, cookie?: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function auditOnce(port: number, url: string, cookie?: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}
