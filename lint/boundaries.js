// What may import what (docs/decisions/0010-boundaries-and-layering.md), as zones of
// import-x/no-restricted-paths: a file under `target` may not import a file under `from`.
// Paths are matched after resolution, so `@/…`, relative and extension-less imports all count.

const web = 'apps/web/src';
const server = 'apps/server/src';

/**
 * @param {{ root: string, webFeatures: string[], serverModules: string[], doors?: boolean }} layout
 * `doors: false` for tests and test-support, which may reach into a module to set up its state.
 */
export function boundaryZones({ root, webFeatures, serverModules, doors = true }) {
  const abs = (relative) => `${root}/${relative}`;
  return [
    ...webFeatures.map((feature) => ({
      target: `./${web}/features/${feature}`,
      from: `./${web}/features`,
      except: [`./${feature}`],
      message: 'Features never import each other; move what both need to components/ or lib/.',
    })),
    {
      target: [`./${web}/components`, `./${web}/hooks`, `./${web}/lib`],
      from: [`./${web}/features`, `./${web}/app`],
      message:
        'components/, hooks/ and lib/ are shared by every feature: they never import a feature or the app shell.',
    },
    {
      target: `./${web}/features`,
      from: `./${web}/app`,
      message: 'A feature never imports the app shell (app/); the shell imports features.',
    },
    { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
    { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
    { target: './packages/shared', from: './apps', message: 'shared depends on nothing of the apps.' },
    {
      target: abs(`${server}/**/*.routes.ts`),
      from: abs(`${server}/**/*.repository.ts`),
      message: 'Routes call services; only services (and module code) call a repository.',
    },
    ...serverModules.map((module) => ({
      target: abs(`${server}/{*.ts,!(modules)/**,modules/!(${module})/**}`),
      from: abs(`${server}/modules/${module}/**/*.repository.ts`),
      message: `The ${module} module's repositories are its own: call its service or a function it exports for others.`,
    })),
    ...(doors ? serverModules.flatMap((module) => moduleDoorZones(abs, module)) : []),
    {
      target: ['plugins', 'auth', 'http', 'mail', 'storage', 'files', 'jobs', 'markdown'].map(
        (folder) => `./${server}/${folder}`,
      ),
      from: `./${server}/modules`,
      message:
        'Plugins and the other infrastructure (auth/, http/, mail/, storage/, files/, jobs/, markdown/) never import a module; app.ts wires modules to them.',
    },
  ];
}

/**
 * A module's door (decision 0096): code outside modules/<module>/ imports it only through its index.ts;
 * the registries (module-list.ts, db/schema.ts) also take its descriptor and its tables' types.
 */
function moduleDoorZones(abs, module) {
  const message = `Use the ${module} module only through its door, modules/${module}/index.ts: export there what others need.`;
  return [
    {
      target: abs(`${server}/{!(module-list).ts,!(modules|db)/**,db/!(schema).ts,db/*/**,modules/!(${module})/**}`),
      from: abs(`${server}/modules/${module}`),
      except: ['./index.ts'],
      message,
    },
    {
      target: [abs(`${server}/module-list.ts`), abs(`${server}/db/schema.ts`)],
      from: abs(`${server}/modules/${module}`),
      except: ['./index.ts', `./${module}.module.ts`, `./${module}.tables.ts`],
      message,
    },
  ];
}

// Kysely query builders that start a statement; a service opens transactions but leaves SQL to its repositories.
const statementStarters = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
];

/** no-restricted-syntax entries for server code outside repositories, db/ and tests. */
export const sqlOutsideRepositories = [
  {
    selector: `CallExpression > MemberExpression.callee > Identifier.property[name=/^(${statementStarters.join('|')})$/]`,
    message: "SQL lives in *.repository.ts files: move this query to the module's repository.",
  },
  {
    selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']",
    message: "SQL lives in *.repository.ts files: move this query to the module's repository.",
  },
];
