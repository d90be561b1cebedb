/**
 * What a console list page's stories answer for its create, update and end calls, from the rows
 * the story shows: a new row with id 99, a changed row as sent, an ended row as it is.
 */
export function listActions<R extends { id: number }, B extends object>(rows: readonly R[], madeFrom: (body: B) => R) {
  const row = (id: number) => rows.find((r) => r.id === id)!;
  return {
    create: async (body: B) => madeFrom(body),
    update: async (id: number, body: Partial<B>) => ({ ...row(id), ...body }) as R,
    end: async (id: number) => row(id),
  };
}

/** A list page's load effect (`never` keeps it loading). */
export const listOf = <R>(load: () => Promise<R[]>) => ({ load });
