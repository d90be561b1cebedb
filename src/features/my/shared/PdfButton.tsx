import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import { toFailure } from '@machines/shared/failure';
import { downloadPdf } from './downloadPdf';

/**
 * A document of the customer area (an invoice, the rental agreement): a button, because the file
 * needs the session's token, which a link cannot send. While it downloads the button says so; a
 * failure is told next to it.
 */
export function PdfButton({
  document,
  fileName,
  children,
}: {
  document: { kind: 'invoice' | 'agreement'; id: number };
  fileName: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadPdf(document, fileName);
    } catch (error) {
      setFailure(toFailure(error).code);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="my-pdf">
      <button
        type="button"
        className="button--link my-pdf__button"
        onClick={download}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <FormattedMessage id="my.document.downloading" /> : children}
      </button>
      {failure && (
        <span className="my-pdf__error" role="alert">
          <FormattedMessage id={`errors.${failure}`} />
        </span>
      )}
    </span>
  );
}
