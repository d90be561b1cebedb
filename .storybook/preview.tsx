import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { localeTags, type LocaleTag } from '@contract/appConfig';
import { apologyStore } from '@shared/errors/apologyStore';
import { tokenStore } from '@shared/api/tokenStore';
import { createFakeFetch, defaultShellRoutes, type FakeRoutes } from '@tests/support/fakeNetwork';
import { StoryProviders, type ShellParameters } from './StoryProviders';
import '@shared/styles/tokens.css';
import '@shared/styles/base.css';

// A play function's findBy… waits up to 10 s, not 1: in the story tests a screen's lazily loaded
// part is compiled on its first request, which on a busy machine takes longer than a second.
configure({ asyncUtilTimeout: 10_000 });

const withShellProviders: Decorator = (Story, { parameters, globals, id }) => (
  <StoryProviders
    key={id}
    shell={(parameters.shell ?? {}) as ShellParameters}
    lang={(globals.locale as LocaleTag) ?? 'en'}
  >
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
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: localeTags.map((tag) => ({ value: tag, title: tag.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    // An axe violation fails the story's test, not just a note in the panel.
    a11y: { test: 'error' },
    // Stories that show a state of a machine (machines/<name>/machine.ts) say which, e.g.
    // `parameters: { machineState: { machine: 'order', state: 'offer.Loading' } }`, or an array
    // when one view shows several. The state is the leaf's path of keys joined by dots; for a
    // parallel machine it starts with the region. tests/stories/machineStates.test.ts fails when a
    // leaf state has no story, or a story names a state that does not exist.
  },
};

export default preview;
