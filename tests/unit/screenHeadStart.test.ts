import { describe, expect, it } from 'vitest';
import { landingScreens } from '@server/pages/pagePreloads';
import { routes } from '@app/routes';

// The server names, for the pages people land on, the message groups their screen shows, so the
// browser fetches them with the app's code. It cannot read the app's routes; this keeps the two
// lists in step.
describe('the head start index.html gives a landing screen', () => {
  it('names every message group its route declares', () => {
    for (const screen of landingScreens) {
      const route = routes.find((r) => screen.path.test(r.path.replace(/:\w+/g, '1')));
      expect(route, String(screen.path)).toBeDefined();
      expect(route!.Screen.groups, route!.path).toBeDefined();
      for (const group of route!.Screen.groups ?? [])
        expect(screen.groups, `${route!.path} shows ${group}`).toContain(group);
    }
  });
});
