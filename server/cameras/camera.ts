import type { CameraCapture } from '@contract/my';
import type { OperatingCountry } from '@contract/countries';
import { HttpError } from '../http/httpError';

/** What a camera needs to know about the box it watches. */
export interface CameraTarget {
  boxName: string;
  warehouseName: string;
  country: OperatingCountry;
  /** The box camera's HTTP snapshot address; null when the box has no camera of its own. */
  snapshotUrl: string | null;
}

export interface Snapshot {
  contentType: CameraCapture['contentType'];
  data: Buffer;
}

/** A source of current pictures of a box. `now` is the moment the picture is taken. */
export interface Camera {
  snapshot(target: CameraTarget, now: Date): Promise<Snapshot>;
}

/** Thrown by an adapter when the camera gives no usable picture; answered 503 with a catalogue code. */
export class CameraUnavailable extends HttpError {
  constructor(reason: string) {
    super(503, 'camera/unavailable', `The camera did not answer with a picture: ${reason}.`);
  }
}

/** Each country's warehouses keep its local time; the picture shows the time where the box is. */
export const zoneOfCountry: Record<OperatingCountry, string> = {
  SVK: 'Europe/Bratislava',
  CZE: 'Europe/Prague',
  POL: 'Europe/Warsaw',
  HUN: 'Europe/Budapest',
  ROU: 'Europe/Bucharest',
};
