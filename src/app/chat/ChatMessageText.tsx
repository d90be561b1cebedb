import { useMemo } from 'react';
import { AppLink } from '@shared/navigation/AppLink';
import { answerParts } from './answerLinks';

/** A bot answer as text, with this site's paths as in-app links (React escapes the rest: no HTML). */
export function ChatMessageText({ text, onFollow }: { text: string; onFollow: () => void }) {
  const parts = useMemo(() => answerParts(text, window.location.origin), [text]);
  return (
    <>
      {parts.map((part, index) =>
        'to' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one unchanging text, always in the same order.
          <AppLink key={index} to={part.to} onClick={onFollow}>
            {part.text}
          </AppLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one unchanging text, always in the same order.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
