import type { Camera, Snapshot } from './camera';
import { CameraUnavailable } from './camera';

export interface HttpCameraOptions {
  /** How long the camera may take to answer completely. */
  timeoutMs: number;
  /** The largest picture accepted; a bigger answer is cut off and refused. */
  maxBytes: number;
}

export const defaultHttpCameraOptions: HttpCameraOptions = { timeoutMs: 4000, maxBytes: 2_000_000 };

/** Picture types an IP camera may send. SVG is not among them: a camera's SVG could carry script. */
const acceptedTypes = new Set<Snapshot['contentType']>(['image/jpeg', 'image/png', 'image/webp']);

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CameraUnavailable(`the picture is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
}

/**
 * The snapshot address of an IP camera, fetched with GET: only http and https, no redirects, the
 * whole answer within the timeout, an image type we accept and at most `maxBytes`.
 */
export function httpCamera(options: HttpCameraOptions = defaultHttpCameraOptions): Camera {
  return {
    async snapshot(target) {
      const url = parseUrl(target.snapshotUrl);
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        throw new CameraUnavailable('its address is not an http or https URL');
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const res = await fetch(url, {
          signal,
          redirect: 'error',
          headers: { accept: 'image/jpeg, image/png, image/webp' },
        });
        if (!res.ok || !res.body) throw new CameraUnavailable(`it answered ${res.status}`);
        const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
        if (!acceptedTypes.has(contentType as Snapshot['contentType'])) {
          await res.body.cancel();
          throw new CameraUnavailable(`it answered ${contentType || 'without a type'}, not a picture`);
        }
        const data = await readCapped(res.body, options.maxBytes);
        if (data.length === 0) throw new CameraUnavailable('the picture is empty');
        return { contentType: contentType as Snapshot['contentType'], data };
      } catch (error) {
        if (error instanceof CameraUnavailable) throw error;
        throw new CameraUnavailable(
          signal.aborted ? `no answer within ${options.timeoutMs} ms` : 'it could not be reached',
        );
      }
    },
  };
}

function parseUrl(address: string | null): URL | null {
  try {
    return address ? new URL(address) : null;
  } catch {
    return null;
  }
}
