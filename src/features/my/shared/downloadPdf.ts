import { failureOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/**
 * A PDF of the customer area as a file: the call needs the bearer token, which a plain link cannot
 * send, so the bytes are fetched and handed to the browser as a download.
 */
export async function downloadPdf(
  document: { kind: 'invoice' | 'agreement'; id: number },
  fileName: string,
): Promise<void> {
  const result =
    document.kind === 'invoice'
      ? await api.my.downloadInvoice({ params: { id: document.id } })
      : await api.my.downloadLegalAgreement({ params: { id: document.id } });
  if (result.status !== 200 || !(result.body instanceof Blob)) throw failureOf(result);
  const url = URL.createObjectURL(result.body);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is released afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
