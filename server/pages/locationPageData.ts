import type { FastifyInstance } from 'fastify';
import type { LocaleTag } from '@contract/appConfig';

/**
 * What a warehouse's page (`/location/:id`) shows first, as the app's detail machine loads it: the
 * detail, its boxes and its floor plan, asked of this server's own API in the page's language, so the
 * page the server renders and the app's first render show the same. Null when there is no such
 * warehouse (or any part fails): the page is then sent empty and the app says so.
 */
export async function locationPageData(app: FastifyInstance, path: string, lang: LocaleTag): Promise<unknown> {
  const id = /^\/location\/([1-9]\d{0,9})\/?$/.exec(path)?.[1];
  if (!id) return null;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const [detail, boxes, floorPlan] = await Promise.all([
    get(`/api/client/warehouse/${id}`),
    get(`/api/client/warehouse/${id}/boxes`),
    get(`/api/client/warehouse/${id}/podorys`),
  ]);
  if (detail.statusCode !== 200 || boxes.statusCode !== 200 || floorPlan.statusCode !== 200) return null;
  return { detail: detail.json(), boxes: (boxes.json() as { boxes: unknown }).boxes, floorPlan: floorPlan.json() };
}
