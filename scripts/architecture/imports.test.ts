import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importViolations, repoRoot } from './cruiseImports';

const projectPaths = (
  JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: object } }
).compilerOptions.paths;

// The import rules of .dependency-cruiser.cjs (explained in docs/architecture.md) hold in the whole tree.
describe('import rules', () => {
  it('are kept by contract, machines, src, server, tests, scripts and .storybook', async () => {
    const violations = await importViolations();
    expect(violations, `import rules broken:\n${violations.join('\n')}`).toEqual([]);
  });
});

// The same rules, run on a throwaway tree outside the repository with one bad import of each kind planted,
// report every one of them: a rule that matched nothing would let the check above pass silently.
describe('import rules on planted bad imports', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const plant = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };

  it('report each one', async () => {
    plant({
      // The project's import aliases too: a bad import written with an alias is caught like a relative one.
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          paths: projectPaths,
        },
        include: ['.'],
      }),
      // a machine importing the app
      'src/y.ts': 'export const y = 1;\n',
      'machines/x/machine.ts': "import { y } from '../../src/y';\nexport const x = y;\n",
      // one feature importing another, and a feature importing the shell
      'src/features/order/OrderScreen.tsx':
        "import { Boxes } from '../warehouses/Boxes';\nexport const Order = Boxes;\n",
      'src/features/warehouses/Boxes.tsx': "import { shell } from '../../app/shell';\nexport const Boxes = shell;\n",
      'src/app/shell.ts': 'export const shell = 1;\n',
      // the shell reaching past a feature's entry
      'src/app/routes.ts': "import { Order } from '../features/order/OrderScreen';\nexport const routes = [Order];\n",
      // shared code importing a feature
      'src/shared/format.ts': "import { Boxes } from '../features/warehouses/Boxes';\nexport const format = Boxes;\n",
      // src/shared/ in layers: i18n importing errors (a higher layer), api importing routing (its own layer),
      // and a folder missing from the list of layers importing one in it
      'src/shared/errors/ApologyPage.tsx': 'export const ApologyPage = 1;\n',
      'src/shared/i18n/LocaleProvider.tsx':
        "import { ApologyPage } from '../errors/ApologyPage';\nexport const LocaleProvider = ApologyPage;\n",
      'src/shared/routing/paths.ts': 'export const paths = {};\n',
      'src/shared/api/clientArgs.ts': "import { paths } from '../routing/paths';\nexport const clientArgs = paths;\n",
      'src/shared/i18n/useT.ts': 'export const useT = 1;\n',
      'src/shared/widgets/Badge.tsx': "import { useT } from '@shared/i18n/useT';\nexport const Badge = useT;\n",
      // the server importing the app
      'server/orders/routes.ts': "import { y } from '../../src/y';\nexport const routes = y;\n",
      // the contract importing the server
      'contract/order.ts': "import { routes } from '../server/orders/routes';\nexport const order = routes;\n",
      // product code importing a test helper
      'tests/support/render.ts': 'export const render = 1;\n',
      'src/shared/session.ts': "import { render } from '@tests/support/render';\nexport const session = render;\n",
      // product code importing story data, and a machine's fake effects reaching into the server
      'machines/fixtures/boxes.ts': 'export const boxes = [];\n',
      'src/shared/demo.ts': "import { boxes } from '@machines/fixtures/boxes';\nexport const demo = boxes;\n",
      'machines/x/fakeEffects.ts': "import { routes } from '@server/orders/routes';\nexport const fake = routes;\n",
      // a cycle a → b → a (reported once), one edge of it type-only: type-only edges count
      'server/cycle/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'server/cycle/b.ts': "import { a } from './a';\nexport type B = number;\nexport const b = a;\n",
      // allowed, so not reported: the shell through a feature's routes.ts, a machine story using the app and
      // the test helpers, a test importing a test helper
      'src/features/order/routes.ts': 'export const orderRoutes = [];\n',
      'src/app/AppRoutes.ts':
        "import { orderRoutes } from '../features/order/routes';\nexport const all = orderRoutes;\n",
      'machines/x/machine.stories.tsx':
        "import { y } from '../../src/y';\nimport { render } from '@tests/support/render';\nexport default { y, render };\n",
      'src/shared/format.test.ts': "import { render } from '@tests/support/render';\nexport const t = render;\n",
      // and a higher layer of src/shared/ importing lower ones: errors using i18n and api, layout using routing
      'src/shared/errors/RetryAlert.tsx':
        "import { useT } from '../i18n/useT';\nimport { clientArgs } from '@shared/api/clientArgs';\n" +
        'export const RetryAlert = [useT, clientArgs];\n',
      'src/shared/layout/ScreenFrame.tsx':
        "import { paths } from '../routing/paths';\nexport const ScreenFrame = paths;\n",
    });

    const violations = await importViolations(root, ['contract', 'machines', 'src', 'server', 'tests']);

    expect(violations).toEqual(
      [
        'machines-import-only-contract-and-machines: machines/x/machine.ts → src/y.ts',
        'feature-never-imports-another-feature: src/features/order/OrderScreen.tsx → src/features/warehouses/Boxes.tsx',
        'feature-never-imports-the-shell: src/features/warehouses/Boxes.tsx → src/app/shell.ts',
        'shell-enters-a-feature-through-its-entry: src/app/routes.ts → src/features/order/OrderScreen.tsx',
        'shared-never-imports-features-or-shell: src/shared/format.ts → src/features/warehouses/Boxes.tsx',
        'shared-imports-only-lower-layers: src/shared/i18n/LocaleProvider.tsx → src/shared/errors/ApologyPage.tsx',
        'shared-imports-only-lower-layers: src/shared/api/clientArgs.ts → src/shared/routing/paths.ts',
        'shared-folder-has-a-layer: src/shared/widgets/Badge.tsx → src/shared/i18n/useT.ts',
        'server-never-imports-the-app: server/orders/routes.ts → src/y.ts',
        'contract-imports-only-itself: contract/order.ts → server/orders/routes.ts',
        'product-code-never-imports-test-code: src/shared/session.ts → tests/support/render.ts',
        'product-code-never-imports-test-code: src/shared/demo.ts → machines/fixtures/boxes.ts',
        'machine-test-side-imports-only-app-and-test-support: machines/x/fakeEffects.ts → server/orders/routes.ts',
        'no-cycles: server/cycle/a.ts → server/cycle/b.ts → server/cycle/a.ts',
      ].sort(),
    );
  });
});
