// Import rules of the project. `npm test` enforces them (scripts/architecture/imports.test.ts);
// `npm run check:imports` prints the same report for a human. docs/architecture.md explains the layers.
//
// Paths are relative to the repository root. A "package" is anything resolved into node_modules or a
// Node built-in: every layer may use packages, the rules only restrict imports between our own folders.

/** Where packages resolve to. */
const PACKAGE = '(^|/)node_modules/';
/**
 * Test-side code: test files, stories, and what only they use (test helpers in a `tests/` folder, data in a
 * `fixtures/` or `testing/` folder, fake effects named `fake*.ts`). It is never shipped, so it may reach
 * further than product code: the app's providers, the fake network, fixtures.
 */
const TEST_SIDE = [
  '\\.(stories|test)\\.tsx?$',
  // every path has a top folder, so these folder and file names always follow a slash
  '/(tests|fixtures|testing)/',
  '/fake[A-Z][^/]*\\.tsx?$',
];
const PRODUCT = '^(src|machines|server|contract)/';

/**
 * The folders of src/shared/ in layers, lowest first. A folder imports only folders of lower layers (and its
 * own files), so no two folders depend on each other in a ring and each can be read knowing only what is below
 * it; folders of one layer never import each other. A module that needs a higher layer is in the wrong folder,
 * or takes what it needs as an argument. A new folder joins a layer here, or its imports are reported.
 */
const SHARED_LAYERS = [
  // browser storage and its keys, the app's configuration, React shims, the app's link, country names, the
  // place search's combobox (over the suggestions machine)
  ['storage', 'config', 'react', 'navigation', 'countries', 'places'],
  // small browser services over storage: reload after a deployment, the device, analytics, the referral code
  ['chunks', 'device', 'analytics', 'referral'],
  // messages, the page language, formatters
  ['i18n'],
  // the API client (bearer token, 401 signal) and the routes and paths
  ['api', 'routing'],
  // screen frames, the modal, full-page states
  ['layout'],
  // error reports (sent through the API) and the apology and alert views
  ['errors'],
  // what features use whole: the signed-in session, the form kit, legal links, lock controls
  ['session', 'form', 'legal', 'locks'],
];

/** One rule per layer of SHARED_LAYERS: its folders may import their own folder and the layers below. */
const sharedLayerRules = SHARED_LAYERS.map((layer, index) => {
  const below = SHARED_LAYERS.slice(0, index).flat();
  return {
    name: 'shared-imports-only-lower-layers',
    comment:
      `In src/shared/, ${layer.join(', ')} may import ${below.length ? below.join(', ') : 'no other folder'} ` +
      '(SHARED_LAYERS).',
    severity: 'error',
    from: { path: `^src/shared/(${layer.join('|')})/` },
    // $1: the importer's own folder
    to: { path: '^src/shared/', pathNot: `^src/shared/(${['$1', ...below].join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-only-itself',
      comment:
        'contract/ is the API description shared by the app and the server, so it depends on nothing of ours: ' +
        'only on contract/ and packages.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', PACKAGE], dependencyTypesNot: ['core'] },
    },
    {
      name: 'machines-import-only-contract-and-machines',
      comment:
        'Machines are the app logic without a user interface: they see the contract and other machines, and ' +
        'every effect (network, storage, navigation) is injected by the app. They never import src/, server/ or tests/.',
      severity: 'error',
      from: { path: '^machines/', pathNot: TEST_SIDE },
      to: { pathNot: ['^(machines|contract)/', PACKAGE], dependencyTypesNot: ['core'] },
    },
    {
      name: 'machine-test-side-imports-only-app-and-test-support',
      comment:
        'Test-side files of machines (stories, tests, fixtures, fake effects) may also use the app (src/, for its ' +
        'providers) and the test helpers (tests/support/), but never server/ or the browser tests.',
      severity: 'error',
      from: { path: `^machines(?=/).*(${TEST_SIDE.join('|')})` },
      to: {
        pathNot: ['^(machines|contract|src|tests/support)/', PACKAGE],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'server-never-imports-the-app',
      comment:
        'The server implements the contract; the app, its machines and the test helpers are another program. ' +
        'What both sides need goes into contract/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines|tests)/' },
    },
    {
      name: 'feature-never-imports-another-feature',
      comment:
        'Features are independent: what two features share moves to src/shared/ (or to a machine); a link from one ' +
        'feature to another goes through a path in src/shared/navigation.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-never-imports-the-shell',
      comment: 'The shell (src/app/) composes the features; a feature never depends on the shell that hosts it.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-never-imports-features-or-shell',
      comment: 'src/shared/ is what several features use, so it sits below them and below the shell.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app)/' },
    },
    ...sharedLayerRules,
    {
      name: 'shared-folder-has-a-layer',
      comment: 'Every folder of src/shared/ that imports another one is listed in SHARED_LAYERS.',
      severity: 'error',
      from: { path: '^src/shared/([^/]+)/', pathNot: `^src/shared/(${SHARED_LAYERS.flat().join('|')})/` },
      to: { path: '^src/shared/', pathNot: '^src/shared/$1/' },
    },
    {
      name: 'shell-enters-a-feature-through-its-entry',
      comment:
        'The shell sees a feature only through its routes.ts (the route table it composes) or its index.ts ' +
        '(its public entry), so a feature may reorganise everything else freely.',
      severity: 'error',
      from: { path: '^src/(app/|main\\.tsx$)' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/(routes|index)\\.tsx?$' },
    },
    {
      name: 'product-code-never-imports-test-code',
      comment:
        'Test code is not shipped: product code (src/, machines/, server/, contract/) never imports tests/, a *.test ' +
        'file, a story, fixtures (machines/fixtures/, server/testing/) or fake effects. Test-side code may.',
      severity: 'error',
      from: { path: PRODUCT, pathNot: TEST_SIDE },
      to: { path: ['^tests/', ...TEST_SIDE] },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycles. Type-only imports count too: a cycle made only of `import type` is harmless at run time ' +
        '(the compiler erases it), but it still ties two modules together so that neither can be understood, moved ' +
        'or tested alone, and it turns into a run-time cycle the day someone imports a value along the same edge. ' +
        'Generated migrations are left out.',
      severity: 'error',
      from: { pathNot: '^server/db/migrations/' },
      to: { circular: true, viaNot: '^server/db/migrations/' },
    },
    {
      name: 'no-unresolvable-imports',
      comment:
        'An import the resolver cannot find is a typo or a missing package; the type check may not see it in plain JS.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Follow our own files, never into packages: a package is a leaf of the graph.
    doNotFollow: { path: PACKAGE },
    exclude: { path: ['^(dist|storybook-static|data|node_modules)/', '(^|/)node_modules/'] },
    // Keep `import type` edges in the graph (they are erased from the compiled JavaScript), so type-only
    // imports obey the same layering and count for cycles.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
