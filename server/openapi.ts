import { STATUS_CODES } from 'node:http';
import { initContract, isZodType, type AppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import * as contractExports from '@contract/index';
import { contract, type RouteMeta } from '@contract/index';

/**
 * The OpenAPI document of the whole contract (app.ts builds it on the first request and keeps it:
 * it does not change while running).
 *
 * It is OpenAPI 3.1, not 3.0: the schemas come from zod through @ts-rest/open-api, which writes
 * exclusive bounds (`.positive()`, `.gt()`) as numbers, and a numeric `exclusiveMinimum` is the
 * JSON Schema 2020-12 form that 3.1 uses (3.0 wants a boolean). 3.1 also lets a `$ref` carry its own
 * `description` and `default`, so a named schema stays one `$ref` where a field adds a note to it.
 * What 3.1 lacks, `nullable`, is rewritten as a `null` type (see `toJsonSchema2020`).
 *
 * The generator inlines every schema; the document names instead every object, enum and union that
 * `contract/` exports (its exported constant's name) and points to it with `$ref`, recognising it by
 * its generated shape.
 */
export function buildOpenApiDocument(version: string, { publicUrl }: { publicUrl?: string } = {}): OpenApiDocument {
  const generated = generateOpenApi(
    contract,
    {
      info: {
        title: 'Self-storage box rental API',
        version,
        description: 'Every call of the web application. Errors answer `{status, code, detail, fields?}` (`ApiError`).',
      },
    },
    { setOperationId: 'concatenated-path', operationMapper: withSecurity },
  ) as OpenApiDocument;

  const named = namedSchemas();
  const used = new Set<string>(ERROR_SCHEMAS);
  const paths = mapOperations(generated.paths, (op) => refineOperation(op, named, used));
  const schemas = componentSchemas(named, used);

  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: generated.info,
    // Without a configured public address the document describes the server that serves it.
    servers: [{ url: publicUrl ? publicUrl.replace(/\/+$/, '') : '/' }],
    tags: tagsOf(paths),
    paths,
    components: {
      schemas,
      responses: {
        [ERROR_SCHEMA]: {
          description:
            'The error envelope every failing call answers with: HTTP status, error code, English detail, and the fields at fault for bad input.',
          content: { 'application/json': { schema: { $ref: schemaRef(ERROR_SCHEMA) } } },
        },
        [CONSOLE_ERROR_SCHEMA]: {
          description: 'The same envelope for the operator console’s calls, whose codes include the console’s own.',
          content: { 'application/json': { schema: { $ref: schemaRef(CONSOLE_ERROR_SCHEMA) } } },
        },
      },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The `token` answered by `POST /auth/custom/login` (or device login), sent as `Authorization: Bearer <token>`.',
        },
        [STAFF]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The operator console’s staff session: the `token` answered by `POST /api/admin/sign-in/code` after the password and a second factor, sent as `Authorization: Bearer <token>`. A customer’s token is refused here, and a staff token on customer calls. Each call names the roles it is open to (`x-staff-roles`); another role gets 403.',
        },
      },
    },
  };
  return toJsonSchema2020(doc) as OpenApiDocument;
}

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers?: Json[];
  tags?: Json[];
  paths: Record<string, Record<string, Json>>;
  components?: Json;
}

const BEARER = 'bearerAuth';
const STAFF = 'staffAuth';
const ERROR_SCHEMA = 'ApiError';
/** The console's calls answer the same envelope with its own codes besides (contract/admin/errors.ts). */
const CONSOLE_ERROR_SCHEMA = 'ConsoleApiError';
/** Each error envelope is one shared response of the same name. */
const ERROR_SCHEMAS = [ERROR_SCHEMA, CONSOLE_ERROR_SCHEMA];
const schemaRef = (name: string) => `#/components/schemas/${name}`;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Calls marked `auth: 'bearer'` need a customer's bearer token, calls marked `auth: 'staff'` a staff
 * session of one of the roles listed in `x-staff-roles`; every other call is public (an empty
 * requirement says so).
 */
function withSecurity<O extends { tags?: string[] }>(operation: O, route: AppRoute): O {
  const meta = route.metadata as RouteMeta | undefined;
  // The generator tags a call of a nested router with every level (`admin`, `auth`): the contract
  // group (the first) is its tag, so the console's sign-in is not listed under the customers' `auth`.
  const grouped = { ...operation, ...(operation.tags?.length ? { tags: operation.tags.slice(0, 1) } : {}) };
  if (meta?.auth === 'staff') return { ...grouped, security: [{ [STAFF]: [] }], 'x-staff-roles': [...meta.roles] };
  return { ...grouped, security: meta?.auth === 'bearer' ? [{ [BEARER]: [] }] : [] };
}

// ---------------------------------------------------------------------------------------------
// Named schemas

interface NamedSchema {
  name: string;
  schema: Json;
}

/**
 * The contract's exported zod schemas as the generator writes them, by their shape. A schema whose
 * request form (before transforms and defaults) differs from its answer form also gets
 * `<Name>Input`. Only objects, unions and enums of several values get a name: a bare string or
 * number is clearer inline, and two unrelated fields with the same plain type must not share a name.
 * When two exports have the same shape the first exported keeps the name.
 */
function namedSchemas(): Map<string, NamedSchema> {
  const c = initContract();
  const exported = Object.entries(contractExports).filter(([, value]) => isZodType(value)) as [string, never][];
  // The generator only writes schemas of routes: one pretend route per export gives both forms.
  const probe = c.router(
    Object.fromEntries(
      exported.map(([name, schema]) => [
        name,
        { method: 'POST', path: `/${name}`, body: schema, responses: { 200: schema } },
      ]),
    ) as never,
  );
  const probed = generateOpenApi(probe, { info: { title: 'probe', version: '0' } }).paths as Record<
    string,
    { post: Json }
  >;
  const byShape = new Map<string, NamedSchema>();
  const add = (name: string, schema: unknown) => {
    if (!isObject(schema) || !worthNaming(schema)) return;
    const key = shapeKey(schema);
    if (!byShape.has(key)) byShape.set(key, { name, schema });
  };
  for (const [name] of exported) {
    const op = probed[`/${name}`].post as {
      requestBody?: { content: Record<string, { schema: Json }> };
      responses: Record<string, { content?: Record<string, { schema: Json }> }>;
    };
    const output = op.responses['200']?.content?.['application/json']?.schema;
    const input = op.requestBody?.content['application/json']?.schema;
    add(name, output);
    if (input && output && shapeKey(input) !== shapeKey(output)) add(`${name}Input`, input);
  }
  return byShape;
}

function worthNaming(schema: Json): boolean {
  if (schema.type === 'object' && isObject(schema.properties)) return true;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf) || Array.isArray(schema.allOf)) return true;
  return Array.isArray(schema.enum) && schema.enum.length > 1;
}

/** Notes a use may add to a named schema without being another schema. */
const LOCAL_NOTES = ['description', 'nullable', 'default', 'example'] as const;

/** The schema's shape with its top-level notes left out, keys sorted, as one string. */
function shapeKey(schema: Json): string {
  const core = { ...schema };
  for (const note of LOCAL_NOTES) delete core[note];
  return JSON.stringify(core, (_key, value: unknown) =>
    isObject(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** Replaces every sub-schema shaped like a named one by a `$ref` to it (outermost first), noting the names used. */
function refine(schema: unknown, named: Map<string, NamedSchema>, used: Set<string>, self?: string): unknown {
  if (!isObject(schema)) return schema;
  const match = named.get(shapeKey(schema));
  if (match && match.name !== self) {
    used.add(match.name);
    const notes: Json = {};
    if (schema.description !== undefined && schema.description !== match.schema.description)
      notes.description = schema.description;
    if (schema.default !== undefined && schema.default !== match.schema.default) notes.default = schema.default;
    if (schema.nullable) notes.nullable = true;
    return { $ref: schemaRef(match.name), ...notes };
  }
  const out: Json = { ...schema };
  const sub = (s: unknown) => refine(s, named, used);
  if (isObject(out.properties))
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, s]) => [k, sub(s)]));
  if (out.items !== undefined) out.items = sub(out.items);
  if (isObject(out.additionalProperties)) out.additionalProperties = sub(out.additionalProperties);
  if (out.not !== undefined) out.not = sub(out.not);
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const)
    if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(sub);
  return out;
}

/**
 * The named schemas the document uses, each refined in turn (a named schema may use others). The
 * branches of a discriminated union become schemas of their own (`<Union><Value>`), since a
 * discriminator can only select a branch that is a `$ref`.
 */
function componentSchemas(named: Map<string, NamedSchema>, used: Set<string>): Record<string, Json> {
  const byName = new Map([...named.values()].map((n) => [n.name, n]));
  const out: Record<string, Json> = {};
  let pending = [...used];
  while (pending.length) {
    for (const name of pending) {
      const entry = byName.get(name);
      if (!entry) throw new Error(`OpenAPI: no named schema ${name}`);
      out[name] = refine(entry.schema, named, used, name) as Json;
      Object.assign(out, discriminatorBranches(name, out[name]));
    }
    pending = [...used].filter((n) => !(n in out));
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function discriminatorBranches(name: string, schema: Json): Record<string, Json> {
  const discriminator = schema.discriminator as { propertyName?: string; mapping?: Record<string, string> } | undefined;
  if (!discriminator?.propertyName || !Array.isArray(schema.oneOf)) return {};
  const branches: Record<string, Json> = {};
  const mapping: Record<string, string> = {};
  schema.oneOf = (schema.oneOf as Json[]).map((branch) => {
    if (!isObject(branch) || branch.$ref) return branch;
    const tag = (branch.properties as Record<string, Json> | undefined)?.[discriminator.propertyName!];
    const value = Array.isArray(tag?.enum) && tag.enum.length === 1 ? String(tag.enum[0]) : undefined;
    if (value === undefined)
      throw new Error(`OpenAPI: a branch of ${name} has no single ${discriminator.propertyName}`);
    const branchName =
      name + value.toLowerCase().replace(/(^|[^a-z0-9]+)([a-z0-9])/g, (_m, _sep, ch: string) => ch.toUpperCase());
    branches[branchName] = branch;
    mapping[value] = schemaRef(branchName);
    return { $ref: schemaRef(branchName) };
  });
  schema.discriminator = { ...discriminator, mapping };
  return branches;
}

// ---------------------------------------------------------------------------------------------
// Operations

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function mapOperations(paths: OpenApiDocument['paths'], fn: (op: Json) => Json): OpenApiDocument['paths'] {
  return Object.fromEntries(
    Object.entries(paths).map(([p, item]) => [
      p,
      Object.fromEntries(Object.entries(item).map(([m, op]) => [m, METHODS.includes(m) ? fn(op) : op])),
    ]),
  );
}

/** Schemas to `$ref`s; an answer that is the error envelope becomes the shared error response. */
function refineOperation(op: Json, named: Map<string, NamedSchema>, used: Set<string>): Json {
  const out: Json = { ...op };
  const sub = (s: unknown) => refine(s, named, used);
  if (Array.isArray(out.parameters)) {
    // A path or query value is text and cannot be null: the generator calls a coerced number
    // nullable only because `Number(null)` is 0.
    out.parameters = (out.parameters as Json[]).map((p) => ({
      ...p,
      ...(isObject(p.schema) ? { schema: sub(withoutNullable(p.schema)) } : {}),
    }));
  }
  const body = out.requestBody as { content?: Record<string, Json> } | undefined;
  if (body?.content) out.requestBody = { ...body, content: mapContent(body.content, sub) };
  out.responses = Object.fromEntries(
    Object.entries(out.responses as Record<string, Json>).map(([status, response]) => {
      // The generator describes an answer without a zod description by its bare status code.
      const described =
        response.description === status ? { ...response, description: STATUS_CODES[status] ?? status } : response;
      const content = described.content as Record<string, Json> | undefined;
      if (!content) return [status, described];
      const refined = mapContent(content, sub);
      const types = Object.values(refined);
      const envelope =
        types.length === 1 && isObject(types[0].schema) && Object.keys(types[0].schema as Json).length === 1
          ? ERROR_SCHEMAS.find((name) => (types[0].schema as Json).$ref === schemaRef(name))
          : undefined;
      return [status, envelope ? { $ref: `#/components/responses/${envelope}` } : { ...described, content: refined }];
    }),
  );
  return out;
}

function withoutNullable(schema: Json): Json {
  const { nullable: _nullable, ...rest } = schema;
  return rest;
}

function mapContent(content: Record<string, Json>, sub: (s: unknown) => unknown): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      { ...media, ...(media.schema ? { schema: sub(media.schema) } : {}) },
    ]),
  );
}

/** One tag per contract group, described, in the order of the contract. */
function tagsOf(paths: OpenApiDocument['paths']): Json[] {
  const names = new Set<string>();
  for (const item of Object.values(paths))
    for (const op of Object.values(item)) for (const t of (op.tags as string[] | undefined) ?? []) names.add(t);
  return [...names].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} calls.` }));
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  meta: 'Version, health and client error reports.',
  warehouse: 'Warehouse search, detail, boxes and free-box notifications.',
  places: 'Place search: towns and warehouses by name or street.',
  chat: 'The chatbot.',
  auth: 'Registration, sign-in, sign-out, passwords and the signed-in client.',
  order: 'Offers, summaries, placing an order, its payment and status.',
  my: "The signed-in client's profile, contracts, rents, invoices and shared boxes.",
  rentalContract: 'Lock PIN, termination and eviction of a rental contract.',
  franchising: 'Franchise enquiries.',
  lock: 'Opening the entrances and box doors, and the access log.',
  unlockToken: 'Unlock links for service access.',
  admin:
    'The operator console: staff set-up and sign-in with a second factor, staff accounts and roles, the audit log, the network. Staff sessions only (`staffAuth`).',
};

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.1 (JSON Schema 2020-12) forms

/**
 * Rewrites the generator's 3.0 forms in every schema of the document: `nullable: true` becomes a
 * `null` type (or `anyOf` with `null` for a `$ref` or a union), and a `minimum` equal to its numeric
 * `exclusiveMinimum` (the generator writes both) is dropped, as is such a `maximum`.
 */
function toJsonSchema2020(node: unknown, inSchema = false): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema2020(n, inSchema));
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    // Inside a schema, `properties` maps names to schemas, so its values are schemas too.
    const childIsSchema = inSchema || key === 'schema' || key === 'schemas';
    out[key] =
      key === 'properties' && inSchema && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema2020(v, true)]))
        : key === 'schemas' && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema2020(v, true)]))
          : toJsonSchema2020(value, childIsSchema);
  }
  if (!inSchema) return out;
  if (typeof out.exclusiveMinimum === 'number' && out.minimum === out.exclusiveMinimum) delete out.minimum;
  if (typeof out.exclusiveMaximum === 'number' && out.maximum === out.exclusiveMaximum) delete out.maximum;
  if (out.nullable === undefined) return out;
  const nullable = out.nullable === true;
  delete out.nullable;
  if (!nullable) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  const { description, default: dflt, ...rest } = out;
  return {
    anyOf: [rest, { type: 'null' }],
    ...(description !== undefined ? { description } : {}),
    ...(dflt !== undefined ? { default: dflt } : {}),
  };
}
