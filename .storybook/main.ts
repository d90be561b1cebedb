import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories live beside the code (`src/**`, `machines/**`). The project's vite.config.ts is merged
 * in by the builder, so stories see precompiled messages exactly like the app.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../machines/**/*.stories.@(ts|tsx)'],
  framework: '@storybook/react-vite',
  // The Vitest addon runs every story as a test (project `storybook` in vitest.config.ts); the
  // accessibility addon checks each rendered story with axe, failing the test on a violation.
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // The TypeScript-compiler-based docgen does not work with every TS version; react-docgen does.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
