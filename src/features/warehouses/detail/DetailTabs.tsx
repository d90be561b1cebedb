import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@shared/i18n/useT';

export type DetailTab = 'boxes' | 'plan';
const tabs: { id: DetailTab; messageId: string }[] = [
  { id: 'boxes', messageId: 'warehouse.tab.boxes' },
  { id: 'plan', messageId: 'warehouse.tab.plan' },
];

/**
 * The WAI-ARIA tabs pattern: one tab stop for the tab list, arrow keys (and Home/End) move between
 * the tabs and select them, the panel follows the list and is labelled by its tab.
 */
export function DetailTabs({
  current,
  onChange,
  children,
}: {
  current: DetailTab;
  onChange: (tab: DetailTab) => void;
  children: ReactNode;
}) {
  const t = useT();
  const refs = useRef<Partial<Record<DetailTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length].id;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div className="detail-tabs">
      <div role="tablist" aria-label={t('warehouse.tabs')} className="detail-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => void (refs.current[tab.id] = element)}
            type="button"
            role="tab"
            id={`detail-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`detail-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className="detail-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {t(tab.messageId)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`detail-panel-${current}`}
        aria-labelledby={`detail-tab-${current}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel is the tab stop after the tabs (the WAI-ARIA tabs pattern), so the keyboard reaches it even with nothing focusable inside.
        tabIndex={0}
        className="detail-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}

/** `?display=plan` opens the floor plan; anything else (or nothing) the boxes. */
export const tabOfDisplay = (search: string): DetailTab =>
  new URLSearchParams(search).get('display') === 'plan' ? 'plan' : 'boxes';

/** The query with `display` set to the tab, other parameters (such as limitedView) kept. */
export function withDisplay(search: string, tab: DetailTab): string {
  const params = new URLSearchParams(search);
  params.set('display', tab);
  return params.toString();
}
