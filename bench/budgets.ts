// Front-end payload budgets (issue 5, item 5), shared by the budget check of `npm test`
// (bench/frontend-budget.test.ts) and the benchmark (bench/frontend-payload.ts). Sizes are gzipped
// bytes at zlib's default level, as Vite's build report shows them; 1 KB = 1,000 bytes.
export const KB = 1000;

export const PAYLOAD_BUDGETS = {
  /** All the JavaScript the landing and sign-in pages load: the entry and the chunks of the route. */
  routeJsBytes: 150 * KB,
  /** Any single JavaScript chunk of the build. */
  chunkJsBytes: 100 * KB,
  /** All the CSS a page loads. */
  routeCssBytes: 30 * KB,
  /** Script requests of a signed-in page's first load (issue 13: each costs round trips on a slow connection). */
  signedInScripts: 12,
  /** A first load's chunk smaller than this must be the page's own, not one other chunks import too. */
  smallChunkBytes: 4 * KB,
} as const;

export interface BudgetRoute {
  name: string;
  path: string;
  /**
   * The lazy modules (as the manifest names them, relative to apps/web) that the route matches in
   * apps/web/src/app/router.tsx, outermost first; the public layout is part of the entry.
   */
  modules: string[];
  /** Whether the JavaScript total is held to the budget (the issue sets it for landing and sign-in). */
  jsBudget: boolean;
  /** A signed-in page: its first load is held to PAYLOAD_BUDGETS.signedInScripts script requests. */
  signedIn?: boolean;
  /** Modules the page fetches after its first render; DEFERRED_MODULES when not given. */
  deferred?: string[];
}

const signedInShell = ['src/features/access/components/require-auth.tsx', 'src/app/signed-in-layout.tsx'];

/**
 * Modules a page fetches after its first render, reported beside the budget but not in it: the
 * toaster when the browser is idle (or at the first toast), the theme menu at its first use.
 */
export const DEFERRED_MODULES = ['src/app/toaster.tsx', 'src/components/layouts/theme-menu-dropdown.tsx'];

export const BUDGET_ROUTES: BudgetRoute[] = [
  { name: 'landing', path: '/', modules: ['src/features/marketing/routes/landing-page.tsx'], jsBudget: true },
  {
    name: 'sign-in',
    path: '/login',
    modules: ['src/features/auth/routes/login-page.tsx'],
    jsBudget: true,
    // zod and the shared schema, when the visitor reaches the form.
    deferred: [...DEFERRED_MODULES, 'src/features/auth/lib/sign-in-schema.ts'],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    modules: [...signedInShell, 'src/features/dashboard/routes/dashboard-page.tsx'],
    jsBudget: false,
    signedIn: true,
  },
  {
    // The crop dialog and react-easy-crop load only when a photo is chosen (decision 0018).
    name: 'profile',
    path: '/profile',
    modules: [...signedInShell, 'src/features/profile/routes/profile-page.tsx'],
    jsBudget: false,
    signedIn: true,
  },
  {
    name: 'forum',
    path: '/forum',
    modules: [
      ...signedInShell,
      'src/features/access/components/route-guard.tsx',
      'src/features/forum/routes/forum-page.tsx',
    ],
    jsBudget: false,
    signedIn: true,
  },
  {
    name: 'courses',
    path: '/courses',
    modules: [
      ...signedInShell,
      'src/features/access/components/route-guard.tsx',
      'src/features/courses/routes/courses-page.tsx',
    ],
    jsBudget: false,
    signedIn: true,
  },
  {
    name: 'player',
    path: '/courses/1/lessons/1',
    modules: [
      ...signedInShell,
      'src/features/access/components/route-guard.tsx',
      'src/features/courses/routes/course-player-page.tsx',
    ],
    jsBudget: false,
    signedIn: true,
  },
  {
    // The dialogs, menus, drawer and paperclip popover load at first use, the chat when idle (decision 0140).
    name: 'ai-lab',
    path: '/ai-lab',
    modules: [
      ...signedInShell,
      'src/features/access/components/route-guard.tsx',
      'src/features/ai-lab/routes/ai-lab-page.tsx',
    ],
    jsBudget: false,
    signedIn: true,
  },
  {
    // The competitors' tab loads when opened (decision 0140).
    name: 'adspy',
    path: '/adspy',
    modules: [
      ...signedInShell,
      'src/features/access/components/route-guard.tsx',
      'src/features/adspy/routes/adspy-page.tsx',
    ],
    jsBudget: false,
    signedIn: true,
  },
];
