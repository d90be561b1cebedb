import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import { FormSuccess } from '@shared/form/FormParts';

/**
 * A new grant's link, shown this once (the server keeps only a hash of its token): it can be
 * copied; "give access to someone else" clears it.
 */
export function CreatedLink({ grant, onAnother }: { grant: UnlockTokenInfo; onAnother: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  // The form that had focus is gone: the news and the link take it.
  useEffect(() => success.current?.focus(), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(grant.link ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
      input.current?.select();
    }
  };

  return (
    <div className="my-grant-created">
      <div ref={success} tabIndex={-1}>
        <FormSuccess>
          <FormattedMessage id="my.grants.created" values={{ email: grant.email }} />
        </FormSuccess>
      </div>
      {grant.link && (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            <FormattedMessage id="my.grants.link" />
          </label>
          <div className="my-grant-created__link">
            <input
              ref={input}
              id={id}
              className="field__input"
              readOnly
              value={grant.link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--secondary" onClick={copyLink}>
              <FormattedMessage id="my.grants.copy" />
            </button>
          </div>
          <p className="my-grant-created__copy" role="status">
            {copy === 'copied' && <FormattedMessage id="my.grants.copied" />}
            {copy === 'failed' && <FormattedMessage id="my.grants.copyFailed" />}
          </p>
        </div>
      )}
      <p>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          <FormattedMessage id="my.grants.another" />
        </button>
      </p>
    </div>
  );
}
