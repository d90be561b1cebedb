import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { helpFaq, helpSteps, gdprSections, sectionKeys, storePolicySections } from '@features/info/content';
import { groupOfMessage, type MessageGroup } from '@shared/i18n/messageGroups';

const messages = en as Record<string, string>;
const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Message ids written literally in the code: `id="…"`, `titleId="…"`, `messageId: '…'`, `t('…')`. */
const literalId =
  /\b(?:id|titleId|introId|messageId)=["']([a-zA-Z][\w.-]*\.[\w./-]+)["']|\bmessageId: '([^']+)'|\bt\('([a-zA-Z][\w.]*\.[\w.]+)'|\btv\('([^']+)'/g;

describe('message ids used by the code exist in en.json', () => {
  it('literal ids', () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(literalId)) {
        const id = match[1] ?? match[2] ?? match[3] ?? match[4];
        if (!(id in messages)) missing.push(`${id} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('ids composed from the information pages’ structure', () => {
    const composed = [
      ...sectionKeys('gdpr', gdprSections),
      ...sectionKeys('storePolicy', storePolicySections),
      ...helpSteps.flatMap((s) => [`help.step.${s}.title`, `help.step.${s}.text`]),
      ...helpFaq.flatMap((q) => [`help.faq.${q}.q`, `help.faq.${q}.a`]),
      ...['size', 'access', 'security', 'contactless'].flatMap((f) => [
        `landing.feature.${f}.title`,
        `landing.feature.${f}.text`,
      ]),
      ...['small', 'medium', 'large'].flatMap((s) => [
        `landing.size.${s}.title`,
        `landing.size.${s}.area`,
        `landing.size.${s}.text`,
      ]),
      ...['find', 'order', 'move'].flatMap((s) => [`landing.step.${s}.title`, `landing.step.${s}.text`]),
      ...['granted', 'denied', 'prompt', 'unsupported'].map((p) => `diagnostics.permission.${p}`),
      ...['findBox', 'myBoxes', 'login', 'rents', 'help'].map((t) => `webview.tile.${t}`),
      ...['brand', 'technology', 'support'].map((p) => `franchising.point.${p}`),
      ...['gdpr', 'storePolicy'].flatMap((p) => [`${p}.title`, `${p}.lead`]),
      'header.openMenu',
      'header.closeMenu',
      'warehouse.barrierFree.BUX',
    ];
    expect(composed.filter((id) => !(id in messages))).toEqual([]);
  });
});

/**
 * A feature's own error texts come with that feature's message group (see messageGroups.ts), so
 * only code whose screens load that group may show one; elsewhere it would arrive late. The folders
 * whose screens (or the screens they are part of) list each group.
 */
const foldersShowing: Partial<Record<MessageGroup, string[]>> = {
  auth: ['src/features/account/'],
  order: ['src/features/order/', 'src/features/my/rents/RentPaymentScreen.tsx'],
  my: ['src/features/my/'],
  profile: ['src/features/account/profile/'],
  locks: [
    'src/shared/locks/',
    'src/features/serviceAccess/',
    'src/features/my/boxes/',
    'src/features/my/access/',
    'src/features/my/sharing/',
    'src/features/my/camera/',
  ],
  serviceAccess: ['src/features/serviceAccess/'],
  chat: ['src/app/chat/'],
  warehouses: ['src/features/warehouses/'],
};

describe('error texts written in the code', () => {
  it('belong to the shared errors group, or to a group the screens showing them load', () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const path = file.slice(root.length + 1);
      if (path === 'src/shared/i18n/messageGroups.ts') continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/["'`](errors\.[\w./-]+)["'`]/g)) {
        const group = groupOfMessage(match[1]);
        if (group !== 'errors' && !foldersShowing[group]?.some((folder) => path.startsWith(folder)))
          misplaced.push(`${match[1]} (${group}) in ${path}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
