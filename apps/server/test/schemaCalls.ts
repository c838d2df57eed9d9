import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

import type { GraphQLService } from './graphqlHelpers.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Values for id arguments by name (questionnaireId, surveyId, ...); other ids get a random uuid. */
export type IdsByName = Record<string, string>;

function valueOf(type: GraphQLInputType, name: string, ids: IdsByName): Json {
  if (isNonNullType(type)) return valueOf(type.ofType, name, ids);
  if (isListType(type)) return [valueOf(type.ofType, name, ids)];
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    const out: Record<string, Json> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) out[field.name] = valueOf(field.type, field.name, ids);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return ids[name] ?? randomUUID();
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'String':
        return 'x';
      default:
        return {};
    }
  }
  return null;
}

/**
 * A call of `field` with every required argument filled in (type-valid, with the given ids), as
 * a GraphQL operation with variables: enough to reach the resolver of any operation.
 */
export function callOf(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  ids: IdsByName,
  opts: { optional?: boolean } = {},
): { query: string; variables: Record<string, Json> } {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const variables: Record<string, Json> = {};
  for (const arg of required) variables[arg.name] = valueOf(arg.type, arg.name, ids);
  // With `optional`, the operation also declares the optional arguments (as variables to set).
  const declared = opts.optional ? field.args : required;
  const defs = declared.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = declared.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind} Probe${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables };
}

/** Each GraphQL service's module (its `<module>.schema.graphql`). */
const SCHEMA_MODULES: Record<GraphQLService, string> = {
  project: 'projects',
  fieldwork: 'fieldwork',
  order: 'orders',
  questionnaire: 'questionnaire',
  market: 'markets',
};

export interface SchemaOperation {
  service: GraphQLService;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation of every service, read from its schema file. */
export function graphqlOperations(): SchemaOperation[] {
  return Object.entries(SCHEMA_MODULES).flatMap(([service, module]) => {
    const sdl = readFileSync(
      new URL(`../src/modules/${module}/${module}.schema.graphql`, import.meta.url),
      'utf8',
    );
    const schema = buildSchema(sdl);
    const pick = (
      kind: 'query' | 'mutation',
      fields: Record<string, GraphQLField<unknown, unknown>>,
    ) =>
      Object.values(fields).map((field) => ({ service: service as GraphQLService, kind, field }));
    return [
      ...pick('query', schema.getQueryType()?.getFields() ?? {}),
      ...pick('mutation', schema.getMutationType()?.getFields() ?? {}),
    ];
  });
}
