import type { Decorator, Preview } from '@storybook/react-vite';
import { localeTags, type LocaleTag } from '../contract/appConfig';
import { apologyStore } from '../src/shared/errors/apologyStore';
import { tokenStore } from '../src/shared/session/tokenStore';
import { createFakeFetch, defaultShellRoutes, type FakeRoutes } from '../tests/support/fakeNetwork';
import { StoryProviders, type ShellParameters } from './StoryProviders';
import '../src/shared/styles/tokens.css';
import '../src/shared/styles/base.css';

const withShellProviders: Decorator = (Story, { parameters, globals, id }) => (
  <StoryProviders key={id} shell={(parameters.shell ?? {}) as ShellParameters} lang={(globals.locale as LocaleTag) ?? 'en'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withShellProviders],
  // Each story starts from a clean browser: its own session, network answers and storage.
  beforeEach: ({ parameters }) => {
    localStorage.clear();
    sessionStorage.clear();
    apologyStore.reset();
    const shell = (parameters.shell ?? {}) as ShellParameters;
    if (shell.user) tokenStore.set('story-token');
    else tokenStore.clear();
    const realFetch = window.fetch;
    window.fetch = createFakeFetch({ ...defaultShellRoutes, ...((parameters.network ?? {}) as FakeRoutes) });
    return () => {
      window.fetch = realFetch;
    };
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: localeTags.map((tag) => ({ value: tag, title: tag.toUpperCase() })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
  },
};

export default preview;
