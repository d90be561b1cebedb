import { useState, type ReactNode } from 'react';
import type { OrderDraft } from '@machines/order/draft';
import type { OrderEvent } from '@machines/order/events';
import { fakeOrderEffects } from '@machines/order/fakeEffects';
import { startOrderActor, type OrderActor, type OrderEffects } from '@machines/order/provider';
import { OrderDraftProvider } from '@features/order/OrderDraftProvider';

export interface OrderStoryProps {
  /** The draft in storage when the machine starts. */
  stored?: OrderDraft | null;
  /** Fake calls and effects replacing the healthy defaults. */
  effects?: Partial<OrderEffects>;
  /** Sent right after the start, before the view renders (e.g. a voucher to check). */
  events?: OrderEvent[];
  children: ReactNode;
}

/**
 * An order step with its own order machine (fake effects), so stories and tests neither share the
 * app's machine nor reach the network. The session still comes from the shell's providers.
 */
export function OrderStory({ stored = null, effects = {}, events = [], children }: OrderStoryProps) {
  const [actor] = useState<OrderActor>(() => {
    const started = startOrderActor(fakeOrderEffects(effects), {
      stored,
      now: '2025-01-05T10:00:00.000Z',
      countryCode: 'SVK',
    });
    for (const event of events) started.send(event);
    return started;
  });
  return <OrderDraftProvider actor={actor}>{children}</OrderDraftProvider>;
}
