import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * The JSON scalar (rich-text styling): passed through as it is. The edge schema (zod) and the
 * domain's styling guard bound and clean what comes in.
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
